/**
 * The order list's rows written as JSON by PostgreSQL (listed.ts) and spliced into the answer as they are
 * (server/http/writtenJson.ts): the answer must be, byte for byte, what the route's serialiser writes for the same
 * orders read one by one (their detail, read by Drizzle and serialised value by value) — strings that need
 * escaping, nulls, microsecond timestamps, a store name with a quote included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import build from 'fast-json-stringify';
import { Type } from 'typebox';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { startTestServer, type TestServer, SERVER_START_MS } from '../../test/harness';
import { customer, order, store } from '../../db/schema';
import { contract } from '../../../src/api/contract';
import { OrderSummary } from '../../../src/api/contract/orders';
import { envelopeData } from '../../http/routes';
import { writtenJsonOf } from '../../http/writtenJson';
import { listOrders } from './queries';
import { wordColumns } from './listed';

let server: TestServer;
let merchant: string;
let merchantId = 0;

/** Text JSON.stringify escapes (quote, backslash, the short escapes, other control characters) and text it does not. */
const awkward = ['Ada "Quote" Byte', 'Back\\slash\nnew line', 'ctl\u0001\u001f\ttab\r\b\f', 'Şişe 瓶子 😀 \u007f \u2028', '</script>', ''];

beforeAll(async () => {
  server = await startTestServer();
  merchant = await server.login('merchant@demo.shop', 'Merchant#2026');
  [{ id: merchantId }] = await server.services.db.select({ id: customer.id }).from(customer).where(eq(customer.username, 'merchant@demo.shop'));
  const db = server.services.db;
  const ids = (await db.select({ id: order.id }).from(order).where(eq(order.customerId, merchantId)).orderBy(order.id)).map((r) => r.id);
  expect(ids.length).toBeGreaterThan(awkward.length);
  // Each awkward text in every free-text field of one order, nulls in the next; timestamps to the microsecond.
  for (let i = 0; i < awkward.length; i += 1) {
    const text = awkward[i];
    await db.update(order).set({
      number: `MP"${i}\\${text}`, storeOrderName: text, buyerName: text, countryCode: text.slice(0, 2), channelCode: text, carrier: text, trackingNumber: text, currencyCode: text || 'USD',
      createdAt: sql.raw(`'2099-01-0${i + 1} 00:00:00.123456+00'::timestamptz`), paidAt: sql.raw(`'2099-01-0${i + 1} 12:34:56.999999+00'::timestamptz`),
      shippedAt: i % 2 ? null : sql`'1999-12-31 23:59:59.000001+00'::timestamptz`,
    }).where(eq(order.id, ids[i]));
  }
  await db.update(order).set({ storeOrderName: null, buyerName: null, countryCode: null, channelCode: null, carrier: null, trackingNumber: null, paidAt: null, shippedAt: null })
    .where(eq(order.id, ids[awkward.length]));
  const [{ storeId }] = await db.select({ storeId: order.storeId }).from(order).where(and(inArray(order.id, ids), isNotNull(order.storeId))).limit(1);
  await db.update(store).set({ name: 'Trailhead "Outdoor" \\ Co.\n' }).where(eq(store.id, storeId!));
}, SERVER_START_MS);
afterAll(() => server?.close());

const serialise = build(Type.Object({ status: Type.Integer(), message: Type.String(), data: envelopeData(contract.orderList.data) }) as never);

describe('the order list\'s rows, written by PostgreSQL', () => {
  it('answer byte for byte what the serialiser writes for the same orders read one by one', async () => {
    const details = new Map<number, Record<string, unknown>>();
    for (const query of [{ pageSize: 40 }, { pageSize: 3, pageNo: 2 }, { status: 'shipped' as const, pageSize: 20 }, { kind: 'normal' as const, pageSize: 20 }]) {
      const answer = await server.call('orderList', { token: merchant, query });
      expect(answer.status).toBe(200);
      expect(answer.raw.headers['content-type']).toBe('application/json; charset=utf-8');
      const records = [];
      for (const { id } of answer.data.records as Array<{ id: number }>) {
        const detail = details.get(id) ?? (await server.call('orderDetail', { token: merchant, params: { id } })).data;
        details.set(id, detail);
        records.push(Object.fromEntries(Object.keys(OrderSummary.properties).map((key) => [key, detail[key]])));
      }
      expect(records.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(answer.raw.body, JSON.stringify(query)).toBe(serialise({ ...answer, data: { ...answer.data, records } }));
    }
    // The awkward rows were in the answers compared.
    const all = (await server.call('orderList', { token: merchant, query: { pageSize: 40 } })).raw.body;
    for (const escaped of ['\\"Quote\\"', 'Back\\\\slash\\nnew', '\\u0001\\u001f\\t', '\\r\\b\\f', '😀', '2099-01-01T00:00:00.123Z', '1999-12-31T23:59:59.000Z', 'Trailhead \\"Outdoor\\" \\\\ Co.\\n']) {
      expect(all).toContain(escaped);
    }
  }, 120_000);

  it('carries its OrderSummary JSON (without customerId) on the service\'s page, and parses it only when read', async () => {
    const page = await listOrders(server.services.db, merchantId, { pageSize: 30 }, 'en');
    const text = writtenJsonOf(page.records, OrderSummary);
    expect(text).toBeDefined();
    expect(text).not.toContain('customerId');
    // Under another schema (the staff list's rows) the text is not used.
    expect(writtenJsonOf(page.records, contract.adminOrderList.data)).toBeUndefined();
    expect(text).toBe(build(Type.Array(OrderSummary) as never)(page.records));
    expect(page.records.every((r) => r.customerId === merchantId)).toBe(true);
    expect(Object.keys(page.records[0])).toEqual([...Object.keys(OrderSummary.properties), 'customerId']);
  });

  it('writes the word columns unescaped because PostgreSQL refuses anything but their words', async () => {
    const [{ id }] = await server.services.db.select({ id: order.id }).from(order).where(eq(order.customerId, merchantId)).limit(1);
    expect(wordColumns.length).toBe(6);
    for (const column of wordColumns) {
      await expect(server.services.db.execute(sql`update ${order} set ${sql.identifier(column.name)} = 'a"b' where ${order.id} = ${id}`), column.name).rejects.toThrow();
    }
  });
});
