/**
 * The ledger's rules (DOMAIN.md section 5): holds, post, void, idempotency, no overdraft — and 200
 * concurrent payments from one wallet never take it below zero, after which every account's balance is
 * exactly the sum of its entries. Run on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set
 * (there the transactions really run at once and the row locks decide).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SERVER_START_MS, startTestServer, storageKinds, type TestServer } from '../../test/harness';
import { createCustomer } from '../customer/service';
import { ledgerAccount, ledgerEntry } from '../../db/schema';
import { apiStatus } from '../../../src/api/contract/shared';
import { ApiFailure } from '../../http/envelope';
import { accountOf, postPending, transfer, voidPending, walletOf } from './service';

describe.each(storageKinds)('ledger on %s', (kind) => {
  let server: TestServer;
  let customerId: number;
  let wallet: number;
  let bank: number;
  let revenue: number;

  beforeAll(async () => {
    server = await startTestServer({ kind, seed: false });
    const db = server.services.db;
    customerId = await db.transaction((tx) => createCustomer(tx, { username: 'ledger@shop.test', password: 'Ledger#2026x', firstName: 'L' }));
    wallet = await accountOf(db, customerId, 'wallet');
    bank = await accountOf(db, null, 'cash_in:bank_transfer');
    revenue = await accountOf(db, null, 'orders_revenue');
  }, SERVER_START_MS);
  afterAll(() => server?.close());

  const db = () => server.services.db;
  const recharge = (amountCents: number, key: string) => db().transaction((tx) => transfer(tx, {
    from: bank, to: wallet, amountCents, kind: 'recharge', idempotencyKey: key, customerId, state: 'posted',
  }));

  /** Every account's stored balance equals what its entries add up to. */
  async function expectBooksBalance() {
    const rows = await db().execute(sql`
      select a.id, a.posted_cents as posted, a.pending_debit_cents as pending,
        coalesce((select sum(amount_cents) from ledger_entry e where e.credit_account_id = a.id and e.state = 'posted'), 0)
        - coalesce((select sum(amount_cents) from ledger_entry e where e.debit_account_id = a.id and e.state = 'posted'), 0) as from_entries,
        coalesce((select sum(amount_cents) from ledger_entry e where e.debit_account_id = a.id and e.state = 'pending'), 0) as held
      from ledger_account a`);
    const list = (rows as unknown as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[]);
    for (const row of list as Array<Record<string, string | number>>) {
      expect(Number(row.posted), `account ${row.id} posted`).toBe(Number(row.from_entries));
      expect(Number(row.pending), `account ${row.id} held`).toBe(Number(row.held));
    }
    // Double entry: all posted balances together are zero.
    const [{ total }] = await db().select({ total: sql<string>`coalesce(sum(${ledgerAccount.postedCents}), 0)` }).from(ledgerAccount);
    expect(Number(total)).toBe(0);
  }

  it('posts a recharge once per idempotency key', async () => {
    const first = await recharge(10_000, 'recharge-1');
    const again = await recharge(10_000, 'recharge-1');
    expect(again.id).toBe(first.id);
    expect(await walletOf(db(), customerId)).toEqual({ postedCents: 10_000, pendingCents: 0, availableCents: 10_000 });
  });

  it('holds, posts and voids: a hold lowers what is available, not the balance', async () => {
    const hold = await db().transaction((tx) => transfer(tx, { from: wallet, to: revenue, amountCents: 2_500, kind: 'order_payment', customerId, state: 'pending' }));
    expect(await walletOf(db(), customerId)).toEqual({ postedCents: 10_000, pendingCents: 2_500, availableCents: 7_500 });
    await db().transaction((tx) => postPending(tx, hold.id));
    expect(await walletOf(db(), customerId)).toEqual({ postedCents: 7_500, pendingCents: 0, availableCents: 7_500 });
    const second = await db().transaction((tx) => transfer(tx, { from: wallet, to: revenue, amountCents: 500, kind: 'order_payment', customerId, state: 'pending' }));
    await db().transaction((tx) => voidPending(tx, second.id));
    expect(await walletOf(db(), customerId)).toEqual({ postedCents: 7_500, pendingCents: 0, availableCents: 7_500 });
    const [voided] = await db().select().from(ledgerEntry).where(eq(ledgerEntry.id, second.id));
    expect(voided.state).toBe('voided');
    // A settled entry never changes again.
    await expect(db().transaction((tx) => postPending(tx, second.id))).rejects.toThrow(/not pending/);
    await expectBooksBalance();
  });

  it('refuses an overdraft (700) and changes nothing', async () => {
    const before = await walletOf(db(), customerId);
    const attempt = db().transaction((tx) => transfer(tx, { from: wallet, to: revenue, amountCents: before.availableCents + 1, kind: 'order_payment', customerId, state: 'posted' }));
    await expect(attempt).rejects.toSatisfy((error: unknown) => error instanceof ApiFailure && error.status === apiStatus.businessRule);
    expect(await walletOf(db(), customerId)).toEqual(before);
  });

  it('the no-overdraft constraint is the last guard even against a direct write', async () => {
    await expect(db().update(ledgerAccount).set({ postedCents: -1 }).where(eq(ledgerAccount.id, wallet))).rejects.toThrow();
  });

  it('200 concurrent payments never take the wallet below zero; afterwards the entries sum to the balances', async () => {
    const start = await walletOf(db(), customerId);
    const price = 70;
    const results = await Promise.allSettled(Array.from({ length: 200 }, (_, i) => db().transaction(async (tx) => {
      // Half pay in one step, half hold then post (checkout's way) in the same transaction.
      if (i % 2 === 0) return transfer(tx, { from: wallet, to: revenue, amountCents: price, kind: 'order_payment', refId: i, customerId, state: 'posted' });
      const hold = await transfer(tx, { from: wallet, to: revenue, amountCents: price, kind: 'order_payment', refId: i, customerId, state: 'pending' });
      return postPending(tx, hold.id);
    })));
    const paid = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected');
    expect(paid).toBe(Math.floor(start.availableCents / price));
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(ApiFailure);
    const end = await walletOf(db(), customerId);
    expect(end.postedCents).toBe(start.availableCents - paid * price);
    expect(end.postedCents).toBeGreaterThanOrEqual(0);
    expect(end.pendingCents).toBe(0);
    await expectBooksBalance();
  }, 120_000);
});
