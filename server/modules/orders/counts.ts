/**
 * Order counts without counting a million rows per request (the status tabs, the list's total, the navbar's
 * "needs attention"). The database keeps them: statement triggers on orders append -1 for an order's old key
 * and +1 for its new key to order_count and order_day_count (per UTC day of creation) in the transaction of
 * any insert, update or delete (migration order_triggers_search_words), so nothing written outside the order
 * services can make them drift, and nothing here writes a count. Appending never waits on a shared counter
 * row, so 200 concurrent payments of one merchant do not queue behind each other or deadlock on it.
 *
 * Reads sum the customer's rows per key (a few hundred rows at most: `fold` rewrites them as one row per key
 * once they pile up); a date range sums the days it covers.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderCount, orderDayCount } from '../../db/schema';
import type { OrderRow } from './service';
import { preparedOnce } from './prepared';

export interface CountRow {
  status: OrderRow['status']; kind: OrderRow['kind']; storeId: number | null; paymentStatus: OrderRow['paymentStatus'];
  fulfilmentStatus: OrderRow['fulfilmentStatus']; hasProblem: boolean; n: number;
}

/** Rows beyond one per key before a read folds them (reads stay a few hundred rows). */
const FOLD_AFTER = 200;

/**
 * Rewrites the customer's rows as one per key, in the three tables (one statement each: rows the triggers
 * append meanwhile are not touched). The day and month tables get as many appends as the other, so folding them
 * together keeps all three small.
 */
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
    await tx.execute(sql`
      with gone as (delete from order_day_count where customer_id = ${customerId} returning *)
      insert into order_day_count (customer_id, day, status, kind, store_id, payment_status, fulfilment_status, has_problem, n)
      select customer_id, day, status, kind, store_id, payment_status, fulfilment_status, has_problem, sum(n)::int from gone
      group by customer_id, day, status, kind, store_id, payment_status, fulfilment_status, has_problem having sum(n) <> 0`);
    await tx.execute(sql`
      with gone as (delete from order_month_count where customer_id = ${customerId} returning *)
      insert into order_month_count (customer_id, month, status, kind, store_id, payment_status, fulfilment_status, has_problem, n)
      select customer_id, month, status, kind, store_id, payment_status, fulfilment_status, has_problem, sum(n)::int from gone
      group by customer_id, month, status, kind, store_id, payment_status, fulfilment_status, has_problem having sum(n) <> 0`);
  });
}

const keyColumns = <T extends typeof orderCount | typeof orderDayCount>(t: T) => ({
  status: t.status, kind: t.kind, storeId: t.storeId, paymentStatus: t.paymentStatus, fulfilmentStatus: t.fulfilmentStatus, hasProblem: t.hasProblem,
});
const groupColumns = <T extends typeof orderCount | typeof orderDayCount>(t: T) => [t.status, t.kind, t.storeId, t.paymentStatus, t.fulfilmentStatus, t.hasProblem] as const;

/** The read of one customer's counts per key, prepared once per database handle (it runs on every list call). */
const countQueries = preparedOnce<ReturnType<typeof prepareCountQuery>>();
const prepareCountQuery = (db: DbOrTx) => db.select({ ...keyColumns(orderCount), n: sql<number>`sum(${orderCount.n})::int`, pieces: sql<number>`count(*)::int` })
  .from(orderCount).where(eq(orderCount.customerId, sql.placeholder('customerId')))
  .groupBy(...groupColumns(orderCount))
  .prepare('order_count_rows');

const withoutEmpty = (rows: Array<CountRow & { pieces?: number }>): CountRow[] => rows.filter((r) => r.n !== 0).map((r) => ({
  status: r.status, kind: r.kind, storeId: r.storeId, paymentStatus: r.paymentStatus, fulfilmentStatus: r.fulfilmentStatus, hasProblem: r.hasProblem, n: r.n,
}));

/** The rows read, folded first when they have piled up (the sums read are exact either way). */
async function foldedIfMany(db: DbOrTx, customerId: number, rows: Array<CountRow & { pieces: number }>): Promise<CountRow[]> {
  const pieces = rows.reduce((sum, r) => sum + r.pieces, 0);
  if (pieces > rows.length + FOLD_AFTER) await fold(db, customerId);
  return withoutEmpty(rows);
}

/** The customer's counts per key (keys with no orders left out). */
export async function countRows(db: DbOrTx, customerId: number): Promise<CountRow[]> {
  return foldedIfMany(db, customerId, await countQueries(db, 'order_count_rows', () => prepareCountQuery(db)).execute({ customerId }));
}

/**
 * A filter's all-time count from keptTotalSql's JSON [sum, the customer's rows]. Past FOLD_AFTER rows the
 * customer's rows are read per key, which folds them when they have piled up (countRows); the sum read is exact
 * either way.
 */
export async function keptTotalOf(db: DbOrTx, customerId: number, text: string | null): Promise<number> {
  const [n, pieces] = (text ? JSON.parse(text) : [0, 0]) as [number, number];
  if (pieces > FOLD_AFTER) await countRows(db, customerId);
  return n;
}

/**
 * A date range's counts per status (and problem flag) from `rows`, the kept rows (status, has_problem, n) of its
 * whole months and edge days (the list's rangeRowsSql), summed by PostgreSQL: at most a few rows to the API
 * whatever the range.
 */
export async function dayStatusRows(db: DbOrTx, rows: SQL): Promise<Array<Pick<CountRow, 'status' | 'hasProblem' | 'n'>>> {
  const result = await db.execute(sql`select r.status, r.has_problem as "hasProblem", sum(r.n)::int as n from (${rows}) r group by r.status, r.has_problem`);
  return (result as unknown as { rows: Array<Pick<CountRow, 'status' | 'hasProblem' | 'n'>> }).rows;
}
