import { integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customer } from './customer';

/** Platform apps; names and descriptions per language. */
export const app = pgTable('app', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<Record<'en' | 'zh' | 'tr', string>>().notNull(),
  description: jsonb('description').$type<Record<'en' | 'zh' | 'tr', string>>().notNull(),
  icon: text('icon').notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const customerApp = pgTable('customer_app', {
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  appId: integer('app_id').notNull().references(() => app.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.customerId, t.appId] })]);
