import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customer } from './customer';

/** One row per issued token (its jti): revocation is setting revokedAt. */
export const session = pgTable('session', {
  id: text('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
}, (t) => [index('session_customer_idx').on(t.customerId)]);

/** Sign-in attempts, for "a code is required after repeated failures". */
export const loginAttempt = pgTable('login_attempt', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  ip: text('ip').notNull(),
  succeeded: boolean('succeeded').notNull(),
  createdAt: createdAt(),
}, (t) => [index('login_attempt_username_idx').on(t.username, t.createdAt), index('login_attempt_ip_idx').on(t.ip, t.createdAt)]);

export type EmailCodePurpose = 'register' | 'login' | 'reset' | 'currentEmail' | 'changeEmail';

/** Codes sent by e-mail; only their hash is kept. */
export const emailCode = pgTable('email_code', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  purpose: text('purpose').$type<EmailCodePurpose>().notNull(),
  seq: text('seq').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('email_code_lookup_idx').on(t.email, t.purpose, t.createdAt)]);

/** One-time sign-in tickets (the login payload's `tk`), stored hashed. */
export const loginTicket = pgTable('login_ticket', {
  tokenHash: text('token_hash').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const socialAccount = pgTable('social_account', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  email: text('email'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('social_account_subject_idx').on(t.provider, t.subject)]);
