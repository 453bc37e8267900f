import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customer } from './customer';
import { store } from './stores';
import { warehouse } from './catalogue';

/**
 * shoppingCart: one line per SKU and cart type (DOMAIN.md section 4). `skuId` is the catalogue variant;
 * `storeId` the store a normal line is bought for; `warehouseId` the warehouse a stocking line goes into.
 */
export const cartLine = pgTable('cart_line', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  type: smallint('type').notNull(),
  skuId: integer('sku_id').notNull(),
  sku: text('sku').notNull(),
  title: text('title').notNull(),
  image: text('image'),
  variant: text('variant'),
  storeId: integer('store_id').references(() => store.id, { onDelete: 'set null' }),
  skuNum: integer('sku_num').notNull(),
  /** Superseded by unitPriceCents (money is integer cents); kept only because columns are never dropped. */
  unitPrice: numeric('unit_price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  /** The catalogue cost per unit when the line was added, in cents (payment-info prices from the catalogue). */
  unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull().default(0),
  warehouseId: integer('warehouse_id').references(() => warehouse.id, { onDelete: 'set null' }),
  currencyCode: text('currency_code').notNull().default('USD'),
  createdAt: createdAt(),
}, (t) => [
  index('cart_line_customer_idx').on(t.customerId, t.type),
  check('cart_line_type_check', sql`${t.type} between 1 and 6`),
  check('cart_line_sku_num_check', sql`${t.skuNum} between 1 and 100000`),
]);
