/** Saved views: per user (a sub-account's own id) and per list, a named filter and the chosen columns. */
import { index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { customer } from './customer';

export const savedView = pgTable('saved_view', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  listKey: text('list_key').notNull(),
  /** Null: the row that only remembers the list's chosen columns (one per user and list). */
  name: text('name'),
  filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
  columns: jsonb('columns').$type<string[]>().notNull(),
  updatedAt: updatedAt(),
}, (t) => [
  unique('saved_view_name_key').on(t.userId, t.listKey, t.name).nullsNotDistinct(),
  index('saved_view_list_idx').on(t.userId, t.listKey),
]);
