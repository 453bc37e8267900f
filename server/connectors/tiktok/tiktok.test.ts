import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError, type StoreHandle } from '../store';
import { hmacHex } from '../common/hmac';
import { startSandbox } from '../common/sandbox';
import { approve, queryOf, sampleProduct, webhookReceiver } from '../common/testing';
import { tiktokConnector, tiktokSign } from './index';
import { TIKTOK_SANDBOX_SHOP, tiktokSandbox } from './sandbox';

const app = { clientId: 'tt-app-key', clientSecret: 'tt-app-secret' };
const redirectUri = 'http://portal.test/tk/callback';
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let hooks: Awaited<ReturnType<typeof webhookReceiver>>;
let connector: ReturnType<typeof tiktokConnector>;
const refusal = (promise: Promise<unknown>) => promise.then(() => 'accepted', (error: unknown) => (error instanceof ConnectorError ? error.reason : String(error)));
const callback = async (state = 'state-1') => queryOf(await approve(connector.authorizeUrl({ state, redirectUri })));
const post = (path: string, body: unknown) => fetch(`${sandbox.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

beforeAll(async () => {
  hooks = await webhookReceiver();
  sandbox = await startSandbox(tiktokSandbox, { ...app, webhookUrl: hooks.url });
  connector = tiktokConnector({ ...app, baseUrl: sandbox.baseUrl });
});
afterAll(async () => { await sandbox.close(); await hooks.close(); });

describe('TikTok Shop connector against its sandbox', () => {
  it('signs as documented: secret + path + sorted key/values (without sign and access_token) + body + secret', () => {
    const query = { app_key: '29a39d', timestamp: '1623812664', shop_cipher: 'c1', access_token: 'ignored', sign: 'ignored' };
    const expected = hmacHex('e59af8', 'e59af8/product/202309/productsapp_key29a39dshop_cipherc1timestamp1623812664{"a":1}e59af8');
    expect(tiktokSign('e59af8', '/product/202309/products', query, '{"a":1}')).toBe(expected);
  });

  it('authorises, publishes, syncs orders, ships, refreshes and hears webhooks', async () => {
    const query = await callback('state-good');
    expect(connector.callbackState(query)).toBe('state-good');
    const connected = await connector.completeAuthorization({ query, redirectUri, now: new Date() });
    expect(connected).toMatchObject({ shop: TIKTOK_SANDBOX_SHOP, credentials: { extra: { shopCipher: expect.any(String) } } });
    const store: StoreHandle = { id: 1, platform: 'tiktok', shop: connected.shop, credentials: connected.credentials };

    const published = await connector.publishProduct(store, sampleProduct(51), null);
    expect((await connector.publishProduct(store, sampleProduct(51), published)).variantIds).toEqual(published.variantIds);
    await connector.updateInventory(store, [{ shopProductId: published.shopProductId, variantId: published.variantIds['SKU-51-1'], available: 4 }]);

    expect((await post('/_sandbox/orders', { shop: TIKTOK_SANDBOX_SHOP, lines: [{ productId: published.shopProductId, variantId: published.variantIds['SKU-51-2'], quantity: 2 }] })).status).toBe(201);
    const hook = await hooks.next();
    expect(connector.verifyWebhook(hook.headers, hook.rawBody)).toEqual({ topic: 'orders/create', shop: TIKTOK_SANDBOX_SHOP });
    expect(connector.verifyWebhook({ authorization: hmacHex('wrong', `${app.clientId}${hook.rawBody.toString()}`) }, hook.rawBody)).toBeNull();

    const sync = await connector.fetchOrders(store, null);
    expect(sync.orders).toHaveLength(1);
    expect(sync.orders[0].lines).toHaveLength(2);
    expect(sync.orders[0].address).toMatchObject({ city: 'Portland', province: 'OR', countryCode: 'US' });
    expect((await connector.fetchOrders(store, sync.cursor)).orders).toEqual([]);
    await connector.pushFulfilment(store, { storeOrderId: sync.orders[0].storeOrderId, carrier: 'USPS', trackingNumber: '9200190000000000000001', trackingUrl: null });

    const refreshed = await connector.refresh(store);
    expect(await refusal(connector.fetchOrders(store, null))).toBe('unauthorized');
    const fresh = { ...store, credentials: refreshed };
    await connector.unpublish(fresh, published.shopProductId);
    expect(await connector.missingProducts(fresh, [published.shopProductId])).toEqual([published.shopProductId]);

    await post('/_sandbox/uninstall', { shop: TIKTOK_SANDBOX_SHOP });
    const bye = await hooks.next();
    expect(connector.verifyWebhook(bye.headers, bye.rawBody)).toEqual({ topic: 'app/uninstalled', shop: TIKTOK_SANDBOX_SHOP });
  });

  it('is refused by the platform when the request sign is wrong (another app secret)', async () => {
    const connected = await connector.completeAuthorization({ query: await callback(), redirectUri, now: new Date() });
    const forger = tiktokConnector({ ...app, clientSecret: 'not-the-secret', baseUrl: sandbox.baseUrl });
    const store: StoreHandle = { id: 2, platform: 'tiktok', shop: connected.shop, credentials: connected.credentials };
    expect(await refusal(forger.fetchOrders(store, null))).toBe('unauthorized');
  });

  it('refuses a reused code and a callback without one', async () => {
    const query = await callback();
    await connector.completeAuthorization({ query, redirectUri, now: new Date() });
    expect(await refusal(connector.completeAuthorization({ query, redirectUri, now: new Date() }))).toBe('token_exchange_failed');
    expect(await refusal(connector.completeAuthorization({ query: { state: 's' }, redirectUri, now: new Date() }))).toBe('token_exchange_failed');
  });

  it('keeps the limits and the sandbox refuses its fail marker', async () => {
    const connected = await connector.completeAuthorization({ query: await callback(), redirectUri, now: new Date() });
    const store: StoreHandle = { id: 3, platform: 'tiktok', shop: connected.shop, credentials: connected.credentials };
    expect(await refusal(connector.publishProduct(store, sampleProduct(5, { variants: 101 }), null))).toBe('platform_error');
    expect(await refusal(connector.publishProduct(store, sampleProduct(5, { title: 'Cap [sandbox-fail]' }), null))).toBe('platform_error');
  });
});
