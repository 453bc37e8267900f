/**
 * The catalogue's other pages over the real server and the seeded demo: suppliers, private products, private
 * inventory (and addPrivateInventory), collect products (known URL → list, unknown → sourcing request), the
 * guide's categories. Each: success, bad input (9001), no token (40101), a sub-account without the code (40301),
 * and another merchant sees none of the demo merchant's rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { signedInServer, type SignedInServer, type TestServer, SERVER_START_MS } from '../../test/harness';
import { privateInventory, privateInventoryEvent, product, sourcingRequest, sourcingRequestEvent, variant, warehouse } from '../../db/schema';
import { addPrivateInventory } from './privateInventory';

let server: TestServer;
let merchant: string;
let viewer: string;
let other: string;
let ownerId: number;
let otherId: number;
let data: SignedInServer['data'];

beforeAll(async () => {
  ({ server, merchant, merchantId: ownerId, viewer, other, otherId, data } = await signedInServer('pages'));
}, SERVER_START_MS);
afterAll(() => server?.close());

describe('GET /api/tenant/supplier/list', () => {
  it('lists suppliers by rating with their product counts, filtered by keyword', async () => {
    const page = await data('catalogueSuppliers', { token: merchant, query: {} });
    expect(page.total).toBe(8);
    const ratings = page.records.map((s: { rating: number }) => s.rating);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    expect(page.records.every((s: { productCount: number }) => s.productCount > 0)).toBe(true);
    const rhein = await data('catalogueSuppliers', { token: merchant, lang: 'tr', query: { keyword: 'rhein' } });
    expect(rhein.records).toEqual([expect.objectContaining({ name: 'Rhein Home GmbH', countryCode: 'DE', countryName: 'Almanya' })]);
    expect((await server.call('catalogueSuppliers', { token: merchant, query: { pageSize: 500 } })).status).toBe(9001);
    expect((await server.call('catalogueSuppliers', { query: {} })).status).toBe(40101);
    expect((await server.call('catalogueSuppliers', { token: viewer, query: {} })).status).toBe(40301);
  });
});

describe('GET /api/tenant/product/private', () => {
  it('answers only the caller\'s private products; another merchant has none and cannot open them', async () => {
    const mine = await data('cataloguePrivate', { token: merchant, query: {} });
    expect(mine.total).toBe(5);
    expect(mine.records.every((r: { spu: string }) => r.spu.startsWith('CJ-PRIV-'))).toBe(true);
    expect((await data('cataloguePrivate', { token: other, query: {} })).total).toBe(0);
    expect((await server.call('catalogueProduct', { token: other, params: { id: mine.records[0].id } })).status).toBe(9002);
    const searchOther = await data('catalogueSearch', { token: other, query: { keyword: 'Trailhead' } });
    expect(searchOther.total).toBe(0);
    expect((await server.call('cataloguePrivate', { token: viewer, query: {} })).status).toBe(40301);
  });
});

describe('private inventory', () => {
  it('lists the owner\'s stock per warehouse, lowest first, with low-stock marks and filters', async () => {
    const page = await data('privateInventoryList', { token: merchant, query: { pageSize: 50 } });
    expect(page.total).toBeGreaterThanOrEqual(14);
    expect(page.records[0].available).toBeLessThanOrEqual(page.records.at(-1).available);
    expect(page.records.filter((r: { low: boolean }) => r.low).length).toBeGreaterThan(0);
    for (const r of page.records) expect(r.low).toBe(r.available <= page.lowStockUnits);
    const low = await data('privateInventoryList', { token: merchant, query: { lowStock: true } });
    expect(low.records.every((r: { low: boolean }) => r.low)).toBe(true);
    const inOne = await data('privateInventoryList', { token: merchant, query: { warehouseId: page.warehouses[0].id } });
    expect(inOne.records.every((r: { warehouseId: number }) => r.warehouseId === page.warehouses[0].id)).toBe(true);
    expect((await data('privateInventoryList', { token: other, query: {} })).total).toBe(0);
    expect((await server.call('privateInventoryList', { token: merchant, query: { lowStock: 'maybe' as unknown as boolean } })).status).toBe(9001);
    expect((await server.call('privateInventoryList', { token: viewer, query: {} })).status).toBe(40301);
  });

  it('addPrivateInventory adds, takes out, refuses going below zero, and writes an event each time', async () => {
    const db = server.services.db;
    const [v] = await db.select({ id: variant.id }).from(variant).limit(1);
    const [house] = await db.select({ id: warehouse.id }).from(warehouse).limit(1);
    const key = { customerId: otherId, variantId: v.id, warehouseId: house.id };
    await db.transaction((tx) => addPrivateInventory(tx, { ...key, quantity: 30, reason: 'stocking order MP1 delivered' }));
    await db.transaction((tx) => addPrivateInventory(tx, { ...key, quantity: 12, reason: 'stocking order MP2 delivered' }));
    expect(await addPrivateInventory(db, { ...key, quantity: -40, reason: 'shipped' })).toMatchObject({ available: 2 });
    await expect(db.transaction((tx) => addPrivateInventory(tx, { ...key, quantity: -3, reason: 'shipped' }))).rejects.toMatchObject({ status: 700 });
    const [row] = await db.select().from(privateInventory).where(and(eq(privateInventory.customerId, otherId), eq(privateInventory.variantId, v.id)));
    expect(row.available).toBe(2);
    const events = await db.select().from(privateInventoryEvent).where(eq(privateInventoryEvent.customerId, otherId));
    expect(events.map((e) => e.quantity)).toEqual([30, 12, -40]);
    expect((await data('privateInventoryList', { token: other, query: {} })).records).toEqual([expect.objectContaining({ variantId: v.id, available: 2, low: true })]);
  });
});

describe('collect products', () => {
  it('adds a catalogue product named by its URL, reports one already listed, and turns an unknown URL into one sourcing request', async () => {
    const db = server.services.db;
    const [known] = await db.select({ id: product.id, spu: product.spu }).from(product)
      .where(and(isNull(product.ownerCustomerId), eq(product.status, 'on_sale'))).orderBy(product.id).limit(1).offset(500);
    const [byLink] = await db.select({ id: product.id }).from(product)
      .where(and(isNull(product.ownerCustomerId), eq(product.status, 'on_sale'))).orderBy(product.id).limit(1).offset(501);
    const unknown = 'https://shop.example.com/item/magnetic-phone-stand';
    const answer = await data('collectProducts', { token: other, body: { urls: [
      `https://cjdropshipping.com/product/insulated-${known.spu.toLowerCase()}.html`, `https://portal.example/products/detail/${byLink.id}`, unknown,
    ] } });
    expect(answer.added.map((a: { productId: number }) => a.productId)).toEqual([known.id, byLink.id]);
    expect(answer.requested).toHaveLength(1);
    const again = await data('collectProducts', { token: other, body: { urls: [`https://x.example/p/${known.spu}`, unknown] } });
    expect(again.listed).toEqual([expect.objectContaining({ productId: known.id, skuListId: answer.added[0].skuListId })]);
    expect(again.requested[0].requestId).toBe(answer.requested[0].requestId);
    const requests = await data('collectRequests', { token: other, query: {} });
    expect(requests.records).toEqual([expect.objectContaining({ sourceUrl: unknown, status: 'submitted', productId: null })]);
    const events = await db.select().from(sourcingRequestEvent).where(eq(sourcingRequestEvent.requestId, answer.requested[0].requestId));
    expect(events.map((e) => e.status)).toEqual(['submitted']);
  });

  it('a URL sourcing already found is a known product; another merchant\'s private product is not', async () => {
    const db = server.services.db;
    const [found] = await db.select().from(sourcingRequest).where(and(eq(sourcingRequest.customerId, ownerId), eq(sourcingRequest.status, 'found')));
    const answer = await data('collectProducts', { token: other, body: { urls: [found.sourceUrl ?? ''] } });
    expect(answer.added.map((a: { productId: number }) => a.productId)).toEqual([found.productId]);
    const [privateOne] = await db.select({ spu: product.spu }).from(product).where(eq(product.ownerCustomerId, ownerId)).limit(1);
    const leaked = await data('collectProducts', { token: other, body: { urls: [`https://x.example/${privateOne.spu}`] } });
    expect(leaked.added).toEqual([]);
    expect(leaked.requested).toHaveLength(1);
  });

  it('shows the demo merchant\'s requests in every status, and refuses bad input, no token and 40301 changing nothing', async () => {
    const mine = await data('collectRequests', { token: merchant, query: {} });
    expect(new Set(mine.records.map((r: { status: string }) => r.status))).toEqual(new Set(['submitted', 'in_progress', 'found', 'not_found', 'canceled']));
    const before = (await server.services.db.select().from(sourcingRequest)).length;
    const bad = await server.call('collectProducts', { token: merchant, body: { urls: ['ftp://nope.example/x'] } });
    expect(bad.status).toBe(9001);
    expect(bad.message).toContain('urls');
    expect((await server.call('collectProducts', { token: merchant, body: { urls: [] } })).status).toBe(9001);
    expect((await server.call('collectProducts', { body: { urls: ['https://a.example/x'] } })).status).toBe(40101);
    expect((await server.call('collectProducts', { token: viewer, body: { urls: ['https://a.example/x'] } })).status).toBe(40301);
    expect((await server.services.db.select().from(sourcingRequest)).length).toBe(before);
  });
});

describe('GET /api/customer/guide/sku/categories', () => {
  it('answers the top categories in the request language', async () => {
    const tops = await data('guideSkuCategories', { token: merchant, lang: 'zh' });
    expect(tops.length).toBe(5);
    expect(tops.every((c: { parentId: number | null }) => c.parentId === null)).toBe(true);
    expect(tops.map((c: { name: string }) => c.name)).toContain('家居厨房');
  });
});
