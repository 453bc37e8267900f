/** How a listed order's item count is read (listed.ts's summaryFields). Its own file: the orders read path owns it. */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { order } from '../../db/schema';

/**
 * Items per order (sum of its lines' quantities): the order row's item_count, which reprice writes with the lines
 * (migration 0039_order_item_count). Before, a sub-select summing order_line per listed row (3-4 buffers a row).
 */
export const itemCountSql = order.itemCount;

/**
 * Every order's kept item count against its lines' sum (the server tests run it after the write paths they drive):
 * how many orders were checked, and those whose count is not their lines' sum.
 */
export async function itemCountsChecked(db: DbOrTx): Promise<{ checked: number; off: Array<{ id: number; kept: number; lines: number }> }> {
  // "orders"."id" written out: in a select from one table Drizzle leaves a column unqualified, and a bare "id" in the
  // sub-select would be the line's.
  const rows = await db.select({ id: order.id, kept: order.itemCount, lines: sql<number>`(select coalesce(sum(l.quantity), 0)::int from order_line l where l.order_id = "orders"."id")` })
    .from(order);
  return { checked: rows.length, off: rows.filter((r) => r.kept !== r.lines) };
}
