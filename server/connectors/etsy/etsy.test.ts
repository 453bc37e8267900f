import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError, type StoreHandle } from '../store';
import { standardWebhookSignature } from '../common/hmac';
import { pkceChallenge } from '../common/oauth';
import { startSandbox } from '../common/sandbox';
import { approve, queryOf, sampleProduct, webhookReceiver } from '../common/testing';
import { etsyConnector } from './index';
import { ETSY_SANDBOX_SHOP, etsySandbox } from './sandbox';

const app = { clientId: 'etsy-keystring', clientSecret: 'etsy-shared-secret' };
const redirectUri = 'http://portal.test/third/etsy';
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let hooks: Awaited<ReturnType<typeof webhookReceiver>>;
let connector: ReturnType<typeof etsyConnector>;
const refusal = (promise: Promise<unknown>) => promise.then(() => 'accepted', (error: unknown) => (error instanceof ConnectorError ? error.reason : String(error)));
const newVerifier = () => randomBytes(32).toString('base64url');

async function callback(verifier: string, state = 'state-1') {
  return queryOf(await approve(connector.authorizeUrl({ state, redirectUri, codeChallenge: pkceChallenge(verifier) })));
}

beforeAll(async () => {
  hooks = await webhookReceiver();
  sandbox = await startSandbox(etsySandbox, { ...app, webhookUrl: hooks.url });
  connector = etsyConnector({ ...app, baseUrl: sandbox.baseUrl });
});
afterAll(async () => { await sandbox.close(); await hooks.close(); });

describe('Etsy connector against its sandbox', () => {
  it('computes PKCE S256 as RFC 7636 appendix B', () => {
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('signs webhooks as Standard Webhooks does (its published example)', () => {
    // standard-webhooks/standard-webhooks spec example: secret, msg id, timestamp and payload give this v1 signature.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const body = '{"test": 2432232314}';
    expect(standardWebhookSignature(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', '1614265330', body)).toBe('g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('connects with PKCE, publishes a listing with variations, syncs receipts, pushes tracking and refreshes', async () => {
    const verifier = newVerifier();
    const query = await callback(verifier, 'state-good');
    expect(query.state).toBe('state-good');
    const connected = await connector.completeAuthorization({ query, redirectUri, codeVerifier: verifier, now: new Date() });
    expect(connected).toMatchObject({ shop: ETSY_SANDBOX_SHOP, name: 'LinenHouseStudio' });
    expect(Date.parse(connected.credentials.expiresAt ?? '')).toBeLessThanOrEqual(Date.now() + 3600_000);
    const store: StoreHandle = { id: 1, platform: 'etsy', shop: connected.shop, credentials: connected.credentials };

    const published = await connector.publishProduct(store, sampleProduct(31), null);
    expect(Object.keys(published.variantIds)).toEqual(['SKU-31-1', 'SKU-31-2']);
    const again = await connector.publishProduct(store, sampleProduct(31), published);
    expect(again).toEqual(published);
    await connector.updateInventory(store, [{ shopProductId: published.shopProductId, variantId: published.variantIds['SKU-31-2'], available: 0 }]);

    const ordered = await fetch(`${sandbox.baseUrl}/_sandbox/orders`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ shop: store.shop, lines: [{ productId: published.shopProductId, variantId: published.variantIds['SKU-31-1'], quantity: 2 }] }),
    });
    expect(ordered.status).toBe(201);
    const hook = await hooks.next();
    expect(connector.verifyWebhook(hook.headers, hook.rawBody)).toEqual({ topic: 'orders/create', shop: ETSY_SANDBOX_SHOP });
    expect(connector.verifyWebhook({ ...hook.headers, 'webhook-id': 'msg_other' }, hook.rawBody)).toBeNull();
    const stale = String(Number(hook.headers['webhook-timestamp']) - 600);
    expect(connector.verifyWebhook({ ...hook.headers, 'webhook-timestamp': stale }, hook.rawBody)).toBeNull();

    const sync = await connector.fetchOrders(store, null);
    expect(sync.orders).toHaveLength(1);
    expect(sync.orders[0].lines[0]).toMatchObject({ sku: 'SKU-31-1', quantity: 2, unitPriceCents: 2450, storeVariantId: published.variantIds['SKU-31-1'] });
    expect((await connector.fetchOrders(store, sync.cursor)).orders).toEqual([]);
    await connector.pushFulfilment(store, { storeOrderId: sync.orders[0].storeOrderId, carrier: 'usps', trackingNumber: '9400100000000000000000', trackingUrl: null });

    const refreshed = await connector.refresh(store);
    expect(refreshed.accessToken.startsWith('5550001.')).toBe(true);
    expect(await refusal(connector.fetchOrders(store, null))).toBe('unauthorized');
    const fresh = { ...store, credentials: refreshed };
    await connector.unpublish(fresh, published.shopProductId);
    expect(await connector.missingProducts(fresh, [published.shopProductId])).toEqual([published.shopProductId]);
  });

  it('refuses a code exchanged with the wrong PKCE verifier, and a reused code', async () => {
    const verifier = newVerifier();
    const query = await callback(verifier);
    expect(await refusal(connector.completeAuthorization({ query, redirectUri, codeVerifier: newVerifier(), now: new Date() }))).toBe('token_exchange_failed');
    const second = await callback(verifier);
    await connector.completeAuthorization({ query: second, redirectUri, codeVerifier: verifier, now: new Date() });
    expect(await refusal(connector.completeAuthorization({ query: second, redirectUri, codeVerifier: verifier, now: new Date() }))).toBe('token_exchange_failed');
  });

  it('refuses to start without a PKCE challenge and to finish without the verifier or the state', async () => {
    expect(() => connector.authorizeUrl({ state: 's', redirectUri })).toThrow(ConnectorError);
    const query = await callback(newVerifier());
    expect(await refusal(connector.completeAuthorization({ query, redirectUri, now: new Date() }))).toBe('bad_state');
    const { state: _, ...stateless } = query;
    expect(await refusal(connector.completeAuthorization({ query: stateless, redirectUri, codeVerifier: newVerifier(), now: new Date() }))).toBe('bad_state');
    expect(await refusal(connector.completeAuthorization({ query: { error: 'access_denied', state: 's' }, redirectUri, codeVerifier: newVerifier(), now: new Date() }))).toBe('unauthorized');
  });

  it('keeps Etsy limits: 140-character titles, two variation properties; the sandbox refuses its fail marker', async () => {
    const verifier = newVerifier();
    const connected = await connector.completeAuthorization({ query: await callback(verifier), redirectUri, codeVerifier: verifier, now: new Date() });
    const store: StoreHandle = { id: 2, platform: 'etsy', shop: connected.shop, credentials: connected.credentials };
    expect(await refusal(connector.publishProduct(store, { ...sampleProduct(2), title: 'x'.repeat(141) }, null))).toBe('platform_error');
    const threeOptions = sampleProduct(2);
    threeOptions.variants = threeOptions.variants.map((v) => ({ ...v, options: { ...v.options, Fit: 'Loose' } }));
    expect(await refusal(connector.publishProduct(store, threeOptions, null))).toBe('platform_error');
    expect(await refusal(connector.publishProduct(store, sampleProduct(2, { title: 'Mug [sandbox-fail]' }), null))).toBe('platform_error');
  });
});
