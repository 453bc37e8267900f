/**
 * My products over the real server: every call with success, bad input (9001 naming the field), no
 * token (40101), another customer's entry (9002) and a sub-account without menu:products:myProducts
 * (40301). Jobs run here through runJob directly; server/modules/jobs/jobs.test.ts runs them on pg-boss.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { startTestServer, type TestServer, SERVER_START_MS } from '../../test/harness';
import { createCustomer } from '../customer/service';
import { createJob, runJob, type ItemWorker } from '../jobs/service';
import { jobWorkers } from '../../jobs/workers';
import { DEMO_LIST_SIZE } from '../../seed/productList';
import { parseCsv, centsOf, fileImportWorker } from './importFile';
import { and, eq, notInArray } from 'drizzle-orm';
import { customer, product, skuList } from '../../db/schema';

let server: TestServer;
let merchant: string;
let clerk: string;
let staff: string;
let viewer: string;
/** Catalogue products not in the demo list yet. */
let free: string[];

const data = async (name: Parameters<TestServer['call']>[0], options: Parameters<TestServer['call']>[1]) => {
  const answer = await server.call(name, options);
  if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${answer.message}`);
  return answer.data;
};
const runJobs = async (jobId: number) => runJob(server.services.db, jobId, jobWorkers);
const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.join(',')).join('\n')).toString('base64');

beforeAll(async () => {
  server = await startTestServer();
  merchant = await server.login('merchant@demo.shop', 'Merchant#2026');
  clerk = await server.login('clerk@demo.shop', 'Clerk#2026');
  staff = await server.login('staff@demo.shop', 'Staff#2026');
  const [owner] = await server.services.db.execute<{ id: number }>("select id from customer where username = 'merchant@demo.shop'" as never).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
  await createCustomer(server.services.db, { username: 'viewer@demo.shop', password: 'Viewer#2026', refId: owner.id, roleName: 'Viewer', permissions: ['menu:order'] });
  viewer = await server.login('viewer@demo.shop', 'Viewer#2026');
  const spus = await server.services.db.select({ spu: product.spu }).from(product)
    .where(and(eq(product.status, 'on_sale'), notInArray(product.spu, server.services.db.select({ g: skuList.goodsId }).from(skuList)))).orderBy(product.id);
  free = spus.map((r) => r.spu);
}, SERVER_START_MS);
afterAll(() => server?.close());

describe('GET /api/customer/sku-list/all', () => {
  it('pages the seeded list newest first, with an exact total and a keyset cursor that continues it', async () => {
    const first = await data('skuListAll', { token: merchant, query: { pageSize: 15 } });
    expect(first).toMatchObject({ total: DEMO_LIST_SIZE, totalIsLowerBound: false, pageNo: 1, pageSize: 15 });
    const times = first.records.map((r: { createdAt: string }) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await data('skuListAll', { token: merchant, query: { pageSize: 15, cursor: first.nextCursor } });
    const offset = await data('skuListAll', { token: merchant, query: { pageSize: 15, pageNo: 2 } });
    expect(second.records.map((r: { id: number }) => r.id)).toEqual(offset.records.map((r: { id: number }) => r.id));
    const last = await data('skuListAll', { token: merchant, query: { pageSize: 15, pageNo: 3 } });
    expect(last.records).toHaveLength(10);
    expect(last.nextCursor).toBeNull();
  });

  it('sorts by price and title both ways, prices in integer cents', async () => {
    const cheap = await data('skuListAll', { token: merchant, query: { sort: 'minPrice', order: 'asc', pageSize: 100 } });
    const prices = cheap.records.map((r: { minPrice: number }) => r.minPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every(Number.isInteger)).toBe(true);
    const titles = (await data('skuListAll', { token: merchant, query: { sort: 'title', order: 'desc', pageSize: 5 } })).records.map((r: { title: string }) => r.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('filters by repeated states, keyword, goods id, source and dates', async () => {
    for (const state of [0, 1, 2, 3, 4]) expect((await data('skuListAll', { token: merchant, query: { states: [state] } })).total).toBe(DEMO_LIST_SIZE / 5);
    expect((await data('skuListAll', { token: merchant, query: { states: [0, 4] } })).total).toBe((DEMO_LIST_SIZE / 5) * 2);
    const [one] = (await data('skuListAll', { token: merchant, query: { pageSize: 1 } })).records;
    expect((await data('skuListAll', { token: merchant, query: { goods_id: one.goodsId } })).records[0].id).toBe(one.id);
    expect((await data('skuListAll', { token: merchant, query: { keyword: one.title.split(' ')[1].toUpperCase() } })).total).toBeGreaterThan(0);
    expect((await data('skuListAll', { token: merchant, query: { thirdFrom: 'file' } })).total).toBe(DEMO_LIST_SIZE / 4);
    expect((await data('skuListAll', { token: merchant, query: { skuProductId: String(one.id) } })).total).toBe(1);
    expect((await data('skuListAll', { token: merchant, query: { startDate: '2001-01-01', endDate: '2001-01-02' } })).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await data('skuListAll', { token: merchant, query: { endDate: today } })).total).toBe(DEMO_LIST_SIZE);
  });

  it('refuses bad filters (9001 naming the field), no token (40101), a sub-account without the code (40301)', async () => {
    expect(await server.call('skuListAll', { token: merchant, query: { startDate: 'yesterday' } })).toMatchObject({ status: 9001, message: 'Invalid input: startDate has the wrong format.' });
    expect((await server.call('skuListAll', { token: merchant, query: { states: ['x'] } })).status).toBe(9001);
    expect((await server.call('skuListAll', { token: merchant, query: { states: [7] } })).status).toBe(9001);
    expect((await server.call('skuListAll', { token: merchant, query: { sort: 'password' } })).status).toBe(9001);
    expect((await server.call('skuListAll', { token: merchant, query: { pageSize: 1000 } })).status).toBe(9001);
    expect(await server.call('skuListAll', { token: merchant, query: { cursor: 'not-a-cursor' } })).toMatchObject({ status: 9001, message: 'Invalid input: cursor has the wrong format.' });
    expect((await server.call('skuListAll')).status).toBe(40101);
    expect((await server.call('skuListAll', { token: viewer })).status).toBe(40301);
    expect((await data('skuListAll', { token: clerk, query: {} })).total).toBe(DEMO_LIST_SIZE); // the clerk has the code, works on the merchant's list
    expect(await data('skuListAll', { token: staff, query: {} })).toMatchObject({ total: 0, records: [] });
  });
});

describe('an entry: read and edit', () => {
  let entry: { id: number; availableImages: string[]; images: string[]; variants: Array<{ id: number; sellPrice: number; compareAtPrice: number | null; enabled: boolean }> };
  beforeAll(async () => {
    const [first] = (await data('skuListAll', { token: merchant, query: { pageSize: 1 } })).records;
    entry = await data('skuListEntry', { token: merchant, params: { id: first.id } });
  });

  it('reads the entry with its variants, images and chosen images', async () => {
    expect(entry.variants.length).toBeGreaterThanOrEqual(4);
    expect(entry.availableImages).toHaveLength(3);
    expect(entry.images[0]).toMatch(/^\/api\/media\/products\/\d+\/1\.svg$/);
    expect(await data('skuListImages', { token: clerk, params: { id: entry.id } })).toEqual(entry.images);
    const variants = await data('skuListVariants', { token: merchant, params: { id: entry.id, countryId: 232 }, query: { weight: 500 } });
    expect(variants[0]).toMatchObject({ weight: 500, shippingCost: null });
    for (const call of ['skuListEntry', 'skuListImages'] as const) {
      expect((await server.call(call, { token: staff, params: { id: entry.id } })).status).toBe(9002);
      expect((await server.call(call, { token: viewer, params: { id: entry.id } })).status).toBe(40301);
      expect((await server.call(call, { params: { id: entry.id } })).status).toBe(40101);
      expect((await server.call(call, { token: merchant, params: { id: 'abc' } })).status).toBe(9001);
    }
    expect((await server.call('skuListVariants', { token: staff, params: { id: entry.id, countryId: 232 } })).status).toBe(9002);
  });

  it('the generated image is an SVG at a stable URL', async () => {
    const image = await server.app.inject({ url: entry.images[0] });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toBe((await server.app.inject({ url: entry.images[0] })).body);
    expect((await server.app.inject({ url: '/api/media/products/1/x.svg' })).statusCode).toBe(404);
  });

  it('edits title, description and the order of the images; refuses bad ones and saves nothing', async () => {
    expect(await server.call('skuListProductUpdate', { token: merchant, body: { id: entry.id, title: '   ' } })).toMatchObject({ status: 9001, message: 'Invalid input: title is required.' });
    expect((await server.call('skuListProductUpdate', { token: merchant, body: { id: entry.id, title: 'x'.repeat(256) } })).status).toBe(9001);
    expect((await server.call('skuListProductUpdate', { token: merchant, body: { id: entry.id, title: 'Mine', extra: 1 } })).status).toBe(9001);
    expect((await server.call('skuListProductUpdate', { token: staff, body: { id: entry.id, title: 'Mine now' } })).status).toBe(9002);
    expect((await server.call('skuListProductUpdate', { token: viewer, body: { id: entry.id, title: 'Mine now' } })).status).toBe(40301);
    expect((await server.call('skuListProductUpdate', { body: { id: entry.id, title: 'Mine now' } })).status).toBe(40101);
    await data('skuListProductUpdate', { token: clerk, body: { id: entry.id, title: ' Titanium stove ' } });
    await data('skuListDescriptionUpdate', { token: merchant, body: { id: entry.id, description: '<p>Light.</p>' } });
    expect((await server.call('skuListDescriptionUpdate', { token: merchant, body: { id: entry.id, description: 'x'.repeat(50_001) } })).status).toBe(9001);
    expect((await server.call('skuListDescriptionUpdate', { token: staff, body: { id: entry.id, description: 'x' } })).status).toBe(9002);
    const reversed = [...entry.availableImages].reverse();
    await data('skuListImagesUpdate', { token: merchant, body: { id: entry.id, images: reversed } });
    expect(await server.call('skuListImagesUpdate', { token: merchant, body: { id: entry.id, images: ['https://evil.example/x.png'] } })).toMatchObject({ status: 9001, message: 'Invalid input: images.0 is not an image of this product.' });
    expect((await server.call('skuListImagesUpdate', { token: merchant, body: { id: entry.id, images: [] } })).status).toBe(9001);
    expect((await server.call('skuListImagesUpdate', { token: staff, body: { id: entry.id, images: reversed } })).status).toBe(9002);
    const after = await data('skuListEntry', { token: merchant, params: { id: entry.id } });
    expect(after).toMatchObject({ title: 'Titanium stove', descriptionHtml: '<p>Light.</p>', images: reversed, image: reversed[0] });
  });

  it('edits variants: compare-at >= sell or null, one enabled at least, sell >= 0; each refusal names the field', async () => {
    const [a, b] = entry.variants;
    const others = entry.variants.slice(2).map((v) => ({ id: v.id, sellPrice: v.sellPrice, compareAtPrice: null, enabled: false }));
    await data('skuListVariantsUpdate', { token: merchant, body: { id: entry.id, variants: [{ id: a.id, sellPrice: 1999, compareAtPrice: 2999, enabled: true }, { id: b.id, sellPrice: 500, compareAtPrice: null, enabled: true }, ...others] } });
    const row = (await data('skuListAll', { token: merchant, query: { skuProductId: String(entry.id) } })).records[0];
    expect(row).toMatchObject({ minPrice: 500, maxPrice: 1999 });
    expect(await server.call('skuListVariantsUpdate', { token: merchant, body: { id: entry.id, variants: [{ id: a.id, sellPrice: 1999, compareAtPrice: 1000, enabled: true }] } }))
      .toMatchObject({ status: 9001, message: 'Invalid input: variants.0.compareAtPrice must not be below the sell price.' });
    expect(await server.call('skuListVariantsUpdate', { token: merchant, body: { id: entry.id, variants: [{ id: a.id, sellPrice: 1, compareAtPrice: null, enabled: false }, { id: b.id, sellPrice: 1, compareAtPrice: null, enabled: false }] } }))
      .toMatchObject({ status: 9001, message: 'Invalid input: variants must keep at least one variant enabled.' });
    expect((await server.call('skuListVariantsUpdate', { token: merchant, body: { id: entry.id, variants: [{ id: a.id, sellPrice: -1, compareAtPrice: null, enabled: true }] } })).message).toMatch(/^Invalid input: variants\/?\.?0\.?\/?sellPrice|^Invalid input: .*sellPrice/);
    expect((await server.call('skuListVariantsUpdate', { token: merchant, body: { id: entry.id, variants: [{ id: a.id, sellPrice: 12.5, compareAtPrice: null, enabled: true }] } })).status).toBe(9001);
    expect(await server.call('skuListVariantsUpdate', { token: merchant, body: { id: entry.id, variants: [{ id: 999999, sellPrice: 1, compareAtPrice: null, enabled: true }] } }))
      .toMatchObject({ status: 9001, message: 'Invalid input: variants.0.id is not a variant of this product.' });
    expect((await server.call('skuListVariantsUpdate', { token: staff, body: { id: entry.id, variants: [{ id: a.id, sellPrice: 1, compareAtPrice: null, enabled: true }] } })).status).toBe(9002);
    expect((await server.call('skuListVariantsUpdate', { token: viewer, body: { id: entry.id, variants: [{ id: a.id, sellPrice: 1, compareAtPrice: null, enabled: true }] } })).status).toBe(40301);
    // Nothing of the refused edits was saved.
    expect((await data('skuListAll', { token: merchant, query: { skuProductId: String(entry.id) } })).records[0]).toMatchObject({ minPrice: 500, maxPrice: 1999 });
  });
});

describe('a 9001 names its field in data.field (the form kit shows it there)', () => {
  it('for closed-schema refusals of the body and the query, and for the services\' own rules', async () => {
    const [first] = (await data('skuListAll', { token: merchant, query: { pageSize: 1 } })).records;
    const field = async (name: Parameters<TestServer['call']>[0], options: Parameters<TestServer['call']>[1]) => {
      const answer = await server.call(name, options);
      expect(answer.status).toBe(9001);
      return answer.data?.field;
    };
    expect(await field('skuListProductUpdate', { token: merchant, body: { id: first.id, title: 'x'.repeat(256) } })).toBe('title');
    expect(await field('skuListProductUpdate', { token: merchant, body: { id: first.id, title: 'Mine', extra: 1 } })).toBe('extra');
    expect(await field('skuListProductUpdate', { token: merchant, body: { id: first.id } })).toBe('title');
    expect(await field('skuListProductUpdate', { token: merchant, body: { id: first.id, title: '   ' } })).toBe('title');
    expect(await field('skuListAll', { token: merchant, query: { pageSize: 1000 } })).toBe('pageSize');
    expect(await field('skuListAll', { token: merchant, query: { startDate: 'yesterday' } })).toBe('startDate');
    expect(await field('viewSave', { token: merchant, body: { listKey: 'skuListAll', name: 'x', filter: { password: 'x' }, columns: [] } })).toBe('filter.password');
    // Nothing to name: the whole body is not JSON.
    const raw = await server.app.inject({ method: 'POST', url: '/api/customer/views', headers: { authorization: `Bearer ${merchant}`, 'content-type': 'application/json' }, payload: '{' });
    expect(raw.json()).toMatchObject({ status: 9001, data: null });
  });
});

describe('importing', () => {
  it('adds one catalogue product; twice is a 700; an unknown one 9002; bad codes 9001', async () => {
    const item = await data('skuListImport', { token: merchant, body: { goodsId: free[0] } });
    expect(item).toMatchObject({ goodsId: free[0], state: 0, thirdFrom: 'catalogue' });
    expect((await server.call('skuListImport', { token: merchant, body: { goodsId: free[0] } })).status).toBe(700);
    expect((await server.call('skuListImport', { token: merchant, body: { goodsId: 'CJ-NOPE-999999' } })).status).toBe(9002);
    expect((await server.call('skuListImport', { token: merchant, body: { goodsId: 'drop table' } })).status).toBe(9001);
    expect((await server.call('skuListImport', { token: viewer, body: { goodsId: free[1] } })).status).toBe(40301);
    expect((await server.call('skuListImport', { body: { goodsId: free[1] } })).status).toBe(40101);
  });

  it('imports many catalogue products as a job with a result per product', async () => {
    const job = await data('batchImportSkuList', { token: merchant, body: { goodsIds: [free[2], free[3], 'CJ-NONE-000001'] } });
    expect(job).toMatchObject({ kind: 'skuListImportCatalogue', state: 'queued', total: 3, queued: 3 });
    expect((await server.call('batchImportSkuList', { token: clerk, body: { goodsIds: [free[4]] } })).status).toBe(40301); // the clerk lacks import:batch
    await runJobs(job.id);
    expect(await data('jobStatus', { token: merchant, params: { id: job.id } })).toMatchObject({ state: 'partially_failed', succeeded: 2, failed: 1, queued: 0 });
    const failed = await data('jobItems', { token: merchant, params: { id: job.id }, query: { states: ['failed'] } });
    expect(failed.records[0]).toMatchObject({ seq: 3, errorCode: 'server.import.unknownSpu', errorField: 'spu' });
    expect((await server.call('jobStatus', { token: staff, params: { id: job.id } })).status).toBe(9002);
    expect((await server.call('jobStatus', { token: clerk, params: { id: job.id } })).status).toBe(9002); // a kind the clerk may not see
  });

  it('gives a template in CSV and XLSX whose headers are the import columns', async () => {
    const csvTemplate = await data('skuListImportTemplate', { token: merchant, query: { format: 'csv' } });
    expect(parseCsv(Buffer.from(csvTemplate.contentBase64, 'base64').toString())[0]).toEqual(['spu', 'title', 'sellPrice', 'compareAtPrice']);
    const xlsx = await data('skuListImportTemplate', { token: merchant, query: { format: 'xlsx' } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(xlsx.contentBase64, 'base64') as unknown as ArrayBuffer);
    expect(book.worksheets[0].getRow(1).values).toEqual([undefined, 'spu', 'title', 'sellPrice', 'compareAtPrice']);
    expect((await server.call('skuListImportTemplate', { token: merchant, query: { format: 'pdf' } })).status).toBe(9001);
    expect((await server.call('skuListImportTemplate', { token: viewer, query: { format: 'csv' } })).status).toBe(40301);
  });

  it('imports a file as a job: bad rows named by row and column, retried after fixing them or uploading a corrected file', async () => {
    const rows = [['spu', 'title', 'sellPrice', 'compareAtPrice'],
      [free[5], 'Linen shirt', '19.99', '29.99'], // row 2: fine
      [free[6], '', '12.5', '10'], //                 row 3: compare-at below sell
      ['', 'No code', '', ''], //                              row 4: spu missing
      [free[7], 'Bad price', 'abc', ''], //           row 5: sellPrice
      [free[8], '', '', '']]; //                      row 6: fine, suggested prices
    const job = await data('skuListImportFile', { token: merchant, body: { fileName: 'products.csv', contentBase64: csv(rows) } });
    expect(job).toMatchObject({ kind: 'skuListImportFile', label: 'products.csv', total: 5 });
    await runJobs(job.id);
    expect(await data('jobStatus', { token: merchant, params: { id: job.id } })).toMatchObject({ state: 'partially_failed', succeeded: 2, failed: 3 });
    const failed = (await data('jobItems', { token: merchant, params: { id: job.id }, query: { states: ['failed'] } })).records;
    expect(failed.map((i: { seq: number; errorField: string }) => [i.seq, i.errorField])).toEqual([[3, 'compareAtPrice'], [4, 'spu'], [5, 'sellPrice']]);
    expect(failed[0].message).toBe('Row 3: compareAtPrice must not be below sellPrice.');
    const imported = (await data('skuListAll', { token: merchant, query: { goodsId: free[5] } })).records[0];
    expect(imported).toMatchObject({ title: 'Linen shirt', minPrice: 1999, thirdFrom: 'file' });

    // Fix row 3 in place; rows 4 and 5 come back with a corrected file.
    const retried = await data('jobRetry', { token: merchant, params: { id: job.id }, body: { fixes: [{ itemId: failed[0].id, input: { spu: free[6], sellPrice: '12.50', compareAtPrice: '15' } }] } });
    expect(retried).toMatchObject({ state: 'queued', queued: 3, succeeded: 2 });
    await runJobs(job.id);
    expect(await data('jobStatus', { token: merchant, params: { id: job.id } })).toMatchObject({ succeeded: 3, failed: 2 });
    const corrected = [...rows];
    corrected[3] = [free[9], 'Now with a code', '', ''];
    corrected[4] = [free[7], 'Good price', '9.90', ''];
    const again = await data('skuListImportFile', { token: merchant, body: { fileName: 'products-fixed.csv', contentBase64: csv(corrected), retryJobId: job.id } });
    expect(again.id).toBe(job.id);
    await runJobs(job.id);
    expect(await data('jobStatus', { token: merchant, params: { id: job.id } })).toMatchObject({ state: 'done', succeeded: 5, failed: 0, total: 5 });
    // Rows done before were not done again (one entry each).
    expect((await data('skuListAll', { token: merchant, query: { goodsId: free[5] } })).total).toBe(1);
    const records = await data('jobList', { token: merchant, query: { kind: 'skuListImportFile' } });
    expect(records.records[0]).toMatchObject({ id: job.id, label: 'products.csv' });
  });

  it('reads XLSX files too, and refuses unreadable or headerless files with a 9001', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('x');
    sheet.addRow(['SPU', 'sellPrice']);
    sheet.addRow([free[10], 7.5]);
    const content = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    const job = await data('skuListImportFile', { token: merchant, body: { fileName: 'p.xlsx', contentBase64: content } });
    await runJobs(job.id);
    expect(await data('jobStatus', { token: merchant, params: { id: job.id } })).toMatchObject({ state: 'done', succeeded: 1 });
    expect((await data('skuListAll', { token: merchant, query: { goodsId: free[10] } })).records[0].minPrice).toBe(750);
    expect(await server.call('skuListImportFile', { token: merchant, body: { fileName: 'p.xlsx', contentBase64: 'AAAA' } })).toMatchObject({ status: 9001, message: 'Invalid input: contentBase64 cannot be read as a CSV or XLSX file.' });
    expect(await server.call('skuListImportFile', { token: merchant, body: { fileName: 'p.csv', contentBase64: csv([['title'], ['x']]) } })).toMatchObject({ status: 9001, message: 'Invalid input: spu is a required column of the file (first row).' });
    expect((await server.call('skuListImportFile', { token: merchant, body: { fileName: 'p.exe', contentBase64: 'AAAA' } })).status).toBe(9001);
    expect((await server.call('skuListImportFile', { token: merchant, body: { fileName: 'p.csv', contentBase64: 'A'.repeat(950_001) } })).status).toBe(9001);
    expect((await server.call('skuListImportFile', { token: staff, body: { fileName: 'p.csv', contentBase64: csv([['spu'], ['CJ-HOME-000001']]), retryJobId: job.id } })).status).toBe(9002);
  });

  it('reads amounts as integer cents', () => {
    expect([centsOf('12.34'), centsOf('12.3'), centsOf('7'), centsOf(''), centsOf('-1'), centsOf('1.234')]).toEqual([1234, 1230, 700, undefined, Number.NaN, Number.NaN]);
  });
});

describe('removing', () => {
  it('removes one, some (skipping others\' ids) and, past 100 rows, runs a job', async () => {
    const { records } = await data('skuListAll', { token: merchant, query: { pageSize: 5 } });
    expect((await server.call('skuListRemove', { token: staff, params: { id: records[0].id } })).status).toBe(9002);
    expect((await server.call('skuListRemove', { token: viewer, params: { id: records[0].id } })).status).toBe(40301);
    const before = await data('productNum', { token: merchant });
    await data('skuListRemove', { token: merchant, params: { id: records[0].id } });
    expect((await server.call('skuListRemove', { token: merchant, params: { id: records[0].id } })).status).toBe(9002);
    expect(await data('skuListRemoveSelected', { token: clerk, body: { ids: [records[1].id, records[2].id, 999999] } })).toEqual({ removed: 2, jobId: null });
    expect(await data('skuListRemoveSelected', { token: staff, body: { ids: [records[3].id] } })).toEqual({ removed: 0, jobId: null });
    expect((await server.call('skuListRemoveSelected', { token: merchant, body: { ids: [] } })).status).toBe(9001);
    expect((await server.call('skuListRemoveSelected', { token: merchant, body: { ids: [records[3].id, records[3].id] } })).status).toBe(9001);
    expect(await data('productNum', { token: merchant })).toBe(before - 3);
    const background = await data('skuListRemoveBackground', { token: merchant, params: { id: records[3].id } });
    expect(background.jobId).toBeGreaterThan(0);
    await runJobs(background.jobId);
    expect(await data('productNum', { token: merchant })).toBe(before - 4);
    expect((await server.call('skuListRemoveBackground', { token: staff, params: { id: records[4].id } })).status).toBe(9002);

    // Past REMOVE_INLINE_MAX: a job of 50-entry items.
    const job = await data('batchImportSkuList', { token: merchant, body: { goodsIds: free.slice(20, 140) } });
    await runJobs(job.id);
    const count = await data('productNum', { token: merchant });
    expect(await data('skuListRemoveAll', { token: staff })).toEqual({ removed: 0, jobId: null });
    expect(count).toBeGreaterThan(100);
    const all = await data('skuListRemoveAll', { token: merchant });
    expect(all).toMatchObject({ removed: 0, jobId: expect.any(Number) });
    await runJobs(all.jobId);
    expect(await data('jobStatus', { token: merchant, params: { id: all.jobId } })).toMatchObject({ state: 'done', total: Math.ceil(count / 50) });
    expect(await data('productNum', { token: merchant })).toBe(0);
  });
});

describe('import speed (a figure printed, not asserted)', () => {
  it('imports a 2,000-row file with 50 bad rows in batches, each row with its own result', async () => {
    const spus = free.slice(0, 2000);
    expect(spus).toHaveLength(2000);
    const bad = new Set(Array.from({ length: 50 }, (_, k) => k * 40 + 7));
    const rows = [['spu', 'title', 'sellPrice', 'compareAtPrice'], ...spus.map((spu, i) => [spu, `Imported ${i}`, bad.has(i) ? 'twelve' : '12.50', ''])];
    const job = await data('skuListImportFile', { token: merchant, body: { fileName: 'speed.csv', contentBase64: csv(rows) } });
    const started = performance.now();
    await runJobs(job.id);
    const seconds = (performance.now() - started) / 1000;
    expect(await data('jobStatus', { token: merchant, params: { id: job.id } })).toMatchObject({ state: 'partially_failed', total: 2000, succeeded: 1950, failed: 50 });
    const failed = (await data('jobItems', { token: merchant, params: { id: job.id }, query: { states: ['failed'], pageSize: 100 } })).records;
    expect(failed.map((i: { seq: number; errorField: string }) => [i.seq, i.errorField])).toEqual([...bad].map((i) => [i + 2, 'sellPrice']));
    const one = (await data('skuListAll', { token: merchant, query: { goodsId: spus[0] } })).records[0];
    expect(one).toMatchObject({ title: 'Imported 0', minPrice: 1250, maxPrice: 1250, thirdFrom: 'file' });
    expect(one.variantCount).toBeGreaterThan(0);

    // The same rows one at a time (the runner's path without the batch), for another account, to compare.
    const [other] = await server.services.db.select({ id: customer.id }).from(customer).where(eq(customer.username, 'staff@demo.shop'));
    const sample = rows.slice(1, 201).map((cells, i) => ({ seq: i + 2, input: { spu: cells[0], title: cells[1], sellPrice: cells[2], compareAtPrice: cells[3] } }));
    const single = await server.services.db.transaction((tx) => createJob(tx, { requestRun: async () => undefined }, {
      customerId: other.id, createdBy: other.id, kind: 'skuListImportFile', label: 'one at a time', items: sample,
    }));
    const oneByOne: ItemWorker = (tx, jobRow, item) => fileImportWorker(tx, jobRow, item);
    const t0 = performance.now();
    await runJob(server.services.db, single.id, { ...jobWorkers, skuListImportFile: oneByOne });
    const singleSeconds = (performance.now() - t0) / 1000;
    expect(await data('jobStatus', { token: staff, params: { id: single.id } })).toMatchObject({ succeeded: 195, failed: 5 });
    console.log(`product import: 2,000 rows in ${seconds.toFixed(1)} s = ${Math.round(2000 / seconds)} rows/s in batches of ${fileImportWorker.batchSize}; `
      + `one row at a time: 200 rows in ${singleSeconds.toFixed(1)} s = ${Math.round(200 / singleSeconds)} rows/s`);
  }, 600_000);
});
