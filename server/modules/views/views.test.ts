/** Saved views: per user and list, the filter checked against the list's query schema, never another user's. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, SERVER_START_MS } from '../../test/harness';

let server: TestServer;
let merchant: string;
let clerk: string;

beforeAll(async () => {
  server = await startTestServer();
  merchant = await server.login('merchant@demo.shop', 'Merchant#2026');
  clerk = await server.login('clerk@demo.shop', 'Clerk#2026');
}, SERVER_START_MS);
afterAll(() => server?.close());

describe('saved views', () => {
  it('saves, lists, replaces and deletes a named filter and the chosen columns', async () => {
    const saved = await server.call('viewSave', { token: merchant, body: { listKey: 'skuListAll', name: 'Failed this year', filter: { states: ['4'], startDate: '2026-01-01', sort: 'title' }, columns: ['title', 'minPrice'] } });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ name: 'Failed this year', filter: { states: [4], startDate: '2026-01-01', sort: 'title' }, columns: ['title', 'minPrice'] });
    const columns = await server.call('viewSave', { token: merchant, body: { listKey: 'skuListAll', filter: {}, columns: ['title'] } });
    const again = await server.call('viewSave', { token: merchant, body: { listKey: 'skuListAll', filter: {}, columns: ['title', 'state'] } });
    expect(again.data.id).toBe(columns.data.id); // one columns-only row per list
    const list = await server.call('viewList', { token: merchant, query: { listKey: 'skuListAll' } });
    expect(list.data.map((v: { name: string | null }) => v.name)).toEqual([null, 'Failed this year']);
    expect((await server.call('viewSave', { token: merchant, body: { listKey: 'skuListAll', name: 'Failed this year', filter: {}, columns: [] } })).status).toBe(700);
    const renamed = await server.call('viewSave', { token: merchant, body: { id: saved.data.id, listKey: 'skuListAll', name: 'Failed', filter: { states: [4] }, columns: [] } });
    expect(renamed.data).toMatchObject({ id: saved.data.id, name: 'Failed' });
    expect((await server.call('viewDelete', { token: merchant, params: { id: saved.data.id } })).status).toBe(200);
    expect((await server.call('viewDelete', { token: merchant, params: { id: saved.data.id } })).status).toBe(9002);
  });

  it('refuses a filter the list would refuse, naming the field, and bad bodies', async () => {
    expect(await server.call('viewSave', { token: merchant, body: { listKey: 'skuListAll', name: 'x', filter: { states: [9] }, columns: [] } })).toMatchObject({ status: 9001, message: 'Invalid input: filter.states has the wrong format.' });
    expect(await server.call('viewSave', { token: merchant, body: { listKey: 'skuListAll', name: 'x', filter: { password: 'x' }, columns: [] } })).toMatchObject({ status: 9001, message: 'Invalid input: filter.password is not a filter of this list.' });
    expect(await server.call('viewSave', { token: merchant, body: { listKey: 'login', name: 'x', filter: {}, columns: [] } })).toMatchObject({ status: 9001, message: 'Invalid input: listKey is not a list.' });
    expect((await server.call('viewSave', { token: merchant, body: { listKey: 'skuListAll', name: '', filter: {}, columns: [] } })).status).toBe(9001);
    expect((await server.call('viewSave', { token: merchant, body: { listKey: 'skuListAll', name: 'x', filter: {}, columns: ['<script>'] } })).status).toBe(9001);
    expect((await server.call('viewSave', { token: merchant, body: { listKey: 'skuListAll', name: 'x', filter: {}, columns: [], owner: 1 } })).status).toBe(9001);
    expect((await server.call('viewList', { token: merchant, query: { listKey: '../x' } })).status).toBe(9001);
    expect((await server.call('viewList', { query: { listKey: 'skuListAll' } })).status).toBe(40101);
  });

  it('keeps each user\'s views to that user (a sub-account has its own)', async () => {
    const mine = await server.call('viewSave', { token: merchant, body: { listKey: 'skuListAll', name: 'Mine', filter: {}, columns: [] } });
    expect((await server.call('viewList', { token: clerk, query: { listKey: 'skuListAll' } })).data).toEqual([]);
    expect((await server.call('viewDelete', { token: clerk, params: { id: mine.data.id } })).status).toBe(9002);
    expect((await server.call('viewSave', { token: clerk, body: { id: mine.data.id, listKey: 'skuListAll', name: 'Stolen', filter: {}, columns: [] } })).status).toBe(9002);
  });
});
