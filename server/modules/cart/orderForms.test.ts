/**
 * The merchant's order-making forms as a retrying client and a limited sub-account meet them:
 * - Idempotency-Key on cartCheckout, orderKindCreate and orderMerge: a retry (also concurrent, also after the
 *   cart lines are gone) answers the first result and creates nothing more; a malformed key is 9001.
 * - Nullable address fields stay null through a request (ajv coerced null to "" when the union listed null second).
 * - A sub-account limited to some stores neither sees nor acts on another store's cart lines and orders (9002),
 *   while lines and orders bound to no store stay its to use.
 * - A partner's merchant is offered the normal and stocking carts only, on the server too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { SERVER_START_MS, startTestServer, urlOf, type TestServer } from '../../test/harness';
import { cartLine, checkout, customer, order, store, storeScope, variant, warehouse } from '../../db/schema';
import { permissionCodes } from '../../../src/api/contract/permissions';
import { createCustomer } from '../customer/service';

let server: TestServer;
let merchant: string;
let partner: string;
let merchantId = 0;
let variantIds: number[] = [];

const address = { name: 'Maya Rivera', line1: '12 Pine Street', line2: null, city: 'Portland', province: null, postalCode: '97201', countryCode: 'US', phone: null, email: null };

beforeAll(async () => {
  server = await startTestServer();
  merchant = await server.login('merchant@demo.shop', 'Merchant#2026');
  partner = await server.login('partner@demo.shop', 'Partner#2026');
  [{ id: merchantId }] = await server.services.db.select({ id: customer.id }).from(customer).where(eq(customer.username, 'merchant@demo.shop'));
  variantIds = (await server.services.db.select({ id: variant.id }).from(variant).where(eq(variant.status, 'on_sale')).orderBy(variant.id).limit(3).offset(40)).map((v) => v.id);
}, SERVER_START_MS);
afterAll(() => server?.close());

/** A call with an Idempotency-Key header (the harness's call sends none). */
async function keyed(name: 'cartCheckout' | 'orderKindCreate' | 'orderMerge', body: object, key: string | undefined, token = merchant) {
  const raw = await server.app.inject({
    method: 'POST', url: urlOf(name), payload: body,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', ...(key ? { 'idempotency-key': key } : {}) },
  });
  return raw.json() as { status: number; message: string; data: any };
}

const orderCount = async () => (await server.services.db.select({ id: order.id }).from(order).where(eq(order.customerId, merchantId))).length;
const linesOf = async (type: number, token = merchant) =>
  (await server.call('cartStoreList', { token, body: { type, pageSize: 50 } })).data.records as Array<{ id: number; storeId: number | null; warehouseId: number | null }>;

describe('Idempotency-Key on the forms that create orders', () => {
  it('checks a cart out once per key: a retry after the lines are gone answers the same orders, not 9002', async () => {
    const lines = await linesOf(3);
    expect(lines.length).toBeGreaterThan(0);
    const body = { type: 3, ids: lines.map((l) => l.id), address };
    const before = await orderCount();
    expect((await keyed('cartCheckout', body, 'bad key!')).status).toBe(9001);
    expect(await orderCount()).toBe(before);
    const first = await keyed('cartCheckout', body, 'cart-submission-0001');
    expect(first.status).toBe(200);
    expect(await linesOf(3)).toHaveLength(0);
    const retry = await keyed('cartCheckout', body, 'cart-submission-0001');
    expect(retry).toMatchObject({ status: 200, data: first.data });
    expect(await orderCount()).toBe(before + first.data.orderIds.length);
    // Without the key the lines are simply gone: 9002, as before.
    expect((await keyed('cartCheckout', body, undefined)).status).toBe(9002);
    // The key is claimed under its own name: a payment with the same key is a separate record.
    const rows = await server.services.db.select().from(checkout).where(eq(checkout.customerId, merchantId));
    expect(rows.filter((r) => r.idempotencyKey === 'cart_checkout:cart-submission-0001')).toHaveLength(1);
  });

  it('answers concurrent retries of one checkout with one set of orders', async () => {
    const [w] = await server.services.db.select({ id: warehouse.id }).from(warehouse).where(eq(warehouse.code, 'US-CA'));
    await server.call('stockingCartAdd', { token: merchant, body: { warehouseId: w.id, items: [{ skuId: variantIds[0], quantity: 3 }] } });
    const lines = (await linesOf(2)).filter((l) => l.warehouseId === w.id);
    const before = await orderCount();
    const answers = await Promise.all(Array.from({ length: 6 }, () => keyed('cartCheckout', { type: 2, ids: lines.map((l) => l.id) }, 'cart-concurrent-0001')));
    expect(answers.map((a) => `${a.status} ${a.message}`)).toEqual(Array(6).fill(`200 ${answers[0].message}`));
    expect(new Set(answers.map((a) => a.data.orderIds.join()))).toHaveLength(1);
    expect(await orderCount()).toBe(before + answers[0].data.orderIds.length);
  });

  it('creates a kind order once per key, and a new key makes a new order', async () => {
    // A channel that reaches the US: the one the cart checkout above chose.
    const [priced] = await server.services.db.select({ channelCode: order.channelCode }).from(order)
      .where(and(eq(order.customerId, merchantId), eq(order.source, 'cart'), eq(order.countryCode, 'US'))).limit(1);
    const channelCode = priced.channelCode!;
    const body = { kind: 'self_buy', address, channelCode, lines: [{ variantId: variantIds[1], quantity: 2 }] };
    const before = await orderCount();
    const first = await keyed('orderKindCreate', body, 'kind-submission-0001');
    expect(first.status).toBe(200);
    const retry = await keyed('orderKindCreate', body, 'kind-submission-0001');
    expect(retry.data.id).toBe(first.data.id);
    expect(await orderCount()).toBe(before + 1);
    const next = await keyed('orderKindCreate', body, 'kind-submission-0002');
    expect(next.data.id).not.toBe(first.data.id);
    expect(await orderCount()).toBe(before + 2);

    // Merge the two (same address): a retry answers the merged order, not 700 for the canceled originals.
    const merged = await keyed('orderMerge', { ids: [first.data.id, next.data.id] }, 'merge-submission-0001');
    expect(merged.status).toBe(200);
    const again = await keyed('orderMerge', { ids: [first.data.id, next.data.id] }, 'merge-submission-0001');
    expect(again).toMatchObject({ status: 200, data: { id: merged.data.id } });
    expect((await keyed('orderMerge', { ids: [first.data.id, next.data.id] }, undefined)).status).toBe(700);
    expect(await orderCount()).toBe(before + 3);
  });
});

