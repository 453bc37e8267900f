import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError, type StoreHandle } from '../store';
import { hmacHex, sortedQuery } from '../common/hmac';
import { startSandbox } from '../common/sandbox';
import { approve, queryOf, sampleProduct, webhookReceiver } from '../common/testing';
import { shoplineConnector } from './index';
import { shoplineSandbox } from './sandbox';

const app = { clientId: 'sl-app-key', clientSecret: 'sl-app-secret' };
const redirectUri = 'http://portal.test/shopline/auth';
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let hooks: Awaited<ReturnType<typeof webhookReceiver>>;
let connector: ReturnType<typeof shoplineConnector>;

const refusal = (promise: Promise<unknown>) => promise.then(() => 'accepted', (error: unknown) => (error instanceof ConnectorError ? error.reason : String(error)));
const resign = (query: Record<string, string>) => ({ ...query, sign: hmacHex(app.clientSecret, sortedQuery(query, ['sign'])) });

async function callback(state = 'state-1') {
  return queryOf(await approve(connector.authorizeUrl({ shop: 'linen-house.myshopline.com', state, redirectUri })));
}

beforeAll(async () => {
  hooks = await webhookReceiver();
  sandbox = await startSandbox(shoplineSandbox, { ...app, webhookUrl: hooks.url });
  connector = shoplineConnector({ ...app, baseUrl: sandbox.baseUrl });
});
afterAll(async () => { await sandbox.close(); await hooks.close(); });

