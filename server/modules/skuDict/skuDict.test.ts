/**
 * The merchant's own SKU codes (sku-customer-dict) over the real server and the seeded demo: list the list's
 * variants with their codes, set / move / remove codes in one save, refuse a code twice (9001 naming
 * items.N.customerSku) and a variant of another merchant's private product (9002), nothing changed; permission
 * (40301), no token (40101); another merchant sees none of the codes; customerSkusOf answers what orders show.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer, SERVER_START_MS } from '../../test/harness';
import { createCustomer } from '../customer/service';
import { customer, product, skuCustomerDict, variant } from '../../db/schema';
import { customerSkusOf } from './service';

let server: TestServer;
let merchant: string;
let viewer: string;
let other: string;
let ownerId: number;
let otherId: number;

const data = async (name: Parameters<TestServer['call']>[0], options: Parameters<TestServer['call']>[1]) => {
  const answer = await server.call(name, options);
  if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${answer.message}`);
  return answer.data;
};
const codes = async (id: number) => (await server.services.db.select().from(skuCustomerDict).where(eq(skuCustomerDict.customerId, id))).map((r) => `${r.variantId}:${r.customerSku}`).sort();

beforeAll(async () => {
  server = await startTestServer();
  merchant = await server.login('merchant@demo.shop', 'Merchant#2026');
  const [owner] = await server.services.db.select({ id: customer.id }).from(customer).where(eq(customer.username, 'merchant@demo.shop'));
  ownerId = owner.id;
  await createCustomer(server.services.db, { username: 'dict-viewer@demo.shop', password: 'Viewer#2026', refId: owner.id, roleName: 'Viewer', permissions: ['menu:order'] });
  viewer = await server.login('dict-viewer@demo.shop', 'Viewer#2026');
  await createCustomer(server.services.db, { username: 'dict-other@demo.shop', password: 'Other#2026' });
  other = await server.login('dict-other@demo.shop', 'Other#2026');
  [{ id: otherId }] = await server.services.db.select({ id: customer.id }).from(customer).where(eq(customer.username, 'dict-other@demo.shop'));
}, SERVER_START_MS);
afterAll(() => server?.close());

describe('sku-customer-dict', () => {
  it('lists the list\'s variants with the seeded codes; filters by keyword and "without a code"', async () => {
    const page = await data('skuCustomerDictAll', { token: merchant, query: {} });
    expect(page.coded).toBe(8);
    expect(page.total).toBeGreaterThan(8);
    const coded = await data('skuCustomerDictAll', { token: merchant, query: { keyword: 'TH-1001' } });
    expect(coded.records).toEqual([expect.objectContaining({ customerSku: 'TH-1001' })]);
    const missing = await data('skuCustomerDictAll', { token: merchant, query: { missingOnly: true } });
    expect(missing.total).toBe(page.total - 8);
    expect(missing.records.every((r: { customerSku: string | null }) => r.customerSku === null)).toBe(true);
    expect((await data('skuCustomerDictAll', { token: other, query: {} })).total).toBe(0);
    expect((await server.call('skuCustomerDictAll', { token: merchant, query: { pageSize: 101 } })).status).toBe(9001);
    expect((await server.call('skuCustomerDictAll', { query: {} })).status).toBe(40101);
    expect((await server.call('skuCustomerDictAll', { token: viewer, query: {} })).status).toBe(40301);
  });

  it('sets, swaps and removes codes in one save; refuses duplicates and bad codes naming the item, changing nothing', async () => {
    const page = await data('skuCustomerDictAll', { token: merchant, query: { pageSize: 100 } });
    const [a, b] = page.records.filter((r: { customerSku: string | null }) => r.customerSku !== null);
    const [c] = page.records.filter((r: { customerSku: string | null }) => r.customerSku === null);
    const before = await codes(ownerId);
    const refused = async (items: object[], field: string, status = 9001) => {
      const answer = await server.call('skuCustomerDictSave', { token: merchant, body: { items } });
      expect(answer.status).toBe(status);
      if (status === 9001) expect(answer.data).toEqual({ field });
      expect(await codes(ownerId)).toEqual(before);
    };
    await refused([{ variantId: c.variantId, customerSku: a.customerSku.toLowerCase() }], 'items.0.customerSku');
    await refused([{ variantId: c.variantId, customerSku: 'NEW-1' }, { variantId: b.variantId, customerSku: 'new-1' }], 'items.1.customerSku');
    await refused([{ variantId: c.variantId, customerSku: 'has space' }], 'items.0.customerSku');
    await refused([{ variantId: c.variantId, customerSku: 'X-1' }, { variantId: c.variantId, customerSku: 'X-2' }], 'items.1.variantId');
    const [secret] = await server.services.db.insert(product).values({
      spu: 'CJ-PRIV-DICT01', title: { en: 'Secret', zh: '秘密', tr: 'Gizli' }, categoryId: 1, supplierId: 1, images: [], ownerCustomerId: otherId,
    }).returning();
    const [secretVariant] = await server.services.db.insert(variant).values({ productId: secret.id, sku: 'CJ-PRIV-DICT01-01', optionValues: [], costPrice: 100, suggestedPrice: 200, weightGrams: 10, lengthMm: 1, widthMm: 1, heightMm: 1 }).returning();
    await refused([{ variantId: secretVariant.id, customerSku: 'MINE-1' }], '', 9002);

    // Swap a's and b's codes, give c one, in one save.
    const saved = await data('skuCustomerDictSave', { token: merchant, body: { items: [
      { variantId: a.variantId, customerSku: b.customerSku }, { variantId: b.variantId, customerSku: a.customerSku }, { variantId: c.variantId, customerSku: 'TH-NEW-9' },
    ] } });
    expect(saved).toEqual({ saved: 3, removed: 0 });
    const map = await customerSkusOf(server.services.db, ownerId, [a.variantId, b.variantId, c.variantId]);
    expect([map.get(a.variantId), map.get(b.variantId), map.get(c.variantId)]).toEqual([b.customerSku, a.customerSku, 'TH-NEW-9']);
    expect(await data('skuCustomerDictSave', { token: merchant, body: { items: [{ variantId: c.variantId, customerSku: '' }] } })).toEqual({ saved: 0, removed: 1 });
    expect((await customerSkusOf(server.services.db, ownerId, [c.variantId])).size).toBe(0);
    expect((await customerSkusOf(server.services.db, otherId, [a.variantId])).size).toBe(0);
    expect((await server.call('skuCustomerDictSave', { token: viewer, body: { items: [{ variantId: c.variantId, customerSku: 'V' }] } })).status).toBe(40301);
    expect((await server.call('skuCustomerDictSave', { token: merchant, body: { items: [] } })).status).toBe(9001);
  });
});
