/**
 * Orders core through the real server over the seeded demo: the list (filters, tabs, keyset, capped counts),
 * detail, store orders in (idempotent, remembered mappings), draft processing and submit, cancel, the
 * service rules (server-side prices, allowed transitions, lockPayable tenancy) and staff shipping.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { startTestServer, type TestServer, SERVER_START_MS } from '../../test/harness';
import { customer, order, orderEvent, orderLine, privateInventory, product, store, variant, variantMapping } from '../../db/schema';
import { receiveStoreOrder } from './fromStore';
import { createOrder, lockPayable, transition } from './service';
import { itemCountsChecked } from './itemCount';
import type { StoreOrder } from '../../connectors/store';

let server: TestServer;
let merchant: string;
let clerk: string;
let staff: string;
let partner: string;
let merchantId = 0;
let partnerId = 0;
let storeId = 0;
let variants: Array<{ id: number; sku: string; costPrice: number }> = [];

const storeOrder = (id: string, storeVariantIds: string[], countryCode = 'US'): StoreOrder => ({
  storeOrderId: id, name: `#T-${id}`, createdAt: new Date().toISOString(), currencyCode: 'USD',
  buyer: { name: 'Test Buyer', email: 'buyer@example.com', phone: null },
  address: { name: 'Test Buyer', line1: '1 Main St', line2: null, city: 'Springfield', province: 'IL', postalCode: '62701', countryCode, phone: null },
  lines: storeVariantIds.map((sv, i) => ({ storeLineId: `${id}-${i}`, storeProductId: null, storeVariantId: sv, sku: `SKU-${sv}`, title: `Item ${sv}`, quantity: 2, unitPriceCents: 2500 })),
});

beforeAll(async () => {
  server = await startTestServer();
  merchant = await server.login('merchant@demo.shop', 'Merchant#2026');
  clerk = await server.login('clerk@demo.shop', 'Clerk#2026');
  staff = await server.login('staff@demo.shop', 'Staff#2026');
  partner = await server.login('partner@demo.shop', 'Partner#2026');
  const db = server.services.db;
  [{ id: merchantId }] = await db.select({ id: customer.id }).from(customer).where(eq(customer.username, 'merchant@demo.shop'));
  [{ id: partnerId }] = await db.select({ id: customer.id }).from(customer).where(eq(customer.username, 'partner@demo.shop'));
  [{ id: storeId }] = await db.select({ id: store.id }).from(store).where(and(eq(store.customerId, merchantId), eq(store.authorised, true))).limit(1);
  variants = await db.select({ id: variant.id, sku: variant.sku, costPrice: variant.costPrice }).from(variant).where(eq(variant.status, 'on_sale')).orderBy(variant.id).limit(3);
}, SERVER_START_MS);
afterAll(() => server?.close());

describe('order list', () => {
  it('lists the seeded history newest first with tabs, filters and keyset pages', async () => {
    const first = await server.call('orderList', { token: merchant, query: { pageSize: 50 } });
    expect(first.status).toBe(200);
    expect(first.data.total).toBeGreaterThan(250);
    expect(first.data.totalIsLowerBound).toBe(false);
    const times = first.data.records.map((r: { createdAt: string }) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await server.call('orderList', { token: merchant, query: { pageSize: 50, cursor: first.data.nextCursor } });
    expect(second.data.records[0].createdAt <= times[times.length - 1]).toBe(true);
    expect(new Set([...first.data.records, ...second.data.records].map((r: { id: number }) => r.id)).size).toBe(100);

    const counts = await server.call('orderStatusCounts', { token: merchant, query: {} });
    for (const status of ['draft', 'awaiting_payment', 'processing', 'shipped', 'delivered', 'completed', 'canceled', 'attention']) expect(counts.data.counts[status]).toBeGreaterThan(0);
    const drafts = await server.call('orderList', { token: merchant, query: { status: 'draft', pageSize: 100 } });
    expect(drafts.data.total).toBe(counts.data.counts.draft);
    expect(drafts.data.records.every((r: { status: string }) => r.status === 'draft')).toBe(true);
    const attention = await server.call('orderAttentionCount', { token: merchant });
    expect(attention.data).toBe(counts.data.counts.attention);

    const stocking = await server.call('orderList', { token: merchant, query: { kind: 'stocking' } });
    expect(stocking.data.total).toBeGreaterThan(0);
    expect(stocking.data.records.every((r: { kind: string }) => r.kind === 'stocking')).toBe(true);
    const shipped = first.data.records.find((r: { trackingNumber: string | null }) => r.trackingNumber) ?? (await server.call('orderList', { token: merchant, query: { status: 'shipped' } })).data.records[0];
    const byTracking = await server.call('orderList', { token: merchant, query: { keyword: shipped.trackingNumber.toLowerCase() } });
    expect(byTracking.data.records.map((r: { id: number }) => r.id)).toContain(shipped.id);
    const byStoreName = await server.call('orderList', { token: merchant, query: { keyword: '#TH-20001' } });
    expect(byStoreName.data.records[0].storeOrderName).toBe('#TH-20001');
    const paid = await server.call('orderList', { token: merchant, query: { paymentStatus: 'paid', fulfilmentStatus: 'unfulfilled' } });
    expect(paid.data.records.every((r: { status: string }) => r.status === 'processing')).toBe(true);
    const future = await server.call('orderList', { token: merchant, query: { startDate: '2099-01-01' } });
    expect(future.data.total).toBe(0);
  });

  it('refuses bad input naming the field, no token, and a sub-account without the code', async () => {
    expect(await server.call('orderList', { token: merchant, query: { cursor: 'nonsense' } })).toMatchObject({ status: 9001, message: expect.stringContaining('cursor') });
    expect((await server.call('orderList', { token: merchant, query: { status: 'lost' } })).status).toBe(9001);
    expect((await server.call('orderList', { token: merchant, query: { startDate: '2026-13-45' } })).status).toBe(9001);
    expect((await server.call('orderList', { token: merchant, query: { startDate: '2026-02-01', endDate: '2026-01-01' } })).status).toBe(9001);
    expect((await server.call('orderList', { token: merchant, query: { pageSize: 101 } })).status).toBe(9001);
    expect((await server.call('orderList', {})).status).toBe(40101);
    expect((await server.call('orderList', { token: clerk })).status).toBe(200);
    expect((await server.call('orderDraftSubmit', { token: clerk, body: { ids: [1] } })).status).toBe(40301);
    expect((await server.call('orderDraftProcessInfo', { token: clerk, params: { id: 1 } })).status).toBe(40301);
  });

  it('shows one order with lines and timeline, and another customer\'s as missing', async () => {
    const list = await server.call('orderList', { token: merchant, query: { status: 'delivered', pageSize: 1 } });
    const detail = await server.call('orderDetail', { token: merchant, params: { id: list.data.records[0].id } });
    expect(detail.status).toBe(200);
    expect(detail.data.lines.length).toBeGreaterThan(0);
    expect(detail.data.events.map((e: { type: string }) => e.type)).toEqual(expect.arrayContaining(['created', 'paid', 'shipped', 'delivered']));
    expect(detail.data.totalCents).toBe(detail.data.productCents + detail.data.shippingCents - detail.data.discountCents);
    expect((await server.call('orderDetail', { token: partner, params: { id: list.data.records[0].id } })).status).toBe(9002);
    expect((await server.call('orderDetail', { token: merchant, params: { id: 999_999 } })).status).toBe(9002);
  });
});

describe('store orders in and draft processing', () => {
  it('makes one draft per store order, needing attention until mapped, and remembers the mapping', async () => {
    const services = { db: server.services.db };
    const a = await receiveStoreOrder(services, { customerId: merchantId, storeId, order: storeOrder('T-1', ['new-a', 'new-b']) });
    const again = await receiveStoreOrder(services, { customerId: merchantId, storeId, order: storeOrder('T-1', ['new-a', 'new-b']) });
    expect(a.created).toBe(true);
    expect(again).toEqual({ orderId: a.orderId, created: false });
    await expect(receiveStoreOrder(services, { customerId: partnerId, storeId, order: storeOrder('T-2', ['x']) })).rejects.toMatchObject({ status: 9002 });

    const info = await server.call('orderDraftProcessInfo', { token: merchant, params: { id: a.orderId } });
    expect(info.data.order).toMatchObject({ status: 'draft', problem: 'unmapped_variant', productCents: 0 });
    const [l1, l2] = info.data.order.lines;

    // A line of another order, or a variant not on sale: 9001 naming the field, nothing changed.
    const bad = await server.call('orderDraftUpdate', { token: merchant, params: { id: a.orderId }, body: { lines: [{ lineId: l1.id, variantId: variants[0].id }, { lineId: 1, variantId: variants[1].id }] } });
    expect(bad).toMatchObject({ status: 9001, message: expect.stringContaining('lines.1.lineId') });
    const [untouched] = await server.services.db.select({ variantId: orderLine.variantId }).from(orderLine).where(eq(orderLine.id, l1.id));
    expect(untouched.variantId).toBeNull();
    expect((await server.call('orderDraftUpdate', { token: merchant, params: { id: a.orderId }, body: { lines: [{ lineId: l1.id, variantId: 999_999 }] } })).status).toBe(9001);
    expect((await server.call('orderDraftUpdate', { token: partner, params: { id: a.orderId }, body: { lines: [{ lineId: l1.id, variantId: variants[0].id }] } })).status).toBe(9002);

    const mapped = await server.call('orderDraftUpdate', { token: merchant, params: { id: a.orderId }, body: { lines: [{ lineId: l1.id, variantId: variants[0].id }, { lineId: l2.id, variantId: variants[1].id }] } });
    expect(mapped.status).toBe(200);
    expect(mapped.data.order.problem).toBeNull();
    expect(mapped.data.order.productCents).toBe(2 * variants[0].costPrice + 2 * variants[1].costPrice);
    expect(mapped.data.quotes.length).toBeGreaterThan(0);
    const chosen = mapped.data.quotes.find((q: { channelCode: string }) => q.channelCode === mapped.data.order.channelCode);
    expect(mapped.data.order.shippingCents).toBe(chosen.totalCents);
    expect(mapped.data.order.totalCents).toBe(mapped.data.order.productCents + chosen.totalCents);
    expect((await server.call('orderDraftUpdate', { token: merchant, params: { id: a.orderId }, body: { channelCode: 'NO_SUCH' } })).message).toContain('channelCode');
    const other = mapped.data.quotes[mapped.data.quotes.length - 1];
    const rechannelled = await server.call('orderDraftUpdate', { token: merchant, params: { id: a.orderId }, body: { channelCode: other.channelCode } });
    expect(rechannelled.data.order.shippingCents).toBe(other.totalCents);

    // Titles: the store's snapshot in English; in zh/tr the catalogue's name of the mapped variant; an unmapped line keeps its snapshot.
    const names = await server.services.db.select({ id: variant.id, title: product.title }).from(variant).innerJoin(product, eq(product.id, variant.productId))
      .where(inArray(variant.id, [variants[0].id, variants[1].id]));
    const nameOf = (id: number) => names.find((n) => n.id === id)!.title;
    const inEnglish = await server.call('orderDetail', { token: merchant, params: { id: a.orderId } });
    expect(inEnglish.data.lines.map((l: { title: string }) => l.title)).toEqual(['Item new-a', 'Item new-b']);
    for (const lang of ['zh', 'tr'] as const) {
      const translated = await server.call('orderDetail', { token: merchant, params: { id: a.orderId }, lang });
      expect(translated.data.lines.map((l: { title: string }) => l.title)).toEqual([nameOf(variants[0].id)[lang], nameOf(variants[1].id)[lang]]);
      expect(nameOf(variants[0].id)[lang]).not.toBe(nameOf(variants[0].id).en);
    }
    const unmappedYet = await receiveStoreOrder(services, { customerId: merchantId, storeId, order: storeOrder('T-5', ['not-mapped']) });
    const snapshot = await server.call('orderDraftProcessInfo', { token: merchant, params: { id: unmappedYet.orderId }, lang: 'zh' });
    expect(snapshot.data.order.lines.map((l: { title: string }) => l.title)).toEqual(['Item not-mapped']);

    const remembered = await server.services.db.select().from(variantMapping).where(and(eq(variantMapping.customerId, merchantId), eq(variantMapping.storeVariantKey, 'v:new-a')));
    expect(remembered[0].variantId).toBe(variants[0].id);
    const b = await receiveStoreOrder(services, { customerId: merchantId, storeId, order: storeOrder('T-3', ['new-a']) });
    const bInfo = await server.call('orderDraftProcessInfo', { token: merchant, params: { id: b.orderId } });
    expect(bInfo.data.order.lines[0].variantId).toBe(variants[0].id);
    expect(bInfo.data.order.problem).toBeNull();

    const unmapped = await receiveStoreOrder(services, { customerId: merchantId, storeId, order: storeOrder('T-4', ['never-seen']) });
    const submitted = await server.call('orderDraftSubmit', { token: merchant, body: { ids: [a.orderId, unmapped.orderId, b.orderId] } });
    expect(submitted.data.done).toEqual([a.orderId, b.orderId]);
    expect(submitted.data.failed).toEqual([{ id: unmapped.orderId, number: expect.stringMatching(/^MP\d{14}$/), message: expect.stringContaining('not matched') }]);
    const after = await server.call('orderDetail', { token: merchant, params: { id: a.orderId } });
    expect(after.data.status).toBe('awaiting_payment');
    expect(after.data.events.map((e: { type: string }) => e.type)).toEqual(['created', 'problem', 'edited', 'edited', 'processed']);
    expect((await server.call('orderDraftUpdate', { token: merchant, params: { id: a.orderId }, body: { channelCode: other.channelCode } })).status).toBe(700);

    const canceled = await server.call('orderCancel', { token: merchant, body: { ids: [unmapped.orderId, b.orderId] } });
    expect(canceled.data.done).toEqual([unmapped.orderId, b.orderId]);
    const paid = (await server.call('orderList', { token: merchant, query: { status: 'processing', pageSize: 1 } })).data.records[0];
    const refused = await server.call('orderCancel', { token: merchant, body: { ids: [paid.id, 999_999] } });
    expect(refused.data.done).toEqual([]);
    expect(refused.data.failed.map((f: { id: number }) => f.id)).toEqual([paid.id, 999_999]);
    expect((await server.call('orderDetail', { token: merchant, params: { id: paid.id } })).data.status).toBe('processing');
    expect((await server.call('orderCancel', { token: merchant, body: { ids: [] } })).status).toBe(9001);
  });

  it('finds catalogue variants to map to', async () => {
    const found = await server.call('orderVariantSearch', { token: merchant, query: { keyword: variants[0].sku } });
    expect(found.data[0]).toMatchObject({ variantId: variants[0].id, sku: variants[0].sku, costCents: variants[0].costPrice });
    expect((await server.call('orderVariantSearch', { token: merchant, query: { keyword: '' } })).status).toBe(9001);
  });
});

describe('the order service', () => {
  it('prices on the server, refuses what cannot be ordered, and only allows the domain\'s moves', async () => {
    const db = server.services.db;
    const address = { name: 'Maya Rivera', line1: '77 Harbor Way', line2: null, city: 'Oakland', province: 'CA', postalCode: '94607', countryCode: 'US', phone: null, email: null };
    const { quoteShipping } = await import('../logistics/calculator');
    const lines = [{ variantId: variants[0].id, quantity: 3 }];
    const [quote] = await quoteShipping(db, { fromCountryCode: 'CN', toCountryCode: 'US', items: lines });
    const row = await db.transaction((tx) => createOrder(tx, { customerId: merchantId, kind: 'self_buy', subType: 4, source: 'cart', address, channelCode: quote.channelCode, lines, actorId: merchantId }));
    expect(row).toMatchObject({ status: 'awaiting_payment', productCents: 3 * variants[0].costPrice, shippingCents: quote.totalCents, totalCents: 3 * variants[0].costPrice + quote.totalCents });
    expect(row.number).toMatch(/^MP\d{8}\d{6}$/);

    const before = await db.select({ n: sql<number>`count(*)::int` }).from(order);
    await expect(db.transaction((tx) => createOrder(tx, { customerId: merchantId, kind: 'normal', source: 'cart', address, channelCode: quote.channelCode, lines: [{ variantId: 999_999, quantity: 1 }], actorId: merchantId })))
      .rejects.toMatchObject({ status: 9001, params: { field: 'lines.0.variantId' } });
    await expect(db.transaction((tx) => createOrder(tx, { customerId: merchantId, kind: 'normal', source: 'cart', address, channelCode: 'NOPE', lines, actorId: merchantId })))
      .rejects.toMatchObject({ status: 9001, params: { field: 'channelCode' } });
    await expect(db.transaction((tx) => createOrder(tx, { customerId: merchantId, kind: 'stocking', source: 'cart', address: null, channelCode: null, lines, actorId: merchantId })))
      .rejects.toMatchObject({ status: 9001, params: { field: 'warehouseId' } });
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(order)).toEqual(before);

    await expect(db.transaction((tx) => transition(tx, row.id, 'shipped', { actor: 'merchant', actorId: merchantId }))).rejects.toMatchObject({ status: 700 });
    await expect(db.transaction((tx) => lockPayable(tx, partnerId, [row.id]))).rejects.toMatchObject({ status: 9002 });
    const locked = await db.transaction((tx) => lockPayable(tx, merchantId, [row.id]));
    expect(locked[0].totalCents).toBe(row.totalCents);
    const events = await db.select().from(orderEvent).where(eq(orderEvent.orderId, row.id));
    expect(events.map((e) => e.type)).toEqual(['created']);
  });
});

describe('staff shipping', () => {
  it('is refused without the staff role, even with the admin menu flag or as a sub-account', async () => {
    expect((await server.call('adminOrderList', { token: merchant })).status).toBe(40301);
    expect((await server.call('adminOrderList', { token: clerk })).status).toBe(40301);
    expect((await server.call('adminOrderShip', { token: merchant, params: { id: 1 }, body: { carrier: 'USPS', trackingNumber: '9400111' } })).status).toBe(40301);
    expect((await server.call('adminOrderDeliver', { token: partner, params: { id: 1 } })).status).toBe(40301);
  });

  it('lists every customer\'s paid orders, ships with tracking and delivers; the merchant sees it', async () => {
    const list = await server.call('adminOrderList', { token: staff, query: { status: 'processing', pageSize: 100 } });
    expect(list.status).toBe(200);
    expect(list.data.records.length).toBeGreaterThan(0);
    expect(list.data.records.every((r: { paymentStatus: string; status: string }) => r.status === 'processing')).toBe(true);
    const all = await server.call('adminOrderList', { token: staff, query: { pageSize: 100 } });
    expect(all.data.records.some((r: { status: string }) => ['draft', 'awaiting_payment', 'canceled'].includes(r.status))).toBe(false);
    const byEmail = await server.call('adminOrderList', { token: staff, query: { keyword: 'merchant@demo' } });
    expect(byEmail.data.records[0].customerUsername).toBe('merchant@demo.shop');

    const target = list.data.records.find((r: { kind: string }) => r.kind === 'stocking') ?? list.data.records[0];
    // Staff read the lines in their own language as merchants do: the catalogue's zh/tr title of a linked variant.
    const lineRows = await server.services.db.select({ title: orderLine.title, catalogue: product.title }).from(orderLine).leftJoin(variant, eq(variant.id, orderLine.variantId))
      .leftJoin(product, eq(product.id, variant.productId)).where(eq(orderLine.orderId, target.id)).orderBy(orderLine.id);
    expect(lineRows.some((l) => l.catalogue?.zh)).toBe(true);
    for (const lang of ['en', 'zh', 'tr'] as const) {
      const seenByStaff = await server.call('adminOrderDetail', { token: staff, params: { id: target.id }, lang });
      expect(seenByStaff.data.lines.map((l: { title: string }) => l.title)).toEqual(lineRows.map((l) => (lang !== 'en' && l.catalogue?.[lang]) || l.title));
    }
    expect((await server.call('adminOrderDetail', { token: staff, params: { id: target.id }, lang: 'zh' })).data.lines.map((l: { title: string }) => l.title))
      .not.toEqual(lineRows.map((l) => l.title));
    expect((await server.call('adminOrderShip', { token: staff, params: { id: target.id }, body: { carrier: 'USPS', trackingNumber: 'bad number!' } })).status).toBe(9001);
    expect((await server.call('adminOrderShip', { token: staff, params: { id: target.id }, body: { carrier: 'USPS', trackingNumber: '94001', extra: 1 } })).status).toBe(9001);
    expect((await server.call('adminOrderDeliver', { token: staff, params: { id: target.id } })).status).toBe(700);
    expect((await server.call('orderDetail', { token: merchant, params: { id: target.id } })).data.status).toBe('processing');

    expect((await server.call('adminOrderShip', { token: staff, params: { id: target.id }, body: { carrier: 'YunExpress', trackingNumber: 'yt-2026-0001' } })).status).toBe(200);
    const seen = await server.call('orderDetail', { token: merchant, params: { id: target.id } });
    expect(seen.data).toMatchObject({ status: 'shipped', fulfilmentStatus: 'shipped', carrier: 'YunExpress', trackingNumber: 'YT-2026-0001' });
    expect(seen.data.events.at(-1)).toMatchObject({ type: 'shipped', actor: 'staff', data: { carrier: 'YunExpress', trackingNumber: 'YT-2026-0001' } });
    expect((await server.call('orderList', { token: merchant, query: { keyword: 'yt-2026-0001' } })).data.records[0].id).toBe(target.id);
    expect((await server.call('adminOrderShip', { token: staff, params: { id: target.id }, body: { carrier: 'USPS', trackingNumber: '94001' } })).status).toBe(700);

    const stockBefore = await server.services.db.select({ n: sql<number>`coalesce(sum(${privateInventory.available}), 0)::int` }).from(privateInventory).where(eq(privateInventory.customerId, target.customerId));
    expect((await server.call('adminOrderDeliver', { token: staff, params: { id: target.id } })).status).toBe(200);
    const delivered = await server.call('orderDetail', { token: merchant, params: { id: target.id } });
    expect(delivered.data.status).toBe('delivered');
    const stockAfter = await server.services.db.select({ n: sql<number>`coalesce(sum(${privateInventory.available}), 0)::int` }).from(privateInventory).where(eq(privateInventory.customerId, target.customerId));
    const units = target.kind === 'stocking' ? delivered.data.lines.reduce((s: number, l: { quantity: number }) => s + l.quantity, 0) : 0;
    expect(stockAfter[0].n - stockBefore[0].n).toBe(units);
    expect((await server.call('adminOrderDetail', { token: staff, params: { id: target.id } })).data.customerUsername).toBe('merchant@demo.shop');
  });
});

describe('the item count kept on the order', () => {
  it('is every order\'s lines\' sum after the seed, store orders, draft mapping and createOrder, and the list answers it', async () => {
    const db = server.services.db;
    // A store order of two lines of 2 (mapped on arrival: new-a and new-b were remembered above), then one mapped here.
    const arrived = await receiveStoreOrder({ db }, { customerId: merchantId, storeId, order: storeOrder('T-IC-1', ['new-a', 'new-b']) });
    const unmapped = await receiveStoreOrder({ db }, { customerId: merchantId, storeId, order: storeOrder('T-IC-2', ['ic-unseen', 'ic-unseen-2', 'ic-unseen-3']) });
    const lineIds = (await db.select({ id: orderLine.id }).from(orderLine).where(eq(orderLine.orderId, unmapped.orderId))).map((l) => l.id);
    const mapped = await server.call('orderDraftUpdate', { token: merchant, params: { id: unmapped.orderId }, body: { lines: lineIds.map((lineId) => ({ lineId, variantId: variants[2].id })) } });
    expect(mapped.status).toBe(200);
    for (const [orderId, items] of [[arrived.orderId, 4], [unmapped.orderId, 6]]) {
      const [{ number }] = await db.select({ number: order.number }).from(order).where(eq(order.id, orderId));
      const listed = await server.call('orderList', { token: merchant, query: { keyword: number } });
      expect(listed.data.records.map((r: { id: number; itemCount: number }) => [r.id, r.itemCount])).toEqual([[orderId, items]]);
    }
    // Every order written so far (the seed's store, cart-kind and paid orders, and this file's): kept count = lines' sum.
    const { checked, off } = await itemCountsChecked(db);
    expect(checked).toBeGreaterThan(300);
    expect(off).toEqual([]);
  });
});
