import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError, type StoreHandle } from '../store';
import { startSandbox } from '../common/sandbox';
import { approve, queryOf, sampleProduct, webhookReceiver } from '../common/testing';
import { lightfunnelsConnector } from './index';
import { LIGHTFUNNELS_SANDBOX_ACCOUNT, lightfunnelsSandbox } from './sandbox';

const app = { clientId: 'lf-client', clientSecret: 'lf-secret' };
const redirectUri = 'http://portal.test/third/lightfunnels';
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let hooks: Awaited<ReturnType<typeof webhookReceiver>>;
let connector: ReturnType<typeof lightfunnelsConnector>;
const refusal = (promise: Promise<unknown>) => promise.then(() => 'accepted', (error: unknown) => (error instanceof ConnectorError ? error.reason : String(error)));
const callback = async (state = 'state-1') => queryOf(await approve(connector.authorizeUrl({ state, redirectUri })));
const post = (path: string, body: unknown) => fetch(`${sandbox.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

beforeAll(async () => {
  hooks = await webhookReceiver();
  sandbox = await startSandbox(lightfunnelsSandbox, { ...app, webhookUrl: hooks.url });
  connector = lightfunnelsConnector({ ...app, baseUrl: sandbox.baseUrl });
});
afterAll(async () => { await sandbox.close(); await hooks.close(); });

describe('Lightfunnels connector against its sandbox', () => {
  it('connects, publishes over GraphQL, hears the signed order webhook, syncs with the connection cursor and fulfils', async () => {
    const query = await callback('state-good');
    expect(connector.callbackState(query)).toBe('state-good');
    const connected = await connector.completeAuthorization({ query, redirectUri, now: new Date() });
    expect(connected).toMatchObject({ shop: LIGHTFUNNELS_SANDBOX_ACCOUNT, name: 'Linen House' });
    const store: StoreHandle = { id: 1, platform: 'lightfunnels', shop: connected.shop, credentials: connected.credentials };
    expect(await connector.refresh(store)).toEqual(store.credentials);

    const published = await connector.publishProduct(store, sampleProduct(81), null);
    expect((await connector.publishProduct(store, sampleProduct(81), published)).variantIds).toEqual(published.variantIds);
    await connector.updateInventory(store, [{ shopProductId: published.shopProductId, variantId: published.variantIds['SKU-81-1'], available: 1 }]);

    expect((await post('/_sandbox/orders', { shop: LIGHTFUNNELS_SANDBOX_ACCOUNT, lines: [{ productId: published.shopProductId, quantity: 2 }] })).status).toBe(201);
    const hook = await hooks.next();
    const event = connector.verifyWebhook(hook.headers, hook.rawBody);
    expect(event).toMatchObject({ topic: 'orders/create', shop: LIGHTFUNNELS_SANDBOX_ACCOUNT, order: { lines: [{ sku: 'SKU-81-1', quantity: 2, unitPriceCents: 2450 }] } });
    expect(connector.verifyWebhook({ ...hook.headers, 'lightfunnels-account': '91000002' }, hook.rawBody)).toBeNull();
    expect(connector.verifyWebhook({ ...hook.headers, 'lightfunnels-hmac': 'AAAA' }, hook.rawBody)).toBeNull();
    expect(connector.verifyWebhook(hook.headers, Buffer.from(hook.rawBody.toString().replace(LIGHTFUNNELS_SANDBOX_ACCOUNT, '91000002')))).toBeNull();

    const sync = await connector.fetchOrders(store, null);
    expect(sync.orders.map((o) => o.storeOrderId)).toEqual([event?.order?.storeOrderId]);
    expect((await connector.fetchOrders(store, sync.cursor)).orders).toEqual([]);
    await connector.pushFulfilment(store, { storeOrderId: sync.orders[0].storeOrderId, carrier: 'DHL', trackingNumber: 'JJD000390007722', trackingUrl: null });

    await connector.unpublish(store, published.shopProductId);
    expect(await connector.missingProducts(store, [published.shopProductId])).toEqual([published.shopProductId]);
    await post('/_sandbox/uninstall', { shop: LIGHTFUNNELS_SANDBOX_ACCOUNT });
    const bye = await hooks.next();
    expect(connector.verifyWebhook(bye.headers, bye.rawBody)).toEqual({ topic: 'app/uninstalled', shop: LIGHTFUNNELS_SANDBOX_ACCOUNT });
    expect(await refusal(connector.fetchOrders(store, null))).toBe('unauthorized');
  });

  it('refuses a reused code and a callback without one', async () => {
    const query = await callback();
    await connector.completeAuthorization({ query, redirectUri, now: new Date() });
    expect(await refusal(connector.completeAuthorization({ query, redirectUri, now: new Date() }))).toBe('token_exchange_failed');
    expect(await refusal(connector.completeAuthorization({ query: { state: 'x' }, redirectUri, now: new Date() }))).toBe('token_exchange_failed');
  });

  it('keeps the limits and the sandbox refuses its fail marker', async () => {
    const connected = await connector.completeAuthorization({ query: await callback(), redirectUri, now: new Date() });
    const store: StoreHandle = { id: 2, platform: 'lightfunnels', shop: connected.shop, credentials: connected.credentials };
    expect(await refusal(connector.publishProduct(store, sampleProduct(8, { variants: 101 }), null))).toBe('platform_error');
    expect(await refusal(connector.publishProduct(store, sampleProduct(8, { title: 'Bag [sandbox-fail]' }), null))).toBe('platform_error');
  });
});
