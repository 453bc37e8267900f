/**
 * The demo merchant's two stores, connected through the real connect flow against the local sandboxes
 * (the browser's steps done by fetch: open the authorize URL, press "Install app", follow the redirect to
 * the callback page), then some published products (a real storePublish job) and one order placed in
 * the Shopify sandbox by its buyer, which arrives as a draft order through the signed webhook.
 *
 * It also prepares the demo of DOMAIN.md section 2's rules in the product list (README "Store
 * platforms"): the first three entries in the `ready` state become one priced below cost, one with a
 * zero price (both blocked when published) and one whose title carries the sandbox's refusal marker
 * '[sandbox-fail]' (fails at the store; rename it and retry).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { customer, skuList, skuListVariant, store, variant } from '../db/schema';
import type { Caller } from '../http/context';
import type { Services } from '../services';
import { completeCallback, startReauthorize } from '../modules/stores/connect';
import { createPublishWorker, startShelf } from '../modules/stores/publish';
import { handleOf, setStatus } from '../modules/stores/service';
import { runJob } from '../modules/jobs/service';
import { SANDBOX_FAIL_MARKER } from '../connectors/common/sandbox';
import { API_VERSION } from '../connectors/shopify/connector';
import { skuListStates } from '../../src/api/contract/products';

export const demoStores = {
  shopify: { name: 'Trailhead Outdoor Co.', shop: 'trailhead-outdoor.myshopify.com' },
  woocommerce: { name: 'Trailhead Outlet', shop: 'https://trailhead-outlet.example' },
} as const;

/** What a person's browser does on the sandbox's install page: press "Install app" and follow the redirect. */
async function approveInSandbox(authorizeUrl: string): Promise<Record<string, string>> {
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  const href = /id="approve" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  if (!page.ok || !href) throw new Error(`the sandbox's install page answered ${page.status}`);
  const response = await fetch(new URL(href, authorizeUrl), { redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location) throw new Error(`the sandbox's approval answered ${response.status}`);
  return Object.fromEntries(new URL(location).searchParams);
}

export async function seedDemoStores(services: Services): Promise<void> {
  const [merchant] = await services.db.select().from(customer).where(eq(customer.username, 'merchant@demo.shop'));
  if (!merchant) return;
  const caller: Caller = { id: merchant.id, ownerId: merchant.id, refId: null, username: merchant.username, sessionId: 'seed', permissions: [] };
  const rows = await services.db.select().from(store).where(eq(store.customerId, merchant.id)).orderBy(asc(store.id));

  for (const row of rows) {
    if (row.credentials || !row.shop || row.status === 'deleted') continue;
    try {
      const { authorizeUrl } = await startReauthorize(services, caller, row.id, 'en');
      const query = await approveInSandbox(authorizeUrl);
      const outcome = await completeCallback(services, { platform: row.platform, query, caller, lang: 'en' });
      if (!outcome.ok) throw new Error(`${row.platform}: ${outcome.reason}`);
    } catch (error) {
      // Not connected after all: say so in the store's status rather than show it authorised without credentials.
      await services.db.transaction(async (tx) => {
        const [current] = await tx.select().from(store).where(eq(store.id, row.id));
        if (current && !current.credentials && current.status !== 'auth_expired') await setStatus(tx, current, 'auth_expired', { type: 'seedNotConnected', actorId: null });
      });
      throw error;
    }
  }

  await prepareRuleDemo(services, merchant.id);

  // Publish the entries the product list shows as published: five to Shopify, three to WooCommerce.
  const published = await services.db.select({ id: skuList.id }).from(skuList)
    .where(and(eq(skuList.customerId, merchant.id), eq(skuList.state, skuListStates.published))).orderBy(asc(skuList.id));
  const connected = await services.db.select().from(store).where(and(eq(store.customerId, merchant.id), eq(store.status, 'authorized'))).orderBy(asc(store.id));
  const shopify = connected.find((s) => s.platform === 'shopify');
  const woo = connected.find((s) => s.platform === 'woocommerce');
  const worker = { storePublish: createPublishWorker(services) };
  if (shopify && published.length) {
    const job = await startShelf(services, caller, { skuListIds: published.slice(0, 5).map((p) => p.id), storeIds: [shopify.id] });
    await runJob(services.db, job.id, worker);
  }
  if (woo && published.length > 5) {
    const job = await startShelf(services, caller, { skuListIds: published.slice(5, 8).map((p) => p.id), storeIds: [woo.id] });
    await runJob(services.db, job.id, worker);
  }

  // The Shopify store's buyer orders the first published product: it arrives through orders/create.
  if (shopify && services.stores.registry.get('shopify')?.sandbox) {
    const [fresh] = await services.db.select().from(store).where(eq(store.id, shopify.id));
    await placeSandboxOrder(services, handleOf(services, fresh).shop, handleOf(services, fresh).credentials.accessToken);
  }
}

/** The Shopify sandbox's buyer orders two of the shop's first product (through Shopify's POST /orders.json). */
export async function placeSandboxOrder(services: Services, shop: string, accessToken: string): Promise<{ id: number; name: string } | null> {
  const api = `${services.stores.registry.origin()}/sandbox/shopify/${shop}/admin/api/${API_VERSION}`;
  const headers = { 'content-type': 'application/json', 'x-shopify-access-token': accessToken };
  const products = await fetch(`${api}/products.json?limit=1`, { headers }).then((r) => r.json() as Promise<{ products: Array<{ variants: Array<{ id: number }> }> }>);
  const variantId = products.products[0]?.variants[0]?.id;
  if (!variantId) return null;
  const response = await fetch(`${api}/orders.json`, { method: 'POST', headers, body: JSON.stringify({ order: { line_items: [{ variant_id: variantId, quantity: 2 }] } }) });
  return ((await response.json()) as { order: { id: number; name: string } }).order;
}

/** Two blocked entries and one that the sandbox refuses, among the `ready` ones (see the file comment). */
export async function prepareRuleDemo(services: Services, merchantId: number): Promise<number[]> {
  const ready = await services.db.select({ id: skuList.id, title: skuList.title }).from(skuList)
    .where(and(eq(skuList.customerId, merchantId), eq(skuList.state, skuListStates.ready))).orderBy(asc(skuList.id)).limit(3);
  if (ready.length < 3) return [];
  const [belowCost, zeroPrice, refused] = ready;
  const firstVariant = async (entryId: number) => {
    const [row] = await services.db.select({ id: skuListVariant.id, cost: variant.costPrice }).from(skuListVariant)
      .innerJoin(variant, eq(variant.id, skuListVariant.variantId)).where(and(eq(skuListVariant.skuListId, entryId), eq(skuListVariant.enabled, true)))
      .orderBy(asc(skuListVariant.position), asc(skuListVariant.id)).limit(1);
    return row;
  };
  const a = await firstVariant(belowCost.id);
  if (a) await services.db.update(skuListVariant).set({ sellPrice: Math.max(1, a.cost - 100), compareAtPrice: null }).where(eq(skuListVariant.id, a.id));
  const b = await firstVariant(zeroPrice.id);
  if (b) await services.db.update(skuListVariant).set({ sellPrice: 0, compareAtPrice: null }).where(eq(skuListVariant.id, b.id));
  if (!refused.title.includes(SANDBOX_FAIL_MARKER)) {
    await services.db.update(skuList).set({ title: `${refused.title.slice(0, 200)} ${SANDBOX_FAIL_MARKER}` }).where(inArray(skuList.id, [refused.id]));
  }
  return ready.map((r) => r.id);
}
