/**
 * The other order pages over the real server: file orders (template, upload as a job, per-row errors by
 * row and column, the log by type), exports (XLSX and CSV streamed from the link, opened with exceljs),
 * summary and day state, orders by kind with creation and merge, automatic fulfilment and preferences.
 * Each call: success, bad input (9001 naming the field), no token, another customer's data (9002) and a
 * sub-account without the code (40301). Jobs run through runJob directly (pg-boss is not started here).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer, SERVER_START_MS } from '../../test/harness';
import { createCustomer } from '../customer/service';
import { itemCountsChecked } from '../orders/itemCount';
import { runJob } from '../jobs/service';
import { jobWorkers } from '../../jobs/workers';
import { customer, order, orderEvent, product, skuCustomerDict, variant } from '../../db/schema';

let server: TestServer;
let merchant: string;
let other: string;
let clerk: string;
let skus: string[];
let variantIds: number[];

const data = async (name: Parameters<TestServer['call']>[0], options: Parameters<TestServer['call']>[1]) => {
  const answer = await server.call(name, options);
  if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${answer.message}`);
  return answer.data;
};
const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.join(',')).join('\n')).toString('base64');
const header = ['orderRef', 'sku', 'quantity', 'kind', 'name', 'line1', 'city', 'postalCode', 'countryCode'];
const row = (ref: string, sku: string, quantity = '1', kind = 'normal') => [ref, sku, quantity, kind, 'Ada Lovelace', '12 Market Street', 'San Francisco', '94105', 'US'];
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  merchant = await server.login('merchant@demo.shop', 'Merchant#2026');
  await createCustomer(server.services.db, { username: 'other-orders@demo.shop', password: 'Other#2026x', permissions: [] });
  other = await server.login('other-orders@demo.shop', 'Other#2026x');
  clerk = await server.login('clerk@demo.shop', 'Clerk#2026');
  const rows = await server.services.db.select({ id: variant.id, sku: variant.sku }).from(variant).innerJoin(product, eq(product.id, variant.productId))
    .where(and(eq(variant.status, 'on_sale'), eq(product.status, 'on_sale'))).orderBy(variant.id).limit(3);
  skus = rows.map((r) => r.sku);
  variantIds = rows.map((r) => r.id);
}, SERVER_START_MS);
afterAll(() => server?.close());

describe('file orders', () => {
  let jobId: number;

  it('offers the template in CSV and XLSX with real SKUs', async () => {
    const file = await data('orderFileTemplate', { token: merchant, query: { format: 'csv' } });
    const text = Buffer.from(file.contentBase64, 'base64').toString('utf8');
    expect(text.split('\r\n')[0]).toContain('orderRef,sku,quantity');
    const xlsx = await data('orderFileTemplate', { token: merchant, query: { format: 'xlsx' } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(xlsx.contentBase64, 'base64') as unknown as ArrayBuffer);
    expect(book.worksheets[0].rowCount).toBe(3);
  });

  it('turns each good row into an order and names the row and column of each bad one', async () => {
    const job = await data('orderFileUpload', { token: merchant, body: { fileName: 'orders.csv', contentBase64: csv([
      header, row('R-1', skus[0], '2'), row('R-2', 'NO-SUCH-SKU'), row('R-3', skus[1], 'many'), row('R-4', skus[1], '1', 'self_buy'), row('R-1', skus[0]),
    ]) } });
    jobId = job.id;
    const done = await runJob(server.services.db, job.id, jobWorkers);
    expect(done).toMatchObject({ state: 'partially_failed', succeeded: 2, failed: 3 });
    const failed = await data('orderFileLog', { token: merchant, params: { type: 'failed' }, query: { jobId } });
    expect(failed.records.map((r: { row: number; errorField: string }) => [r.row, r.errorField])).toEqual([[3, 'sku'], [4, 'quantity'], [6, 'orderRef']]);
    expect(failed.records[0].message).toMatch(/^Row 3: /);
    const good = await data('orderFileLog', { token: merchant, params: { type: 'succeeded' }, query: { jobId } });
    expect(good.records).toHaveLength(2);
    const [created] = await server.services.db.select().from(order).where(eq(order.id, good.records[0].orderId));
    expect(created).toMatchObject({ source: 'file', status: 'awaiting_payment', storeOrderName: 'R-1' });
    expect(created.totalCents).toBeGreaterThan(0);
  });

  it('pages the log with a cursor and refuses what it must', async () => {
    const first = await data('orderFileLog', { token: merchant, params: { type: 'all' }, query: { pageSize: 2 } });
    expect(first.records).toHaveLength(2);
    const second = await data('orderFileLog', { token: merchant, params: { type: 'all' }, query: { pageSize: 2, cursor: first.nextCursor } });
    expect(second.records[0].row).toBe(first.records[1].row + 1);
    expect((await data('orderFileLog', { token: other, params: { type: 'all' }, query: { jobId } })).records).toEqual([]);
    const missing = await server.call('orderFileUpload', { token: merchant, body: { fileName: 'orders.csv', contentBase64: csv([['orderRef', 'sku'], ['A', 'B']]) } });
    expect(missing.status).toBe(9001);
    expect(missing.message).toContain('quantity');
    expect((await server.call('orderFileUpload', { token: other, body: { fileName: 'orders.csv', contentBase64: csv([header, row('X', skus[0])]), retryJobId: jobId } })).status).toBe(9002);
    expect((await server.call('orderFileLog', { params: { type: 'all' } })).http).toBe(401);
    expect((await server.call('orderFileTemplate', { token: clerk, query: { format: 'csv' } })).status).toBe(40301);
  });
});

describe('orders by kind and merge', () => {
  const address = { name: 'Grace Hopper', line1: '400 Main Avenue', line2: null, city: 'Boston', province: 'MA', postalCode: '02110', countryCode: 'US', phone: null, email: null };
  let channelCode: string;

  it('creates self-buy orders priced on the server, lists them by kind, merges two to the same address', async () => {
    const [fileOrder] = await server.services.db.select().from(order).where(and(eq(order.source, 'file'), eq(order.kind, 'normal')));
    channelCode = fileOrder.channelCode!;
    const a = await data('orderKindCreate', { token: merchant, body: { kind: 'self_buy', address, channelCode, lines: [{ variantId: variantIds[0], quantity: 1 }] } });
    const b = await data('orderKindCreate', { token: merchant, body: { kind: 'self_buy', address: { ...address, name: ' grace  hopper ' }, channelCode, lines: [{ variantId: variantIds[2], quantity: 3 }] } });
    expect(a).toMatchObject({ kind: 'self_buy', status: 'awaiting_payment' });
    const list = await data('orderKindList', { token: merchant, params: { kind: 'self_buy' } });
    expect(list.records.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const groups = await data('orderMergeCandidates', { token: merchant });
    const group = groups.find((g: { orders: { id: number }[] }) => g.orders.some((o) => o.id === a.id));
    expect(group.orders.map((o: { id: number }) => o.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    // Each candidate's item count is its lines' quantities (1 and 3), read from the order row.
    expect(group.orders.filter((o: { id: number }) => o.id === a.id || o.id === b.id).map((o: { id: number; itemCount: number }) => [o.id, o.itemCount]).sort((x: number[], y: number[]) => x[0] - y[0])).toEqual([[a.id, 1], [b.id, 3]].sort((x, y) => x[0] - y[0]));
    expect((await server.call('orderMerge', { token: other, body: { ids: [a.id, b.id] } })).status).toBe(9002);
    const merged = await data('orderMerge', { token: merchant, body: { ids: [a.id, b.id] } });
    expect(merged).toMatchObject({ kind: 'self_buy', status: 'awaiting_payment', itemCount: 4 });
    const originals = await server.services.db.select().from(order).where(eq(order.id, a.id));
    expect(originals[0].status).toBe('canceled');
    const events = await server.services.db.select().from(orderEvent).where(eq(orderEvent.orderId, merged.id));
    expect(events.map((e) => e.type)).toContain('merged');
    expect((await server.call('orderMerge', { token: merchant, body: { ids: [a.id, merged.id] } })).status).toBe(700);
  });

  it('refuses bad input naming the field, and the stock orders without their code', async () => {
    const noWarehouse = await server.call('orderKindCreate', { token: merchant, body: { kind: 'stocking', lines: [{ variantId: variantIds[0], quantity: 5 }] } });
    expect(noWarehouse.status).toBe(9001);
    expect(noWarehouse.message).toContain('warehouseId');
    expect((await server.call('orderKindList', { token: clerk, params: { kind: 'stocking' } })).status).toBe(40301);
    const warehouses = await data('orderWarehouses', { token: merchant });
    const stock = await data('orderKindCreate', { token: merchant, body: { kind: 'stocking', warehouseId: warehouses[0].id, lines: [{ variantId: variantIds[0], quantity: 5 }] } });
    expect(stock).toMatchObject({ kind: 'stocking', status: 'awaiting_payment' });
  });
});

describe('exports', () => {
  it('streams the filter as XLSX from its link (opened with exceljs) and as CSV', async () => {
    const filter = { kind: 'self_buy' as const };
    const expected = (await data('orderKindList', { token: merchant, params: { kind: 'self_buy' } })).total;
    const xlsx = await data('orderExport', { token: merchant, body: { format: 'xlsx', filter } });
    expect(xlsx).toMatchObject({ state: 'ready', rowCount: expected, jobId: null });
    const file = await server.app.inject({ method: 'GET', url: xlsx.downloadUrl });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(expected + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('Order number');
    expect(String(sheet.getRow(2).getCell(2).value)).toBe('self_buy');
    const csvExport = await data('orderExport', { token: merchant, body: { format: 'csv', filter: { keyword: 'r-1' } } });
    const text = (await server.app.inject({ method: 'GET', url: csvExport.downloadUrl, headers: { 'accept-language': 'zh' } })).body;
    expect(text.trim().split('\n')).toHaveLength(2);
    expect(text).toContain('订单号');
    expect((await data('orderExportList', { token: merchant })).length).toBe(2);
    expect(await data('orderExportList', { token: other })).toEqual([]);
    expect((await server.app.inject({ method: 'GET', url: `${xlsx.downloadUrl.slice(0, -3)}AAA` })).statusCode).toBe(404);
    expect((await server.call('orderExport', { token: merchant, body: { format: 'pdf', filter } })).status).toBe(9001);
    const surrogate = await server.call('orderExport', { token: merchant, body: { format: 'csv', filter: { keyword: '\ud800' } } });
    expect([surrogate.status, surrogate.message]).toEqual([9001, expect.stringContaining('filter.keyword')]);
  });
});

describe('exports with SKUs', () => {
  it('writes each order\'s catalogue SKU and, beside it, the merchant\'s own code for that variant', async () => {
    const headerOf = (text: string) => text.replace(/^\uFEFF/, '').split('\n')[0].split(',');
    const cellOf = (text: string, column: string) => {
      const lines = text.replace(/^\uFEFF/, '').trim().split('\n');
      return lines[1].split(',')[headerOf(text).indexOf(column)];
    };
    const db = server.services.db;
    const [{ id: merchantId }] = await db.select({ id: customer.id }).from(customer).where(eq(customer.username, 'merchant@demo.shop'));
    const mine = and(eq(skuCustomerDict.customerId, merchantId), eq(skuCustomerDict.variantId, variantIds[0]));
    await db.delete(skuCustomerDict).where(mine);
    const before = await data('orderExport', { token: merchant, body: { format: 'csv', filter: { keyword: 'r-1' } } });
    const plain = (await server.app.inject({ method: 'GET', url: before.downloadUrl })).body;
    expect(headerOf(plain).slice(12, 14)).toEqual(['SKU', 'My SKU']);
    expect([cellOf(plain, 'SKU'), cellOf(plain, 'My SKU')]).toEqual([skus[0], '']);
    await db.insert(skuCustomerDict).values({ customerId: merchantId, variantId: variantIds[0], customerSku: 'MY-TENT-01' });
    const after = await data('orderExport', { token: merchant, body: { format: 'csv', filter: { keyword: 'r-1' } } });
    const coded = (await server.app.inject({ method: 'GET', url: after.downloadUrl, headers: { 'accept-language': 'zh' } })).body;
    expect(headerOf(coded).slice(12, 14)).toEqual(['SKU', '我的 SKU']);
    expect(coded.replace(/^\uFEFF/, '').trim().split('\n')[1].split(',').slice(12, 14)).toEqual([skus[0], 'MY-TENT-01']);
  });
});

describe('summary and day state', () => {
  it('counts and sums per status and day, zero days included', async () => {
    const start = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    const summary = await data('orderSummary', { token: merchant, query: { startDate: start, endDate: today() } });
    expect(summary.byDay).toHaveLength(7);
    const todays = summary.byDay[6];
    expect(todays.count).toBe(summary.count - summary.byDay.slice(0, 6).reduce((n: number, d: { count: number }) => n + d.count, 0));
    expect(summary.byStatus.reduce((n: number, s: { count: number }) => n + s.count, 0)).toBe(summary.count);
    const state = await data('orderDayState', { token: merchant, query: { startDate: start, endDate: today(), kind: 'self_buy' } });
    expect(state.days[6].counts.canceled).toBeGreaterThanOrEqual(2);
    expect((await data('orderSummary', { token: other, query: { startDate: start, endDate: today() } })).count).toBe(0);
    const bad = await server.call('orderSummary', { token: merchant, query: { startDate: today(), endDate: start } });
    expect(bad.status).toBe(9001);
    expect(bad.message).toContain('endDate');
    expect((await server.call('orderSummary', { token: merchant, query: { startDate: '2026-02-30', endDate: today() } })).status).toBe(9001);
  });
});

describe('settings', () => {
  it('keeps preferences with their options and refuses values outside them', async () => {
    const all = await data('preferencesAll', { token: merchant });
    expect(all.find((p: { code: string }) => p.code === 'exportFormat')).toEqual({ code: 'exportFormat', value: 'xlsx', options: ['xlsx', 'csv'] });
    const saved = await data('updatePreferences', { token: merchant, body: { items: [{ code: 'exportFormat', value: 'csv' }] } });
    expect(saved.find((p: { code: string }) => p.code === 'exportFormat').value).toBe('csv');
    const bad = await server.call('updatePreferences', { token: merchant, body: { items: [{ code: 'statsDays', value: '7' }, { code: 'exportFormat', value: 'pdf' }] } });
    expect(bad.status).toBe(9001);
    expect(bad.message).toContain('items.1.value');
    expect((await data('preferencesAll', { token: merchant })).find((p: { code: string }) => p.code === 'statsDays').value).toBe('30');
    expect((await data('preferencesAll', { token: other })).find((p: { code: string }) => p.code === 'exportFormat').value).toBe('xlsx');
    expect((await server.call('preferencesAll', { token: clerk })).status).toBe(40301);
  });

  it('pays awaiting orders from the balance up to the daily limit, each an automatic event', async () => {
    expect((await server.call('automaticRun', { token: merchant })).status).toBe(700);
    const info = await data('automaticInfo', { token: merchant });
    expect(info).toMatchObject({ enabled: false, payWay: 'balance', today: { spentCents: 0 } });
    const foreign = await server.call('automaticSave', { token: merchant, body: { enabled: true, dailyLimitCents: 1000, maxOrderCents: null, storeIds: [2_000_000] } });
    expect(foreign.status).toBe(9001);
    const [owner] = await server.services.db.select({ customerId: customer.id }).from(customer).where(eq(customer.username, 'merchant@demo.shop'));
    const payable = await server.services.db.select().from(order).where(and(eq(order.customerId, owner.customerId), eq(order.status, 'awaiting_payment')));
    const mine = payable.filter((o) => o.problem === null).sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime() || x.id - y.id);
    const limit = mine[0].totalCents;
    await data('automaticSave', { token: merchant, body: { enabled: true, dailyLimitCents: limit, maxOrderCents: null, storeIds: [] } });
    const result = await data('automaticRun', { token: merchant });
    expect(result.paid).toBe(1);
    expect(result.paidCents).toBe(limit);
    const [paid] = await server.services.db.select().from(order).where(eq(order.id, mine[0].id));
    expect(paid).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    const events = await server.services.db.select().from(orderEvent).where(eq(orderEvent.orderId, paid.id));
    expect(events.some((e) => e.type === 'automatic' && e.data.action === 'paid')).toBe(true);
    expect((await data('automaticInfo', { token: merchant })).today.spentCents).toBe(limit);
    expect((await data('automaticRun', { token: merchant })).paid).toBe(0);
    expect((await data('automaticInfo', { token: merchant })).maxOrderCents).toBeNull();
    expect((await server.call('automaticInfo', { token: clerk })).status).toBe(40301);
  });
});

describe('the item count kept on the order', () => {
  it('is every order\'s lines\' sum after the file orders, self-buy creation and merges', async () => {
    const { checked, off } = await itemCountsChecked(server.services.db);
    expect(checked).toBeGreaterThan(300);
    expect(off).toEqual([]);
  });
});
