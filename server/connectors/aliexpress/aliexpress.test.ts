import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError, type StoreHandle } from '../store';
import { hmacHex } from '../common/hmac';
import { startSandbox } from '../common/sandbox';
import { approve, queryOf, sampleProduct, webhookReceiver } from '../common/testing';
import { aliexpressConnector, aliexpressSign } from './index';
import { ALIEXPRESS_SANDBOX_SELLER, aliexpressSandbox } from './sandbox';

const app = { clientId: '500123', clientSecret: 'ae-app-secret' };
const redirectUri = 'http://portal.test/ae/auth';
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let hooks: Awaited<ReturnType<typeof webhookReceiver>>;
let connector: ReturnType<typeof aliexpressConnector>;
const refusal = (promise: Promise<unknown>) => promise.then(() => 'accepted', (error: unknown) => (error instanceof ConnectorError ? error.reason : String(error)));
const callback = async (state = 'state-1') => queryOf(await approve(connector.authorizeUrl({ state, redirectUri })));
const post = (path: string, body: unknown) => fetch(`${sandbox.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

beforeAll(async () => {
  hooks = await webhookReceiver();
  sandbox = await startSandbox(aliexpressSandbox, { ...app, webhookUrl: hooks.url });
  connector = aliexpressConnector({ ...app, baseUrl: sandbox.baseUrl });
});
afterAll(async () => { await sandbox.close(); await hooks.close(); });

describe('AliExpress connector against its sandbox', () => {
  it('signs as the IOP rule: [API path +] sorted namevalue pairs, HMAC-SHA256, upper-case hex', () => {
    const params = { app_key: '12345678', code: '3_500102_JxZ05Ux3cnnSSUm6dCxYg6Q26', sign_method: 'sha256', timestamp: '1517820392000', sign: 'ignored' };
    const source = '/auth/token/createapp_key12345678code3_500102_JxZ05Ux3cnnSSUm6dCxYg6Q26sign_methodsha256timestamp1517820392000';
    expect(aliexpressSign('helloworld', params, '/auth/token/create')).toBe(hmacHex('helloworld', source).toUpperCase());
    expect(aliexpressSign('helloworld', params)).toMatch(/^[0-9A-F]{64}$/);
  });

  it('authorises, publishes, syncs orders, fulfils, refreshes and hears message pushes', async () => {
    const query = await callback('state-good');
    expect(connector.callbackState(query)).toBe('state-good');
    const connected = await connector.completeAuthorization({ query, redirectUri, now: new Date() });
    expect(connected.shop).toBe(ALIEXPRESS_SANDBOX_SELLER);
    const store: StoreHandle = { id: 1, platform: 'aliexpress', shop: connected.shop, credentials: connected.credentials };

    const published = await connector.publishProduct(store, sampleProduct(71), null);
    expect(published.variantIds).toEqual({ 'SKU-71-1': 'SKU-71-1', 'SKU-71-2': 'SKU-71-2' });
    expect((await connector.publishProduct(store, sampleProduct(71), published)).shopProductId).toBe(published.shopProductId);
    await connector.updateInventory(store, [{ shopProductId: published.shopProductId, variantId: 'SKU-71-1', available: 9 }]);

    expect((await post('/_sandbox/orders', { shop: ALIEXPRESS_SANDBOX_SELLER, lines: [{ productId: published.shopProductId, variantId: 'SKU-71-2', quantity: 3 }] })).status).toBe(201);
    const hook = await hooks.next();
    expect(connector.verifyWebhook(hook.headers, hook.rawBody)).toEqual({ topic: 'orders/create', shop: ALIEXPRESS_SANDBOX_SELLER });
    expect(connector.verifyWebhook(hook.headers, Buffer.from(hook.rawBody.toString().replace('order_created', 'order_changed')))).toBeNull();

    const sync = await connector.fetchOrders(store, null);
    expect(sync.orders[0]).toMatchObject({ buyer: { phone: '+1 5550100' }, lines: [{ sku: 'SKU-71-2', quantity: 3, unitPriceCents: 2550 }] });
    expect((await connector.fetchOrders(store, sync.cursor)).orders).toEqual([]);
    await connector.pushFulfilment(store, { storeOrderId: sync.orders[0].storeOrderId, carrier: 'CAINIAO_STANDARD', trackingNumber: 'LP00123456789012', trackingUrl: null });

    const refreshed = await connector.refresh(store);
    expect(await refusal(connector.fetchOrders(store, null))).toBe('unauthorized');
    const fresh = { ...store, credentials: refreshed };
    await connector.unpublish(fresh, published.shopProductId);
    expect(await connector.missingProducts(fresh, [published.shopProductId])).toEqual([published.shopProductId]);

    await post('/_sandbox/uninstall', { shop: ALIEXPRESS_SANDBOX_SELLER });
    const bye = await hooks.next();
    expect(connector.verifyWebhook(bye.headers, bye.rawBody)).toEqual({ topic: 'app/uninstalled', shop: ALIEXPRESS_SANDBOX_SELLER });
  });

  it('is refused by the platform when the sign is wrong, and refuses a reused code', async () => {
    const forger = aliexpressConnector({ ...app, clientSecret: 'wrong', baseUrl: sandbox.baseUrl });
    expect(await refusal(forger.completeAuthorization({ query: await callback(), redirectUri, now: new Date() }))).toBe('token_exchange_failed');
    const query = await callback();
    const connected = await connector.completeAuthorization({ query, redirectUri, now: new Date() });
    expect(await refusal(connector.completeAuthorization({ query, redirectUri, now: new Date() }))).toBe('token_exchange_failed');
    const store: StoreHandle = { id: 2, platform: 'aliexpress', shop: connected.shop, credentials: connected.credentials };
    expect(await refusal(forger.fetchOrders(store, null))).toBe('platform_error');
  });

  it('keeps the limits and the sandbox refuses its fail marker', async () => {
    const connected = await connector.completeAuthorization({ query: await callback(), redirectUri, now: new Date() });
    const store: StoreHandle = { id: 3, platform: 'aliexpress', shop: connected.shop, credentials: connected.credentials };
    expect(await refusal(connector.publishProduct(store, { ...sampleProduct(7), title: 's'.repeat(219) }, null))).toBe('platform_error');
    expect(await refusal(connector.publishProduct(store, sampleProduct(7, { title: 'Vase [sandbox-fail]' }), null))).toBe('platform_error');
  });
});
