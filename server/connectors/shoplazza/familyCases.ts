/** The test cases of the Shoplazza protocol, run for Shoplazza and AllValue by their test files. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError, type StoreHandle } from '../store';
import { hmacHex, sortedQuery } from '../common/hmac';
import { startSandbox } from '../common/sandbox';
import { approve, queryOf, sampleProduct, webhookReceiver } from '../common/testing';
import { familyConnector, familySandbox, type FamilyBrand } from './family';

export function familyCases(brand: FamilyBrand) {
  const app = { clientId: `${brand.platform}-client`, clientSecret: `${brand.platform}-secret` };
  const redirectUri = `http://portal.test/${brand.platform}/auth`;
  const shop = `linen-house.${brand.domain}`;
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let hooks: Awaited<ReturnType<typeof webhookReceiver>>;
  let connector: ReturnType<typeof familyConnector>;
  const refusal = (promise: Promise<unknown>) => promise.then(() => 'accepted', (error: unknown) => (error instanceof ConnectorError ? error.reason : String(error)));
  const resign = (query: Record<string, string>) => ({ ...query, hmac: hmacHex(app.clientSecret, sortedQuery(query, ['hmac'], true)) });
  const callback = async (state = 'state-1') => queryOf(await approve(connector.authorizeUrl({ shop, state, redirectUri })));
  const post = (path: string, body: unknown) => fetch(`${sandbox.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    hooks = await webhookReceiver();
    sandbox = await startSandbox(familySandbox(brand), { ...app, webhookUrl: hooks.url });
    connector = familyConnector(brand, { ...app, baseUrl: sandbox.baseUrl });
  });
  afterAll(async () => { await sandbox.close(); await hooks.close(); });

  describe(`${brand.name} connector against its sandbox`, () => {
    it('connects, publishes, syncs inventory and orders, pushes tracking, refreshes and hears webhooks', async () => {
      const query = await callback('state-good');
      expect(query).toMatchObject({ shop, state: 'state-good' });
      expect(connector.callbackState(query)).toBe('state-good');
      const connected = await connector.completeAuthorization({ query, redirectUri, now: new Date() });
      expect(connected).toMatchObject({ shop, name: 'linen-house' });
      expect(connected.credentials.refreshToken).toBeTruthy();
      const store: StoreHandle = { id: 1, platform: brand.platform, shop, credentials: connected.credentials };

      const published = await connector.publishProduct(store, sampleProduct(21), null);
      expect(Object.keys(published.variantIds)).toEqual(['SKU-21-1', 'SKU-21-2']);
      expect((await connector.publishProduct(store, sampleProduct(21), published)).shopProductId).toBe(published.shopProductId);
      await connector.updateInventory(store, [{ shopProductId: published.shopProductId, variantId: published.variantIds['SKU-21-1'], available: 0 }]);

      const storefront = await (await fetch(`${sandbox.baseUrl}/${shop}`)).text();
      expect(storefront).toContain('Linen shirt 21');
      expect((await post('/_sandbox/orders', { shop, lines: [{ productId: published.shopProductId, quantity: 3 }] })).status).toBe(201);
      const hook = await hooks.next();
      const event = connector.verifyWebhook(hook.headers, hook.rawBody);
      expect(event).toMatchObject({ topic: 'orders/create', shop });
      expect(event?.order?.lines[0]).toMatchObject({ sku: 'SKU-21-1', quantity: 3, unitPriceCents: 2450 });
      expect(connector.verifyWebhook({ ...hook.headers, [`${brand.headerPrefix}-shop-domain`]: 'evil.example.com' }, hook.rawBody)).toBeNull();
      expect(connector.verifyWebhook(hook.headers, Buffer.from(hook.rawBody.toString().replace('"quantity":3', '"quantity":30')))).toBeNull();

      const sync = await connector.fetchOrders(store, null);
      expect(sync.orders).toHaveLength(1);
      expect(sync.orders[0].buyer.email).toBe('ada.buyer@example.com');
      expect((await connector.fetchOrders(store, sync.cursor)).orders).toEqual([]);
      await connector.pushFulfilment(store, { storeOrderId: sync.orders[0].storeOrderId, carrier: 'UPS', trackingNumber: '1Z999AA10123456784', trackingUrl: null });

      const refreshed = await connector.refresh(store);
      expect(refreshed.accessToken).not.toBe(store.credentials.accessToken);
      expect(await refusal(connector.fetchOrders(store, null))).toBe('unauthorized');
      expect(await refusal(connector.refresh(store))).toBe('token_exchange_failed');
      const fresh = { ...store, credentials: refreshed };
      await connector.unpublish(fresh, published.shopProductId);
      expect(await connector.missingProducts(fresh, [published.shopProductId])).toEqual([published.shopProductId]);

      await post('/_sandbox/uninstall', { shop });
      const bye = await hooks.next();
      expect(connector.verifyWebhook(bye.headers, bye.rawBody)).toEqual({ topic: 'app/uninstalled', shop });
    });

    it('refuses a callback whose hmac does not match', async () => {
      const query = await callback();
      expect(await refusal(connector.completeAuthorization({ query: { ...query, state: 'forged' }, redirectUri, now: new Date() }))).toBe('bad_signature');
      const { hmac: _, ...unsigned } = query;
      expect(await refusal(connector.completeAuthorization({ query: unsigned, redirectUri, now: new Date() }))).toBe('bad_signature');
    });

    it('refuses a callback older than 10 minutes', async () => {
      const query = await callback();
      expect(await refusal(connector.completeAuthorization({ query, redirectUri, now: new Date(Number(query.timestamp) * 1000 + 601_000) }))).toBe('expired');
    });

    it('refuses a shop outside the pattern', async () => {
      expect(() => connector.authorizeUrl({ shop: `evil.com#.${brand.domain}`, state: 's', redirectUri })).toThrow(ConnectorError);
      expect(() => connector.authorizeUrl({ shop: 'linen-house.myshopify.com', state: 's', redirectUri })).toThrow(ConnectorError);
      const query = resign({ ...(await callback()), shop: 'attacker.example.com' });
      expect(await refusal(connector.completeAuthorization({ query, redirectUri, now: new Date() }))).toBe('bad_shop');
    });

    it('refuses a reused code', async () => {
      const query = await callback();
      await connector.completeAuthorization({ query, redirectUri, now: new Date() });
      expect(await refusal(connector.completeAuthorization({ query, redirectUri, now: new Date() }))).toBe('token_exchange_failed');
    });

    it('signs the callback over the form-encoded sorted query, as the official SDK verifies it', async () => {
      const query = { code: 'abc', shop, state: 'a b/c', timestamp: '1700000000' };
      const source = `code=abc&shop=${shop}&state=a+b%2Fc&timestamp=1700000000`;
      expect(sortedQuery(query, [], true)).toBe(source);
    });
  });
}
