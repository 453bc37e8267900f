/**
 * The order list at scale's rules, through the real server over the seeded demo: keyset cursors at the
 * database's full timestamp precision, the kept counts staying exact through create / transition / pay /
 * cancel / store orders, the short-keyword rule, and a sub-account limited to some stores seeing only their
 * orders (list, counts, detail, export).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { startTestServer, type TestServer, SERVER_START_MS } from '../../test/harness';
import { customer, order, orderCount, orderDayCount, store, storeScope, variant } from '../../db/schema';
import { createCustomer } from '../customer/service';
import { receiveStoreOrder } from './fromStore';
import { createOrder, markPaid, transition } from './service';
import type { StoreOrder } from '../../connectors/store';
import { Value } from 'typebox/value';
import { contract } from '../../../src/api/contract';
import { commonWords, forgetCommonWords, FREQUENT_WORD_SHARE, listOrders, wordShares } from './queries';

let server: TestServer;
let merchant: string;
let merchantId = 0;
let variantIds: number[] = [];
const tabs = ['draft', 'awaiting_payment', 'processing', 'shipped', 'delivered', 'completed', 'canceled', 'attention'] as const;
const address = { name: 'Ada Byte', line1: '1 Loop Rd', line2: null, city: 'Springfield', province: 'IL', postalCode: '62701', countryCode: 'US', phone: null, email: null };

const storeOrder = (id: string, storeVariantId: string): StoreOrder => ({
  storeOrderId: id, name: `#L-${id}`, createdAt: new Date().toISOString(), currencyCode: 'USD',
  buyer: { name: 'List Buyer', email: 'list@example.com', phone: null },
  address: { name: 'List Buyer', line1: '1 Main St', line2: null, city: 'Springfield', province: 'IL', postalCode: '62701', countryCode: 'US', phone: null },
  lines: [{ storeLineId: `${id}-0`, storeProductId: null, storeVariantId, sku: null, title: 'Item', quantity: 1, unitPriceCents: 1000 }],
});

beforeAll(async () => {
  server = await startTestServer();
  merchant = await server.login('merchant@demo.shop', 'Merchant#2026');
  [{ id: merchantId }] = await server.services.db.select({ id: customer.id }).from(customer).where(eq(customer.username, 'merchant@demo.shop'));
  variantIds = (await server.services.db.select({ id: variant.id }).from(variant).where(eq(variant.status, 'on_sale')).orderBy(variant.id).limit(2)).map((v) => v.id);
}, SERVER_START_MS);
afterAll(() => server?.close());

/** The tabs counted from the orders themselves (the truth the kept counts must equal). */
async function truth(where = sql`true`) {
  const rows = await server.services.db.select({ status: order.status, attention: sql<boolean>`${order.problem} is not null and ${order.status} <> 'canceled'`, n: sql<number>`count(*)::int` })
    .from(order).where(and(eq(order.customerId, merchantId), where)).groupBy(order.status, sql`2`);
  const counts: Record<string, number> = Object.fromEntries(tabs.map((t) => [t, 0]));
  for (const r of rows) {
    counts[r.status] += r.n;
    if (r.attention) counts.attention += r.n;
  }
  return counts;
}

async function expectCountsExact(token = merchant, where = sql`true`) {
  const answer = await server.call('orderStatusCounts', { token, query: {} });
  expect(answer.status).toBe(200);
  expect(answer.data.counts).toEqual(await truth(where));
  for (const tab of ['draft', 'canceled', 'attention'] as const) {
    expect((await server.call('orderList', { token, query: { status: tab, pageSize: 1 } })).data.total).toBe(answer.data.counts[tab]);
  }
  expect((await server.call('orderAttentionCount', { token })).data).toBe(answer.data.counts.attention);
}

describe('the page PostgreSQL builds as JSON', () => {
  it('matches the contract\'s schema and, field by field, the detail of the same orders', async () => {
    const db = server.services.db;
    // The service's own answer (before the serialiser, which would drop or coerce what the schema does not name).
    const page = await listOrders(db, merchantId, { pageSize: 30, status: 'shipped' }, 'en');
    const mixed = await listOrders(db, merchantId, { pageSize: 40 }, 'en');
    for (const answer of [page, mixed]) {
      expect(answer.records.length).toBeGreaterThan(0);
      expect(Value.Errors(contract.orderList.data, answer).slice(0, 3)).toEqual([]);
    }
    expect(page.records.some((r) => r.shippedAt && r.trackingNumber && r.storeName !== undefined)).toBe(true);
    for (const record of [...page.records.slice(0, 10), ...mixed.records.slice(0, 10)]) {
      const detail = (await server.call('orderDetail', { token: merchant, params: { id: record.id } })).data;
      const { customerId, ...summary } = record;
      expect(customerId).toBe(merchantId);
      expect(Object.fromEntries(Object.keys(summary).map((k) => [k, detail[k]]))).toEqual(summary);
    }
  });
});

