import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError, type StoreHandle } from '../store';
import { startSandbox } from '../common/sandbox';
import { approve, queryOf, sampleProduct, webhookReceiver } from '../common/testing';
import { verifyRs256, wixConnector } from './index';
import { WIX_SANDBOX_INSTANCE, wixSandbox } from './sandbox';

const app = { clientId: 'wix-app-id', clientSecret: 'wix-app-secret' };
const redirectUri = 'http://portal.test/third/wix/callback';
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let hooks: Awaited<ReturnType<typeof webhookReceiver>>;
let connector: ReturnType<typeof wixConnector>;
const refusal = (promise: Promise<unknown>) => promise.then(() => 'accepted', (error: unknown) => (error instanceof ConnectorError ? error.reason : String(error)));
const callback = async (state = 'state-1') => queryOf(await approve(connector.authorizeUrl({ state, redirectUri })));
const post = (path: string, body: unknown) => fetch(`${sandbox.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

beforeAll(async () => {
  hooks = await webhookReceiver();
  sandbox = await startSandbox(wixSandbox, { ...app, webhookUrl: hooks.url });
  connector = wixConnector({ ...app, baseUrl: sandbox.baseUrl });
});
afterAll(async () => { await sandbox.close(); await hooks.close(); });

describe('Wix connector against its sandbox', () => {
  it('installs, publishes with variants and inventory, hears the signed order webhook, syncs, fulfils and refreshes', async () => {
    const query = await callback('state-good');
    expect(query).toMatchObject({ state: 'state-good', instanceId: WIX_SANDBOX_INSTANCE });
    expect(connector.callbackState(query)).toBe('state-good');
    const connected = await connector.completeAuthorization({ query, redirectUri, now: new Date() });
    expect(connected).toMatchObject({ shop: WIX_SANDBOX_INSTANCE, name: 'Linen House' });
    expect(Date.parse(connected.credentials.expiresAt ?? '')).toBeLessThanOrEqual(Date.now() + 300_000);
    const store: StoreHandle = { id: 1, platform: 'wix', shop: connected.shop, credentials: connected.credentials };

    const published = await connector.publishProduct(store, sampleProduct(61), null);
    expect(published.url).toMatch(/^https:\/\/linenhouse\.wixsite\.com\/shop\/product-page\//);
    expect((await connector.publishProduct(store, sampleProduct(61), published)).variantIds).toEqual(published.variantIds);
    await connector.updateInventory(store, [{ shopProductId: published.shopProductId, variantId: published.variantIds['SKU-61-1'], available: 2 }]);

    expect((await post('/_sandbox/orders', { shop: WIX_SANDBOX_INSTANCE, lines: [{ productId: published.shopProductId, variantId: published.variantIds['SKU-61-2'], quantity: 1 }] })).status).toBe(201);
    const hook = await hooks.next();
    const event = connector.verifyWebhook(hook.headers, hook.rawBody);
    expect(event).toMatchObject({ topic: 'orders/create', shop: WIX_SANDBOX_INSTANCE, order: { lines: [{ sku: 'SKU-61-2', unitPriceCents: 2550 }], address: { province: 'OR' } } });
    const [head, payload, signature] = hook.rawBody.toString().split('.');
    const tampered = `${head}.${Buffer.from(Buffer.from(payload, 'base64url').toString().replace('SKU-61-2', 'SKU-61-1')).toString('base64url')}.${signature}`;
    expect(connector.verifyWebhook(hook.headers, Buffer.from(tampered))).toBeNull();

    const sync = await connector.fetchOrders(store, null);
    expect(sync.orders.map((o) => o.storeOrderId)).toEqual([event?.order?.storeOrderId]);
    expect((await connector.fetchOrders(store, sync.cursor)).orders).toEqual([]);
    await connector.pushFulfilment(store, { storeOrderId: sync.orders[0].storeOrderId, carrier: 'fedex', trackingNumber: '794600000000', trackingUrl: null });

    const refreshed = await connector.refresh(store);
    expect(await refusal(connector.fetchOrders(store, null))).toBe('unauthorized');
    const fresh = { ...store, credentials: refreshed };
    await connector.unpublish(fresh, published.shopProductId);
    expect(await connector.missingProducts(fresh, [published.shopProductId])).toEqual([published.shopProductId]);

    await post('/_sandbox/uninstall', { shop: WIX_SANDBOX_INSTANCE });
    const bye = await hooks.next();
    expect(connector.verifyWebhook(bye.headers, bye.rawBody)).toEqual({ topic: 'app/uninstalled', shop: WIX_SANDBOX_INSTANCE });
  });

  it('refuses a webhook signed with another key, with alg none, or expired', () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwt = (claims: object, alg = 'RS256', key = other.privateKey) => {
      const head = Buffer.from(JSON.stringify({ alg })).toString('base64url');
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${head}.${payload}.${sign('RSA-SHA256', Buffer.from(`${head}.${payload}`), key).toString('base64url')}`;
    };
    const data = JSON.stringify({ eventType: 'AppRemoved', instanceId: WIX_SANDBOX_INSTANCE, data: '{}' });
    expect(connector.verifyWebhook({}, Buffer.from(jwt({ data })))).toBeNull();
    expect(verifyRs256(jwt({ data }), other.publicKey)).not.toBeNull();
    expect(verifyRs256(jwt({ data }, 'none'), other.publicKey)).toBeNull();
    expect(verifyRs256(jwt({ data, exp: 1 }), other.publicKey)).toBeNull();
  });

  it('refuses a reused code and an instance id outside the pattern', async () => {
    const query = await callback();
    expect(await refusal(connector.completeAuthorization({ query: { ...query, instanceId: '../../etc' }, redirectUri, now: new Date() }))).toBe('bad_shop');
    await connector.completeAuthorization({ query, redirectUri, now: new Date() });
    expect(await refusal(connector.completeAuthorization({ query, redirectUri, now: new Date() }))).toBe('token_exchange_failed');
  });

  it('keeps the limits (80-character names) and the sandbox refuses its fail marker', async () => {
    const connected = await connector.completeAuthorization({ query: await callback(), redirectUri, now: new Date() });
    const store: StoreHandle = { id: 2, platform: 'wix', shop: connected.shop, credentials: connected.credentials };
    expect(await refusal(connector.publishProduct(store, { ...sampleProduct(6), title: 'w'.repeat(81) }, null))).toBe('platform_error');
    expect(await refusal(connector.publishProduct(store, sampleProduct(6, { title: 'Rug [sandbox-fail]' }), null))).toBe('platform_error');
  });
});
