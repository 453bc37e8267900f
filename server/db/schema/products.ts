/**
 * sku-list (DOMAIN.md section 2): the merchant's editable copy of a catalogue product, and its variants
 * (each mapped to a catalogue variant) with the merchant's own prices in integer cents. Every index
 * leads with customer_id and then the list's sort key (id breaks ties, for keyset pages).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { customer } from './customer';
import { product, variant } from './catalogue';

export const skuList = pgTable('sku_list', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  productId: integer('product_id').references(() => product.id, { onDelete: 'set null' }),
  /** The catalogue product's spu (the spec's goodsId). */
  goodsId: text('goods_id').notNull(),
  title: text('title').notNull(),
  descriptionHtml: text('description_html').notNull().default(''),
  /** Chosen images, in order; the first is the main image (kept in `image` for the list). */
  images: jsonb('images').$type<string[]>().notNull().default([]),
  image: text('image'),
  /** skuListStates: draft 0, ready 1, publishing 2, published 3, failed 4. */
  state: smallint('state').notNull().default(0),
  /** Where it came from: catalogue or file. */
  thirdFrom: text('third_from'),
  /** Lowest and highest sell price of the enabled variants, cents (kept by the service on every edit). */
  minPrice: integer('min_price').notNull().default(0),
  maxPrice: integer('max_price').notNull().default(0),
  currencyCode: text('currency_code').notNull().default('USD'),
  variantCount: integer('variant_count').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('sku_list_goods_idx').on(t.customerId, t.goodsId),
  index('sku_list_created_idx').on(t.customerId, t.createdAt, t.id),
  index('sku_list_updated_idx').on(t.customerId, t.updatedAt, t.id),
  index('sku_list_title_idx').on(t.customerId, t.title, t.id),
  index('sku_list_price_idx').on(t.customerId, t.minPrice, t.id),
  index('sku_list_state_idx').on(t.customerId, t.state, t.createdAt),
  check('sku_list_state_check', sql`${t.state} between 0 and 4`),
]);

export const skuListVariant = pgTable('sku_list_variant', {
  id: serial('id').primaryKey(),
  skuListId: integer('sku_list_id').notNull().references(() => skuList.id, { onDelete: 'cascade' }),
  variantId: integer('variant_id').notNull().references(() => variant.id),
  sellPrice: integer('sell_price').notNull(),
  compareAtPrice: integer('compare_at_price'),
  enabled: boolean('enabled').notNull().default(true),
  position: smallint('position').notNull().default(0),
}, (t) => [
  index('sku_list_variant_entry_idx').on(t.skuListId, t.position),
  check('sku_list_variant_prices_check', sql`${t.sellPrice} >= 0 and (${t.compareAtPrice} is null or ${t.compareAtPrice} >= ${t.sellPrice})`),
]);