describe('keyset cursor', () => {
  it('pages 50 orders created in one transaction (one created_at to the microsecond) by 20 without skipping any', async () => {
    const db = server.services.db;
    const ids = await db.transaction(async (tx) => {
      const made: number[] = [];
      for (let i = 0; i < 50; i += 1) {
        const row = await createOrder(tx, { customerId: merchantId, kind: 'self_buy', subType: 4, source: 'manual', address, channelCode: null, lines: [{ variantId: variantIds[0], quantity: 1 }], actorId: merchantId, status: 'draft' });
        made.push(row.id);
      }
      // What a bulk insert stamped with the transaction's now() looks like: microseconds a JavaScript Date cannot hold.
      await tx.update(order).set({ createdAt: sql`'2099-01-01 00:00:00.123456+00'::timestamptz` }).where(inArray(order.id, made));
      return made;
    });
    const seen: number[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 3; page += 1) {
      const answer = await server.call('orderList', { token: merchant, query: { pageSize: 20, ...(cursor ? { cursor } : {}) } });
      expect(answer.status).toBe(200);
      seen.push(...answer.data.records.map((r: { id: number }) => r.id));
      cursor = answer.data.nextCursor;
    }
    expect(seen.slice(0, 50).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(60);
    expect(seen.slice(50).every((id) => !ids.includes(id))).toBe(true);
    // Cancel them so the rest of the file sees the seeded picture plus its own orders.
    await db.transaction(async (tx) => { for (const id of ids) await transition(tx, id, 'canceled', { actor: 'merchant', actorId: merchantId }); });
  });

  it('reaches the first 10,000 rows by offset and no further (the cursor goes on)', async () => {
    expect((await server.call('orderList', { token: merchant, query: { pageNo: 500, pageSize: 20 } })).status).toBe(200);
    expect(await server.call('orderList', { token: merchant, query: { pageNo: 101, pageSize: 100 } })).toMatchObject({ status: 9001, message: expect.stringContaining('pageNo') });
  });

  it('answers a deep offset page with the rows and order the database holds at that offset (merchant, a status, the staff list)', async () => {
    const db = server.services.db;
    const newest = (where: ReturnType<typeof sql>) => db.select({ id: order.id, number: order.number }).from(order).where(where).orderBy(sql`${order.createdAt} desc, ${order.id} desc`);
    const cases = [
      { where: eq(order.customerId, merchantId), list: (pageNo: number, pageSize: number) => listOrders(db, merchantId, { pageNo, pageSize }, 'en') },
      { where: and(eq(order.customerId, merchantId), eq(order.status, 'canceled'))!, list: (pageNo: number, pageSize: number) => listOrders(db, merchantId, { status: 'canceled', pageNo, pageSize }, 'en') },
      { where: eq(order.paymentStatus, 'paid'), list: (pageNo: number, pageSize: number) => listOrders(db, null, { pageNo, pageSize }, 'en', eq(order.paymentStatus, 'paid')) },
    ];
    for (const { where, list } of cases) {
      const all = await newest(where);
      expect(all.length).toBeGreaterThan(12);
      for (const pageSize of [3, 5]) {
        const last = Math.ceil(all.length / pageSize);
        for (const pageNo of new Set([2, 3, Math.ceil(last / 2), last - 1, last])) {
          const page = await list(pageNo, pageSize);
          const expected = all.slice((pageNo - 1) * pageSize, pageNo * pageSize);
          expect(page.records.map((r) => [r.id, r.number])).toEqual(expected.map((r) => [r.id, r.number]));
          expect(page.total).toBe(Math.min(all.length, 10_000));
          expect(page.nextCursor === null).toBe(pageNo === last);
        }
      }
    }
  });

  it('refuses a cursor that is not one (9001 naming it)', async () => {
    const forged = Buffer.from(JSON.stringify(["2026-01-01'; drop table orders; --", 1])).toString('base64url');
    expect(await server.call('orderList', { token: merchant, query: { cursor: forged } })).toMatchObject({ status: 9001, message: expect.stringContaining('cursor') });
  });
});

describe('kept counts', () => {
  it('stay exact through create, store orders, processing, payment, cancel and shipping', async () => {
    const db = server.services.db;
    await expectCountsExact();
    const [a, b] = await db.transaction(async (tx) => [
      await createOrder(tx, { customerId: merchantId, kind: 'self_buy', subType: 4, source: 'cart', address, channelCode: null, lines: [{ variantId: variantIds[0], quantity: 2 }], actorId: merchantId, status: 'draft' }),
      await createOrder(tx, { customerId: merchantId, kind: 'self_buy', subType: 4, source: 'cart', address, channelCode: null, lines: [{ variantId: variantIds[1], quantity: 1 }], actorId: merchantId, status: 'draft' }),
    ]);
    await expectCountsExact();
    const [aStore] = await db.select({ id: store.id }).from(store).where(eq(store.customerId, merchantId)).limit(1);
    const fromStore = await receiveStoreOrder({ db }, { customerId: merchantId, storeId: aStore.id, order: storeOrder(`count-${Date.now()}`, 'never-mapped') });
    await expectCountsExact();
    await db.transaction((tx) => transition(tx, a.id, 'awaiting_payment', { actor: 'merchant', actorId: merchantId }));
    await expectCountsExact();
    await db.transaction((tx) => markPaid(tx, [a.id], { checkoutId: 'list-test', actorId: merchantId }));
    await expectCountsExact();
    expect((await server.call('orderList', { token: merchant, query: { paymentStatus: 'paid', fulfilmentStatus: 'unfulfilled', pageSize: 1 } })).data.total)
      .toBe((await db.select({ n: sql<number>`count(*)::int` }).from(order).where(and(eq(order.customerId, merchantId), eq(order.paymentStatus, 'paid'), eq(order.fulfilmentStatus, 'unfulfilled'))))[0].n);
    expect((await server.call('orderCancel', { token: merchant, body: { ids: [b.id, fromStore.orderId] } })).data.done).toEqual([b.id, fromStore.orderId]);
    await expectCountsExact();
    await db.transaction((tx) => transition(tx, a.id, 'shipped', { actor: 'staff', actorId: null }));
    await expectCountsExact();
    // A refused move changes nothing, counts included.
    await expect(db.transaction((tx) => transition(tx, a.id, 'draft', { actor: 'merchant', actorId: merchantId }))).rejects.toMatchObject({ status: 700 });
    await expectCountsExact();
  });

  it('stay exact when orders are inserted, changed and deleted by SQL outside the services (the database\'s triggers)', async () => {
    const db = server.services.db;
    const copy = (suffix: string, days: number, problem: string | null) => sql`
      insert into orders (customer_id, number, kind, source, status, problem, search_text, created_at)
      values (${merchantId}, ${`RAW${Date.now()}${suffix}`}, 'consolidation', 'manual', 'draft', ${problem}, 'raw', now() - make_interval(days => ${days}))
      returning id`;
    const inserted = await db.transaction(async (tx) => [
      ...(await tx.execute(copy('a', 0, null)) as unknown as { rows: Array<{ id: number }> }).rows,
      ...(await tx.execute(copy('b', 3, 'out_of_stock')) as unknown as { rows: Array<{ id: number }> }).rows,
      ...(await tx.execute(copy('c', 40, null)) as unknown as { rows: Array<{ id: number }> }).rows,
    ]);
    await expectCountsExact();
    await db.update(order).set({ status: 'awaiting_payment' }).where(eq(order.id, inserted[0].id));
    await db.update(order).set({ problem: null }).where(eq(order.id, inserted[1].id));
    await db.update(order).set({ searchText: 'raw words' }).where(inArray(order.id, inserted.map((r) => r.id))); // nothing counted changes
    await db.delete(order).where(eq(order.id, inserted[2].id));
    await expectCountsExact();
    // Many changes pile rows up; a read folds them to one row per key, in both tables, and stays exact.
    for (let i = 0; i < 120; i += 1) await db.update(order).set({ problem: i % 2 ? null : 'tracking_stuck' }).where(eq(order.id, inserted[1].id));
    await expectCountsExact();
    const pieces = async (t: typeof orderCount | typeof orderDayCount) => (await db.select({ n: sql<number>`count(*)::int` }).from(t).where(eq(t.customerId, merchantId)))[0].n;
    const keys = async (t: typeof orderCount | typeof orderDayCount) => (await db.execute(sql`select count(*)::int as n from (select distinct status, kind, store_id, payment_status, fulfilment_status, has_problem${t === orderDayCount ? sql`, day` : sql``} from ${t} where customer_id = ${merchantId}) k`) as unknown as { rows: Array<{ n: number }> }).rows[0].n;
    expect(await pieces(orderCount)).toBeLessThanOrEqual(await keys(orderCount) + 200);
    expect(await pieces(orderDayCount)).toBeLessThanOrEqual(await keys(orderDayCount) + 200);
    await db.delete(order).where(inArray(order.id, inserted.map((r) => r.id)));
    await expectCountsExact();
  });

  it('answer a date range from the counts kept per day, exactly, with the other fields and the page\'s total', async () => {
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    const [startDate, endDate] = [day(30), day(0)];
    const inRange = sql`${order.createdAt} >= ${`${startDate}T00:00:00Z`}::timestamptz and ${order.createdAt} < ${`${endDate}T00:00:00Z`}::timestamptz + interval '1 day'`;
    expect((await server.call('orderStatusCounts', { token: merchant, query: { startDate, endDate } })).data.counts).toEqual(await truth(inRange));
    expect((await server.call('orderStatusCounts', { token: merchant, query: { startDate, endDate, kind: 'normal' } })).data.counts)
      .toEqual(await truth(sql`${inRange} and ${order.kind} = 'normal'`));
    expect((await server.call('orderStatusCounts', { token: merchant, query: { startDate } })).data.counts).toEqual(await truth(sql`${order.createdAt} >= ${`${startDate}T00:00:00Z`}::timestamptz`));
    const counts = (await server.call('orderStatusCounts', { token: merchant, query: { startDate, endDate } })).data.counts;
    for (const status of ['draft', 'processing', 'attention'] as const) {
      expect((await server.call('orderList', { token: merchant, query: { startDate, endDate, status, pageSize: 1 } })).data.total).toBe(counts[status]);
    }
  });

  it('answer a date range from whole months and edge days, exactly, whichever way each month is cut', async () => {
    // Months before this one, UTC (the demo's orders span about three months back).
    const month = (back: number, day = 1) => new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - back, day)).toISOString().slice(0, 10);
    const lastDay = (back: number) => new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - back + 1, 0)).toISOString().slice(0, 10);
    const ranges: Array<{ startDate?: string; endDate?: string }> = [
      { startDate: month(2, 3), endDate: month(1, 26) }, // a month less its first days, a month less its last days
      { startDate: month(2, 20), endDate: month(0, 3) }, // edge days on both sides, a whole month between
      { startDate: month(1, 2), endDate: month(1, 25) }, // within one month: the month less both ends
      { startDate: month(1, 5), endDate: month(1, 9) }, // within one month: its days
      { startDate: month(2), endDate: lastDay(1) }, // whole months only
      { startDate: month(3, 10) }, // from a day on
      { endDate: month(1, 20) }, // up to a day
    ];
    for (const range of ranges) {
      const from = range.startDate ? sql`${order.createdAt} >= ${`${range.startDate}T00:00:00Z`}::timestamptz` : sql`true`;
      const to = range.endDate ? sql`${order.createdAt} < ${`${range.endDate}T00:00:00Z`}::timestamptz + interval '1 day'` : sql`true`;
      const counts = (await server.call('orderStatusCounts', { token: merchant, query: range })).data.counts;
      expect(counts, JSON.stringify(range)).toEqual(await truth(sql`${from} and ${to}`));
      for (const status of ['draft', 'canceled', 'attention'] as const) {
        expect((await server.call('orderList', { token: merchant, query: { ...range, status, pageSize: 1 } })).data.total, `${JSON.stringify(range)} ${status}`).toBe(counts[status]);
      }
    }
  });

  it('answer a date range or keyword with capped counts of the rows themselves', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const counts = await server.call('orderStatusCounts', { token: merchant, query: { startDate: today, endDate: today } });
    const rows = await truth(sql`${order.createdAt} >= ${`${today}T00:00:00Z`}::timestamptz and ${order.createdAt} < ${`${today}T00:00:00Z`}::timestamptz + interval '1 day'`);
    expect(counts.data.counts).toEqual(rows);
    expect(counts.data.capped).toEqual([]);
  });
});

