/**
 * Order counts without counting a million rows per request (the status tabs, the list's total, the navbar's
 * "needs attention"). Every change of an order's counted attributes appends -1 for its old key and +1 for its
 * new key to order_count, in the transaction of the change (`countChange`, called by the order service: the
 * one place orders are created and change status). Appending never waits on a shared counter row, so 200
 * concurrent payments of one merchant do not queue behind each other or deadlock on it.
 *
 * Reads sum the customer's rows per key (a few hundred rows at most: `fold` rewrites them as one row per key
 * once they pile up). A customer is counted from the orders once, on the first read (`ensureBase`).
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderCount, orderCountBase } from '../../db/schema';
import type { OrderRow } from './service';

export type Counted = Pick<OrderRow, 'customerId' | 'status' | 'kind' | 'storeId' | 'paymentStatus' | 'fulfilmentStatus' | 'problem'>;
export interface CountRow {
  status: OrderRow['status']; kind: OrderRow['kind']; storeId: number | null; paymentStatus: OrderRow['paymentStatus'];
  fulfilmentStatus: OrderRow['fulfilmentStatus']; hasProblem: boolean; n: number;
}

/** Rows beyond one per key before a read folds them (reads stay a few hundred rows). */
const FOLD_AFTER = 200;

const keyOf = (r: Counted) => ({
  customerId: r.customerId, status: r.status, kind: r.kind, storeId: r.storeId, paymentStatus: r.paymentStatus,
  fulfilmentStatus: r.fulfilmentStatus, hasProblem: r.problem !== null,
});
const sameKey = (a: Counted, b: Counted) => {
  const x = keyOf(a);
  const y = keyOf(b);
  return x.customerId === y.customerId && x.status === y.status && x.kind === y.kind && x.storeId === y.storeId
    && x.paymentStatus === y.paymentStatus && x.fulfilmentStatus === y.fulfilmentStatus && x.hasProblem === y.hasProblem;
};

/** An order was inserted (before null), changed, or removed (after null): append its count change. */
export async function countChange(tx: DbOrTx, before: Counted | null, after: Counted | null): Promise<void> {
  if (before && after && sameKey(before, after)) return;
  const rows = [...(before ? [{ ...keyOf(before), n: -1 }] : []), ...(after ? [{ ...keyOf(after), n: 1 }] : [])];
  if (rows.length) await tx.insert(orderCount).values(rows);
}

/** Customers known to be counted, per database handle (tests run several databases in one process). */
const based = new WeakMap<object, Set<number>>();

/**
 * Counts the customer's orders once. The SHARE lock waits for every transaction writing orders to end and
 * holds new ones off, so the count includes exactly the changes committed before it; their appended rows
 * are replaced by it, and every later change appends after it.
 */
async function ensureBase(db: DbOrTx, customerId: number): Promise<void> {
  const known = based.get(db) ?? new Set<number>();
  based.set(db, known);
  if (known.has(customerId)) return;
  const [row] = await db.select({ id: orderCountBase.customerId }).from(orderCountBase).where(eq(orderCountBase.customerId, customerId));
  if (!row) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`lock table orders in share mode`);
      const [again] = await tx.select({ id: orderCountBase.customerId }).from(orderCountBase).where(eq(orderCountBase.customerId, customerId));
      if (again) return;
      await tx.delete(orderCount).where(eq(orderCount.customerId, customerId));
      await tx.execute(sql`
        insert into order_count (customer_id, status, kind, store_id, payment_status, fulfilment_status, has_problem, n)
        select customer_id, status, kind, store_id, payment_status, fulfilment_status, problem is not null, count(*)::int
        from orders where customer_id = ${customerId}
        group by customer_id, status, kind, store_id, payment_status, fulfilment_status, problem is not null`);
      await tx.insert(orderCountBase).values({ customerId });
    });
  }
  known.add(customerId);
}

/** Rewrites the customer's rows as one per key (one statement: rows appended meanwhile are not touched). */
async function fold(db: DbOrTx, customerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // One fold at a time per customer; the others read on (their sums are exact either way).
    const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('order_count'), ${customerId}) as ok`) as unknown as { rows: Array<{ ok: boolean }> };
    if (!locked.rows[0]?.ok) return;
    await tx.execute(sql`
      with gone as (delete from order_count where customer_id = ${customerId} returning *)
      insert into order_count (customer_id, status, kind, store_id, payment_status, fulfilment_status, has_problem, n)
      select customer_id, status, kind, store_id, payment_status, fulfilment_status, has_problem, sum(n)::int from gone
      group by customer_id, status, kind, store_id, payment_status, fulfilment_status, has_problem having sum(n) <> 0`);
  });
}

/** The read of one customer's counts per key, prepared once per database handle (it runs on every list call). */
const countQueries = new WeakMap<object, ReturnType<typeof prepareCountQuery>>();
const prepareCountQuery = (db: DbOrTx) => db.select({
  status: orderCount.status, kind: orderCount.kind, storeId: orderCount.storeId, paymentStatus: orderCount.paymentStatus,
  fulfilmentStatus: orderCount.fulfilmentStatus, hasProblem: orderCount.hasProblem, n: sql<number>`sum(${orderCount.n})::int`, pieces: sql<number>`count(*)::int`,
}).from(orderCount).where(eq(orderCount.customerId, sql.placeholder('customerId')))
  .groupBy(orderCount.status, orderCount.kind, orderCount.storeId, orderCount.paymentStatus, orderCount.fulfilmentStatus, orderCount.hasProblem)
  .prepare('order_count_rows');

/** The customer's counts per key (keys with no orders left out). */
export async function countRows(db: DbOrTx, customerId: number): Promise<CountRow[]> {
  await ensureBase(db, customerId);
  let query = countQueries.get(db);
  if (!query) countQueries.set(db, (query = prepareCountQuery(db)));
  const rows = await query.execute({ customerId });
  const pieces = rows.reduce((sum, r) => sum + r.pieces, 0);
  if (pieces > rows.length + FOLD_AFTER) await fold(db, customerId);
  return rows.filter((r) => r.n !== 0).map((r) => ({
    status: r.status, kind: r.kind, storeId: r.storeId, paymentStatus: r.paymentStatus, fulfilmentStatus: r.fulfilmentStatus, hasProblem: r.hasProblem, n: r.n,
  }));
}