describe('SHOPLINE connector against its sandbox', () => {
  it('connects, publishes, syncs inventory and orders, pushes tracking, refreshes and hears webhooks', async () => {
    const query = await callback('state-good');
    expect(query).toMatchObject({ appkey: app.clientId, handle: 'linen-house', customField: 'state-good' });
    expect(connector.callbackState(query)).toBe('state-good');
    const connected = await connector.completeAuthorization({ query, redirectUri, now: new Date() });
    expect(connected.shop).toBe('linen-house.myshopline.com');
    expect(Date.parse(connected.credentials.expiresAt ?? '')).toBeGreaterThan(Date.now() + 9 * 3600_000);
    const store: StoreHandle = { id: 1, platform: 'shopline', shop: connected.shop, credentials: connected.credentials };

    const published = await connector.publishProduct(store, sampleProduct(11), null);
    expect(Object.keys(published.variantIds)).toEqual(['SKU-11-1', 'SKU-11-2']);
    const again = await connector.publishProduct(store, { ...sampleProduct(11), title: 'Linen shirt, washed' }, published);
    expect(again.shopProductId).toBe(published.shopProductId);
    expect(again.variantIds).toEqual(published.variantIds);
    await connector.updateInventory(store, [{ shopProductId: published.shopProductId, variantId: published.variantIds['SKU-11-1'], available: 3 }]);

    const ordered = await fetch(`${sandbox.baseUrl}/_sandbox/orders`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ shop: store.shop, lines: [{ productId: published.shopProductId, variantId: published.variantIds['SKU-11-2'], quantity: 2 }] }),
    });
    expect(ordered.status).toBe(201);
    const hook = await hooks.next();
    const event = connector.verifyWebhook(hook.headers, hook.rawBody);
    expect(event?.topic).toBe('orders/create');
    expect(event?.order?.lines[0]).toMatchObject({ sku: 'SKU-11-2', quantity: 2, unitPriceCents: 2550, storeVariantId: published.variantIds['SKU-11-2'] });
    expect(connector.verifyWebhook(hook.headers, Buffer.concat([hook.rawBody, Buffer.from(' ')]))).toBeNull();

    const first = await connector.fetchOrders(store, null);
    expect(first.orders.map((order) => order.storeOrderId)).toEqual([event?.order?.storeOrderId]);
    expect(first.orders[0].address).toMatchObject({ countryCode: 'US', postalCode: '97201' });
    expect((await connector.fetchOrders(store, first.cursor)).orders).toEqual([]);
    await connector.pushFulfilment(store, { storeOrderId: first.orders[0].storeOrderId, carrier: 'YunExpress', trackingNumber: 'YT2412345678', trackingUrl: null });

    const refreshed = await connector.refresh(store);
    expect(refreshed.accessToken).not.toBe(store.credentials.accessToken);
    const fresh = { ...store, credentials: refreshed };
    await connector.unpublish(fresh, published.shopProductId);
    expect(await connector.missingProducts(fresh, [published.shopProductId])).toEqual([published.shopProductId]);

    await fetch(`${sandbox.baseUrl}/_sandbox/uninstall`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ shop: store.shop }) });
    const bye = await hooks.next();
    expect(connector.verifyWebhook(bye.headers, bye.rawBody)).toEqual({ topic: 'app/uninstalled', shop: store.shop });
    expect(await refusal(connector.fetchOrders(fresh, null))).toBe('unauthorized');
  });

  it('refuses a callback whose sign does not match', async () => {
    const query = await callback();
    expect(await refusal(connector.completeAuthorization({ query: { ...query, handle: 'other-shop' }, redirectUri, now: new Date() }))).toBe('bad_signature');
    expect(await refusal(connector.completeAuthorization({ query: { ...query, sign: query.sign.toUpperCase() }, redirectUri, now: new Date() }))).toBe('bad_signature');
  });

  it('refuses a callback older than 10 minutes (and one from the future)', async () => {
    const query = await callback();
    const later = new Date(Number(query.timestamp) + 10 * 60_000 + 1);
    expect(await refusal(connector.completeAuthorization({ query, redirectUri, now: later }))).toBe('expired');
    expect(await refusal(connector.completeAuthorization({ query, redirectUri, now: new Date(Number(query.timestamp) - 11 * 60_000) }))).toBe('expired');
  });

  it('refuses a shop outside the pattern, at the start and in a correctly signed callback', async () => {
    expect(() => connector.authorizeUrl({ shop: 'linen-house.example.com', state: 's', redirectUri })).toThrow(ConnectorError);
    expect(() => connector.authorizeUrl({ shop: 'evil.com/x.myshopline.com', state: 's', redirectUri })).toThrow(ConnectorError);
    const query = resign({ ...(await callback()), handle: 'Bad_Handle!' });
    expect(await refusal(connector.completeAuthorization({ query, redirectUri, now: new Date() }))).toBe('bad_shop');
  });

  it('refuses a reused code and a callback for another app', async () => {
    const query = await callback();
    await connector.completeAuthorization({ query, redirectUri, now: new Date() });
    expect(await refusal(connector.completeAuthorization({ query, redirectUri, now: new Date() }))).toBe('token_exchange_failed');
    expect(await refusal(connector.completeAuthorization({ query: resign({ ...(await callback()), appkey: 'someone-else' }), redirectUri, now: new Date() }))).toBe('bad_signature');
  });

  it('keeps the platform limits: 255-character titles, 500 variants; the sandbox refuses its fail marker', async () => {
    const connected = await connector.completeAuthorization({ query: await callback(), redirectUri, now: new Date() });
    const store: StoreHandle = { id: 2, platform: 'shopline', shop: connected.shop, credentials: connected.credentials };
    expect(await refusal(connector.publishProduct(store, { ...sampleProduct(1), title: 'x'.repeat(256) }, null))).toBe('platform_error');
    expect(await refusal(connector.publishProduct(store, sampleProduct(1, { variants: 501 }), null))).toBe('platform_error');
    expect(await refusal(connector.publishProduct(store, sampleProduct(1, { title: 'Shirt [sandbox-fail]' }), null))).toBe('platform_error');
    expect((await connector.publishProduct(store, sampleProduct(1, { title: 'y'.repeat(255), variants: 500 }), null)).shopProductId).toMatch(/^\d+$/);
  });

  it('refuses a token request whose sign is wrong (the sandbox checks like SHOPLINE)', async () => {
    const { code } = await callback();
    const body = JSON.stringify({ code });
    const response = await fetch(`${sandbox.baseUrl}/linen-house.myshopline.com/admin/oauth/token/create`, {
      method: 'POST', headers: { 'content-type': 'application/json', appkey: app.clientId, timestamp: String(Date.now()), sign: hmacHex('wrong', body) }, body,
    });
    expect(response.status).toBe(401);
  });
});
