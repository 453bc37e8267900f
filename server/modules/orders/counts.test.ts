/**
 * The kept order counts on PostgreSQL (list.test.ts covers PGlite through the server): the triggers count
 * orders inserted, changed and deleted by plain SQL, per key and per UTC day, and a customer's delete takes
 * its counts with it. Runs when TEST_DATABASE_URL names a PostgreSQL (npm test starts one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { freshDatabase } from '../../test/harness';
import type { Database } from '../../db/client';
import { customer, order, orderCount, orderDayCount } from '../../db/schema';
import { statusCounts } from './queries';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let handle: Awaited<ReturnType<typeof freshDatabase>> | null = null;
let database: Database;
let merchantId = 0;

beforeAll(async () => {
  if (!onPostgres) return;
  handle = await freshDatabase('postgres', 'demo');
  database = handle.database;
  [{ id: merchantId }] = await database.db.select({ id: customer.id }).from(customer).where(eq(customer.username, 'merchant@demo.shop'));
}, 600_000);
afterAll(() => handle?.drop());

/** Tabs counted from the orders themselves. */
async function truth(where = sql`true`) {
  const rows = await database.db.execute(sql`select status, (problem is not null and status <> 'canceled') as attention, count(*)::int as n
    from orders where customer_id = ${merchantId} and ${where} group by 1, 2`) as unknown as { rows: Array<{ status: string; attention: boolean; n: number }> };
  const counts: Record<string, number> = { draft: 0, awaiting_payment: 0, processing: 0, shipped: 0, delivered: 0, completed: 0, canceled: 0, attention: 0 };
  for (const r of rows.rows) {
    counts[r.status] += r.n;
    if (r.attention) counts.attention += r.n;
  }
  return counts;
}

describe.skipIf(!onPostgres)('kept order counts on PostgreSQL', () => {
  it('follow inserts, updates and deletes made by SQL, in total and per day', async () => {
    const db = database.db;
    expect((await statusCounts(db, merchantId, {}, 'en')).counts).toEqual(await truth());
    await db.execute(sql`insert into orders (customer_id, number, kind, source, status, problem, created_at)
      select ${merchantId}, 'PGT' || i, 'normal', 'manual', (array['draft', 'awaiting_payment', 'canceled'])[1 + i % 3],
        case when i % 4 = 0 then 'address_invalid' end, now() - make_interval(days => i % 45)
      from generate_series(1, 300) i`);
    await db.execute(sql`update orders set status = 'awaiting_payment', problem = null where number like 'PGT%' and status = 'draft' and created_at > now() - interval '10 days'`);
    await db.execute(sql`delete from orders where number like 'PGT%' and status = 'canceled' and created_at < now() - interval '20 days'`);
    expect((await statusCounts(db, merchantId, {}, 'en')).counts).toEqual(await truth());
    const startDate = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    expect((await statusCounts(db, merchantId, { startDate }, 'en')).counts).toEqual(await truth(sql`created_at >= ${`${startDate}T00:00:00Z`}::timestamptz`));
    expect((await statusCounts(db, merchantId, { startDate, kind: 'normal' }, 'en')).counts)
      .toEqual(await truth(sql`created_at >= ${`${startDate}T00:00:00Z`}::timestamptz and kind = 'normal'`));
  });

  it('leave nothing behind when the customer goes', async () => {
    const db = database.db;
    const [other] = await db.insert(customer).values({ username: 'counts-gone@demo.shop', passwordHash: 'x' }).returning({ id: customer.id });
    await db.execute(sql`insert into orders (customer_id, number, kind, source, status) select ${other.id}, 'GONE' || i, 'normal', 'manual', 'draft' from generate_series(1, 5) i`);
    expect((await db.select({ n: sql<number>`sum(${orderCount.n})::int` }).from(orderCount).where(eq(orderCount.customerId, other.id)))[0].n).toBe(5);
    await db.delete(customer).where(eq(customer.id, other.id));
    expect(await db.select().from(orderCount).where(eq(orderCount.customerId, other.id))).toEqual([]);
    expect(await db.select().from(orderDayCount).where(eq(orderDayCount.customerId, other.id))).toEqual([]);
    expect(await db.select().from(order).where(eq(order.customerId, other.id))).toEqual([]);
  });
});
