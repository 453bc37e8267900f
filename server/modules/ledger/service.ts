/**
 * The double-entry ledger (DOMAIN.md section 5). Every movement of money is one entry that debits one
 * account and credits another, in integer cents, so the books always balance; entries are never changed
 * except a pending one (a hold) being posted or voided. Balances live on the account rows and change in
 * the same transaction as the entry, under the accounts' row locks taken in ascending id order (two
 * transfers between the same accounts in opposite directions cannot deadlock). The funds check below is
 * the rule; the table's `ledger_account_no_overdraft` constraint is the last guard.
 *
 * Callers: checkout (this issue), orders (refunds on cancel), the money issue (recharges, withdrawals,
 * credit). Always inside the caller's transaction (`tx`).
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerAccount, ledgerEntry, type LedgerEntryState } from '../../db/schema';
import { fail } from '../../http/envelope';

/** Customer accounts: wallet (the balance), bonus, credit_used. */
export type CustomerAccountCode = 'wallet' | 'bonus' | 'credit_used';
/** Platform accounts: cash_in:<provider>, orders_revenue, refunds, withdrawals_payable, affiliate_commissions. */
export type PlatformAccountCode = `cash_in:${string}` | 'orders_revenue' | 'refunds' | 'withdrawals_payable' | 'affiliate_commissions';

export type LedgerEntry = typeof ledgerEntry.$inferSelect;

const CURRENCY = 'USD';

/**
 * The id of an account, created on first use. Customer accounts may never go below zero; platform
 * (contra) accounts may, since cash coming in is a debit of the provider's account.
 */
export async function accountOf(tx: DbOrTx, customerId: number | null, code: CustomerAccountCode | PlatformAccountCode | string): Promise<number> {
  const where = and(customerId === null ? isNull(ledgerAccount.customerId) : eq(ledgerAccount.customerId, customerId), eq(ledgerAccount.code, code), eq(ledgerAccount.currencyCode, CURRENCY));
  const [found] = await tx.select({ id: ledgerAccount.id }).from(ledgerAccount).where(where);
  if (found) return found.id;
  await tx.insert(ledgerAccount).values({ customerId, code, currencyCode: CURRENCY, allowNegative: customerId === null ? 1 : 0 }).onConflictDoNothing();
  const [made] = await tx.select({ id: ledgerAccount.id }).from(ledgerAccount).where(where);
  return made.id;
}

/** Locks the accounts (ascending ids, FOR UPDATE) and returns their rows by id. */
async function lockAccounts(tx: DbOrTx, ids: number[]) {
  const rows = await tx.select().from(ledgerAccount).where(inArray(ledgerAccount.id, [...new Set(ids)]))
    .orderBy(asc(ledgerAccount.id)).for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

export interface TransferInput {
  /** Debited account id. */
  from: number;
  /** Credited account id. */
  to: number;
  amountCents: number;
  /** order_payment, recharge, refund, withdrawal, bonus, credit, adjustment, ... */
  kind: string;
  refType?: string | null;
  refId?: string | number | null;
  /** The same key never makes a second entry: a repeat returns the first one. */
  idempotencyKey?: string | null;
  /** The customer whose billing list shows it. */
  customerId: number | null;
  /** `pending`: a hold on the debited account (available drops, balance not yet); `posted`: done. */
  state: 'pending' | 'posted';
  data?: Record<string, string | number | boolean | null>;
}

/** Thrown when the debited account's available balance is short; a 700 with its own message. */
export const insufficientFunds = () => fail.rule('server.ledger.insufficientFunds');

/**
 * Moves money from one account to another. Returns the entry (an earlier one when the idempotency key
 * was used before). Refuses (700) when the debited account may not go negative and its available
 * balance (posted − holds) is short.
 */
export async function transfer(tx: DbOrTx, input: TransferInput): Promise<LedgerEntry> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw new Error(`ledger: amount must be positive integer cents, got ${input.amountCents}`);
  if (input.from === input.to) throw new Error('ledger: an entry needs two different accounts');
  const accounts = await lockAccounts(tx, [input.from, input.to]);
  const from = accounts.get(input.from);
  if (!from || !accounts.get(input.to)) throw new Error('ledger: unknown account');
  // Under the locks, a concurrent transfer with the same key has either committed (found here) or not started.
  if (input.idempotencyKey) {
    const [earlier] = await tx.select().from(ledgerEntry).where(eq(ledgerEntry.idempotencyKey, input.idempotencyKey));
    if (earlier) return earlier;
  }
  if (from.allowNegative !== 1 && from.postedCents - from.pendingDebitCents < input.amountCents) throw insufficientFunds();
  const posted = input.state === 'posted';
  const [entry] = await tx.insert(ledgerEntry).values({
    debitAccountId: input.from,
    creditAccountId: input.to,
    amountCents: input.amountCents,
    currencyCode: CURRENCY,
    state: input.state,
    kind: input.kind,
    refType: input.refType ?? null,
    refId: input.refId === undefined || input.refId === null ? null : String(input.refId),
    idempotencyKey: input.idempotencyKey ?? null,
    customerId: input.customerId,
    data: input.data ?? {},
    postedAt: posted ? new Date() : null,
  }).returning();
  if (posted) {
    await tx.update(ledgerAccount).set({ postedCents: sql`${ledgerAccount.postedCents} - ${input.amountCents}` }).where(eq(ledgerAccount.id, input.from));
    await tx.update(ledgerAccount).set({ postedCents: sql`${ledgerAccount.postedCents} + ${input.amountCents}` }).where(eq(ledgerAccount.id, input.to));
  } else {
    await tx.update(ledgerAccount).set({ pendingDebitCents: sql`${ledgerAccount.pendingDebitCents} + ${input.amountCents}` }).where(eq(ledgerAccount.id, input.from));
  }
  return entry;
}

