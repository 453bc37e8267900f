/**
 * The cart and checkout calls: lines of each cart type, add (merging), the stocking cart, payment-info priced
 * on the server, checkout into orders of the cart's kind, paying from the balance all or nothing with an
 * Idempotency-Key, and the rules: 40301 without the code, 9002 for another customer's line or order, 9001
 * naming the field, nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { accountOf, transfer, voidPending } from '../ledger/service';
import { SERVER_START_MS, startTestServer, type TestServer } from '../../test/harness';
import { checkout, order, variant, warehouse } from '../../db/schema';
import { urlOf } from '../../test/harness';
import { createCustomer } from '../customer/service';
import { itemCountsChecked } from '../orders/itemCount';

let server: TestServer;
let merchant: string;
let clerk: string;
let staff: string;

const address = { name: 'Maya Rivera', line1: '12 Pine Street', line2: null, city: 'Portland', province: 'OR', postalCode: '97201', countryCode: 'US', phone: null, email: null };

beforeAll(async () => {
  server = await startTestServer();
  merchant = await server.login('merchant@demo.shop', 'Merchant#2026');
  clerk = await server.login('clerk@demo.shop', 'Clerk#2026');
  staff = await server.login('staff@demo.shop', 'Staff#2026');
}, SERVER_START_MS);
afterAll(() => server?.close());

/** checkoutPay with its Idempotency-Key header (the harness's call sends no custom header). */
async function pay(token: string, orderIds: number[], key?: string) {
  const raw = await server.app.inject({
    method: 'POST', url: urlOf('checkoutPay'), payload: { orderIds },
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', ...(key ? { 'idempotency-key': key } : {}) },
  });
  return raw.json() as { status: number; message: string; data: { checkoutId: number; orderIds: number[]; amountCents: number; paidAt: string } | null };
}

const balance = async (token = merchant) => (await server.call('accountInfo', { token, query: { timestamp: 1 } })).data as { balance: number; frozen: number };
const lines = async (type: number, token = merchant) => (await server.call('cartStoreList', { token, body: { type, pageSize: 50 } })).data.records as Array<{ id: number; skuId: number; skuNum: number; type: number; unitPriceCents: number; warehouseId: number | null }>;

