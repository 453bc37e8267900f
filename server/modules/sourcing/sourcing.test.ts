/**
 * Sourcing over the real server and the seeded demo: the merchant asks (URL, image, description), lists with
 * status counts, opens the timeline, cancels; staff take and answer found / not found; the merchant adds the
 * found product to the list priced by the store's rule; AliExpress import (known → list, unknown → request);
 * the sample address. Each call: bad input 9001 naming the field, no token 40101, a sub-account without the
 * code 40301, a merchant (not staff) on the staff calls 40301, another customer's request 9002.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer, SERVER_START_MS } from '../../test/harness';
import { createCustomer } from '../customer/service';
import { customer, priceRule, product, skuList, skuListVariant, sourcingRequest, sourcingRequestEvent, store, variant } from '../../db/schema';
import { priceFor } from '../priceRules/priceFor';

let server: TestServer;
let merchant: string;
let viewer: string;
let other: string;
let staff: string;
let ownerId: number;

const data = async (name: Parameters<TestServer['call']>[0], options: Parameters<TestServer['call']>[1]) => {
  const answer = await server.call(name, options);
  if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${answer.message}`);
  return answer.data;
};
const PNG = `data:image/png;base64,${'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='}`;

beforeAll(async () => {
  server = await startTestServer();
  merchant = await server.login('merchant@demo.shop', 'Merchant#2026');
  staff = await server.login('staff@demo.shop', 'Staff#2026');
  const [owner] = await server.services.db.select({ id: customer.id }).from(customer).where(eq(customer.username, 'merchant@demo.shop'));
  ownerId = owner.id;
  await createCustomer(server.services.db, { username: 'sourcing-viewer@demo.shop', password: 'Viewer#2026', refId: owner.id, roleName: 'Viewer', permissions: ['menu:order'] });
  viewer = await server.login('sourcing-viewer@demo.shop', 'Viewer#2026');
  await createCustomer(server.services.db, { username: 'sourcing-other@demo.shop', password: 'Other#2026' });
  other = await server.login('sourcing-other@demo.shop', 'Other#2026');
}, SERVER_START_MS);
afterAll(() => server?.close());

describe('the merchant\'s sourcing requests', () => {
  it('lists the seeded requests, one in every status, with counts, a keyword and a status tab', async () => {
    const page = await data('sourcingList', { token: merchant, query: {} });
    expect(page.counts).toEqual({ submitted: 1, in_progress: 1, found: 1, not_found: 1, canceled: 1 });
    expect(page.total).toBe(5);
    const found = await data('sourcingList', { token: merchant, query: { status: 'found' } });
    expect(found.records).toEqual([expect.objectContaining({ title: 'Insulated bottle 1 l', quotedPriceCents: 455, product: expect.objectContaining({ spu: expect.stringMatching(/^CJ-/) }) })]);
    expect((await data('sourcingList', { token: merchant, query: { keyword: 'spork' } })).records).toHaveLength(1);
    expect((await server.call('sourcingList', { token: merchant, query: { status: 'lost' } })).status).toBe(9001);
    expect((await server.call('sourcingList', { query: {} })).status).toBe(40101);
    expect((await server.call('sourcingList', { token: viewer, query: {} })).status).toBe(40301);
    expect((await data('sourcingList', { token: other, query: {} })).total).toBe(0);
  });

  it('creates by URL, image and description; refuses what each way lacks, naming the field, and writes nothing', async () => {
    const before = (await server.services.db.select().from(sourcingRequest)).length;
    const refused = async (body: object, field: string) => {
      const answer = await server.call('sourcingCreate', { token: merchant, body });
      expect(answer.status, JSON.stringify(body)).toBe(9001);
      expect(answer.data).toEqual({ field });
    };
    await refused({ channel: 'url', title: 'Camp stool' }, 'sourceUrl');
    await refused({ channel: 'image', title: 'Camp stool' }, 'imageData');
    await refused({ channel: 'description', title: 'Camp stool', description: 'short' }, 'description');
    await refused({ channel: 'url', title: '  ', sourceUrl: 'https://example.com/stool' }, 'title');
    await refused({ channel: 'url', title: 'Camp stool', sourceUrl: 'ftp://example.com/stool' }, 'sourceUrl');
    await refused({ channel: 'image', title: 'Camp stool', imageData: 'data:text/html;base64,PGgxPg==' }, 'imageData');
    await refused({ channel: 'url', title: 'Camp stool', sourceUrl: 'https://example.com/stool', targetPriceCents: 0 }, 'targetPriceCents');
    await refused({ channel: 'url', title: 'Camp stool', sourceUrl: 'https://example.com/stool', extra: 1 }, 'extra');
    expect((await server.services.db.select().from(sourcingRequest)).length).toBe(before);

    const byUrl = await data('sourcingCreate', { token: merchant, body: { channel: 'url', title: 'Camp stool', sourceUrl: 'https://example.com/stool', targetPriceCents: 900, quantity: 100 } });
    const byImage = await data('sourcingCreate', { token: merchant, body: { channel: 'image', title: 'Folding cup', imageData: PNG } });
    const byText = await data('sourcingCreate', { token: merchant, body: { channel: 'description', title: 'Tent pegs', description: 'Aluminium Y-pegs, 18 cm, red heads, set of 10.' } });
    const detail = await data('sourcingDetail', { token: merchant, params: { id: byImage.id } });
    expect(detail).toEqual(expect.objectContaining({ channel: 'image', hasImage: true, imageData: PNG, status: 'submitted', sourceUrl: null }));
    expect(detail.events).toEqual([expect.objectContaining({ status: 'submitted', by: 'merchant' })]);
    expect((await data('sourcingDetail', { token: merchant, params: { id: byUrl.id } })).targetPriceCents).toBe(900);
    expect((await data('sourcingDetail', { token: merchant, params: { id: byText.id } })).description).toContain('Y-pegs');
    expect((await server.call('sourcingCreate', { token: viewer, body: { channel: 'url', title: 'Camp stool', sourceUrl: 'https://example.com/x' } })).status).toBe(40301);
  });

  it('hides another customer\'s request (9002) on every call that names one', async () => {
    const [theirs] = await server.services.db.select({ id: sourcingRequest.id }).from(sourcingRequest).where(eq(sourcingRequest.customerId, ownerId)).limit(1);
    expect((await server.call('sourcingDetail', { token: other, params: { id: theirs.id } })).status).toBe(9002);
    expect((await server.call('sourcingCancel', { token: other, params: { id: theirs.id } })).status).toBe(9002);
    expect((await server.call('sourcingAddToList', { token: other, params: { id: theirs.id }, body: {} })).status).toBe(9002);
    expect((await server.call('sourcingDetail', { token: merchant, params: { id: 999_999 } })).status).toBe(9002);
  });

  it('cancels an open request once, with its event; an answered one is refused (700) and unchanged', async () => {
    const { id } = await data('sourcingCreate', { token: merchant, body: { channel: 'url', title: 'Head torch', sourceUrl: 'https://example.com/torch' } });
    expect((await server.call('sourcingCancel', { token: merchant, params: { id } })).status).toBe(200);
    expect((await server.call('sourcingCancel', { token: merchant, params: { id } })).status).toBe(700);
    const events = await server.services.db.select().from(sourcingRequestEvent).where(eq(sourcingRequestEvent.requestId, id));
    expect(events.map((e) => e.status)).toEqual(['submitted', 'canceled']);
    const [found] = await server.services.db.select({ id: sourcingRequest.id }).from(sourcingRequest).where(and(eq(sourcingRequest.customerId, ownerId), eq(sourcingRequest.status, 'found')));
    expect((await server.call('sourcingCancel', { token: merchant, params: { id: found.id } })).status).toBe(700);
  });
});

describe('staff answer requests', () => {
  it('refuses a merchant (40301) and answers staff with every customer\'s requests, oldest first', async () => {
    expect((await server.call('adminSourcingList', { token: merchant, query: {} })).status).toBe(40301);
    expect((await server.call('adminSourcingTake', { token: merchant, params: { id: 1 } })).status).toBe(40301);
    expect((await server.call('adminSourcingAnswer', { token: merchant, params: { id: 1 }, body: { found: false, note: 'nope' } })).status).toBe(40301);
    expect((await server.call('adminSourcingDetail', { token: merchant, params: { id: 1 } })).status).toBe(40301);
    const page = await data('adminSourcingList', { token: staff, query: { status: 'submitted' } });
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records[0]).toEqual(expect.objectContaining({ customerUsername: 'merchant@demo.shop', status: 'submitted' }));
  });

  it('takes a request, answers found with a product the merchant sees; the merchant adds it priced by the store rule', async () => {
    const { id } = await data('sourcingCreate', { token: merchant, body: { channel: 'description', title: 'Steel bottle', description: 'Insulated steel bottle, 750 ml, matt black.' } });
    expect((await server.call('adminSourcingTake', { token: staff, params: { id } })).status).toBe(200);
    expect((await server.call('adminSourcingTake', { token: staff, params: { id } })).status).toBe(700);
    // Another merchant's private product cannot be the answer; a found answer needs a product and a quote.
    const [otherPrivate] = await server.services.db.select({ id: product.id }).from(product).where(eq(product.spu, 'CJ-PRIV-999001'));
    expect(otherPrivate).toBeUndefined();
    expect((await server.call('adminSourcingAnswer', { token: staff, params: { id }, body: { found: true, note: '' } })).data).toEqual({ field: 'productId' });
    const search = await data('catalogueSearch', { token: merchant, query: { keyword: 'bottle' } });
    const pick = search.records.find((r: { skuListId: number | null }) => r.skuListId === null);
    expect((await server.call('adminSourcingAnswer', { token: staff, params: { id }, body: { found: true, productId: pick.id, note: '' } })).data).toEqual({ field: 'quotedPriceCents' });
    expect((await server.call('adminSourcingAnswer', { token: staff, params: { id }, body: { found: true, productId: 999_999, quotedPriceCents: 420, note: '' } })).data).toEqual({ field: 'productId' });
    expect((await server.call('sourcingAddToList', { token: merchant, params: { id }, body: {} })).status).toBe(700);
    expect((await server.call('adminSourcingAnswer', { token: staff, params: { id }, body: { found: true, productId: pick.id, quotedPriceCents: 420, note: 'From our Yiwu supplier.' } })).status).toBe(200);
    expect((await server.call('adminSourcingAnswer', { token: staff, params: { id }, body: { found: false, note: 'again' } })).status).toBe(700);

    const detail = await data('sourcingDetail', { token: merchant, params: { id } });
    expect(detail).toEqual(expect.objectContaining({ status: 'found', quotedPriceCents: 420, skuListId: null, product: expect.objectContaining({ id: pick.id }) }));
    expect(detail.events.map((e: { status: string; by: string }) => `${e.status}:${e.by}`)).toEqual(['submitted:merchant', 'in_progress:staff', 'found:staff']);

    const [shop] = await server.services.db.select({ id: store.id }).from(store).where(and(eq(store.customerId, ownerId), eq(store.platform, 'shopify')));
    const [theirStore] = await server.services.db.select({ id: store.id }).from(store).where(eq(store.platform, 'woocommerce'));
    expect((await server.call('sourcingAddToList', { token: merchant, params: { id }, body: { storeId: 999_999 } })).status).toBe(9002);
    void theirStore;
    const added = await data('sourcingAddToList', { token: merchant, params: { id }, body: { storeId: shop.id } });
    expect(added.added).toHaveLength(1);
    const [rule] = await server.services.db.select().from(priceRule).where(and(eq(priceRule.customerId, ownerId), eq(priceRule.storeId, shop.id)));
    const prices = await server.services.db.select({ sell: skuListVariant.sellPrice, cost: variant.costPrice }).from(skuListVariant)
      .innerJoin(variant, eq(variant.id, skuListVariant.variantId)).where(eq(skuListVariant.skuListId, added.added[0].skuListId));
    expect(prices.length).toBeGreaterThan(0);
    for (const p of prices) expect(p.sell).toBe(priceFor(rule, p.cost).sellPrice);
    expect((await data('sourcingDetail', { token: merchant, params: { id } })).skuListId).toBe(added.added[0].skuListId);
  });

  it('answers not found only with a note saying why', async () => {
    const { id } = await data('sourcingCreate', { token: merchant, body: { channel: 'url', title: 'Rare lamp', sourceUrl: 'https://example.com/lamp' } });
    expect((await server.call('adminSourcingAnswer', { token: staff, params: { id }, body: { found: false, note: ' ' } })).data).toEqual({ field: 'note' });
    expect((await server.call('adminSourcingAnswer', { token: staff, params: { id }, body: { found: false, note: 'Discontinued by the maker.' } })).status).toBe(200);
    const detail = await data('adminSourcingDetail', { token: staff, params: { id } });
    expect(detail).toEqual(expect.objectContaining({ status: 'not_found', customerUsername: 'merchant@demo.shop' }));
    expect(detail.events.at(-1)).toEqual(expect.objectContaining({ status: 'not_found', note: 'Discontinued by the maker.', by: 'staff' }));
  });
});

describe('AliExpress import', () => {
  it('adds a link sourcing already found to the list and turns an unknown one into a request', async () => {
    const known = 'https://www.aliexpress.com/item/1005004455667788.html';
    const unknown = 'https://www.aliexpress.com/item/1005009999999999.html';
    expect((await server.call('sourcingAliexpressImport', { token: merchant, body: { urls: ['https://www.amazon.com/dp/B0C1234567'] } })).data).toEqual({ field: 'urls.0' });
    expect((await server.call('sourcingAliexpressImport', { token: viewer, body: { urls: [unknown] } })).status).toBe(40301);
    const result = await data('sourcingAliexpressImport', { token: merchant, body: { urls: [known, unknown] } });
    expect(result.added.length + result.listed.length).toBe(1);
    expect(result.requested).toEqual([expect.objectContaining({ url: unknown })]);
    const [request] = await server.services.db.select().from(sourcingRequest).where(eq(sourcingRequest.id, result.requested[0].requestId));
    expect(request).toEqual(expect.objectContaining({ channel: 'aliexpress', status: 'submitted', customerId: ownerId }));
    const listed = await server.services.db.select({ id: skuList.id }).from(skuList).where(eq(skuList.customerId, ownerId));
    expect(listed.map((r) => r.id)).toContain((result.added[0] ?? result.listed[0]).skuListId);
  });
});

describe('the sample address', () => {
  it('reads the seeded address, saves a new one, refuses bad fields and another customer sees none', async () => {
    expect(await data('sourcingAddressGet', { token: merchant })).toEqual(expect.objectContaining({ city: 'Boulder', countryName: 'United States' }));
    const body = { contactName: 'Maya Rivera', phone: '+1 720 555 0100', countryId: 1, province: '', city: 'Denver', address1: '1 Main St', address2: '', postalCode: '80202' };
    const bad = async (patch: object, field: string) => expect((await server.call('sourcingAddressSave', { token: merchant, body: { ...body, ...patch } })).data).toEqual({ field });
    await bad({ phone: 'call me' }, 'phone');
    await bad({ city: '   ' }, 'city');
    await bad({ countryId: 99_999 }, 'countryId');
    expect((await data('sourcingAddressGet', { token: merchant })).city).toBe('Boulder');
    expect((await server.call('sourcingAddressSave', { token: merchant, body })).status).toBe(200);
    expect((await data('sourcingAddressGet', { token: merchant })).city).toBe('Denver');
    expect(await data('sourcingAddressGet', { token: other })).toBeNull();
    expect((await server.call('sourcingAddressSave', { token: viewer, body })).status).toBe(40301);
  });
});