/** Locks a pending entry and its accounts; throws unless it is still pending. */
async function lockPending(tx: DbOrTx, entryId: number): Promise<LedgerEntry> {
  const [entry] = await tx.select().from(ledgerEntry).where(eq(ledgerEntry.id, entryId)).for('update');
  if (!entry) throw new Error(`ledger: no entry ${entryId}`);
  await lockAccounts(tx, [entry.debitAccountId, entry.creditAccountId]);
  if (entry.state !== 'pending') throw new Error(`ledger: entry ${entryId} is ${entry.state}, not pending`);
  return entry;
}

async function settle(tx: DbOrTx, entry: LedgerEntry, state: Exclude<LedgerEntryState, 'pending'>): Promise<LedgerEntry> {
  const [done] = await tx.update(ledgerEntry).set({ state, postedAt: state === 'posted' ? new Date() : null })
    .where(and(eq(ledgerEntry.id, entry.id), eq(ledgerEntry.state, 'pending'))).returning();
  return done;
}

/** Completes a hold: the debited account's balance and hold drop by the amount, the credited one gains it. */
export async function postPending(tx: DbOrTx, entryId: number): Promise<LedgerEntry> {
  const entry = await lockPending(tx, entryId);
  await tx.update(ledgerAccount).set({
    postedCents: sql`${ledgerAccount.postedCents} - ${entry.amountCents}`,
    pendingDebitCents: sql`${ledgerAccount.pendingDebitCents} - ${entry.amountCents}`,
  }).where(eq(ledgerAccount.id, entry.debitAccountId));
  await tx.update(ledgerAccount).set({ postedCents: sql`${ledgerAccount.postedCents} + ${entry.amountCents}` }).where(eq(ledgerAccount.id, entry.creditAccountId));
  return settle(tx, entry, 'posted');
}

/** Releases a hold: the amount is available again, nothing moves. */
export async function voidPending(tx: DbOrTx, entryId: number): Promise<LedgerEntry> {
  const entry = await lockPending(tx, entryId);
  await tx.update(ledgerAccount).set({ pendingDebitCents: sql`${ledgerAccount.pendingDebitCents} - ${entry.amountCents}` })
    .where(eq(ledgerAccount.id, entry.debitAccountId));
  return settle(tx, entry, 'voided');
}

export interface Wallet {
  /** Balance: posted credits − posted debits. */
  postedCents: number;
  /** Held by pending debits (CJ's frozenAmount). */
  pendingCents: number;
  /** What can be spent: posted − pending. */
  availableCents: number;
}

/** The customer's wallet (zero when it has never been used). */
export async function walletOf(db: DbOrTx, customerId: number): Promise<Wallet> {
  const [row] = await db.select({ posted: ledgerAccount.postedCents, pending: ledgerAccount.pendingDebitCents }).from(ledgerAccount)
    .where(and(eq(ledgerAccount.customerId, customerId), eq(ledgerAccount.code, 'wallet'), eq(ledgerAccount.currencyCode, CURRENCY)));
  const postedCents = row?.posted ?? 0;
  const pendingCents = row?.pending ?? 0;
  return { postedCents, pendingCents, availableCents: postedCents - pendingCents };
}
