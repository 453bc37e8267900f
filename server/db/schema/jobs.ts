/**
 * Jobs the UI follows (DOMAIN.md sections 0 and 2): a job with its counts and one item per unit of
 * work. pg-boss carries the "run job N" messages; these tables hold what the merchant sees and what
 * makes a restart safe (an item's state changes in the transaction that does its work).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { customer } from './customer';
import type { JobItemState, JobKind, JobState } from '../../../src/api/contract/jobs';

export const job = pgTable('job', {
  id: serial('id').primaryKey(),
  /** The main account whose data the job works on. */
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  /** Who started it (a sub-account's own id). */
  createdBy: integer('created_by').notNull(),
  kind: text('kind').$type<JobKind>().notNull(),
  state: text('state').$type<JobState>().notNull().default('queued'),
  label: text('label').notNull().default(''),
  total: integer('total').notNull().default(0),
  queued: integer('queued').notNull().default(0),
  running: integer('running').notNull().default(0),
  succeeded: integer('succeeded').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  blocked: integer('blocked').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [
  index('job_customer_idx').on(t.customerId, t.id),
  index('job_customer_kind_idx').on(t.customerId, t.kind, t.id),
  check('job_state_check', sql`${t.state} in ('queued', 'running', 'done', 'partially_failed', 'failed')`),
]);

export const jobItem = pgTable('job_item', {
  id: serial('id').primaryKey(),
  jobId: integer('job_id').notNull().references(() => job.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
  state: text('state').$type<JobItemState>().notNull().default('queued'),
  input: jsonb('input').$type<Record<string, string>>().notNull(),
  result: jsonb('result').$type<Record<string, string | number | null>>(),
  errorCode: text('error_code'),
  errorField: text('error_field'),
  attempts: integer('attempts').notNull().default(0),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('job_item_seq_idx').on(t.jobId, t.seq),
  index('job_item_state_idx').on(t.jobId, t.state, t.seq),
  check('job_item_state_check', sql`${t.state} in ('queued', 'running', 'succeeded', 'failed', 'blocked')`),
]);
