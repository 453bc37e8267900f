import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError, type StoreHandle } from '../store';
import { hmacHex } from '../common/hmac';
import { startSandbox } from '../common/sandbox';
import { approve, queryOf, sampleProduct, webhookReceiver } from '../common/testing';
import { bigcommerceConnector, verifySignedPayload } from './index';
import { BIGCOMMERCE_SANDBOX_STORE, bigcommerceSandbox } from './sandbox';

const app = { clientId: 'bc-client-id', clientSecret: 'bc-client-secret' };
const redirectUri = 'http://portal.test/bigcommerce/app/oauth';
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let hooks: Awaited<ReturnType<typeof webhookReceiver>>;
let connector: ReturnType<typeof bigcommerceConnector>;
const refusal = (promise: Promise<unknown>) => promise.then(() => 'accepted', (error: unknown) => (error instanceof ConnectorError ? error.reason : String(error)));
const refusalOf = (run: () => unknown) => { try { run(); return 'accepted'; } catch (error) { return error instanceof ConnectorError ? error.reason : String(error); } };
const callback = async () => queryOf(await approve(connector.authorizeUrl({ state: 'unused', redirectUri })));
const signedPayload = async (kind: 'load' | 'uninstall') =>
  (await (await fetch(`${sandbox.baseUrl}/_sandbox/signed-payload?store_hash=${BIGCOMMERCE_SANDBOX_STORE}&kind=${kind}`)).json()) as { signed_payload_jwt: string; signed_payload: string };