describe('cart lines', () => {
  it('lists each cart type from the catalogue (type 4 includes 5 and 6) and groups by store', async () => {
    expect(await lines(1, clerk)).toHaveLength(3);
    expect((await lines(4)).map((l) => l.type).sort()).toEqual([4, 5, 6]);
    const stocking = await lines(2);
    expect(stocking.every((l) => l.warehouseId !== null && l.unitPriceCents > 0)).toBe(true);
    const groups = await server.call('cartSelectGroup', { token: merchant, query: { type: 1 } });
    expect(groups.data).toHaveLength(1);
    expect(groups.data[0]).toMatchObject({ storeName: 'Trailhead Outdoor Co.' });
    const counts = await server.call('countUserCart', { token: merchant });
    expect(counts.data).toHaveLength(9);
  });

  it('adds to a cart, merging the same variant, and the stocking cart needs a warehouse', async () => {
    const [v] = await server.services.db.select({ id: variant.id }).from(variant).where(eq(variant.status, 'on_sale')).limit(1).offset(100);
    const first = await server.call('cartAdd', { token: merchant, body: { type: 3, skuId: v.id, quantity: 2 } });
    const second = await server.call('cartAdd', { token: clerk, body: { type: 3, skuId: v.id, quantity: 3 } });
    expect(second.data.id).toBe(first.data.id);
    expect((await lines(3)).find((l) => l.id === first.data.id)?.skuNum).toBe(5);

    const noWarehouse = await server.call('cartAdd', { token: merchant, body: { type: 2, skuId: v.id, quantity: 1 } });
    expect(noWarehouse.status).toBe(9001);
    expect(noWarehouse.message).toContain('warehouseId');
    const [w] = await server.services.db.select({ id: warehouse.id }).from(warehouse).limit(1);
    expect((await server.call('stockingCartAdd', { token: merchant, body: { warehouseId: w.id, items: [{ skuId: v.id, quantity: 10 }] } })).data).toEqual({ added: 1 });
    expect((await server.call('stockingCartAdd', { token: merchant, body: { warehouseId: 999_999, items: [{ skuId: v.id, quantity: 10 }] } })).status).toBe(9001);
    const unknown = await server.call('cartAdd', { token: merchant, body: { type: 1, skuId: 999_999, quantity: 1 } });
    expect(unknown.status).toBe(9001);
    expect(unknown.message).toContain('skuId');
  });

  it('keeps another customer out (9002), refuses bad input (9001) and a sub-account without the code (40301)', async () => {
    const [line] = await lines(1);
    expect((await server.call('cartUpdate', { token: staff, params: { id: line.id }, body: { quantity: 9 } })).status).toBe(9002);
    expect((await server.call('cartRemove', { token: staff, params: { id: line.id } })).status).toBe(9002);
    expect((await server.call('cartPaymentInfo', { token: staff, body: { ids: [line.id] } })).status).toBe(9002);
    expect((await server.call('cartCheckout', { token: staff, body: { type: 1, ids: [line.id], address } })).status).toBe(9002);
    expect((await server.call('cartUpdate', { token: merchant, params: { id: line.id }, body: { quantity: 0 } })).status).toBe(9001);
    expect((await server.call('cartPaymentInfo', { token: merchant, body: { ids: [] } })).status).toBe(9001);
    // The clerk has cart and cart:list, not cart:buyAgain nor payment:pay.
    expect((await server.call('skuListByOrderId', { token: clerk, params: { orderId: 1 } })).status).toBe(40301);
    expect((await pay(clerk, [1], 'clerk-key-0001')).status).toBe(40301);
    expect((await server.call('checkoutInfo', { token: clerk, query: { ids: [1] } })).status).toBe(40301);
    expect((await lines(1)).find((l) => l.id === line.id)?.skuNum).toBe(line.skuNum);
  });

  it('refuses a sub-account without the cart codes (40301); the navbar count needs none', async () => {
    const merchantId = (await server.call('customerInfo', { token: merchant })).data.id as number;
    await server.services.db.transaction((tx) => createCustomer(tx, { username: 'viewer@demo.shop', password: 'Viewer#2026', refId: merchantId, roleName: 'Viewer', permissions: ['menu:products'] }));
    const viewer = await server.login('viewer@demo.shop', 'Viewer#2026');
    expect((await server.call('cartStoreList', { token: viewer, body: { type: 1 } })).status).toBe(40301);
    expect((await server.call('cartAdd', { token: viewer, body: { type: 1, skuId: 1, quantity: 1 } })).status).toBe(40301);
    expect((await server.call('cartRemove', { token: viewer, params: { id: 1 } })).status).toBe(40301);
    expect((await server.call('cartCheckout', { token: viewer, body: { type: 1, ids: [1], address } })).status).toBe(40301);
    expect((await server.call('countUserCart', { token: viewer })).status).toBe(200);
  });

  it('prices the chosen lines on the server: items, shipping per destination, total', async () => {
    const normal = await lines(1);
    const info = await server.call('cartPaymentInfo', { token: merchant, body: { ids: normal.map((l) => l.id), countryCode: 'US' } });
    expect(info.status).toBe(200);
    const items = normal.reduce((sum, l) => sum + l.unitPriceCents * l.skuNum, 0);
    expect(info.data).toMatchObject({ lineCount: 3, itemsCents: items, currencyCode: 'USD', payable: true });
    expect(info.data.destinations).toHaveLength(1);
    const [destination] = info.data.destinations;
    expect(destination.quotes.length).toBeGreaterThan(0);
    expect(destination.shippingCents).toBe(destination.quotes.find((q: { channelCode: string }) => q.channelCode === destination.channelCode).totalCents);
    expect(info.data.totalCents).toBe(items + destination.shippingCents);
    // Choosing another channel changes the shipping.
    const other = destination.quotes.at(-1).channelCode as string;
    const chosen = await server.call('cartPaymentInfo', { token: merchant, body: { ids: normal.map((l) => l.id), countryCode: 'US', channelCode: other } });
    expect(chosen.data.destinations[0].channelCode).toBe(other);
    // Stocking lines go to their warehouses: one destination each.
    const stocking = await lines(2);
    const toWarehouses = await server.call('cartPaymentInfo', { token: merchant, body: { ids: stocking.map((l) => l.id) } });
    expect(toWarehouses.data.destinations.length).toBe(new Set(stocking.map((l) => l.warehouseId)).size);
    // Lines of two carts at once are refused.
    const mixed = await server.call('cartPaymentInfo', { token: merchant, body: { ids: [normal[0].id, stocking[0].id] } });
    expect(mixed.status).toBe(9001);
  });
});

