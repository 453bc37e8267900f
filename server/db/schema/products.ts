import { index, integer, numeric, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customer } from './customer';

/** sku-list: the customer's product list. */
export const skuList = pgTable('sku_list', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  goodsId: text('goods_id').notNull(),
  title: text('title').notNull(),
  image: text('image'),
  state: smallint('state').notNull().default(1),
  thirdFrom: text('third_from'),
  minPrice: numeric('min_price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  maxPrice: numeric('max_price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  currencyCode: text('currency_code').notNull().default('USD'),
  variantCount: integer('variant_count').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [index('sku_list_customer_idx').on(t.customerId, t.state), uniqueIndex('sku_list_goods_idx').on(t.customerId, t.goodsId)]);