describe('keyword', () => {
  it('searches whole words of number, buyer and store order name from 3 characters, the last one by prefix; shorter is a prefix of the order number', async () => {
    const [latest] = (await server.call('orderList', { token: merchant, query: { pageSize: 1, status: 'shipped' } })).data.records;
    const start = latest.number.slice(0, 10).toLowerCase();
    expect((await server.call('orderList', { token: merchant, query: { keyword: start, pageSize: 100 } })).data.records.map((r: { id: number }) => r.id)).toContain(latest.id);
    // Words: the middle of a number is not the start of a word.
    expect((await server.call('orderList', { token: merchant, query: { keyword: latest.number.slice(4, 12), pageSize: 1 } })).data.total).toBe(0);
    const [aStore] = await server.services.db.select({ id: store.id }).from(store).where(eq(store.customerId, merchantId)).limit(1);
    const placed = await receiveStoreOrder({ db: server.services.db }, { customerId: merchantId, storeId: aStore.id, order: storeOrder(`words-${Date.now()}`, 'w') });
    for (const keyword of ['List Buyer', 'list buy', 'LIST@example', `#L-words`, 'list@example.com']) {
      const found = await server.call('orderList', { token: merchant, query: { keyword, pageSize: 100 } });
      expect(found.data.records.map((r: { id: number }) => r.id), keyword).toContain(placed.orderId);
    }
    expect((await server.call('orderList', { token: merchant, query: { keyword: 'buyer list zzz' } })).data.total).toBe(0);
    expect((await server.call('orderList', { token: merchant, query: { keyword: '#-#-' } })).data.total).toBe(0);
    const short = await server.call('orderList', { token: merchant, query: { keyword: 'mp', pageSize: 5 } });
    expect(short.data.total).toBeGreaterThan(0);
    expect(short.data.records.every((r: { number: string }) => r.number.startsWith('MP'))).toBe(true);
    // "20" is inside every number but starts none: under 3 characters it is a prefix only.
    expect((await server.call('orderList', { token: merchant, query: { keyword: '20' } })).data.total).toBe(0);
    expect((await server.call('orderList', { token: merchant, query: { keyword: '%_' } })).data.total).toBe(0);
  });

  it('stops counting a keyword at 1,000 ("1,000+") and its tabs at 99 ("99+"), and searches words written by SQL (the stored words follow search_text)', async () => {
    const db = server.services.db;
    const tag = `cap${Date.now()}`;
    // 1,003 drafts and 2 shipped orders holding the word, inserted by SQL outside the services.
    const inserted = (await db.execute(sql`
      insert into orders (customer_id, number, kind, source, status, search_text, created_at)
      select ${merchantId}, ${tag.toUpperCase()} || '-' || g, 'normal', 'manual', case when g <= 2 then 'shipped' else 'draft' end,
        ${tag} || ' common ' || g, now() - make_interval(secs => g)
      from generate_series(1, 1005) g returning id`) as unknown as { rows: Array<{ id: number }> }).rows;
    try {
      // Not yet analysed, the tag is a rare word: its 1,005 matches pass the list's cap, so the tabs are counted one by one.
      forgetCommonWords(db);
      const rare = await server.call('orderStatusCounts', { token: merchant, query: { keyword: tag } });
      expect(rare.data).toEqual({ counts: { ...Object.fromEntries(tabs.map((t) => [t, 0])), draft: 99, shipped: 2 }, capped: ['draft'] });
      // Most orders now hold the tag and "common": analysed, they are common words, which a rarer word beside them
      // keeps out of the index's condition (`${tag} common 10` below is found by "10" and tested whole).
      await db.execute(sql`analyze orders`);
      forgetCommonWords(db);
      expect([...await commonWords(db)]).toEqual(expect.arrayContaining([tag, 'common']));
      const list = await server.call('orderList', { token: merchant, query: { keyword: `${tag} common`, pageSize: 20 } });
      expect(list.data).toMatchObject({ total: 1000, totalIsLowerBound: true });
      expect(list.data.records).toHaveLength(20);
      expect(list.data.nextCursor).not.toBeNull();
      const counts = await server.call('orderStatusCounts', { token: merchant, query: { keyword: tag } });
      expect(counts.data.counts).toEqual({ ...Object.fromEntries(tabs.map((t) => [t, 0])), draft: 99, shipped: 2 });
      expect(counts.data.capped).toEqual(['draft']);
      expect((await server.call('orderList', { token: merchant, query: { keyword: tag, status: 'shipped' } })).data).toMatchObject({ total: 2, totalIsLowerBound: false });
      // Below the cap the count is exact.
      expect((await server.call('orderList', { token: merchant, query: { keyword: `${tag} common 10`, pageSize: 1 } })).data)
        .toMatchObject({ total: 17, totalIsLowerBound: false }); // the last word by prefix: 10, 100–109, 1000–1005
      // A rarer word's matches under the list's cap, counted per tab in one pass: 1 (shipped), 10–19, 100–199, 1000–1005
      // (116 drafts, shown as "99+").
      expect((await server.call('orderStatusCounts', { token: merchant, query: { keyword: `${tag} common 1` } })).data)
        .toEqual({ counts: { ...Object.fromEntries(tabs.map((t) => [t, 0])), draft: 99, shipped: 1 }, capped: ['draft'] });
      const attentionOne = inserted[500].id;
      await db.update(order).set({ problem: 'unmapped_variant' }).where(eq(order.id, attentionOne));
      expect((await server.call('orderStatusCounts', { token: merchant, query: { keyword: `${tag} common 50` } })).data.counts)
        .toMatchObject({ draft: 11, attention: 1 }); // 50, 500–509; 501 (inserted[500]) needs attention
      // Later offset pages (the page and its count in one statement): the next rows, the same count; past the cap too.
      const ids = (answer: { data: { records: Array<{ id: number }> } }) => answer.data.records.map((r) => r.id);
      const second = await server.call('orderList', { token: merchant, query: { keyword: `${tag} common 10`, pageSize: 5, pageNo: 2 } });
      expect(second.data).toMatchObject({ total: 17, totalIsLowerBound: false });
      expect(ids(second)).toEqual(ids(await server.call('orderList', { token: merchant, query: { keyword: `${tag} common 10`, pageSize: 20 } })).slice(5, 10));
      const past = await server.call('orderList', { token: merchant, query: { keyword: `${tag} common`, pageSize: 20, pageNo: 51 } });
      expect(past.data).toMatchObject({ total: 1000, totalIsLowerBound: true });
      expect(ids(past)).toEqual(inserted.slice(1000).map((r) => r.id)); // created one second apart, the first newest
      await db.update(order).set({ searchText: `${tag}renamed words` }).where(eq(order.id, inserted[0].id));
      const renamed = await server.call('orderList', { token: merchant, query: { keyword: `${tag}renamed` } });
      expect(renamed.data.records.map((r: { id: number }) => r.id)).toEqual([inserted[0].id]);
    } finally {
      await db.delete(order).where(inArray(order.id, inserted.map((r) => r.id)));
    }
  });

  it('caps the count of a rarer word past the cap that the newest orders do not hold (the word index\'s matches, not the walk\'s), and pages them', async () => {
    const db = server.services.db;
    const tag = `old${Date.now()}`;
    // 1,005 orders holding the word, a day old, under 100 newer orders without it: the walk's first probe fails.
    const inserted = (await db.execute(sql`
      insert into orders (customer_id, number, kind, source, status, search_text, created_at)
      select ${merchantId}, ${tag.toUpperCase()} || '-' || g, 'normal', 'manual', 'draft',
        case when g > 100 then ${tag} || ' word ' || g else 'newer ' || g end, now() - make_interval(secs => g) - case when g > 100 then interval '1 day' else interval '0' end
      from generate_series(1, 1105) g returning id`) as unknown as { rows: Array<{ id: number }> }).rows;
    try {
      forgetCommonWords(db);
      const ids = (answer: { data: { records: Array<{ id: number }> } }) => answer.data.records.map((r) => r.id);
      const tagged = inserted.slice(100).map((r) => r.id); // created one second apart, the first newest
      const first = await server.call('orderList', { token: merchant, query: { keyword: tag, pageSize: 20 } });
      expect(first.data).toMatchObject({ total: 1000, totalIsLowerBound: true });
      expect(ids(first)).toEqual(tagged.slice(0, 20));
      const later = await server.call('orderList', { token: merchant, query: { keyword: tag, pageSize: 20, pageNo: 50 } });
      expect(later.data).toMatchObject({ total: 1000, totalIsLowerBound: true });
      expect(ids(later)).toEqual(tagged.slice(980, 1000));
      // Under the cap, the exact count: the last word by prefix, 110 and 1100-1105; the second page of 5, 1104 and 1105.
      const under = await server.call('orderList', { token: merchant, query: { keyword: `${tag} word 110`, pageSize: 5, pageNo: 2 } });
      expect(under.data).toMatchObject({ total: 7, totalIsLowerBound: false });
      expect(ids(under)).toEqual([inserted[1103].id, inserted[1104].id]);
    } finally {
      await db.delete(order).where(inArray(order.id, inserted.map((r) => r.id)));
    }
  });

  it('answers a prefix held by many of the newest orders, each its own word (a tracking number\'s start), as the word index does', async () => {
    const db = server.services.db;
    const stamp = `w${Date.now()}`;
    // 2,000 new orders, 3 in 5 with a tracking-like word trk<stamp><g> (1,200 matches, first 1,100 also d<stamp>x<g>:
    // 660), a quarter shipped; and 3 year-old orders holding both prefixes, which only the word index reaches.
    const inserted = (await db.execute(sql`
      insert into orders (customer_id, number, kind, source, status, search_text, created_at)
      select ${merchantId}::int, ${stamp.toUpperCase()}::text || '-' || g, 'normal', 'manual', case when g % 4 = 0 then 'shipped' else 'draft' end,
        'walk ' || case when g % 5 < 3 then 'trk' || ${stamp} || g || case when g <= 1100 then ' d' || ${stamp} || 'x' || g else '' end else 'none' end,
        now() - make_interval(secs => g)
      from generate_series(1, 2000) g
      union all
      select ${merchantId}::int, ${stamp.toUpperCase()}::text || '-old' || g, 'normal', 'manual', 'shipped', 'old trk' || ${stamp} || 'old' || g || ' d' || ${stamp} || 'xold' || g,
        now() - interval '1 year' - make_interval(secs => g)
      from generate_series(1, 3) g returning id`) as unknown as { rows: Array<{ id: number }> }).rows;
    try {
      // The expected answers from search_text itself (substrings), newest first.
      const newest = async (text: string, status?: string) => (await db.select({ id: order.id }).from(order)
        .where(and(eq(order.customerId, merchantId), sql`${order.searchText} like ${`%${text}%`}`, status ? sql`${order.status} = ${status}` : undefined))
        .orderBy(sql`${order.createdAt} desc, ${order.id} desc`)).map((r) => r.id);
      const ids = (answer: { data: { records: Array<{ id: number }> } }) => answer.data.records.map((r) => r.id);
      const all = await newest(`trk${stamp}`);
      expect(all).toHaveLength(1203);
      const first = await server.call('orderList', { token: merchant, query: { keyword: `trk${stamp}`, pageSize: 20 } });
      expect(first.data).toMatchObject({ total: 1000, totalIsLowerBound: true });
      expect(ids(first)).toEqual(all.slice(0, 20));
      const next = await server.call('orderList', { token: merchant, query: { keyword: `trk${stamp}`, pageSize: 20, cursor: first.data.nextCursor } });
      expect(ids(next)).toEqual(all.slice(20, 40));
      expect(next.data).toMatchObject({ total: 1000, totalIsLowerBound: true });
      expect(ids(await server.call('orderList', { token: merchant, query: { keyword: `trk${stamp}`, pageSize: 20, pageNo: 50 } }))).toEqual(all.slice(980, 1000));
      const shipped = await newest(`trk${stamp}`, 'shipped');
      const drafts = await newest(`trk${stamp}`, 'draft');
      expect((await server.call('orderStatusCounts', { token: merchant, query: { keyword: `trk${stamp}` } })).data.counts)
        .toMatchObject({ draft: 99, shipped: 99, awaiting_payment: 0, canceled: 0, attention: 0 });
      expect(drafts.length).toBeGreaterThan(99);
      expect(shipped.length).toBeGreaterThan(99);
      // Dense among the newest orders but fewer than the count's cap: every match, the year-old ones too.
      const dense = await newest(`d${stamp}x`);
      expect(dense).toHaveLength(663);
      const some = await server.call('orderList', { token: merchant, query: { keyword: `d${stamp}x`, pageSize: 100, pageNo: 7 } });
      expect(some.data).toMatchObject({ total: 663, totalIsLowerBound: false });
      expect(ids(some)).toEqual(dense.slice(600));
      expect((await server.call('orderStatusCounts', { token: merchant, query: { keyword: `d${stamp}x` } })).data.counts)
        .toMatchObject({ draft: 99, shipped: 99 });
      const denseShipped = await newest(`d${stamp}x`, 'shipped');
      expect(denseShipped.length).toBeGreaterThan(100);
      const shippedPage = await server.call('orderList', { token: merchant, query: { keyword: `d${stamp}x`, status: 'shipped', pageSize: 100, pageNo: 2 } });
      expect(shippedPage.data).toMatchObject({ total: denseShipped.length, totalIsLowerBound: false });
      expect(ids(shippedPage)).toEqual(denseShipped.slice(100));
    } finally {
      await db.delete(order).where(inArray(order.id, inserted.map((r) => r.id)));
    }
  });
  it('answers each keyword and filter with its own values when one prepared statement serves them (same shape, other words, status, dates, page)', async () => {
    const db = server.services.db;
    const stamp = `p${Date.now()}`;
    // 90 orders over 90 days: words a<stamp> (every 2nd) and b<stamp> (every 3rd), statuses by turn; none among the newest
    // walked ones (the word index finds them), dated days ago so a date range selects some.
    const inserted = (await db.execute(sql`
      insert into orders (customer_id, number, kind, source, status, search_text, created_at)
      select ${merchantId}::int, ${stamp.toUpperCase()}::text || '-' || g, case when g % 5 = 0 then 'stocking' else 'normal' end, 'manual',
        (array['draft','shipped','canceled'])[1 + g % 3],
        'prep ' || case when g % 2 = 0 then 'a' || ${stamp} || ' ' else '' end || case when g % 3 = 0 then 'b' || ${stamp} || g else '' end,
        now() - make_interval(days => g)
      from generate_series(1, 90) g returning id`) as unknown as { rows: Array<{ id: number }> }).rows;
    try {
      const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
      const expected = async (words: string[], filter: { status?: string; kind?: string; from?: number; to?: number }) => (await db.select({ id: order.id }).from(order)
        .where(and(eq(order.customerId, merchantId), ...words.map((w) => sql`${order.searchText} like ${`%${w}%`}`),
          filter.status ? sql`${order.status} = ${filter.status}` : undefined, filter.kind ? sql`${order.kind} = ${filter.kind}` : undefined,
          filter.from ? sql`${order.createdAt} >= ${day(filter.from)}::date` : undefined, filter.to ? sql`${order.createdAt} < ${day(filter.to)}::date + 1` : undefined))
        .orderBy(sql`${order.createdAt} desc, ${order.id} desc`)).map((r) => r.id);
      const cases: Array<[string, string[], { status?: string; kind?: string; from?: number; to?: number }, number]> = [
        [`a${stamp}`, [`a${stamp}`], { status: 'shipped' }, 1], [`a${stamp}`, [`a${stamp}`], { status: 'draft' }, 1], [`b${stamp}`, [`b${stamp}`], { status: 'draft' }, 1],
        [`b${stamp}1`, [`b${stamp}1`], {}, 1], [`a${stamp} b${stamp}`, [`a${stamp}`, `b${stamp}`], {}, 1], [`a${stamp} b${stamp}`, [`a${stamp}`, `b${stamp}`], {}, 2],
        [`a${stamp}`, [`a${stamp}`], { kind: 'stocking' }, 1], [`a${stamp}`, [`a${stamp}`], { from: 60, to: 20 }, 1], [`b${stamp}`, [`b${stamp}`], { from: 45, to: 10 }, 2],
        [`prep a${stamp}`, ['prep ', `a${stamp}`], { status: 'canceled' }, 1],
      ];
      const check = async (phase: string) => {
        for (const [keyword, words, filter, pageNo] of cases) {
          const all = await expected(words, filter);
          expect(all.length, keyword).toBeGreaterThan(0);
          const query = { keyword, pageSize: 4, pageNo, status: filter.status, kind: filter.kind, startDate: filter.from ? day(filter.from) : undefined, endDate: filter.to ? day(filter.to) : undefined };
          const answer = await server.call('orderList', { token: merchant, query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) });
          expect(answer.data.records.map((r: { id: number }) => r.id), `${phase}: ${keyword} ${JSON.stringify(filter)}`).toEqual(all.slice((pageNo - 1) * 4, pageNo * 4));
          expect(answer.data.total, `${phase}: ${keyword} ${JSON.stringify(filter)}`).toBe(all.length);
        }
      };
      await check('as rare words');
      // Analysed, "prep" (every one of the 90) and a<stamp> (45) are frequent words: pages of them alone walk the newest orders.
      await db.execute(sql`analyze orders`);
      forgetCommonWords(db);
      const shares = await wordShares(db);
      expect(shares.get('prep')).toBeGreaterThanOrEqual(FREQUENT_WORD_SHARE);
      expect(shares.get(`a${stamp}`)).toBeGreaterThanOrEqual(FREQUENT_WORD_SHARE);
      await check('as frequent words');
    } finally {
      await db.delete(order).where(inArray(order.id, inserted.map((r) => r.id)));
    }
  });
});