describe('checkout and pay', () => {
  let orderIds: number[] = [];

  it('checks out the chosen lines into orders awaiting payment and removes them from the cart', async () => {
    const normal = await lines(1);
    const noAddress = await server.call('cartCheckout', { token: merchant, body: { type: 1, ids: normal.map((l) => l.id) } });
    expect(noAddress.status).toBe(9001);
    expect((await lines(1))).toHaveLength(3);
    const info = await server.call('cartPaymentInfo', { token: merchant, body: { ids: normal.map((l) => l.id), countryCode: 'US' } });
    const done = await server.call('cartCheckout', { token: merchant, body: { type: 1, ids: normal.map((l) => l.id), address, channelCode: info.data.destinations[0].channelCode } });
    expect(done.status).toBe(200);
    expect(done.data.totalCents).toBe(info.data.totalCents);
    orderIds = done.data.orderIds;
    expect(orderIds).toHaveLength(1);
    expect(await lines(1)).toHaveLength(0);
    const [row] = await server.services.db.select().from(order).where(eq(order.id, orderIds[0]));
    expect(row).toMatchObject({ kind: 'normal', source: 'cart', status: 'awaiting_payment', totalCents: info.data.totalCents });
  });

  it('shows what would be paid, then pays once per Idempotency-Key from the balance', async () => {
    const before = await balance();
    expect(before.balance).toBe(2500);
    const info = await server.call('checkoutInfo', { token: merchant, query: { ids: orderIds } });
    expect(info.data.wallet.availableCents).toBe(250_000);
    const total = info.data.totalCents as number;
    expect((await pay(merchant, orderIds)).status).toBe(9001);
    const first = await pay(merchant, orderIds, 'key-first-payment-1');
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ orderIds, amountCents: total, method: 'balance' });
    const again = await pay(merchant, orderIds, 'key-first-payment-1');
    expect(again.data).toEqual(first.data);
    expect((await balance()).balance).toBeCloseTo(2500 - total / 100, 2);
    const [row] = await server.services.db.select().from(order).where(eq(order.id, orderIds[0]));
    expect(row).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    // A new key for a paid order is refused (700) and changes nothing.
    const twice = await pay(merchant, orderIds, 'key-second-payment');
    expect(twice.status).toBe(700);
    expect((await balance()).balance).toBeCloseTo(2500 - total / 100, 2);
    // The same key for other orders is a client error.
    expect((await pay(merchant, [...orderIds, 999_999], 'key-first-payment-1')).status).toBe(9001);
  });

  it('pays concurrent retries of one key once', async () => {
    const stocking = await lines(3);
    const made = await server.call('cartCheckout', { token: merchant, body: { type: 3, ids: stocking.map((l) => l.id), address } });
    expect(made.status).toBe(200);
    const start = await balance();
    const answers = await Promise.all(Array.from({ length: 8 }, () => pay(merchant, made.data.orderIds, 'key-concurrent-retry')));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.data?.checkoutId)).size).toBe(1);
    expect((await balance()).balance).toBeCloseTo(start.balance - made.data.totalCents / 100, 2);
    const rows = await server.services.db.select().from(checkout).where(eq(checkout.idempotencyKey, 'key-concurrent-retry'));
    expect(rows).toHaveLength(1);
  });

  it('is all or nothing: another customer\'s order (9002) or a short balance (700) pays none', async () => {
    const selfBuy = await lines(4);
    const made = await server.call('cartCheckout', { token: merchant, body: { type: 4, ids: selfBuy.map((l) => l.id), address } });
    expect(made.status).toBe(200);
    expect(made.data.orderIds).toHaveLength(3);
    const start = await balance();
    expect((await pay(staff, made.data.orderIds, 'staff-tries-to-pay')).status).toBe(9002);
    expect((await server.call('checkoutInfo', { token: staff, query: { ids: made.data.orderIds } })).status).toBe(9002);
    // A hold leaves less available than the total: the checkout of three orders pays none of them.
    const owner = (await server.services.db.select({ c: order.customerId }).from(order).where(eq(order.id, made.data.orderIds[0])))[0].c;
    const hold = await server.services.db.transaction(async (tx) => transfer(tx, {
      from: await accountOf(tx, owner, 'wallet'), to: await accountOf(tx, null, 'withdrawals_payable'),
      amountCents: Math.round(start.balance * 100) - 1, kind: 'withdrawal', customerId: owner, state: 'pending',
    }));
    const short = await pay(merchant, made.data.orderIds, 'key-short-balance');
    expect(short.status).toBe(700);
    const rows = await server.services.db.select({ status: order.status }).from(order).where(inArray(order.id, made.data.orderIds));
    expect(rows.map((r) => r.status)).toEqual(['awaiting_payment', 'awaiting_payment', 'awaiting_payment']);
    await server.services.db.transaction((tx) => voidPending(tx, hold.id));
    expect((await balance()).balance).toBe(start.balance);
    // After topping up (here: releasing), the same key pays: nothing was committed by the failure.
    expect((await pay(merchant, made.data.orderIds, 'key-short-balance')).status).toBe(200);
  });

  it('answers the SKUs of a past order to buy again (9002 for another customer\'s)', async () => {
    const answer = await server.call('skuListByOrderId', { token: merchant, params: { orderId: orderIds[0] } });
    expect(answer.status).toBe(200);
    expect(answer.data.skus).toHaveLength(3);
    expect(answer.data.skus[0]).toMatchObject({ available: true, currencyCode: 'USD' });
    expect((await server.call('skuListByOrderId', { token: staff, params: { orderId: orderIds[0] } })).status).toBe(9002);
  });
});

describe('the item count kept on the order', () => {
  it('is every order\'s lines\' sum after the checkouts into orders of each cart type', async () => {
    const { checked, off } = await itemCountsChecked(server.services.db);
    expect(checked).toBeGreaterThan(300);
    expect(off).toEqual([]);
  });
});
