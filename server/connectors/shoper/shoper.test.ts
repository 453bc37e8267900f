import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError, type StoreHandle } from '../store';
import { hmacHex, sortedQuery } from '../common/hmac';
import { startSandbox } from '../common/sandbox';
import { approve, queryOf, sampleProduct, webhookReceiver } from '../common/testing';
import { shoperConnector } from './index';
import { SHOPER_SANDBOX_SHOP, shoperSandbox } from './sandbox';

const app = { clientId: 'shoper-app', clientSecret: 'shoper-appstore-secret' };
const redirectUri = 'http://portal.test/shoper/static';
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let hooks: Awaited<ReturnType<typeof webhookReceiver>>;
let connector: ReturnType<typeof shoperConnector>;
const refusal = (promise: Promise<unknown>) => promise.then(() => 'accepted', (error: unknown) => (error instanceof ConnectorError ? error.reason : String(error)));
const callback = async () => queryOf(await approve(connector.authorizeUrl({ state: 'unused', redirectUri })));
const resign = (query: Record<string, string>) => ({ ...query, hash: hmacHex(app.clientSecret, sortedQuery(query, ['hash']), 'sha512') });

beforeAll(async () => {
  hooks = await webhookReceiver();
  sandbox = await startSandbox(shoperSandbox, { ...app });
  connector = shoperConnector({ ...app, baseUrl: sandbox.baseUrl, webhookUrl: hooks.url });
});
afterAll(async () => { await sandbox.close(); await hooks.close(); });

describe('Shoper connector against its sandbox', () => {
  it('installs from the signed request, publishes with stocks, hears the signed webhook, syncs, ships and refreshes', async () => {
    const query = await callback();
    expect(query).toMatchObject({ shop: '90001', shop_url: `https://${SHOPER_SANDBOX_SHOP}`, place: 'admin' });
    const connected = await connector.completeAuthorization({ query, redirectUri, now: new Date() });
    expect(connected.shop).toBe(SHOPER_SANDBOX_SHOP);
    const store: StoreHandle = { id: 1, platform: 'shoper', shop: connected.shop, credentials: connected.credentials };

    const published = await connector.publishProduct(store, sampleProduct(91), null);
    expect(Object.keys(published.variantIds).sort()).toEqual(['SKU-91-1', 'SKU-91-2']);
    expect((await connector.publishProduct(store, sampleProduct(91), published)).variantIds).toEqual(published.variantIds);
    await connector.updateInventory(store, [{ shopProductId: published.shopProductId, variantId: published.variantIds['SKU-91-2'], available: 6 }]);

    const ordered = await fetch(`${sandbox.baseUrl}/_sandbox/orders`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ shop: SHOPER_SANDBOX_SHOP, lines: [{ productId: published.shopProductId, variantId: published.variantIds['SKU-91-2'], quantity: 2 }] }),
    });
    expect(ordered.status).toBe(201);
    const hook = await hooks.next();
    expect(connector.verifyWebhook(hook.headers, hook.rawBody)).toEqual({ topic: 'orders/create', shop: SHOPER_SANDBOX_SHOP });
    expect(connector.verifyWebhook({ ...hook.headers, 'x-webhook-id': 'replayed-id' }, hook.rawBody)).toBeNull();
    expect(connector.verifyWebhook({ ...hook.headers, 'x-shop-domain': 'sklep90002.shoparena.pl' }, hook.rawBody)).toBeNull();

    const sync = await connector.fetchOrders(store, null);
    expect(sync.orders[0]).toMatchObject({ lines: [{ sku: 'SKU-91-2', quantity: 2, unitPriceCents: 2550 }], address: { countryCode: 'US' } });
    expect((await connector.fetchOrders(store, sync.cursor)).orders).toEqual([]);
    await connector.pushFulfilment(store, { storeOrderId: sync.orders[0].storeOrderId, carrier: 'InPost', trackingNumber: '620000000000000000000001', trackingUrl: null });

    const refreshed = await connector.refresh(store);
    expect(await refusal(connector.fetchOrders(store, null))).toBe('unauthorized');
    const fresh = { ...store, credentials: refreshed };
    await connector.unpublish(fresh, published.shopProductId);
    expect(await connector.missingProducts(fresh, [published.shopProductId])).toEqual([published.shopProductId]);

    // Disconnecting from the portal deletes our webhook (the API cannot uninstall the app itself).
    const hooksOf = async () => (await (await fetch(`${sandbox.baseUrl}/${SHOPER_SANDBOX_SHOP}/webapi/rest/webhooks`, { headers: { authorization: `Bearer ${fresh.credentials.accessToken}` } })).json()).list;
    expect((await hooksOf()).length).toBeGreaterThan(0);
    await connector.uninstall(fresh);
    expect(await hooksOf()).toEqual([]);
  });

  it('refuses a request whose hash does not match (SHA-512 HMAC of the sorted parameters)', async () => {
    const query = await callback();
    expect(await refusal(connector.completeAuthorization({ query: { ...query, place: 'other' }, redirectUri, now: new Date() }))).toBe('bad_signature');
    expect(await refusal(connector.completeAuthorization({ query: { ...query, hash: hmacHex(app.clientSecret, sortedQuery(query, ['hash']), 'sha256') }, redirectUri, now: new Date() }))).toBe('bad_signature');
  });

  it('refuses an expired timestamp, a shop address outside the pattern and a reused code', async () => {
    const query = await callback();
    expect(await refusal(connector.completeAuthorization({ query, redirectUri, now: new Date(Number(query.timestamp) * 1000 + 601_000) }))).toBe('expired');
    expect(await refusal(connector.completeAuthorization({ query: resign({ ...query, shop_url: 'https://evil_host!/' }), redirectUri, now: new Date() }))).toBe('bad_shop');
    await connector.completeAuthorization({ query, redirectUri, now: new Date() });
    expect(await refusal(connector.completeAuthorization({ query, redirectUri, now: new Date() }))).toBe('token_exchange_failed');
  });

  it('keeps the limits and the sandbox refuses its fail marker', async () => {
    const connected = await connector.completeAuthorization({ query: await callback(), redirectUri, now: new Date() });
    const store: StoreHandle = { id: 2, platform: 'shoper', shop: connected.shop, credentials: connected.credentials };
    expect(await refusal(connector.publishProduct(store, { ...sampleProduct(9), title: 'p'.repeat(256) }, null))).toBe('platform_error');
    expect(await refusal(connector.publishProduct(store, sampleProduct(9, { title: 'Cup [sandbox-fail]' }), null))).toBe('platform_error');
  });
});
