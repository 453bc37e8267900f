import { index, integer, numeric, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customer } from './customer';
import { store } from './stores';

/** shoppingCart: one line per SKU and cart type. */
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
  unitPrice: numeric('unit_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  currencyCode: text('currency_code').notNull().default('USD'),
  createdAt: createdAt(),
}, (t) => [index('cart_line_customer_idx').on(t.customerId, t.type)]);
