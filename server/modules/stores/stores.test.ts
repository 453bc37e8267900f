/**
 * Stores over the real server, listening on loopback so the connectors reach the Shopify and WooCommerce
 * sandboxes mounted on it (the same wiring as npm start): connect through each platform's flow and every
 * refusal (bad signature, expired timestamp, reused state, shop outside the pattern: nothing stored,
 * logged without secrets), publishing with blocked/failed items and retry of the failed ones, published
 * products, store order in (webhook and sync, idempotent), fulfilment push, uninstall, disconnect,
 * sub-account store scope, tax numbers and reply-to e-mail.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { startTestServer, type TestServer, SERVER_START_MS, codeIn } from '../../test/harness';
import { createCustomer } from '../customer/service';
import { runJob } from '../jobs/service';
import { customer, jobItem, order, outbox, skuList, skuPublished, store, storeConnectedAccount, storeEvent, variantMapping } from '../../db/schema';
import { PAYPAL_SANDBOX_ACCOUNT } from '../../connectors/paypal/sandbox';
import { createPublishWorker, loadEntry, toPublishProduct } from './publish';
import { STAGED_LEASE_MS } from '../jobs/staged';
import { prepareRuleDemo, placeSandboxOrder } from '../../seed/stores';
import { handleOf } from './service';
import { pushStoreFulfilment } from './fulfilment';
import { signShopifyQuery, API_VERSION } from '../../connectors/shopify/connector';
import { hmacBase64 } from '../../connectors/common/hmac';
import { SANDBOX_FAIL_MARKER } from '../../connectors/common/sandbox';

let server: TestServer;
let merchant: string;
let clerk: string;
let limited: string;
let partner: string;
let merchantId: number;
let origin: string;

const data = async (name: Parameters<TestServer['call']>[0], options: Parameters<TestServer['call']>[1]) => {
  const answer = await server.call(name, options);
  if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${answer.message}`);
  return answer.data;
};

/** The merchant's browser on the sandbox's install page: "Install app", then where the platform sends it back. */
async function approve(authorizeUrl: string): Promise<URL> {
  const page = await fetch(authorizeUrl);
  expect(page.status).toBe(200);
  const href = /id="approve" href="([^"]+)"/.exec(await page.text())?.[1]?.replace(/&amp;/g, '&');
  expect(href).toBeTruthy();
  const response = await fetch(new URL(href as string, authorizeUrl), { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') as string);
}

const until = async <T>(probe: () => Promise<T | null | undefined | false>, ms = 8000): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

async function connectShopify(token: string, shop: string) {
  const { authorizeUrl, state } = await data('storeConnect', { token, body: { platform: 'shopify', shop } });
  const back = await approve(authorizeUrl);
  expect(back.pathname).toBe('/shopify-app-auth');
  const query = Object.fromEntries(back.searchParams);
  expect(query.state).toBe(state);
  return { query, outcome: await data('storeAuthCallback', { token, body: { platform: 'shopify', query } }) };
}

const storeCount = async () => (await server.services.db.select({ id: store.id }).from(store)).length;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address() as { port: number };
  origin = `http://127.0.0.1:${address.port}`;
  server.services.stores.registry.setOrigin(origin);
  merchant = await server.login('merchant@demo.shop', 'Merchant#2026');
  clerk = await server.login('clerk@demo.shop', 'Clerk#2026');
  partner = await server.login('partner@demo.shop', 'Partner#2026');
  [{ id: merchantId }] = await server.services.db.select({ id: customer.id }).from(customer).where(eq(customer.username, 'merchant@demo.shop'));
  await createCustomer(server.services.db, {
    username: 'scoped@demo.shop', password: 'Scoped#2026', refId: merchantId, roleName: 'Store clerk',
    permissions: ['settings:myStores', 'menu:products', 'menu:products:myProducts', 'menu:products:myPublished', 'storeSettings'],
  });
  limited = await server.login('scoped@demo.shop', 'Scoped#2026');
}, SERVER_START_MS);
afterAll(() => server?.close());