describe('nullable address fields', () => {
  it('keeps null as null through checkout and the order detail', async () => {
    await server.call('cartAdd', { token: merchant, body: { type: 4, skuId: variantIds[2], quantity: 1 } });
    const lines = await linesOf(4);
    const done = await keyed('cartCheckout', { type: 4, ids: lines.map((l) => l.id), address }, 'null-roundtrip-0001');
    expect(done.status).toBe(200);
    const detail = await server.call('orderDetail', { token: merchant, params: { id: done.data.orderIds[0] } });
    expect(detail.data.address).toEqual(address);
    expect(detail.data.address.line2).toBeNull();
    // The detail names the channel (the screen translates known ones), not only its code.
    expect(detail.data.channelName).toEqual(expect.any(String));
    expect(detail.data.channelName).not.toBe(detail.data.channelCode);
  });
});

describe('sub-account store scope', () => {
  let scoped = '';
  let otherStore = 0;
  let inStoreOrder = 0;

  beforeAll(async () => {
    const db = server.services.db;
    const stores = await db.select({ id: store.id }).from(store).where(and(eq(store.customerId, merchantId), ne(store.status, 'deleted'))).orderBy(store.id);
    const withLines = (await db.select({ storeId: cartLine.storeId }).from(cartLine).where(eq(cartLine.customerId, merchantId))).map((l) => l.storeId).filter((id): id is number => id !== null);
    const linesStore = withLines[0];
    otherStore = stores.map((s) => s.id).find((id) => id !== linesStore) ?? 0;
    expect(otherStore).toBeGreaterThan(0);
    const subId = await db.transaction((tx) => createCustomer(tx, { username: 'scoped@demo.shop', password: 'Scoped#2026', refId: merchantId, roleName: 'Everything', permissions: [...permissionCodes] }));
    await db.insert(storeScope).values({ subAccountId: subId, customerId: merchantId, storeIds: [otherStore] });
    scoped = await server.login('scoped@demo.shop', 'Scoped#2026');
    [{ id: inStoreOrder }] = await db.select({ id: order.id }).from(order).where(and(eq(order.customerId, merchantId), eq(order.storeId, linesStore), eq(order.status, 'draft'))).limit(1);
  });

  it('does not list, count or act on another store\'s cart lines', async () => {
    const all = await linesOf(1);
    const outside = all.filter((l) => l.storeId !== null && l.storeId !== otherStore);
    expect(outside.length).toBeGreaterThan(0);
    const seen = await linesOf(1, scoped);
    expect(seen.some((l) => outside.some((o) => o.id === l.id))).toBe(false);
    const groups = await server.call('cartSelectGroup', { token: scoped, query: { type: 1 } });
    expect(groups.data.flatMap((g: { lines: Array<{ id: number }> }) => g.lines).some((l: { id: number }) => outside.some((o) => o.id === l.id))).toBe(false);
    const counted = (await server.call('countUserCart', { token: scoped })).data.length;
    expect(counted).toBe((await server.call('countUserCart', { token: merchant })).data.length - outside.length);
    expect((await server.call('cartUpdate', { token: scoped, params: { id: outside[0].id }, body: { quantity: 7 } })).status).toBe(9002);
    expect((await server.call('cartRemove', { token: scoped, params: { id: outside[0].id } })).status).toBe(9002);
    expect((await server.call('cartPaymentInfo', { token: scoped, body: { ids: [outside[0].id] } })).status).toBe(9002);
    expect((await keyed('cartCheckout', { type: 1, ids: [outside[0].id], address }, 'scoped-checkout-01', scoped)).status).toBe(9002);
    const [outOfScopeStore] = await server.services.db.select({ id: store.id }).from(store).where(and(eq(store.customerId, merchantId), ne(store.id, otherStore))).limit(1);
    expect((await server.call('cartAdd', { token: scoped, body: { type: 1, skuId: variantIds[0], quantity: 1, storeId: outOfScopeStore.id } })).status).toBe(9002);
    // Lines of no store stay usable.
    expect((await server.call('cartAdd', { token: scoped, body: { type: 4, skuId: variantIds[0], quantity: 1 } })).status).toBe(200);
    expect((await linesOf(1)).length).toBe(all.length);
  });

  it('answers 9002 for another store\'s order: detail, processing, cancel, pay', async () => {
    expect((await server.call('orderDetail', { token: merchant, params: { id: inStoreOrder } })).status).toBe(200);
    expect((await server.call('orderDetail', { token: scoped, params: { id: inStoreOrder } })).status).toBe(9002);
    expect((await server.call('orderDraftProcessInfo', { token: scoped, params: { id: inStoreOrder } })).status).toBe(9002);
    expect((await server.call('orderDraftUpdate', { token: scoped, params: { id: inStoreOrder }, body: { address } })).status).toBe(9002);
    const submit = await server.call('orderDraftSubmit', { token: scoped, body: { ids: [inStoreOrder] } });
    expect(submit.data).toMatchObject({ done: [], failed: [{ id: inStoreOrder, number: null }] });
    const cancel = await server.call('orderCancel', { token: scoped, body: { ids: [inStoreOrder] } });
    expect(cancel.data.done).toEqual([]);
    const [row] = await server.services.db.select({ status: order.status }).from(order).where(eq(order.id, inStoreOrder));
    expect(row.status).toBe('draft');
    const [payable] = await server.services.db.select({ id: order.id }).from(order)
      .where(and(eq(order.customerId, merchantId), ne(order.storeId, otherStore), eq(order.status, 'awaiting_payment'))).limit(1);
    expect(payable).toBeDefined();
    expect((await server.call('checkoutInfo', { token: scoped, query: { ids: [payable.id] } })).status).toBe(9002);
    const pay = await server.app.inject({ method: 'POST', url: urlOf('checkoutPay'), payload: { orderIds: [payable.id] }, headers: { authorization: `Bearer ${scoped}`, 'idempotency-key': 'scoped-pay-0001' } });
    expect((pay.json() as { status: number }).status).toBe(9002);
    // An order of no store (a cart checkout) is the sub-account's to read.
    const [noStore] = await server.services.db.select({ id: order.id }).from(order).where(and(eq(order.customerId, merchantId), eq(order.source, 'cart'))).limit(1);
    expect((await server.call('orderDetail', { token: scoped, params: { id: noStore.id } })).status).toBe(200);
  });
});

