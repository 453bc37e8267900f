import { boolean, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { customer } from './customer';

export const helpMessage = pgTable('help_message', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  type: smallint('type').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  /** False while a staff reply has not been read by the customer. */
  isRead: boolean('is_read').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('help_message_customer_idx').on(t.customerId, t.isRead)]);

export const helpReply = pgTable('help_reply', {
  id: serial('id').primaryKey(),
  messageId: integer('message_id').notNull().references(() => helpMessage.id, { onDelete: 'cascade' }),
  fromStaff: boolean('from_staff').notNull(),
  content: text('content').notNull(),
  createdAt: createdAt(),
}, (t) => [index('help_reply_message_idx').on(t.messageId)]);

export const task = pgTable('task', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  taskNo: text('task_no').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  /** 0 unprocessed, 1 processing, 2 done. */
  status: smallint('status').notNull().default(0),
  orderNo: text('order_no'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('task_customer_idx').on(t.customerId, t.status)]);

export const taskMessage = pgTable('task_message', {
  id: serial('id').primaryKey(),
  taskId: integer('task_id').notNull().references(() => task.id, { onDelete: 'cascade' }),
  fromStaff: boolean('from_staff').notNull(),
  content: text('content').notNull(),
  createdAt: createdAt(),
});
