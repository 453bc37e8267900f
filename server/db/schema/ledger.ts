/**
 * The double-entry ledger (DOMAIN.md section 5), after TigerBeetle and Modern Treasury: accounts, and
 * immutable entries that each move an amount from one account to another (a transfer = a debit of one
 * and a credit of the other, so the books always balance). Corrections are new entries. An entry is
 * `pending` (a hold), `posted`, or `voided` (a hold released); only a pending entry ever changes state.
 * Balances are kept on the account row and changed in the same transaction as the entry, under the
 * account's row lock, with a check that a customer's wallet never goes below zero.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customer } from './customer';

/** Customer accounts (customerId set) and platform accounts (customerId null, e.g. `orders_revenue`, `cash_in:paypal`). */
export const ledgerAccount = pgTable('ledger_account', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').references(() => customer.id, { onDelete: 'restrict' }),
  /** wallet, bonus, credit_used; platform: cash_in:<provider>, orders_revenue, refunds, withdrawals_payable, affiliate_commissions */
  code: text('code').notNull(),
  /** Customer accounts may not go below zero; platform (contra) accounts may. */
  allowNegative: integer('allow_negative').notNull().default(0),
  currencyCode: text('currency_code').notNull().default('USD'),
  /** Sum of posted credits − posted debits. */
  postedCents: bigint('posted_cents', { mode: 'number' }).notNull().default(0),
  /** Sum of pending debits (holds): available = posted − pendingDebit (CJ's frozenAmount). */
  pendingDebitCents: bigint('pending_debit_cents', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('ledger_account_code_idx').on(sql`coalesce(${t.customerId}, 0)`, t.code, t.currencyCode),
  check('ledger_account_no_overdraft', sql`${t.allowNegative} = 1 or ${t.postedCents} - ${t.pendingDebitCents} >= 0`),
]);

export const ledgerEntryStates = ['pending', 'posted', 'voided'] as const;
export type LedgerEntryState = (typeof ledgerEntryStates)[number];

export const ledgerEntry = pgTable('ledger_entry', {
  id: serial('id').primaryKey(),
  debitAccountId: integer('debit_account_id').notNull().references(() => ledgerAccount.id),
  creditAccountId: integer('credit_account_id').notNull().references(() => ledgerAccount.id),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  currencyCode: text('currency_code').notNull().default('USD'),
  state: text('state').$type<LedgerEntryState>().notNull(),
  /** What it is for: order_payment, recharge, refund, withdrawal, bonus, credit, adjustment, ... */
  kind: text('kind').notNull(),
  /** The business record it belongs to (e.g. an order id, a checkout id) and a human reference. */
  refType: text('ref_type'),
  refId: text('ref_id'),
  /** Idempotency: the same key never makes a second entry. */
  idempotencyKey: text('idempotency_key'),
  /** The customer whose billing list shows it (the debit or credit side's owner). */
  customerId: integer('customer_id').references(() => customer.id, { onDelete: 'restrict' }),
  data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  createdAt: createdAt(),
  postedAt: timestamp('posted_at', { withTimezone: true }),
}, (t) => [
  check('ledger_entry_amount_check', sql`${t.amountCents} > 0`),
  check('ledger_entry_accounts_check', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
  check('ledger_entry_state_check', sql`${t.state} in ('pending', 'posted', 'voided')`),
  uniqueIndex('ledger_entry_idempotency_idx').on(t.idempotencyKey),
  index('ledger_entry_customer_idx').on(t.customerId, t.createdAt, t.id),
  index('ledger_entry_ref_idx').on(t.refType, t.refId),
]);

/** A checkout: one payment of one or many orders, all or nothing, keyed by the client's Idempotency-Key. */
export const checkout = pgTable('checkout', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  idempotencyKey: text('idempotency_key').notNull(),
  orderIds: jsonb('order_ids').$type<number[]>().notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  method: text('method').notNull(),
  status: text('status').$type<'succeeded' | 'failed'>().notNull(),
  failure: text('failure'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('checkout_key_idx').on(t.customerId, t.idempotencyKey)]);
