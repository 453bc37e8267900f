/** How a listed order's item count is read (listed.ts's summaryFields). Its own file: the orders read path owns it. */
import { sql } from 'drizzle-orm';
import { order } from '../../db/schema';

/** Items per order (sum of quantities), read with the page itself (one round trip). */
export const itemCountSql = sql<number>`(select coalesce(sum(l.quantity), 0)::int from order_line l where l.order_id = ${order.id})`;

