/**
 * The platform's catalogue (DOMAIN.md section 1): a category tree, suppliers, warehouses, products with
 * their variants (SKUs) and the stock of each variant per warehouse. Platform-owned rows; a product with
 * ownerCustomerId set is a private product of that merchant. Money in integer cents.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, real, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { country } from './common';
import { customer } from './customer';

/** A text in the portal's three languages. */
export type Translated = { en: string; zh: string; tr: string };
export type OptionValue = { name: string; value: string };

export const category = pgTable('category', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  name: jsonb('name').$type<Translated>().notNull(),
  sort: smallint('sort').notNull().default(0),
}, (t) => [index('category_parent_idx').on(t.parentId, t.sort)]);

export const supplier = pgTable('supplier', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  countryId: integer('country_id').notNull().references(() => country.id),
  /** 0–5 stars. */
  rating: real('rating').notNull(),
  responseHours: integer('response_hours').notNull(),
}, (t) => [check('supplier_rating_check', sql`${t.rating} between 0 and 5`)]);

export const warehouse = pgTable('warehouse', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  countryId: integer('country_id').notNull().references(() => country.id),
  name: text('name').notNull(),
});

export const productStatuses = ['on_sale', 'offline', 'deleted'] as const;

export const product = pgTable('product', {
  id: serial('id').primaryKey(),
  /** e.g. CJ-HOME-000123 */
  spu: text('spu').notNull().unique(),
  title: jsonb('title').$type<Translated>().notNull(),
  descriptionHtml: text('description_html').notNull().default(''),
  categoryId: integer('category_id').notNull().references(() => category.id),
  supplierId: integer('supplier_id').notNull().references(() => supplier.id),
  images: jsonb('images').$type<string[]>().notNull(),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  status: text('status').$type<(typeof productStatuses)[number]>().notNull().default('on_sale'),
  ownerCustomerId: integer('owner_customer_id').references(() => customer.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [
  check('product_status_check', sql`${t.status} in ('on_sale', 'offline', 'deleted')`),
  index('product_category_idx').on(t.categoryId, t.createdAt),
]);

export const variant = pgTable('variant', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull().references(() => product.id, { onDelete: 'cascade' }),
  sku: text('sku').notNull().unique(),
  optionValues: jsonb('option_values').$type<OptionValue[]>().notNull(),
  image: text('image'),
  costPrice: integer('cost_price').notNull(),
  suggestedPrice: integer('suggested_price').notNull(),
  weightGrams: integer('weight_grams').notNull(),
  lengthMm: integer('length_mm').notNull(),
  widthMm: integer('width_mm').notNull(),
  heightMm: integer('height_mm').notNull(),
  status: text('status').$type<'on_sale' | 'offline'>().notNull().default('on_sale'),
}, (t) => [
  index('variant_product_idx').on(t.productId),
  check('variant_prices_check', sql`${t.costPrice} >= 0 and ${t.suggestedPrice} >= 0`),
]);

export const inventory = pgTable('inventory', {
  variantId: integer('variant_id').notNull().references(() => variant.id, { onDelete: 'cascade' }),
  warehouseId: integer('warehouse_id').notNull().references(() => warehouse.id),
  available: integer('available').notNull().default(0),
  reserved: integer('reserved').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.variantId, t.warehouseId] })]);
