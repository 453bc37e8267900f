import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customer } from './customer';

export const store = pgTable('store', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  platform: text('platform').notNull(),
  name: text('name').notNull(),
  authorised: boolean('authorised').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [index('store_customer_idx').on(t.customerId)]);