describe('the price before checkout', () => {
  it('is what the orders carry when the lines make several orders (one per store, each with its shipping)', async () => {
    await server.call('cartAdd', { token: merchant, body: { type: 1, skuId: variantIds[2], quantity: 2 } });
    const lines = await linesOf(1);
    expect(new Set(lines.map((l) => l.storeId)).size).toBeGreaterThan(1);
    const info = await server.call('cartPaymentInfo', { token: merchant, body: { ids: lines.map((l) => l.id), countryCode: 'US' } });
    const done = await keyed('cartCheckout', { type: 1, ids: lines.map((l) => l.id), address }, 'several-orders-0001');
    expect(done.status).toBe(200);
    expect(done.data.orderIds.length).toBe(info.data.destinations.length);
    expect(done.data.totalCents).toBe(info.data.totalCents);
  });
});

describe('partner carts', () => {
  it('offers a partner\'s merchant the normal and stocking carts only', async () => {
    const refused = await server.call('cartAdd', { token: partner, body: { type: 3, skuId: variantIds[0], quantity: 1 } });
    expect(refused.status).toBe(9001);
    expect(refused.message).toContain('type');
    expect((await server.call('cartAdd', { token: partner, body: { type: 4, skuId: variantIds[0], quantity: 1 } })).status).toBe(9001);
    expect((await server.call('cartAdd', { token: partner, body: { type: 1, skuId: variantIds[0], quantity: 1 } })).status).toBe(200);
    const partnerLines = await server.services.db.select({ type: cartLine.type }).from(cartLine)
      .innerJoin(customer, eq(customer.id, cartLine.customerId)).where(and(eq(customer.username, 'partner@demo.shop'), inArray(cartLine.type, [3, 4, 5, 6])));
    expect(partnerLines).toHaveLength(0);
  });
});