describe('BigCommerce and Shoper: callbacks without state, bound to the signed-in merchant', () => {
  const statusOf = async (id: number) => (await server.services.db.select({ status: store.status, customerId: store.customerId }).from(store).where(eq(store.id, id)))[0];

  it('BigCommerce: the code/context/scope callback connects the merchant who posts it, once; signed load and uninstall payloads are verified', async () => {
    const { authorizeUrl } = await data('storeConnect', { token: merchant, body: { platform: 'bigcommerce' } });
    const back = await approve(authorizeUrl);
    expect(back.pathname).toBe('/bigcommerce/app/oauth');
    const query = Object.fromEntries(back.searchParams);
    expect(query.state).toBeUndefined();
    expect(query.context).toMatch(/^stores\//);

    // A forged code: the exchange with our client secret fails; nothing stored.
    const before = await storeCount();
    const forged = await data('storeAuthCallback', { token: merchant, body: { platform: 'bigcommerce', query: { ...query, code: 'forged-code' } } });
    expect(forged).toMatchObject({ ok: false, reason: 'token_exchange_failed' });
    expect(await storeCount()).toBe(before);

    const outcome = await data('storeAuthCallback', { token: merchant, body: { platform: 'bigcommerce', query } });
    expect(outcome).toMatchObject({ ok: true, platform: 'bigcommerce' });
    expect(await statusOf(outcome.storeId)).toEqual({ status: 'authorized', customerId: merchantId });
    // The same callback again, by the merchant or by another customer: refused, nothing more stored.
    const count = await storeCount();
    expect(await data('storeAuthCallback', { token: merchant, body: { platform: 'bigcommerce', query } })).toMatchObject({ ok: false, reason: 'bad_state' });
    expect(await data('storeAuthCallback', { token: partner, body: { platform: 'bigcommerce', query } })).toMatchObject({ ok: false, reason: 'bad_state' });
    expect(await storeCount()).toBe(count);

    // Opening the app in the BigCommerce control panel: the HS256 signed_payload_jwt names the store.
    const hash = query.context.slice('stores/'.length);
    const signed = async (kind: string) => (await fetch(`${origin}/sandbox/bigcommerce/_sandbox/signed-payload?store_hash=${hash}&kind=${kind}`)).json() as Promise<Record<string, string>>;
    const load = await signed('load');
    expect(await data('storeAuthCallback', { token: merchant, body: { platform: 'bigcommerce', query: { signed_payload_jwt: load.signed_payload_jwt }, step: 'load' } }))
      .toMatchObject({ ok: true, storeId: outcome.storeId });
    const [head, payload, signature] = load.signed_payload_jwt.split('.');
    const tampered = `${head}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await data('storeAuthCallback', { token: merchant, body: { platform: 'bigcommerce', query: { signed_payload_jwt: tampered }, step: 'load' } }))
      .toMatchObject({ ok: false, reason: 'bad_signature' });
    // Another customer's session with a valid payload: not their store.
    const other = await signed('load');
    expect(await data('storeAuthCallback', { token: partner, body: { platform: 'bigcommerce', query: { signed_payload_jwt: other.signed_payload_jwt }, step: 'load' } }))
      .toMatchObject({ ok: false, reason: 'not_found' });
    expect((await statusOf(outcome.storeId)).status).toBe('authorized');

    const uninstall = await signed('uninstall');
    expect(await data('storeAuthCallback', { token: merchant, body: { platform: 'bigcommerce', query: { signed_payload_jwt: uninstall.signed_payload_jwt }, step: 'uninstall' } }))
      .toMatchObject({ ok: true, storeId: outcome.storeId });
    expect((await statusOf(outcome.storeId)).status).toBe('deleted');
  });

  it('Shoper: the SHA-512-signed install request connects the merchant who posts it, once; a bad hash is refused', async () => {
    const { authorizeUrl } = await data('storeConnect', { token: merchant, body: { platform: 'shoper' } });
    const back = await approve(authorizeUrl);
    expect(back.pathname).toBe('/shoper/static');
    const query = Object.fromEntries(back.searchParams);
    expect(query.hash).toMatch(/^[0-9a-f]{128}$/);

    const before = await storeCount();
    const forged = await data('storeAuthCallback', { token: merchant, body: { platform: 'shoper', query: { ...query, place: 'other' } } });
    expect(forged).toMatchObject({ ok: false, reason: 'bad_signature' });
    expect(await storeCount()).toBe(before);

    const outcome = await data('storeAuthCallback', { token: merchant, body: { platform: 'shoper', query } });
    expect(outcome).toMatchObject({ ok: true, platform: 'shoper' });
    expect(await statusOf(outcome.storeId)).toEqual({ status: 'authorized', customerId: merchantId });
    const count = await storeCount();
    expect(await data('storeAuthCallback', { token: merchant, body: { platform: 'shoper', query } })).toMatchObject({ ok: false, reason: 'bad_state' });
    expect(await storeCount()).toBe(count);
  });
});

describe('PayPal account for tracking numbers (addPaypayAuth, "Log in with PayPal" through its sandbox)', () => {
  it('connects the account PayPal names from the code and state, once; refuses a forged code and another customer\'s state; stores no token in answers', async () => {
    const paypalRows = async () => (await server.services.db.select().from(storeConnectedAccount).where(eq(storeConnectedAccount.type, 'paypal'))).length;
    const start = async (token: string) => {
      const { authorizeUrl, state } = await data('paypalAuthorize', { token, body: {} });
      const back = await approve(authorizeUrl);
      expect(back.pathname).toBe('/third/connect');
      expect(back.searchParams.get('state')).toBe(state);
      return { code: back.searchParams.get('code') as string, state };
    };
    const before = await paypalRows();
    const forged = await server.call('addPaypalAuth', { token: merchant, body: { authCode: 'forged-code' } });
    expect(forged).toMatchObject({ status: 9001, data: { field: 'authCode' } });
    const theirs = await start(merchant);
    expect((await server.call('addPaypalAuth', { token: partner, body: { authCode: theirs.code, state: theirs.state } })).status).toBe(9001);
    expect(await paypalRows()).toBe(before);

    const { code, state } = await start(merchant);
    const account = await data('addPaypalAuth', { token: merchant, body: { authCode: code, state } });
    expect(account).toMatchObject({ type: 'paypal', account: PAYPAL_SANDBOX_ACCOUNT.email, verified: true });
    expect(JSON.stringify(account)).not.toMatch(/A21AA|access|refresh/i);
    const [row] = await server.services.db.select().from(storeConnectedAccount).where(eq(storeConnectedAccount.id, account.id));
    expect(row.credentials).toBeTruthy();
    expect(row.credentials).not.toContain('A21AA');
    // The same code and state again: the state is used up.
    expect((await server.call('addPaypalAuth', { token: merchant, body: { authCode: code, state } })).status).toBe(9001);
    const listed = await data('connectAccountList', { token: merchant });
    expect(listed.filter((a: { type: string }) => a.type === 'paypal').map((a: { account: string }) => a.account)).toContain(PAYPAL_SANDBOX_ACCOUNT.email);
  });
});

describe('the other platforms connect through their sandboxes with the same flow', () => {
  it.each([
    ['shoplazza', 'lakeside.myshoplaza.com', '/shoplazza/auth'],
    ['shopline', 'harbour-home.myshopline.com', '/shopline/auth'],
    ['allvalue', 'tea-house.myallvalue.com', '/allvalue/auth'],
    ['etsy', undefined, '/third/etsy'],
    ['tiktok', undefined, '/tk/callback'],
    ['wix', undefined, '/third/wix/callback'],
    ['lightfunnels', undefined, '/third/lightfunnels'],
  ] as const)('%s', async (platform, shop, callbackPath) => {
    const { authorizeUrl } = await data('storeConnect', { token: merchant, body: { platform, ...(shop ? { shop } : {}) } });
    const back = await approve(authorizeUrl);
    expect(back.pathname).toBe(callbackPath);
    const query = Object.fromEntries(back.searchParams);
    const outcome = await data('storeAuthCallback', { token: merchant, body: { platform, query } });
    expect(outcome).toMatchObject({ ok: true, platform });
    const [row] = await server.services.db.select().from(store).where(eq(store.id, outcome.storeId));
    expect(row).toMatchObject({ platform, status: 'authorized' });
    // The same callback again is refused (single-use state or code): nothing more is stored.
    const before = await storeCount();
    const again = await server.call('storeAuthCallback', { token: merchant, body: { platform, query } });
    expect(again.status === 200 ? again.data.ok : false).toBe(false);
    expect(await storeCount()).toBe(before);
  });
});

describe('Shopify connect', () => {
  it('connects a store through the install page and the signed callback; credentials stay encrypted and unseen', async () => {
    const { outcome } = await connectShopify(merchant, 'alpine-gear.myshopify.com');
    expect(outcome).toMatchObject({ ok: true, platform: 'shopify', storeName: 'Alpine Gear' });
    const [row] = await server.services.db.select().from(store).where(eq(store.id, outcome.storeId));
    expect(row).toMatchObject({ status: 'authorized', authorised: true, shop: 'alpine-gear.myshopify.com' });
    expect(row.credentials).toMatch(/^v1\./);
    expect(row.credentials).not.toContain('shpat_');
    expect(handleOf(server.services, row).credentials.accessToken).toMatch(/^shpat_/);
    const list = await server.call('storeList', { token: merchant });
    expect(JSON.stringify(list.raw.body)).not.toMatch(/shpat_|v1\./);
    expect(list.data.records.find((s: { id: number }) => s.id === outcome.storeId)).toMatchObject({ status: 'authorized', sandbox: true, publishedCount: 0 });
    const events = await server.services.db.select().from(storeEvent).where(eq(storeEvent.storeId, outcome.storeId));
    expect(events.map((e) => e.type)).toContain('connected');
  });

  it('refuses a reused state, a bad signature, an expired timestamp and a shop outside the pattern; stores nothing; logs no secret', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = await storeCount();
    // Reused: the same callback twice.
    const first = await connectShopify(merchant, 'reuse-test.myshopify.com');
    expect(first.outcome.ok).toBe(true);
    const again = await data('storeAuthCallback', { token: merchant, body: { platform: 'shopify', query: first.query } });
    expect(again).toMatchObject({ ok: false, reason: 'bad_state' });
    expect(again.message).toMatch(/already used/);

    // Bad signature: a parameter changed after signing.
    const { authorizeUrl } = await data('storeConnect', { token: merchant, body: { platform: 'shopify', shop: 'tamper-test.myshopify.com' } });
    const tampered = Object.fromEntries((await approve(authorizeUrl)).searchParams);
    tampered.code = `${tampered.code}x`;
    expect(await data('storeAuthCallback', { token: merchant, body: { platform: 'shopify', query: tampered } })).toMatchObject({ ok: false, reason: 'bad_signature' });

    // Expired: correctly signed, but an hour old.
    const { authorizeUrl: url2 } = await data('storeConnect', { token: merchant, body: { platform: 'shopify', shop: 'stale-test.myshopify.com' } });
    const fresh = Object.fromEntries((await approve(url2)).searchParams);
    const { hmac: _h, ...unsigned } = fresh;
    const stale = signShopifyQuery({ ...unsigned, timestamp: String(Math.floor(Date.now() / 1000) - 3600) }, server.services.stores.box.derive('sandbox-app:shopify'));
    expect(await data('storeAuthCallback', { token: merchant, body: { platform: 'shopify', query: stale } })).toMatchObject({ ok: false, reason: 'expired' });

    // A shop outside the pattern: refused when starting (9001 naming shop) and in a callback.
    const bad = await server.call('storeConnect', { token: merchant, body: { platform: 'shopify', shop: 'evil.example.com' } });
    expect(bad.status).toBe(9001);
    expect(bad.message).toMatch(/shop/);
    const { authorizeUrl: url3 } = await data('storeConnect', { token: merchant, body: { platform: 'shopify', shop: 'pattern-test.myshopify.com' } });
    const other = Object.fromEntries((await approve(url3)).searchParams);
    const { hmac: _h2, ...rest } = other;
    const moved = signShopifyQuery({ ...rest, shop: 'evil.example.com' }, server.services.stores.box.derive('sandbox-app:shopify'));
    expect(await data('storeAuthCallback', { token: merchant, body: { platform: 'shopify', query: moved } })).toMatchObject({ ok: false, reason: 'bad_shop' });

    expect(await storeCount()).toBe(before + 1); // only the first, good connection
    const logged = warn.mock.calls.map((c) => c.join(' ')).join('\n');
    expect(logged).toMatch(/bad_state/);
    expect(logged).toMatch(/bad_signature/);
    expect(logged).not.toContain(tampered.code);
    expect(logged).not.toMatch(/shpat_/);
    warn.mockRestore();
  });

  it('refuses a callback carrying another customer\'s state', async () => {
    const { authorizeUrl } = await data('storeConnect', { token: merchant, body: { platform: 'shopify', shop: 'cross-test.myshopify.com' } });
    const query = Object.fromEntries((await approve(authorizeUrl)).searchParams);
    expect(await data('storeAuthCallback', { token: partner, body: { platform: 'shopify', query } })).toMatchObject({ ok: false, reason: 'bad_state' });
  });
});

describe('WooCommerce connect', () => {
  it('takes the keys POSTed to the callback URL, then reports the store on the return page', async () => {
    const { authorizeUrl, state } = await data('storeConnect', { token: merchant, body: { platform: 'woocommerce', shop: 'https://river-supply.example/' } });
    expect(authorizeUrl).toContain('/wc-auth/v1/authorize');
    const back = await approve(authorizeUrl);
    expect(back.pathname).toBe('/woocommerce/app/auth');
    expect(back.searchParams.get('success')).toBe('1');
    expect(back.searchParams.get('user_id')).toBe(state);
    const outcome = await data('storeAuthCallback', { token: merchant, body: { platform: 'woocommerce', query: Object.fromEntries(back.searchParams) } });
    expect(outcome).toMatchObject({ ok: true, platform: 'woocommerce', storeName: 'River Supply' });
    const [row] = await server.services.db.select().from(store).where(eq(store.id, outcome.storeId));
    expect(row.shop).toBe('https://river-supply.example');
    expect(row.credentials).not.toMatch(/ck_|cs_/);
  });

  it('refuses keys POSTed with an unknown or reused state, and keys that do not work', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const post = (body: unknown) => server.app.inject({ method: 'POST', url: '/api/stores/callback/woocommerce', payload: body as object });
    const keys = { key_id: 1, consumer_key: `ck_${'a'.repeat(40)}`, consumer_secret: `cs_${'b'.repeat(40)}`, key_permissions: 'read_write' };
    expect((await post({ ...keys, user_id: 'nope' })).statusCode).toBe(400);
    const { state } = await data('storeConnect', { token: merchant, body: { platform: 'woocommerce', shop: 'https://keys-test.example' } });
    // Keys the store never issued: refused (the token exchange fails), nothing stored; the state is spent.
    const before = await storeCount();
    expect((await post({ ...keys, user_id: state })).statusCode).toBe(400);
    expect((await post({ ...keys, user_id: state })).statusCode).toBe(400);
    expect(await storeCount()).toBe(before);
    expect(warn.mock.calls.join('\n')).not.toContain(keys.consumer_secret);
    warn.mockRestore();
  });

  it('verifies webhook signatures over the raw body (X-WC-Webhook-Signature)', async () => {
    const body = JSON.stringify({ id: 1 });
    const answer = await server.app.inject({
      method: 'POST', url: '/api/webhooks/woocommerce', payload: body,
      headers: { 'content-type': 'application/json', 'x-wc-webhook-source': 'https://river-supply.example/', 'x-wc-webhook-topic': 'product.deleted', 'x-wc-webhook-signature': hmacBase64('wrong', body) },
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('publishing', () => {
  let shopifyId: number;
  let jobId: number;
  let entries: number[];
  const worker = () => ({ storePublish: createPublishWorker(server.services) });

  beforeAll(async () => {
    const { outcome } = await connectShopify(merchant, 'publish-test.myshopify.com');
    shopifyId = outcome.storeId;
    const ruleDemo = await prepareRuleDemo(server.services, merchantId);
    const others = await server.services.db.select({ id: skuList.id }).from(skuList).where(eq(skuList.customerId, merchantId)).orderBy(asc(skuList.id));
    entries = [...ruleDemo, ...others.map((o) => o.id).filter((id) => !ruleDemo.includes(id))].slice(0, 20);
  });

  it('checks first: two blocked, warnings named', async () => {
    const checks = await data('shelfCheck', { token: merchant, body: { skuListIds: entries, storeIds: [shopifyId] } });
    expect(checks).toHaveLength(20);
    expect(checks.filter((c: { blocked: string | null }) => c.blocked).map((c: { blocked: string }) => c.blocked).sort()).toEqual(['server.stores.publish.belowCost', 'server.stores.publish.zeroPrice']);
  });

  it('publishes 20 with 2 blocked and 1 failed, never half-written; retry re-queues the failed only', async () => {
    const job = await data('batchShelf', { token: merchant, body: { skuListIds: entries, storeIds: [shopifyId] } });
    jobId = job.id;
    expect(job).toMatchObject({ kind: 'storePublish', total: 20, state: 'queued' });
    const done = await runJob(server.services.db, jobId, worker());
    expect(done).toMatchObject({ state: 'partially_failed', succeeded: 17, blocked: 2, failed: 1 });
    const failed = await data('jobItems', { token: merchant, params: { id: jobId }, query: { states: ['failed'] } });
    expect(failed.records[0].message).toMatch(/refused the product/);
    const links = await server.services.db.select().from(skuPublished).where(eq(skuPublished.storeId, shopifyId));
    expect(links).toHaveLength(17);
    const listed = await data('storeList', { token: merchant, query: { pageSize: 50 } });
    expect(listed.records.find((s: { id: number }) => s.id === shopifyId)).toMatchObject({ publishedCount: 17, orderCount: 0 });
    const mappings = await server.services.db.select().from(variantMapping).where(eq(variantMapping.storeId, shopifyId));
    expect(mappings.length).toBeGreaterThanOrEqual(17);
    const records = await data('batchShelfRecord', { token: merchant, query: {} });
    expect(records.records[0].id).toBe(jobId);

    // Fix the refused entry (drop the marker) and retry: only the failed item runs again.
    const refusedId = Number(failed.records[0].input.skuListId);
    const [entry] = await server.services.db.select().from(skuList).where(eq(skuList.id, refusedId));
    await data('skuListProductUpdate', { token: merchant, body: { id: refusedId, title: entry.title.replace(SANDBOX_FAIL_MARKER, '').trim() } });
    const retried = await data('retryShelf', { token: merchant, params: { id: jobId } });
    expect(retried).toMatchObject({ queued: 1, succeeded: 17, blocked: 2 });
    expect(await runJob(server.services.db, jobId, worker())).toMatchObject({ succeeded: 18, blocked: 2, failed: 0 });
    // A second publish of the same entries updates the store products instead of duplicating them.
    const shop = await server.services.db.select().from(store).where(eq(store.id, shopifyId));
    const handle = handleOf(server.services, shop[0]);
    const count = async () => (await (await fetch(`${origin}/sandbox/shopify/${handle.shop}/admin/api/${API_VERSION}/products.json?limit=250`, { headers: { 'x-shopify-access-token': handle.credentials.accessToken } })).json()).products.length;
    expect(await count()).toBe(18);
  });

  it('lists published products, sets inventory in the store, finds products deleted in the store, unpublishes', async () => {
    const list = await data('skuPublishedList', { token: merchant, body: { storeId: shopifyId, pageSize: 50 } });
    expect(list.total).toBe(18);
    const first = list.records[0];
    const detail = await data('skuPublishedProduct', { token: merchant, params: { storeId: shopifyId, id: first.id } });
    const variantLink = detail.variants[0];
    const after = await data('skuPublishedInventory', { token: merchant, body: { id: first.id, variants: [{ id: variantLink.id, available: 7 }] } });
    expect(after.variants.find((v: { id: number }) => v.id === variantLink.id).available).toBe(7);
    const [row] = await server.services.db.select().from(store).where(eq(store.id, shopifyId));
    const handle = handleOf(server.services, row);
    const api = `${origin}/sandbox/shopify/${handle.shop}/admin/api/${API_VERSION}`;
    const headers = { 'x-shopify-access-token': handle.credentials.accessToken };
    const variant = await (await fetch(`${api}/variants/${variantLink.shopVariantId}.json`, { headers })).json();
    expect(variant.variant.inventory_quantity).toBe(7);

    const second = list.records[1];
    await fetch(`${api}/products/${second.shopProductId}.json`, { method: 'DELETE', headers });
    const synced = await data('skuPublishedSyncDeleted', { token: merchant, body: { storeId: shopifyId } });
    // The sandbox also sends products/delete for it: whichever comes first marks the link, the other finds it done.
    expect(synced.updated).toBeLessThanOrEqual(1);
    expect((await data('skuPublishedList', { token: merchant, body: { storeId: shopifyId, state: 2 } })).total).toBe(1);

    await data('skuPublishedRemove', { token: merchant, params: { id: first.id } });
    expect((await fetch(`${api}/products/${first.shopProductId}.json`, { headers })).status).toBe(404);
    expect((await data('skuPublishedList', { token: merchant, body: { storeId: shopifyId } })).total).toBe(17);
  });

  it('calls the platform outside any transaction, and a resumed item after a crash mid-call is not published twice', async () => {
    const spare = await server.services.db.select({ id: skuList.id }).from(skuList).where(eq(skuList.customerId, merchantId)).orderBy(asc(skuList.id));
    const candidates = spare.map((row) => row.id).filter((id) => !entries.includes(id)).slice(0, 30);
    const checks = await data('shelfCheck', { token: merchant, body: { skuListIds: candidates, storeIds: [shopifyId] } });
    const [first, second] = checks.filter((c: { blocked: string | null; published: boolean }) => !c.blocked && !c.published).map((c: { skuListId: number }) => c.skuListId);
    const { connector } = server.services.stores.registry.get('shopify')!;
    const [row] = await server.services.db.select().from(store).where(eq(store.id, shopifyId));
    const handle = handleOf(server.services, row);
    const api = `${origin}/sandbox/shopify/${handle.shop}/admin/api/${API_VERSION}`;
    const headers = { 'x-shopify-access-token': handle.credentials.accessToken };
    const productCount = async () => (await (await fetch(`${api}/products.json?limit=250`, { headers })).json()).products.length;

    // While the platform answers, the database answers too: on PGlite's one connection a transaction held
    // around the call would make this query wait for the call, and the call for the query (a deadlock).
    const original = connector.publishProduct;
    let queriedDuringCall = false;
    connector.publishProduct = async (...args) => {
      await server.services.db.select({ id: store.id }).from(store).where(eq(store.id, shopifyId));
      queriedDuringCall = true;
      return original.apply(connector, args);
    };
    try {
      const job = await data('shelf', { token: merchant, body: { skuListId: first, storeIds: [shopifyId] } });
      expect(await runJob(server.services.db, job.id, worker())).toMatchObject({ state: 'done', succeeded: 1 });
    } finally {
      connector.publishProduct = original;
    }
    expect(queriedDuringCall).toBe(true);

    // A process died after the store made the product, before its answer was recorded: the item is left
    // marked 'running' with a lapsed lease. The next run finds the product by our handle and records it.
    const job = await data('shelf', { token: merchant, body: { skuListId: second, storeIds: [shopifyId] } });
    const data2 = await loadEntry(server.services.db, merchantId, second);
    await connector.publishProduct(handle, toPublishProduct(data2!, [], origin), null);
    const made = await productCount();
    await server.services.db.update(jobItem).set({ state: 'running', attempts: 1, updatedAt: new Date(Date.now() - STAGED_LEASE_MS - 1000) }).where(eq(jobItem.jobId, job.id));
    expect(await runJob(server.services.db, job.id, worker())).toMatchObject({ state: 'done', succeeded: 1 });
    expect(await productCount()).toBe(made);
    const links = await server.services.db.select().from(skuPublished).where(and(eq(skuPublished.storeId, shopifyId), eq(skuPublished.skuListId, second)));
    expect(links).toHaveLength(1);
  });

  it('answers 9002 for another customer\'s store and entries', async () => {
    expect((await server.call('batchShelf', { token: partner, body: { skuListIds: [entries[0]], storeIds: [shopifyId] } })).status).toBe(9002);
    expect((await server.call('shopProductCollections', { token: partner, params: { id: shopifyId } })).status).toBe(9002);
    const collections = await data('shopProductCollections', { token: merchant, params: { id: shopifyId } });
    expect(collections.map((c: { title: string }) => c.title)).toContain('Best sellers');
  });

  it('takes a store order in through the signed webhook once, as a draft whose lines are mapped; pushes the fulfilment back', async () => {
    const [row] = await server.services.db.select().from(store).where(eq(store.id, shopifyId));
    const handle = handleOf(server.services, row);
    const placed = await placeSandboxOrder(server.services, handle.shop, handle.credentials.accessToken);
    expect(placed).toBeTruthy();
    const draft = await until(async () => (await server.services.db.select().from(order).where(and(eq(order.storeId, shopifyId), eq(order.storeOrderId, String(placed!.id)))))[0]);
    expect(draft).toMatchObject({ status: 'draft', source: 'store', storeOrderName: placed!.name });
    // The scheduled sync sees the same order: no second draft.
    const sync = await data('storeSyncOrders', { token: merchant, params: { id: shopifyId } });
    expect(sync.received).toBeGreaterThanOrEqual(1);
    expect(sync.created).toBe(0);
    expect(await server.services.db.select().from(order).where(eq(order.storeOrderId, String(placed!.id)))).toHaveLength(1);
    // Staff shipped it: carrier and tracking number go to the store.
    await server.services.db.update(order).set({ carrier: 'USPS', trackingNumber: '9400111899223344556677' }).where(eq(order.id, draft.id));
    expect(await pushStoreFulfilment(server.services, draft.id)).toBe('pushed');
    const api = `${origin}/sandbox/shopify/${handle.shop}/admin/api/${API_VERSION}`;
    const fos = await (await fetch(`${api}/orders/${placed!.id}/fulfillment_orders.json`, { headers: { 'x-shopify-access-token': handle.credentials.accessToken } })).json();
    expect(fos.fulfillment_orders[0].status).toBe('closed');
    // Pushed again (a retried message): nothing left to fulfil, no error.
    expect(await pushStoreFulfilment(server.services, draft.id)).toBe('pushed');
  });

  it('refuses a webhook with a bad signature and stores nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const body = JSON.stringify({ id: 999_001, name: '#9', line_items: [] });
    const answer = await server.app.inject({
      method: 'POST', url: '/api/webhooks/shopify', payload: body,
      headers: { 'content-type': 'application/json', 'x-shopify-topic': 'orders/create', 'x-shopify-shop-domain': 'publish-test.myshopify.com', 'x-shopify-hmac-sha256': hmacBase64('not-the-secret', body) },
    });
    expect(answer.statusCode).toBe(401);
    expect(await server.services.db.select().from(order).where(eq(order.storeOrderId, '999001'))).toHaveLength(0);
    expect(warn.mock.calls.join('\n')).toMatch(/store webhook refused/);
    warn.mockRestore();
  });
});

describe('store lifecycle and scope', () => {
  it('deactivates, activates, and marks a store deleted on app/uninstalled', async () => {
    const { outcome } = await connectShopify(merchant, 'lifecycle-test.myshopify.com');
    expect((await data('storeDeactivate', { token: merchant, params: { id: outcome.storeId } })).status).toBe('deactivated');
    expect((await data('storeActivate', { token: merchant, params: { id: outcome.storeId } })).status).toBe('authorized');
    const disconnected = await data('storeDisconnect', { token: merchant, params: { id: outcome.storeId } });
    expect(disconnected.status).toBe('deleted');
    const [row] = await server.services.db.select().from(store).where(eq(store.id, outcome.storeId));
    expect(row.credentials).toBeNull();
    expect((await server.call('storeDeactivate', { token: merchant, params: { id: outcome.storeId } })).status).toBe(9002);
  });

  it('limits a sub-account to its stores on every store-bearing call', async () => {
    const stores = await data('storeOptions', { token: merchant });
    const [one, two] = stores.filter((s: { status: string }) => s.status === 'authorized');
    const [scoped] = await server.services.db.select({ id: customer.id }).from(customer).where(eq(customer.username, 'scoped@demo.shop'));
    expect((await server.call('storeScopeSet', { token: clerk, params: { id: scoped.id }, body: { storeIds: [one.id] } })).status).toBe(40301);
    await data('storeScopeSet', { token: merchant, params: { id: scoped.id }, body: { storeIds: [one.id] } });
    expect((await data('storeScopeGet', { token: merchant, params: { id: scoped.id } })).storeIds).toEqual([one.id]);
    expect((await data('storeOptions', { token: limited })).map((s: { id: number }) => s.id)).toEqual([one.id]);
    expect((await data('storeList', { token: limited })).records.map((s: { id: number }) => s.id)).toEqual([one.id]);
    expect((await server.call('storeDeactivate', { token: limited, params: { id: two.id } })).status).toBe(9002);
    expect((await server.call('shopProductCollections', { token: limited, params: { id: two.id } })).status).toBe(9002);
    const published = await data('skuPublishedList', { token: limited, body: { pageSize: 200 } });
    expect(published.records.every((p: { storeId: number }) => p.storeId === one.id)).toBe(true);
    await data('storeScopeSet', { token: merchant, params: { id: scoped.id }, body: { storeIds: null } });
    expect((await data('storeOptions', { token: limited })).length).toBe(stores.length);
  });

  it('keeps tax numbers per store and country, and verifies a reply-to address by code', async () => {
    const [first] = (await data('storeOptions', { token: merchant })).filter((s: { status: string }) => s.status === 'authorized');
    const saved = await data('storeTaxNumberSave', { token: merchant, body: { storeId: first.id, countryId: 232, taxNumber: 'us-123456' } });
    expect(saved.taxNumber).toBe('US-123456');
    expect((await server.call('storeTaxNumberSave', { token: merchant, body: { storeId: first.id, countryId: 232, taxNumber: 'US-999999' } })).status).toBe(700);
    expect((await data('storeTaxNumberList', { token: merchant, query: {} })).some((t: { id: number }) => t.id === saved.id)).toBe(true);
    expect((await server.call('storeTaxNumberRemove', { token: partner, params: { id: saved.id } })).status).toBe(9002);
    await data('storeTaxNumberRemove', { token: merchant, params: { id: saved.id } });

    await data('sendReplayEmailCode', { token: merchant, body: { email: 'Support@Trailhead.example' } });
    const [mail] = await server.services.db.select().from(outbox).where(eq(outbox.recipient, 'support@trailhead.example'));
    const code = codeIn({ to: mail.recipient, subject: mail.subject, text: mail.body });
    expect((await server.call('verifyReplayEmailCode', { token: merchant, body: { email: 'support@trailhead.example', code: 'ZZZZZZ' } })).status).toBe(6002);
    const account = await data('verifyReplayEmailCode', { token: merchant, body: { email: 'support@trailhead.example', code } });
    expect(account).toMatchObject({ type: 'replyEmail', verified: true });
    expect((await data('connectAccountList', { token: merchant })).some((a: { id: number }) => a.id === account.id)).toBe(true);
    await data('disconnectAccount', { token: merchant, params: { id: account.id } });
  });
});