const jwtOf = (claims: Record<string, unknown>, secret = app.clientSecret) => {
  const head = Buffer.from(JSON.stringify({ typ: 'JWT', alg: 'HS256' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${head}.${payload}.${Buffer.from(hmacHex(secret, `${head}.${payload}`), 'hex').toString('base64url')}`;
};

beforeAll(async () => {
  hooks = await webhookReceiver();
  sandbox = await startSandbox(bigcommerceSandbox, { ...app });
  connector = bigcommerceConnector({ ...app, baseUrl: sandbox.baseUrl, webhookUrl: hooks.url });
});
afterAll(async () => { await sandbox.close(); await hooks.close(); });

describe('BigCommerce connector against its sandbox', () => {
  it('installs, registers hooks, publishes, syncs orders, ships, and verifies load and uninstall payloads', async () => {
    const query = await callback();
    expect(query.context).toBe(`stores/${BIGCOMMERCE_SANDBOX_STORE}`);
    const connected = await connector.completeAuthorization({ query, redirectUri, now: new Date() });
    expect(connected.shop).toBe(BIGCOMMERCE_SANDBOX_STORE);
    const store: StoreHandle = { id: 1, platform: 'bigcommerce', shop: connected.shop, credentials: connected.credentials };
    expect(await connector.refresh(store)).toEqual(store.credentials);

    const load = await signedPayload('load');
    expect(connector.verifySignedPayload({ signed_payload_jwt: load.signed_payload_jwt }, new Date())).toMatchObject({ storeHash: BIGCOMMERCE_SANDBOX_STORE, ownerEmail: 'owner@linen-house.example' });
    expect(connector.verifySignedPayload({ signed_payload: load.signed_payload }, new Date()).storeHash).toBe(BIGCOMMERCE_SANDBOX_STORE);

    const published = await connector.publishProduct(store, sampleProduct(41), null);
    expect(published.url).toContain('.mybigcommerce.com/');
    expect((await connector.publishProduct(store, sampleProduct(41), published)).variantIds).toEqual(published.variantIds);
    await connector.updateInventory(store, [{ shopProductId: published.shopProductId, variantId: published.variantIds['SKU-41-1'], available: 7 }]);

    expect((await connector.fetchOrders(store, null)).orders).toEqual([]);
    const ordered = await fetch(`${sandbox.baseUrl}/_sandbox/orders`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ shop: store.shop, lines: [{ productId: published.shopProductId, variantId: published.variantIds['SKU-41-2'], quantity: 1 }] }),
    });
    expect(ordered.status).toBe(201);
    const hook = await hooks.next();
    expect(connector.verifyWebhook(hook.headers, hook.rawBody)).toEqual({ topic: 'orders/create', shop: BIGCOMMERCE_SANDBOX_STORE });
    expect(connector.verifyWebhook({ ...hook.headers, 'x-mp-webhook-token': 'f'.repeat(64) }, hook.rawBody)).toBeNull();
    expect(connector.verifyWebhook(hook.headers, Buffer.from(hook.rawBody.toString().replace(BIGCOMMERCE_SANDBOX_STORE, 'otherstore')))).toBeNull();

    const sync = await connector.fetchOrders(store, null);
    expect(sync.orders[0]).toMatchObject({ address: { countryCode: 'US', line1: '12 Harbour Street' }, lines: [{ sku: 'SKU-41-2', unitPriceCents: 2550, quantity: 1 }] });
    expect((await connector.fetchOrders(store, sync.cursor)).orders).toEqual([]);
    await connector.pushFulfilment(store, { storeOrderId: sync.orders[0].storeOrderId, carrier: 'DHL', trackingNumber: 'JD014600003828123456', trackingUrl: null });

    await connector.unpublish(store, published.shopProductId);
    expect(await connector.missingProducts(store, [published.shopProductId])).toEqual([published.shopProductId]);

    // Disconnecting from the portal deletes our hooks (the API cannot uninstall the app itself).
    const hooksOf = async () => (await (await fetch(`${sandbox.baseUrl}/stores/${store.shop}/v3/hooks`, { headers: { 'x-auth-token': store.credentials.accessToken } })).json()).data;
    expect((await hooksOf()).length).toBeGreaterThan(0);
    await connector.uninstall(store);
    expect(await hooksOf()).toEqual([]);

    const bye = await signedPayload('uninstall');
    expect(connector.verifySignedPayload({ signed_payload_jwt: bye.signed_payload_jwt }, new Date()).storeHash).toBe(BIGCOMMERCE_SANDBOX_STORE);
    expect(await refusal(connector.fetchOrders(store, null))).toBe('unauthorized');
  });

  it('refuses a signed payload with a bad signature, for another app, or expired', () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { aud: app.clientId, iss: 'bc', iat: now, nbf: now, exp: now + 600, sub: `stores/${BIGCOMMERCE_SANDBOX_STORE}` };
    expect(refusalOf(() => verifySignedPayload({ signed_payload_jwt: jwtOf(claims, 'wrong-secret') }, app.clientId, app.clientSecret, new Date()))).toBe('bad_signature');
    expect(refusalOf(() => verifySignedPayload({ signed_payload_jwt: jwtOf({ ...claims, aud: 'another-app' }) }, app.clientId, app.clientSecret, new Date()))).toBe('bad_signature');
    expect(refusalOf(() => verifySignedPayload({ signed_payload_jwt: jwtOf({ ...claims, exp: now - 3600 }) }, app.clientId, app.clientSecret, new Date()))).toBe('expired');
    const noneAlg = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${jwtOf(claims).split('.')[1]}.`;
    expect(refusalOf(() => verifySignedPayload({ signed_payload_jwt: noneAlg }, app.clientId, app.clientSecret, new Date()))).toBe('bad_signature');
    const legacy = JSON.stringify({ context: `stores/${BIGCOMMERCE_SANDBOX_STORE}` });
    const forged = `${Buffer.from(legacy).toString('base64')}.${Buffer.from(hmacHex('wrong', legacy)).toString('base64')}`;
    expect(refusalOf(() => verifySignedPayload({ signed_payload: forged }, app.clientId, app.clientSecret, new Date()))).toBe('bad_signature');
    expect(refusalOf(() => verifySignedPayload({}, app.clientId, app.clientSecret, new Date()))).toBe('bad_signature');
  });

  it('refuses a store hash outside the pattern and a reused code', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(refusalOf(() => verifySignedPayload({ signed_payload_jwt: jwtOf({ aud: app.clientId, iss: 'bc', nbf: now, exp: now + 60, sub: 'stores/../../x' }) }, app.clientId, app.clientSecret, new Date()))).toBe('bad_shop');
    const query = await callback();
    expect(await refusal(connector.completeAuthorization({ query: { ...query, context: 'stores/Bad Hash!' }, redirectUri, now: new Date() }))).toBe('bad_shop');
    await connector.completeAuthorization({ query, redirectUri, now: new Date() });
    expect(await refusal(connector.completeAuthorization({ query, redirectUri, now: new Date() }))).toBe('token_exchange_failed');
  });

  it('keeps the limits: 250-character names, 600 variants; the sandbox refuses its fail marker', async () => {
    const connected = await connector.completeAuthorization({ query: await callback(), redirectUri, now: new Date() });
    const store: StoreHandle = { id: 2, platform: 'bigcommerce', shop: connected.shop, credentials: connected.credentials };
    expect(await refusal(connector.publishProduct(store, { ...sampleProduct(3), title: 'n'.repeat(251) }, null))).toBe('platform_error');
    expect(await refusal(connector.publishProduct(store, sampleProduct(3, { variants: 601 }), null))).toBe('platform_error');
    expect(await refusal(connector.publishProduct(store, sampleProduct(3, { title: 'Lamp [sandbox-fail]' }), null))).toBe('platform_error');
  });
});
