/**
 * The catalogue over the real server and the seeded catalogue: category tree, search, product detail and
 * "Add to my list", each with success, bad input (9001 naming the field), no token (40101) and a
 * sub-account without the call's code (40301); another merchant's private product is 9002.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { startTestServer, type TestServer, SERVER_START_MS } from '../../test/harness';
import { createCustomer } from '../customer/service';
import { catalogueTermCount, catalogueTermFacetCount, category, customer, priceRule, product, skuList, skuListVariant, store, variant } from '../../db/schema';
import { refreshProductSummaries } from './summary';
import { priceFor } from '../priceRules/priceFor';

let server: TestServer;
let merchant: string;
let viewer: string;
let otherId: number;

const data = async (name: Parameters<TestServer['call']>[0], options: Parameters<TestServer['call']>[1]) => {
  const answer = await server.call(name, options);
  if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${answer.message}`);
  return answer.data;
};

beforeAll(async () => {
  server = await startTestServer();
  merchant = await server.login('merchant@demo.shop', 'Merchant#2026');
  const [owner] = await server.services.db.select({ id: customer.id }).from(customer).where(eq(customer.username, 'merchant@demo.shop'));
  await createCustomer(server.services.db, { username: 'cat-viewer@demo.shop', password: 'Viewer#2026', refId: owner.id, roleName: 'Viewer', permissions: ['menu:order'] });
  viewer = await server.login('cat-viewer@demo.shop', 'Viewer#2026');
  const other = await createCustomer(server.services.db, { username: 'cat-other@demo.shop', password: 'Other#2026' });
  otherId = typeof other === 'number' ? other : (other as { id: number }).id;
}, SERVER_START_MS);
afterAll(() => server?.close());

describe('GET /api/tenant/category/getall', () => {
  it('answers the tree with names in the request language', async () => {
    const en = await data('tenantCategoryAll', { token: merchant });
    const zh = await data('tenantCategoryAll', { token: merchant, lang: 'zh' });
    expect(en.length).toBeGreaterThan(10);
    expect(en.some((c: { parentId: number | null }) => c.parentId === null)).toBe(true);
    expect(zh.find((c: { id: number }) => c.id === en[0].id).name).not.toBe(en[0].name);
    expect((await server.call('tenantCategoryAll')).status).toBe(40101);
  });
});

describe('GET /api/tenant/product/search', () => {
  it('pages the catalogue newest first, and sorts by price both ways', async () => {
    const page = await data('catalogueSearch', { token: merchant, query: { pageSize: 24 } });
    expect(page.total).toBeGreaterThan(1000);
    expect(page.records).toHaveLength(24);
    const up = await data('catalogueSearch', { token: merchant, query: { sort: 'priceAsc' } });
    const costs = up.records.map((r: { minCost: number }) => r.minCost);
    expect([...costs].sort((a, b) => a - b)).toEqual(costs);
    const down = await data('catalogueSearch', { token: merchant, query: { sort: 'priceDesc' } });
    expect(down.records[0].minCost).toBeGreaterThanOrEqual(up.records[0].minCost);
    const best = await data('catalogueSearch', { token: merchant, query: { sort: 'bestSelling' } });
    const listings = best.records.map((r: { listings: number }) => r.listings);
    expect([...listings].sort((a, b) => b - a)).toEqual(listings);
  });

  it('finds by keyword in the request language and by SKU', async () => {
    const [sample] = await server.services.db.select().from(product).where(and(eq(product.status, 'on_sale'), isNull(product.ownerCustomerId))).limit(1);
    const word = sample.title.tr.split(/\s+/).find((w) => w.length > 3) ?? sample.title.tr;
    const tr = await data('catalogueSearch', { token: merchant, lang: 'tr', query: { keyword: word } });
    expect(tr.total).toBeGreaterThan(0);
    expect(tr.records.some((r: { id: number }) => r.id === sample.id) || tr.total > tr.records.length).toBe(true);
    const bySpu = await data('catalogueSearch', { token: merchant, query: { keyword: sample.spu } });
    expect(bySpu.records.map((r: { id: number }) => r.id)).toContain(sample.id);
    const none = await data('catalogueSearch', { token: merchant, query: { keyword: 'zzqqxx-nothing' } });
    expect(none).toMatchObject({ total: 0, records: [] });
  });

  it('answers "bottle" in English, "şişe" in Turkish, the typo "botle" and "水瓶" in Chinese, most relevant first', async () => {
    const titles = (page: { records: Array<{ title: string }> }) => page.records.map((r) => r.title);
    const en = await data('catalogueSearch', { token: merchant, query: { keyword: 'bottle' } });
    expect(en.total).toBeGreaterThan(10);
    expect(titles(en).every((t: string) => /bottle/i.test(t))).toBe(true);
    const tr = await data('catalogueSearch', { token: merchant, lang: 'tr', query: { keyword: 'şişe' } });
    expect(tr.total).toBeGreaterThan(10);
    expect(titles(tr).every((t: string) => t.toLocaleLowerCase('tr').includes('şişe'))).toBe(true);
    const typo = await data('catalogueSearch', { token: merchant, query: { keyword: 'botle' } });
    expect(typo.total).toBeGreaterThan(10);
    expect(titles(typo).slice(0, 10).every((t: string) => /bottle/i.test(t))).toBe(true);
    const zh = await data('catalogueSearch', { token: merchant, lang: 'zh', query: { keyword: '水瓶' } });
    expect(zh.total).toBeGreaterThan(5);
    expect(titles(zh).every((t: string) => t.includes('水瓶'))).toBe(true);
    // An exact SKU ranks its product first, whatever the other matches.
    const [sample] = await server.services.db.select({ id: product.id, sku: variant.sku }).from(variant).innerJoin(product, eq(product.id, variant.productId))
      .where(and(eq(product.status, 'on_sale'), isNull(product.ownerCustomerId))).orderBy(desc(variant.id)).limit(1);
    const bySku = await data('catalogueSearch', { token: merchant, query: { keyword: sample.sku.toLowerCase() } });
    expect(bySku.records[0].id).toBe(sample.id);
    // Percent and underscore are text, not wildcards.
    expect((await data('catalogueSearch', { token: merchant, query: { keyword: '%_%' } })).total).toBe(0);
  });

  it('counts a common keyword up to the pages\' reach from the per-term counts, which follow a product leaving the list', async () => {
    const db = server.services.db;
    const listedWith = async (word: string) => ((await db.execute(sql`select count(*)::int n from product p
      where p.status = 'on_sale' and p.variant_count > 0 and p.owner_customer_id is null and tsvector_to_array(p.words_en) @> array[${word}]`)) as unknown as { rows: Array<{ n: number }> }).rows[0].n;
    const termCount = async (word: string) => (await db.select().from(catalogueTermCount)
      .where(and(eq(catalogueTermCount.kind, 'en'), eq(catalogueTermCount.term, word))))[0]?.products ?? 0;
    const bottles = await listedWith('bottle');
    expect(bottles).toBeGreaterThan(3);
    expect(await termCount('bottle')).toBe(bottles);
    // What the search matches: words beginning "bottle", public or the merchant's own (the demo merchant may have some).
    const [{ n: matches }] = ((await db.execute(sql`select count(*)::int n from product p join customer c on c.username = 'merchant@demo.shop'
      where p.status = 'on_sale' and p.variant_count > 0 and (p.owner_customer_id is null or p.owner_customer_id = c.id)
      and p.words_en @@ to_tsquery('simple', ${"'bottle':*"})`)) as unknown as { rows: Array<{ n: number }> }).rows;
    // One a page: the pages reach 100 matches, so the count stops there ("100+") or is exact below it.
    const page = await data('catalogueSearch', { token: merchant, query: { keyword: 'bottle', pageSize: 1 } });
    expect(page.total).toBe(Math.min(matches, 100));
    expect(page.totalIsLowerBound).toBe(matches > 100);
    // The typo "botle" is searched as its near title words (the vocabulary's most similar three and itself, as
    // prefixes): the same bounded count over the rows, whether read from the term counts or counted.
    const [{ n: nearMatches }] = ((await db.execute(sql`select count(*)::int n from product p join customer c on c.username = 'merchant@demo.shop'
      where p.status = 'on_sale' and p.variant_count > 0 and (p.owner_customer_id is null or p.owner_customer_id = c.id)
      and exists (select 1 from (select 'botle' word union all (select w.word from catalogue_word w where w.lang = 'en' and w.word % 'botle'
        order by similarity(w.word, 'botle') desc, w.word limit 3)) near, unnest(tsvector_to_array(p.words_en)) t(term) where t.term ^@ near.word)`)) as unknown as { rows: Array<{ n: number }> }).rows;
    expect(nearMatches).toBeGreaterThan(3);
    const typo = await data('catalogueSearch', { token: merchant, query: { keyword: 'botle', pageSize: 1 } });
    expect([typo.total, typo.totalIsLowerBound]).toEqual([Math.min(nearMatches, 100), nearMatches > 100]);
    // A product taken off sale is counted down when its summary is refreshed (what every writer does).
    const [one] = await db.execute(sql`select id from product p where p.status = 'on_sale' and p.variant_count > 0 and p.owner_customer_id is null
      and tsvector_to_array(p.words_en) @> array['bottle'] limit 1`).then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows);
    await db.update(product).set({ status: 'offline' }).where(eq(product.id, one.id));
    try {
      await refreshProductSummaries(db, [one.id]);
      expect(await termCount('bottle')).toBe(bottles - 1);
    } finally {
      await db.update(product).set({ status: 'on_sale' }).where(eq(product.id, one.id));
      await refreshProductSummaries(db, [one.id]);
    }
    expect(await termCount('bottle')).toBe(bottles);
  });

  it('ranks a keyword with more matches than the pages reach as one whose matches it counts: the same records', async () => {
    // One a page the pages reach 100 matches and "premium" has more: counted from the term counts (matches unread),
    // the page walks the newest-first index; 60 a page they reach 6,000, so the matches are counted and the page
    // picked from them. By relevance both rank the newest 120 matches, so page n of one is record n of the other.
    // Alone and with the ships-from country most of them ship from (its count from the per-facet term counts).
    const db = server.services.db;
    const [{ c: from, n }] = ((await db.execute(sql`select c, count(*)::int n from product p cross join unnest(p.ships_from) c
      where p.status = 'on_sale' and p.variant_count > 0 and p.owner_customer_id is null and tsvector_to_array(p.words_en) @> array['premium']
      group by c order by n desc, c limit 1`)) as unknown as { rows: Array<{ c: number; n: number }> }).rows;
    expect(n).toBeGreaterThan(100);
    for (const filter of [{}, { fromCountryId: from }]) {
      const wide = await data('catalogueSearch', { token: merchant, query: { keyword: 'premium', ...filter, pageSize: 60 } });
      expect([wide.total > 100, wide.totalIsLowerBound, wide.records.length]).toEqual([true, false, 60]);
      for (const pageNo of [1, 2, 31, 60]) {
        const one = await data('catalogueSearch', { token: merchant, query: { keyword: 'premium', ...filter, pageSize: 1, pageNo } });
        expect([one.total, one.totalIsLowerBound]).toEqual([100, true]);
        expect(one.records).toEqual([wide.records[pageNo - 1]]);
      }
    }
  });

  it('counts a keyword with one category or ships-from country per term and facet, following a product leaving the list', async () => {
    const db = server.services.db;
    const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    // Per category and per country, the listed public products whose English title has the word "bottle".
    const counted = () => rowsOf<{ facet: string; facet_id: number; n: number }>(sql`
      select 'category' facet, p.category_id facet_id, count(*)::int n from product p
        where p.status = 'on_sale' and p.variant_count > 0 and p.owner_customer_id is null and tsvector_to_array(p.words_en) @> array['bottle'] group by 2
      union all select 'country', c, count(*)::int from product p cross join unnest(p.ships_from) c
        where p.status = 'on_sale' and p.variant_count > 0 and p.owner_customer_id is null and tsvector_to_array(p.words_en) @> array['bottle'] group by 2
      order by 1, 2`);
    const stored = async () => (await db.select().from(catalogueTermFacetCount)
      .where(and(eq(catalogueTermFacetCount.kind, 'en'), eq(catalogueTermFacetCount.term, 'bottle'))))
      .map((f) => ({ facet: f.facet, facet_id: f.facetId, n: f.products })).sort((a, b) => a.facet.localeCompare(b.facet) || a.facet_id - b.facet_id);
    const before = await counted();
    expect(before.length).toBeGreaterThan(1);
    expect(await stored()).toEqual(before);
    // The search with one facet: exact below the pages' reach, "100+" past it (one a page), whichever way it is counted.
    const country = before.filter((f) => f.facet === 'country').sort((a, b) => b.n - a.n)[0];
    const [{ n: matches }] = await rowsOf<{ n: number }>(sql`select count(*)::int n from product p join customer c on c.username = 'merchant@demo.shop'
      where p.status = 'on_sale' and p.variant_count > 0 and (p.owner_customer_id is null or p.owner_customer_id = c.id)
      and p.ships_from @> array[${country.facet_id}::int] and p.words_en @@ to_tsquery('simple', ${"'bottle':*"})`);
    const page = await data('catalogueSearch', { token: merchant, query: { keyword: 'bottle', fromCountryId: country.facet_id, pageSize: 1 } });
    expect(page.total).toBe(Math.min(matches, 100));
    expect(page.totalIsLowerBound).toBe(matches > 100);
    // With a category (and its descendants), through the facet terms: the same matches as over the rows, newest first.
    const top = (await db.select({ id: category.id }).from(category).where(isNull(category.parentId)))[0].id;
    const inTree = await rowsOf<{ id: number }>(sql`with recursive tree(id) as (select ${top}::int union all select c.id from category c join tree on c.parent_id = tree.id)
      select p.id from product p join customer c on c.username = 'merchant@demo.shop'
      where p.status = 'on_sale' and p.variant_count > 0 and (p.owner_customer_id is null or p.owner_customer_id = c.id)
      and p.category_id in (select id from tree) and p.words_en @@ to_tsquery('simple', ${"'bottle':*"}) order by p.created_at desc, p.id desc`);
    const byCategory = await data('catalogueSearch', { token: merchant, query: { keyword: 'bottle', categoryId: top, sort: 'newest', pageSize: 60 } });
    expect(byCategory.total).toBe(Math.min(inTree.length, 6_000));
    expect(byCategory.records.map((r: { id: number }) => r.id)).toEqual(inTree.slice(0, 60).map((r) => r.id));
    // A product taken off sale leaves its category's and countries' counts when its summary is refreshed.
    const [one] = await rowsOf<{ id: number }>(sql`select id from product p where p.status = 'on_sale' and p.variant_count > 0 and p.owner_customer_id is null
      and tsvector_to_array(p.words_en) @> array['bottle'] limit 1`);
    await db.update(product).set({ status: 'offline' }).where(eq(product.id, one.id));
    try {
      await refreshProductSummaries(db, [one.id]);
      expect(await stored()).toEqual(await counted());
      expect(await stored()).not.toEqual(before);
    } finally {
      await db.update(product).set({ status: 'on_sale' }).where(eq(product.id, one.id));
      await refreshProductSummaries(db, [one.id]);
    }
    expect(await stored()).toEqual(before);
  });

  it('filters by a top category with its descendants, ships-from country and price range', async () => {
    const tops = await server.services.db.select().from(category).where(isNull(category.parentId));
    const [top] = tops;
    const children = await server.services.db.select({ id: category.id }).from(category).where(eq(category.parentId, top.id));
    const inTop = await data('catalogueSearch', { token: merchant, query: { categoryId: top.id, pageSize: 60 } });
    expect(inTop.total).toBeGreaterThan(0);
    const allowed = new Set([top.id, ...children.map((c) => c.id)]);
    const grand = await server.services.db.select({ id: category.id, parentId: category.parentId }).from(category);
    for (const c of grand) if (c.parentId !== null && allowed.has(c.parentId)) allowed.add(c.id);
    expect(inTop.records.every((r: { categoryId: number }) => allowed.has(r.categoryId))).toBe(true);
    const first = inTop.records[0];
    const fromCode = first.shipsFrom[0];
    const countries = await data('countryFrom', { token: merchant });
    const from = countries.find((c: { code: string }) => c.code === fromCode);
    const shipped = await data('catalogueSearch', { token: merchant, query: { fromCountryId: from.id, pageSize: 60 } });
    expect(shipped.total).toBeGreaterThan(0);
    expect(shipped.records.every((r: { shipsFrom: string[] }) => r.shipsFrom.includes(fromCode))).toBe(true);
    const ranged = await data('catalogueSearch', { token: merchant, query: { priceMin: 500, priceMax: 1500, pageSize: 60 } });
    expect(ranged.records.every((r: { minCost: number }) => r.minCost >= 500 && r.minCost <= 1500)).toBe(true);
  });

  it('refuses bad input naming the field, no token and a sub-account without menu:products:search', async () => {
    const reversed = await server.call('catalogueSearch', { token: merchant, query: { priceMin: 2000, priceMax: 100 } });
    expect(reversed.status).toBe(9001);
    expect(reversed.message).toContain('priceMax');
    const badSort = await server.call('catalogueSearch', { token: merchant, query: { sort: 'cheapest' } });
    expect(badSort.status).toBe(9001);
    expect(badSort.message).toContain('sort');
    expect((await server.call('catalogueSearch', { token: merchant, query: { pageSize: 61 } })).status).toBe(9001);
    expect((await server.call('catalogueSearch')).status).toBe(40101);
    expect((await server.call('catalogueSearch', { token: viewer })).status).toBe(40301);
  });
});

describe('GET /api/tenant/product/detail/:id and POST /api/tenant/product/addToList', () => {
  it('answers a product with options, variants, stock per warehouse and supplier', async () => {
    const page = await data('catalogueSearch', { token: merchant, query: { keyword: '' } });
    const id = page.records[0].id;
    const detail = await data('catalogueProduct', { token: merchant, params: { id }, lang: 'tr' });
    expect(detail).toMatchObject({ id, isPrivate: false });
    expect(detail.variants.length).toBeGreaterThan(0);
    expect(detail.options.length).toBeGreaterThan(0);
    expect(detail.categoryPath.length).toBeGreaterThan(0);
    expect(detail.supplier.name).toBeTruthy();
    for (const v of detail.variants) for (const s of v.stock) expect(detail.warehouses.map((w: { id: number }) => w.id)).toContain(s.warehouseId);
    expect((await server.call('catalogueProduct', { token: merchant, params: { id: 99_999_999 } })).status).toBe(9002);
    expect((await server.call('catalogueProduct', { token: merchant, params: { id: 0 } })).status).toBe(9001);
    expect((await server.call('catalogueProduct', { params: { id } })).status).toBe(40101);
    expect((await server.call('catalogueProduct', { token: viewer, params: { id } })).status).toBe(40301);
  });

  it('hides another merchant\'s private product (9002) and refuses to add it, adding nothing', async () => {
    const [source] = await server.services.db.select().from(product).limit(1);
    const [secret] = await server.services.db.insert(product).values({
      spu: 'CJ-PRIV-TEST01', title: { en: 'Secret lamp', zh: '秘密灯', tr: 'Gizli lamba' }, categoryId: source.categoryId, supplierId: source.supplierId,
      images: source.images, ownerCustomerId: otherId,
    }).returning();
    expect((await server.call('catalogueProduct', { token: merchant, params: { id: secret.id } })).status).toBe(9002);
    const search = await data('catalogueSearch', { token: merchant, query: { keyword: 'Secret lamp' } });
    expect(search.records.map((r: { id: number }) => r.id)).not.toContain(secret.id);
    const before = await data('productNum', { token: merchant });
    const free = await server.services.db.select({ id: product.id }).from(product)
      .where(and(eq(product.status, 'on_sale'), isNull(product.ownerCustomerId), notInArray(product.spu, server.services.db.select({ g: skuList.goodsId }).from(skuList)))).limit(1);
    expect((await server.call('catalogueAddToList', { token: merchant, body: { productIds: [free[0].id, secret.id] } })).status).toBe(9002);
    expect(await data('productNum', { token: merchant })).toBe(before);
  });

  it('prices an addition for a store by that store\'s rule, and by the default rule otherwise; another\'s store is 9002', async () => {
    const free = await server.services.db.select({ id: product.id }).from(product)
      .where(and(eq(product.status, 'on_sale'), isNull(product.ownerCustomerId), notInArray(product.spu, server.services.db.select({ g: skuList.goodsId }).from(skuList)))).limit(2);
    const [owner] = await server.services.db.select({ id: customer.id }).from(customer).where(eq(customer.username, 'merchant@demo.shop'));
    const [shop] = await server.services.db.select({ id: store.id }).from(store).where(and(eq(store.customerId, owner.id), eq(store.platform, 'shopify')));
    const rules = await server.services.db.select().from(priceRule).where(eq(priceRule.customerId, owner.id));
    const storeRule = rules.find((r) => r.storeId === shop.id);
    const defaultRule = rules.find((r) => r.storeId === null);
    expect(storeRule && defaultRule).toBeTruthy();
    const [otherStore] = await server.services.db.insert(store).values({ customerId: otherId, platform: 'shopify', name: 'Other shop', shop: 'other-cat.myshopify.com', status: 'authorized', authorised: true }).returning();
    expect((await server.call('catalogueAddToList', { token: merchant, body: { productIds: [free[0].id], storeId: otherStore.id } })).status).toBe(9002);
    const forStore = await data('catalogueAddToList', { token: merchant, body: { productIds: [free[0].id], storeId: shop.id } });
    const byDefault = await data('catalogueAddToList', { token: merchant, body: { productIds: [free[1].id] } });
    const pricesOf = (skuListId: number) => server.services.db.select({ sell: skuListVariant.sellPrice, compareAt: skuListVariant.compareAtPrice, cost: variant.costPrice })
      .from(skuListVariant).innerJoin(variant, eq(variant.id, skuListVariant.variantId)).where(eq(skuListVariant.skuListId, skuListId));
    for (const p of await pricesOf(forStore.added[0].skuListId)) expect({ sellPrice: p.sell, compareAtPrice: p.compareAt }).toEqual(priceFor(storeRule!, p.cost));
    for (const p of await pricesOf(byDefault.added[0].skuListId)) expect({ sellPrice: p.sell, compareAtPrice: p.compareAt }).toEqual(priceFor(defaultRule!, p.cost));
  });

  it('adds many products to the list at suggested prices; one already listed is skipped with a reason', async () => {
    const free = await server.services.db.select({ id: product.id }).from(product)
      .where(and(eq(product.status, 'on_sale'), isNull(product.ownerCustomerId), notInArray(product.spu, server.services.db.select({ g: skuList.goodsId }).from(skuList)))).limit(3);
    const ids = free.map((r) => r.id);
    const before = await data('productNum', { token: merchant });
    const result = await data('catalogueAddToList', { token: merchant, body: { productIds: ids } });
    expect(result.added.map((a: { productId: number }) => a.productId)).toEqual(ids);
    expect(await data('productNum', { token: merchant })).toBe(before + 3);
    const detail = await data('catalogueProduct', { token: merchant, params: { id: ids[0] } });
    expect(detail.skuListId).toBe(result.added[0].skuListId);
    const again = await data('catalogueAddToList', { token: merchant, body: { productIds: [ids[0]] } });
    expect(again).toMatchObject({ added: [], skipped: [{ productId: ids[0], reason: 'This product is already in your product list.' }] });
    expect((await server.call('catalogueAddToList', { token: merchant, body: { productIds: [] } })).status).toBe(9001);
    expect((await server.call('catalogueAddToList', { token: merchant, body: { productIds: [1], extra: 1 } })).status).toBe(9001);
    expect((await server.call('catalogueAddToList', { body: { productIds: ids } })).status).toBe(40101);
    expect((await server.call('catalogueAddToList', { token: viewer, body: { productIds: ids } })).status).toBe(40301);
  });
});