describe('a sub-account limited to some stores', () => {
  it('sees only those stores\' orders and orders of no store: list, counts, detail, export', async () => {
    const db = server.services.db;
    const stores = await db.select({ id: store.id }).from(store).where(eq(store.customerId, merchantId)).orderBy(store.id);
    expect(stores.length).toBeGreaterThanOrEqual(2);
    const [one, two] = stores;
    const outside = await receiveStoreOrder({ db }, { customerId: merchantId, storeId: two.id, order: storeOrder(`scope-${Date.now()}`, 'x') });
    const inside = await receiveStoreOrder({ db }, { customerId: merchantId, storeId: one.id, order: storeOrder(`scope-in-${Date.now()}`, 'y') });
    const subId = await createCustomer(db, {
      username: 'orders-scoped@demo.shop', password: 'Scoped#2026', refId: merchantId, roleName: 'Order clerk', permissions: ['menu:order', 'menu:order:list'],
    });
    await db.insert(storeScope).values({ subAccountId: subId, customerId: merchantId, storeIds: [one.id] });
    const token = await server.login('orders-scoped@demo.shop', 'Scoped#2026');

    const list = await server.call('orderList', { token, query: { pageSize: 100 } });
    expect(list.status).toBe(200);
    expect(list.data.records.every((r: { storeId: number | null }) => r.storeId === null || r.storeId === one.id)).toBe(true);
    expect(list.data.records.map((r: { id: number }) => r.id)).toContain(inside.orderId);
    expect(list.data.records.map((r: { id: number }) => r.id)).not.toContain(outside.orderId);
    const inScope = sql`(${order.storeId} is null or ${order.storeId} = ${one.id})`;
    await expectCountsExact(token, inScope);
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(order).where(and(eq(order.customerId, merchantId), inScope));
    expect(list.data.total).toBe(n);
    expect((await server.call('orderList', { token, query: { storeId: two.id } })).data.total).toBe(0);
    expect((await server.call('orderStatusCounts', { token, query: { keyword: 'list buyer' } })).data.counts.draft)
      .toBe((await server.call('orderList', { token, query: { keyword: 'list buyer', status: 'draft' } })).data.total);

    expect((await server.call('orderDetail', { token, params: { id: outside.orderId } })).status).toBe(9002);
    expect((await server.call('orderDetail', { token, params: { id: inside.orderId } })).status).toBe(200);

    const exported = await server.call('orderExport', { token, body: { format: 'csv', filter: { keyword: 'list buyer' } } });
    expect(exported.status).toBe(200);
    const csv = (await server.app.inject({ method: 'GET', url: exported.data.downloadUrl })).body;
    const [outsideRow] = await db.select({ number: order.number }).from(order).where(eq(order.id, outside.orderId));
    const [insideRow] = await db.select({ number: order.number }).from(order).where(eq(order.id, inside.orderId));
    expect(csv).toContain(insideRow.number);
    expect(csv).not.toContain(outsideRow.number);
    const mainExport = await server.call('orderExport', { token: merchant, body: { format: 'csv', filter: { keyword: 'list buyer' } } });
    expect((await server.app.inject({ method: 'GET', url: mainExport.data.downloadUrl })).body).toContain(outsideRow.number);
    // The main account's export (other stores' orders) is not offered to the limited sub-account.
    const offered = (await server.call('orderExportList', { token })).data.map((e: { id: number }) => e.id);
    expect(offered).toContain(exported.data.id);
    expect(offered).not.toContain(mainExport.data.id);
    await db.delete(storeScope).where(eq(storeScope.subAccountId, subId));
  });
});
