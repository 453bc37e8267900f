/**
 * Price rules: priceFor's integer maths by hand; the calls over the real server (main account only — a
 * sub-account holding settings:priceRules is still refused, 40301); the default rule applied on "Add to my
 * list"; re-apply as a job that leaves hand-edited variants alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { startTestServer, type TestServer, SERVER_START_MS } from '../../test/harness';
import { createCustomer } from '../customer/service';
import { customer, product, skuList, skuListVariant, store, variant } from '../../db/schema';
import { endIn, priceFor } from './priceFor';
import { runJob } from '../jobs/service';
import { jobWorkers } from '../../jobs/workers';

let server: TestServer;
let merchant: string;
let sub: string;
let other: string;

const data = async (name: Parameters<TestServer['call']>[0], options: Parameters<TestServer['call']>[1]) => {
  const answer = await server.call(name, options);
  if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${answer.message}`);
  return answer.data;
};
const rule = { storeId: null, markupType: 'multiply' as const, markupValue: 20_000, includeShipping: false, compareAtBp: 15_000, centsEnding: 99, minMarginBp: 1_000 };

beforeAll(async () => {
  server = await startTestServer();
  merchant = await server.login('merchant@demo.shop', 'Merchant#2026');
  const [owner] = await server.services.db.select({ id: customer.id }).from(customer).where(eq(customer.username, 'merchant@demo.shop'));
  await createCustomer(server.services.db, { username: 'rules-sub@demo.shop', password: 'Sub#20260', refId: owner.id, roleName: 'Pricing', permissions: ['settings', 'settings:priceRules'] });
  sub = await server.login('rules-sub@demo.shop', 'Sub#20260');
  await createCustomer(server.services.db, { username: 'rules-other@demo.shop', password: 'Other#2026' });
  other = await server.login('rules-other@demo.shop', 'Other#2026');
}, SERVER_START_MS);
afterAll(() => server?.close());

describe('priceFor', () => {
  it('marks up, raises to the minimum margin, ends the cents and derives compare-at, in integers', () => {
    // 4.50 × 2 = 9.00 → 9.99; compare-at 9.99 × 1.5 = 14.985 → 14.99.
    expect(priceFor(rule, 450)).toEqual({ sellPrice: 999, compareAtPrice: 1499 });
    // add 3.00 to 10.00 + shipping 2.50 = 15.50, ending .99 → 15.99, no compare-at.
    expect(priceFor({ ...rule, markupType: 'add', markupValue: 300, includeShipping: true, compareAtBp: null }, 1000, 250)).toEqual({ sellPrice: 1599, compareAtPrice: null });
    // A 1.1 multiply under a 30 % minimum margin: 10.00 × 1.3 = 13.00 → 13.99.
    expect(priceFor({ ...rule, markupValue: 11_000, minMarginBp: 3_000, compareAtBp: null }, 1000).sellPrice).toBe(1399);
    expect(endIn(1200, 99)).toBe(1299);
    expect(endIn(1299, 99)).toBe(1299);
    expect(endIn(1250, null)).toBe(1250);
  });
});

describe('price rule calls', () => {
  it('lists the seeded default rule with stores and preview samples, saves a store rule, removes it', async () => {
    const list = await data('priceRuleList', { token: merchant });
    expect(list.defaultRule).toMatchObject({ markupType: 'multiply', markupValue: 25_000, centsEnding: 99 });
    expect(list.stores.length).toBeGreaterThan(0);
    expect(list.samples).toHaveLength(3);
    const storeId = list.stores[0].id;
    const saved = await data('priceRuleSave', { token: merchant, body: { ...rule, storeId } });
    expect(saved).toMatchObject({ storeId, storeName: list.stores[0].name, markupValue: 20_000 });
    const again = await data('priceRuleSave', { token: merchant, body: { ...rule, storeId, markupValue: 30_000 } });
    expect(again.id).toBe(saved.id);
    expect((await data('priceRuleList', { token: merchant })).storeRules).toEqual([expect.objectContaining({ id: saved.id, markupValue: 30_000 })]);
    expect((await server.call('priceRuleRemove', { token: other, params: { id: saved.id } })).status).toBe(9002);
    await data('priceRuleRemove', { token: merchant, params: { id: saved.id } });
    expect((await data('priceRuleList', { token: merchant })).storeRules).toEqual([]);
  });

  it('refuses another merchant\'s store, bad values naming the field, no token, and any sub-account', async () => {
    const [foreign] = await server.services.db.insert(store).values({ customerId: (await server.services.db.select({ id: customer.id }).from(customer).where(eq(customer.username, 'rules-other@demo.shop')))[0].id, platform: 'shopify', name: 'Other shop' }).returning({ id: store.id });
    expect((await server.call('priceRuleSave', { token: merchant, body: { ...rule, storeId: foreign.id } })).status).toBe(9002);
    const bad = await server.call('priceRuleSave', { token: merchant, body: { ...rule, centsEnding: 100 } });
    expect(bad.status).toBe(9001);
    expect(bad.message).toContain('centsEnding');
    expect((await server.call('priceRuleSave', { token: merchant, body: { ...rule, compareAtBp: 9_000 } })).status).toBe(9001);
    expect((await server.call('priceRuleList', {})).status).toBe(40101);
    expect((await server.call('priceRuleList', { token: sub })).status).toBe(40301);
    expect((await server.call('priceRuleSave', { token: sub, body: rule })).status).toBe(40301);
    expect((await server.call('priceRuleReapply', { token: sub, body: {} })).status).toBe(40301);
    expect((await data('priceRuleList', { token: merchant })).defaultRule).toMatchObject({ markupValue: 25_000 });
  });

  it('prices products added to the list by the default rule, and re-apply re-prices only variants nobody edited', async () => {
    const db = server.services.db;
    const free = await db.select({ id: product.id }).from(product)
      .where(and(eq(product.status, 'on_sale'), isNull(product.ownerCustomerId), notInArray(product.spu, db.select({ g: skuList.goodsId }).from(skuList)))).limit(2);
    const added = await data('catalogueAddToList', { token: merchant, body: { productIds: free.map((p) => p.id) } });
    const rows = await db.select({ id: skuListVariant.id, sell: skuListVariant.sellPrice, compare: skuListVariant.compareAtPrice, cost: variant.costPrice, entry: skuListVariant.skuListId })
      .from(skuListVariant).innerJoin(variant, eq(variant.id, skuListVariant.variantId)).where(eq(skuListVariant.skuListId, added.added[0].skuListId));
    for (const r of rows) expect({ sellPrice: r.sell, compareAtPrice: r.compare }).toEqual(priceFor({ ...rule, markupValue: 25_000, compareAtBp: 14_000, minMarginBp: 4_000 }, r.cost));
    // A hand edit on the first entry's first variant.
    await db.update(skuListVariant).set({ sellPrice: 4242, compareAtPrice: null }).where(eq(skuListVariant.id, rows[0].id));
    await data('priceRuleSave', { token: merchant, body: { ...rule, markupValue: 30_000 } });
    const started = await data('priceRuleReapply', { token: merchant, body: {} });
    expect(started.entries).toBeGreaterThanOrEqual(2);
    // Run here directly (server/modules/jobs/jobs.test.ts runs jobs on pg-boss).
    await runJob(db, started.jobId, jobWorkers);
    const job = await data('jobStatus', { token: merchant, params: { id: started.jobId } });
    expect(job.state).toBe('done');
    const after = await db.select({ id: skuListVariant.id, sell: skuListVariant.sellPrice, cost: variant.costPrice })
      .from(skuListVariant).innerJoin(variant, eq(variant.id, skuListVariant.variantId)).where(eq(skuListVariant.skuListId, added.added[0].skuListId));
    expect(after.find((r) => r.id === rows[0].id)?.sell).toBe(4242);
    for (const r of after.filter((x) => x.id !== rows[0].id)) expect(r.sell).toBe(priceFor({ ...rule, markupValue: 30_000 }, r.cost).sellPrice);
    await data('priceRuleSave', { token: merchant, body: { ...rule, markupValue: 25_000, compareAtBp: 14_000, minMarginBp: 4_000 } });
  });

  it('re-apply prices each entry by the rule it was priced by: a store\'s entries by that store\'s rule, the rest by the default rule', async () => {
    const db = server.services.db;
    const [owner] = await db.select({ id: customer.id }).from(customer).where(eq(customer.username, 'merchant@demo.shop'));
    const [shop] = await db.select({ id: store.id }).from(store).where(and(eq(store.customerId, owner.id), eq(store.platform, 'shopify')));
    const free = await db.select({ id: product.id }).from(product)
      .where(and(eq(product.status, 'on_sale'), isNull(product.ownerCustomerId), notInArray(product.spu, db.select({ g: skuList.goodsId }).from(skuList)))).limit(2);
    const storeRule = { ...rule, storeId: shop.id, markupValue: 30_000, centsEnding: 95, compareAtBp: 15_000, minMarginBp: 5_000 };
    await data('priceRuleSave', { token: merchant, body: storeRule });
    const forStore = await data('catalogueAddToList', { token: merchant, body: { productIds: [free[0].id], storeId: shop.id } });
    const byDefault = await data('catalogueAddToList', { token: merchant, body: { productIds: [free[1].id] } });
    // Both rules change; re-apply must use the new store rule for the store's entry, the new default for the other.
    await data('priceRuleSave', { token: merchant, body: { ...storeRule, markupValue: 40_000 } });
    await data('priceRuleSave', { token: merchant, body: { ...rule, markupValue: 22_000 } });
    const started = await data('priceRuleReapply', { token: merchant, body: {} });
    await runJob(db, started.jobId, jobWorkers);
    expect((await data('jobStatus', { token: merchant, params: { id: started.jobId } })).state).toBe('done');
    const pricesOf = (skuListId: number) => db.select({ sell: skuListVariant.sellPrice, compareAt: skuListVariant.compareAtPrice, cost: variant.costPrice })
      .from(skuListVariant).innerJoin(variant, eq(variant.id, skuListVariant.variantId)).where(eq(skuListVariant.skuListId, skuListId));
    const storeRows = await pricesOf(forStore.added[0].skuListId);
    const defaultRows = await pricesOf(byDefault.added[0].skuListId);
    expect(storeRows.length).toBeGreaterThan(0);
    expect(defaultRows.length).toBeGreaterThan(0);
    for (const p of storeRows) expect({ sellPrice: p.sell, compareAtPrice: p.compareAt }).toEqual(priceFor({ ...storeRule, markupValue: 40_000 }, p.cost));
    for (const p of defaultRows) expect({ sellPrice: p.sell, compareAtPrice: p.compareAt }).toEqual(priceFor({ ...rule, markupValue: 22_000 }, p.cost));
    await data('priceRuleSave', { token: merchant, body: { ...rule, markupValue: 25_000, compareAtBp: 14_000, minMarginBp: 4_000 } });
  });
});
