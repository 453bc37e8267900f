/**
 * Checkout (/payment/checkout, DOMAIN.md sections 4 and 5): one or many orders paid from the balance in ONE
 * transaction — all or nothing. The checkout row is written first under its unique (customer, key) index, so a
 * concurrent request with the same Idempotency-Key waits for the first and then answers its result; a retry
 * after a failure (nothing was committed) may pay. Each order gets a hold on the wallet that is posted to the
 * platform's orders_revenue account once the order is marked paid, all inside the transaction.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkout } from '../../db/schema';
import { apiStatus } from '../../../src/api/contract/shared';
import { ApiFailure } from '../../http/envelope';
import { translate, type Lang } from '../../http/i18n';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../src/api/contract/payment';
import { lockPayable, markPaid } from '../orders/service';
import { accountOf, postPending, transfer } from '../ledger/service';

export interface CheckoutResult {
  checkoutId: number;
  orderIds: number[];
  amountCents: number;
  method: string;
  paidAt: Date;
}

const resultOf = (row: typeof checkout.$inferSelect): CheckoutResult => ({
  checkoutId: row.id, orderIds: row.orderIds, amountCents: row.amountCents, method: row.method, paidAt: row.createdAt,
});

/** 9001 naming the Idempotency-Key header when it is missing or not 8–128 letters, digits, - or _. */
export function requireIdempotencyKey(key: string | undefined, lang: Lang): string {
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new ApiFailure(apiStatus.invalidInput, { params: { field: 'Idempotency-Key', reason: translate(lang, 'server.payment.idempotencyKey') } });
  }
  return key;
}

/**
 * Pays `orderIds` of `customerId` (the main account) from its wallet. Refuses, changing nothing: another
 * customer's or a missing order (9002), an order not awaiting payment (700), a balance short of the total (700).
 */
export async function payFromBalance(db: Db, input: { customerId: number; actorId: number; orderIds: number[]; idempotencyKey: string; lang?: Lang; scope?: readonly number[] | null }): Promise<CheckoutResult> {
  const orderIds = [...new Set(input.orderIds)].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    // Claims the key; a concurrent same-key request blocks here until this transaction ends.
    const [claimed] = await tx.insert(checkout).values({
      customerId: input.customerId, idempotencyKey: input.idempotencyKey, orderIds, amountCents: 0, method: 'balance', status: 'succeeded',
    }).onConflictDoNothing({ target: [checkout.customerId, checkout.idempotencyKey] }).returning();
    if (!claimed) {
      const [earlier] = await tx.select().from(checkout).where(and(eq(checkout.customerId, input.customerId), eq(checkout.idempotencyKey, input.idempotencyKey)));
      // The same key for other orders is a client bug: refused rather than answered with another payment's result.
      if (earlier.orderIds.join() !== orderIds.join()) {
        throw new ApiFailure(apiStatus.invalidInput, { params: { field: 'Idempotency-Key', reason: translate(input.lang ?? 'en', 'server.payment.keyReused') } });
      }
      return resultOf(earlier);
    }
    const orders = await lockPayable(tx, input.customerId, orderIds, input.scope ?? null);
    const wallet = await accountOf(tx, input.customerId, 'wallet');
    const revenue = await accountOf(tx, null, 'orders_revenue');
    const holds: number[] = [];
    for (const row of orders) {
      if (row.totalCents <= 0) continue;
      const hold = await transfer(tx, {
        from: wallet, to: revenue, amountCents: row.totalCents, kind: 'order_payment', refType: 'order', refId: row.id,
        idempotencyKey: `checkout:${claimed.id}:order:${row.id}`, customerId: input.customerId, state: 'pending',
        data: { checkoutId: claimed.id, orderNumber: row.number },
      });
      holds.push(hold.id);
    }
    await markPaid(tx, orderIds, { checkoutId: claimed.id, actorId: input.actorId });
    for (const id of holds) await postPending(tx, id);
    const amountCents = orders.reduce((sum, row) => sum + row.totalCents, 0);
    const [done] = await tx.update(checkout).set({ amountCents }).where(eq(checkout.id, claimed.id)).returning();
    return resultOf(done);
  });
}
