/**
 * The other order pages' tables (DOMAIN.md section 4): automatic fulfilment settings and the daily
 * spending they are held to, the merchant's order preferences, the record of merged orders, and the
 * order exports (a download ticket, and for large sets the job that writes the file). File orders need
 * no table of their own: an upload is a job (kind orderFile) and each file row one of its items.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { customer } from './customer';
import { order } from './orders';
import { job } from './jobs';

/** One row per merchant who has saved the automatic fulfilment settings. */
export const automaticFulfilment = pgTable('automatic_fulfilment', {
  customerId: integer('customer_id').primaryKey().references(() => customer.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  /** The most the automatic run pays from the balance per UTC day, in cents. */
  dailyLimitCents: bigint('daily_limit_cents', { mode: 'number' }).notNull().default(0),
  /** An order above this total is left for the merchant (null: no per-order cap). */
  maxOrderCents: bigint('max_order_cents', { mode: 'number' }),
  /** Only drafts from these stores (empty: every store, and orders without a store). */
  storeIds: jsonb('store_ids').$type<number[]>().notNull().default([]),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  updatedAt: updatedAt(),
}, (t) => [
  check('automatic_fulfilment_amounts_check', sql`${t.dailyLimitCents} >= 0 and (${t.maxOrderCents} is null or ${t.maxOrderCents} >= 0)`),
]);

/** What the automatic run spent and did on one UTC day: the daily limit is checked against it under its row lock. */
export const automaticFulfilmentDay = pgTable('automatic_fulfilment_day', {
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  day: text('day').notNull(),
  spentCents: bigint('spent_cents', { mode: 'number' }).notNull().default(0),
  processed: integer('processed').notNull().default(0),
  paid: integer('paid').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.customerId, t.day] }),
  check('automatic_fulfilment_day_spent_check', sql`${t.spentCents} >= 0`),
]);

/** A merchant's order preferences (codes and options in src/api/contract/orderSettings.ts). */
export const customerPreference = pgTable('customer_preference', {
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
}, (t) => [primaryKey({ columns: [t.customerId, t.code] })]);

/** Merged orders: each source order (now canceled) and the order it became part of. */
export const orderMerge = pgTable('order_merge', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  targetOrderId: integer('target_order_id').notNull().references(() => order.id, { onDelete: 'cascade' }),
  sourceOrderId: integer('source_order_id').notNull().unique().references(() => order.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [index('order_merge_customer_idx').on(t.customerId, t.id)]);

/**
 * An export of the order list's filter. `token` is the unguessable download ticket (a browser download
 * cannot send the Authorization header); small sets stream straight from a cursor when it is opened,
 * large ones are written to a file by a job first.
 */
export const orderExport = pgTable('order_export', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  createdBy: integer('created_by').notNull(),
  format: text('format').$type<'xlsx' | 'csv'>().notNull(),
  filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
  token: text('token').notNull().unique(),
  /** Rows matched when it was asked for (capped count). */
  rowCount: integer('row_count').notNull().default(0),
  jobId: integer('job_id').references(() => job.id, { onDelete: 'set null' }),
  /** The written file (job exports), relative to the data directory. */
  filePath: text('file_path'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('order_export_customer_idx').on(t.customerId, t.id),
  check('order_export_format_check', sql`${t.format} in ('xlsx', 'csv')`),
]);
