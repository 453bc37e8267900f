import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Every e-mail the server sends: the transactional outbox that the mail dispatcher delivers. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  /** pending → sending → sent (SMTP) or logged (no SMTP: printed to the console); failed after 5 tries. */
  status: text('status').$type<'pending' | 'sending' | 'sent' | 'logged' | 'failed'>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  error: text('error'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
}, (t) => [index('outbox_pending_idx').on(t.status, t.id)]);
