import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customer } from './customer';

export const returnOrder = pgTable('return_order', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  orderNo: text('order_no').notNull(),
  /** pending until the warehouse processes it. */
  status: text('status').$type<'pending' | 'processing' | 'done'>().notNull().default('pending'),
  createdAt: createdAt(),
}, (t) => [index('return_order_customer_idx').on(t.customerId, t.status)]);
