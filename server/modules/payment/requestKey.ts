/**
 * Idempotent order creation (DOMAIN.md section 0: writes that create orders take an Idempotency-Key): the cart's
 * checkout, the stocking / consolidation / self-buy creation forms and merge. The client makes one key per form
 * submission and sends it again when it retries that submission (a lost answer, a double click).
 *
 * The key is claimed in the `checkout` table — the same unique (customer, key) index that makes paying
 * idempotent — inside the transaction that creates the orders, under a name of its own (`cart_checkout:<key>`,
 * …) so it never meets a payment's key. A retry with the same key answers the orders the first request made,
 * even after their cart lines are gone; a concurrent retry waits on the index until the first commits; a first
 * request that failed committed nothing, so its retry runs afresh. Without a key nothing is de-duplicated.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { checkout } from '../../db/schema';
import type { Lang } from '../../http/i18n';
import { requireIdempotencyKey } from './service';

export type CreationKind = 'cart_checkout' | 'kind_create' | 'merge';

export interface Created {
  orderIds: number[];
  totalCents: number;
}

/**
 * Runs `create` once per (customer, kind, key) within `tx`: the first call claims the key and records what it
 * created; a later call with the same key answers that record without calling `create`. A malformed key: 9001.
 */
export async function createOnce(tx: Tx, input: { customerId: number; kind: CreationKind; key: string | undefined; lang: Lang }, create: () => Promise<Created>): Promise<Created> {
  if (input.key === undefined) return create();
  const stored = `${input.kind}:${requireIdempotencyKey(input.key, input.lang)}`;
  const [claimed] = await tx.insert(checkout).values({
    customerId: input.customerId, idempotencyKey: stored, orderIds: [], amountCents: 0, method: input.kind, status: 'succeeded',
  }).onConflictDoNothing({ target: [checkout.customerId, checkout.idempotencyKey] }).returning({ id: checkout.id });
  if (!claimed) {
    const [earlier] = await tx.select({ orderIds: checkout.orderIds, amountCents: checkout.amountCents }).from(checkout)
      .where(and(eq(checkout.customerId, input.customerId), eq(checkout.idempotencyKey, stored)));
    return { orderIds: earlier.orderIds, totalCents: earlier.amountCents };
  }
  const created = await create();
  await tx.update(checkout).set({ orderIds: created.orderIds, amountCents: created.totalCents }).where(eq(checkout.id, claimed.id));
  return created;
}
