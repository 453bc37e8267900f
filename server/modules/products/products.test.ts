/** The product list: filters, edits and removal within the caller's customer, behind the menu:products:myProducts code. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, SERVER_START_MS } from '../../test/harness';

let server: TestServer;
let merchant: string;
let clerk: string;
let staff: string;
let partner: string;

beforeAll(async () => {
  server = await startTestServer();
  merchant = await server.login('merchant@demo.shop', 'Merchant#2026');
  clerk = await server.login('clerk@demo.shop', 'Clerk#2026');
  staff = await server.login('staff@demo.shop', 'Staff#2026');
  partner = await server.login('partner@demo.shop', 'Partner#2026');
}, SERVER_START_MS);
afterAll(() => server?.close());

describe('GET /api/customer/sku-list/all', () => {
  it('pages the list newest first', async () => {
    const page = await server.call('skuListAll', { token: merchant, query: { pageNo: 1, pageSize: 3 } });
    expect(page.data).toMatchObject({ total: 8, pageNo: 1, pageSize: 3 });
    expect(page.data.records.map((r: { title: string }) => r.title)).toEqual(['Camping hammock', 'Dry bag 20 l', 'Merino hiking socks']);
  });

  it('filters by repeated states, keyword, goods id, source and dates', async () => {
    expect((await server.call('skuListAll', { token: merchant, query: { states: [3] } })).data.total).toBe(5);
    expect((await server.call('skuListAll', { token: merchant, query: { states: [1, 3] } })).data.total).toBe(8);
    expect((await server.call('skuListAll', { token: merchant, query: { keyword: 'BOTTLE' } })).data.records.map((r: { goodsId: string }) => r.goodsId)).toEqual(['G100201']);
    expect((await server.call('skuListAll', { token: merchant, query: { goods_id: 'G100203' } })).data.records[0].title).toBe('Packable rain jacket');
    expect((await server.call('skuListAll', { token: merchant, query: { thirdFrom: 'shopify' } })).data.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await server.call('skuListAll', { token: merchant, query: { startDate: today, endDate: today } })).data.total).toBe(0);
    expect((await server.call('skuListAll', { token: merchant, query: { endDate: today } })).data.total).toBe(8);
  });

  it('rejects bad filters (9001), no token (40101), a sub-account without the code (40301)', async () => {
    const bad = await server.call('skuListAll', { token: merchant, query: { startDate: 'yesterday-ish' } });
    expect(bad).toMatchObject({ status: 9001, message: 'Invalid input: startDate has the wrong format.' });
    expect((await server.call('skuListAll', { token: merchant, query: { states: ['x'] } })).status).toBe(9001);
    expect((await server.call('skuListAll')).status).toBe(40101);
    expect((await server.call('skuListAll', { token: clerk })).data.total).toBe(8); // the clerk has menu:products:myProducts
  });

  it('shows nothing of another customer', async () => {
    expect((await server.call('skuListAll', { token: staff })).data).toMatchObject({ total: 0, records: [] });
  });
});

describe('editing and removing', () => {
  it('renames an entry of the caller only', async () => {
    const [entry] = (await server.call('skuListAll', { token: merchant, query: { keyword: 'stove' } })).data.records;
    expect((await server.call('skuListProductUpdate', { token: staff, body: { id: entry.id, title: 'Mine now' } })).status).toBe(9002);
    expect((await server.call('skuListProductUpdate', { token: merchant, body: { id: entry.id, title: '' } })).status).toBe(9001);
    expect((await server.call('skuListProductUpdate', { token: clerk, body: { id: entry.id, title: ' Titanium stove ' } })).status).toBe(200);
    expect((await server.call('skuListAll', { token: merchant, query: { goodsId: entry.goodsId } })).data.records[0].title).toBe('Titanium stove');
  });

  it('removes one, some and all entries, never another customer\'s', async () => {
    const { records } = (await server.call('skuListAll', { token: merchant, query: { pageSize: 50 } })).data;
    expect((await server.call('skuListRemove', { token: staff, params: { id: records[0].id } })).status).toBe(9002);
    expect((await server.call('skuListRemove', { token: merchant, params: { id: records[0].id } })).status).toBe(200);
    expect((await server.call('productNum', { token: merchant })).data).toBe(7);
    const selected = await server.call('skuListRemoveSelected', { token: merchant, body: { ids: [records[1].id, records[2].id, 999999] } });
    expect(selected.data).toEqual({ removed: 2 });
    expect((await server.call('skuListRemoveSelected', { token: staff, body: { ids: [records[3].id] } })).data).toEqual({ removed: 0 });
    expect((await server.call('skuListRemoveSelected', { token: merchant, body: { ids: [] } })).status).toBe(9001);
    expect((await server.call('skuListRemoveAll', { token: partner })).data).toEqual({ removed: 0 });
    expect((await server.call('productNum', { token: merchant })).data).toBe(5);
    expect((await server.call('skuListRemoveAll', { token: merchant })).data).toEqual({ removed: 5 });
    expect((await server.call('productNum', { token: merchant })).data).toBe(0);
  });
});
