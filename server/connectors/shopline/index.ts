/**
 * SHOPLINE (developer.shopline.com, "App authorization" and "Generate and verify signatures"):
 * - authorize: https://{handle}.myshopline.com/admin/oauth-web/#/oauth/authorize?appKey&responseType=code&scope&redirectUri&customField
 *   (`customField` comes back unchanged: it carries our single-use state);
 * - callback: GET redirectUri?appkey&code&customField&handle&timestamp&sign, where sign is the hex
 *   HMAC-SHA256 (app secret) of the other query parameters sorted by key as `k=v&k=v`, and the
 *   timestamp (milliseconds) must be within 10 minutes (SHOPLINE's own window);
 * - token: POST https://{handle}.myshopline.com/admin/oauth/token/create, body {"code"}, headers appkey,
 *   timestamp, sign = hex HMAC-SHA256 of body + timestamp; answer { code: 200, data: { accessToken, expireTime, scope } };
 *   refresh: POST .../admin/oauth/token/refresh with the same signed headers (tokens live 10 hours);
 * - REST admin API /admin/openapi/v20230901 with `Authorization: Bearer`; products are limited to a
 *   255-character title and 500 variants;
 * - webhooks: X-Shopline-Topic, X-Shopline-Shop-Domain, X-Shopline-Hmac-Sha256 = hex HMAC-SHA256 of
 *   the raw body (hex, like every other SHOPLINE signature; the page we could reach names the header
 *   and the digest but not its encoding).
 * In the sandbox the consent page has no `#/` fragment (a server cannot see fragments).
 */
import { ConnectorError, type StoreConnector, type StoreCredentials, type StoreHandle } from '../store';
import { headerOf, hmacHex, safeEqual, sortedQuery, withinWindow } from '../common/hmac';
import { http, jsonOf, shopOriginOf, type ConnectorConfig } from '../common/http';
import { restApi, restOrderOf, type RestClient } from '../common/restStore';

export const SHOPLINE_API_VERSION = 'v20230901';
export const shoplineLimits = { maxTitle: 255, maxVariants: 500 } as const;
export const SHOPLINE_WINDOW_MS = 10 * 60_000;
const SHOP = /^[a-z0-9][a-z0-9-]{0,61}\.myshopline\.com$/;
const DEFAULT_SCOPES = ['read_products', 'write_products', 'read_orders', 'write_orders', 'read_inventory', 'write_inventory'];

interface TokenAnswer { code: number; message?: string | null; data?: { accessToken: string; expireTime: string; scope: string } | null }

/** The signed headers of SHOPLINE's token calls: sign = hex HMAC-SHA256(body + timestamp). */
export function shoplineSignedHeaders(config: ConnectorConfig, body: string, now = Date.now()) {
  const timestamp = String(now);
  return { appkey: config.clientId, timestamp, sign: hmacHex(config.clientSecret, body + timestamp) };
}

export function shoplineConnector(config: ConnectorConfig): StoreConnector & { callbackState(query: Record<string, string>): string | null } {
  const handleOf = (shop: string) => shop.slice(0, shop.indexOf('.'));
  const origin = (shop: string) => shopOriginOf(config, shop);
  const client: RestClient = {
    config, suffix: '.json', createPath: '/products/products',
    base: (shop) => `${origin(shop)}/admin/openapi/${SHOPLINE_API_VERSION}`,
    headers: (accessToken) => ({ authorization: `Bearer ${accessToken}` }),
  };
  const checkShop = (shop: string) => {
    if (!SHOP.test(shop)) throw new ConnectorError('bad_shop', 'the shop is not a SHOPLINE store address');
    return shop;
  };
  const tokenCall = async (shop: string, path: string, body: string) => {
    const { data } = await http<TokenAnswer>(config, {
      method: 'POST', url: `${origin(shop)}${path}`, body,
      headers: { 'content-type': 'application/json', ...shoplineSignedHeaders(config, body) },
    }).catch((error: unknown) => {
      throw error instanceof ConnectorError ? new ConnectorError('token_exchange_failed', `SHOPLINE refused the token request (${error.message})`) : error;
    });
    if (data?.code !== 200 || !data.data?.accessToken) throw new ConnectorError('token_exchange_failed', `SHOPLINE refused the token request${data?.message ? `: ${data.message}` : ''}`);
    return data.data;
  };
  const live = (store: StoreHandle) => store.credentials.accessToken;
  const limitsProblem = (title: string, variants: number) =>
    title.length > shoplineLimits.maxTitle ? `SHOPLINE titles are limited to ${shoplineLimits.maxTitle} characters`
      : variants > shoplineLimits.maxVariants ? `SHOPLINE products are limited to ${shoplineLimits.maxVariants} variants` : null;

  return {
    platform: 'shopline',
    shopPattern: SHOP,
    usesPkce: false,
    callbackState: (query) => query.customField || null,
    authorizeUrl({ shop, state, redirectUri }) {
      const target = checkShop(shop ?? '');
      const query = new URLSearchParams({
        appKey: config.clientId, responseType: 'code', scope: (config.scopes ?? DEFAULT_SCOPES).join(','), redirectUri, customField: state,
      });
      return config.baseUrl ? `${origin(target)}/admin/oauth-web/oauth/authorize?${query}` : `${origin(target)}/admin/oauth-web/#/oauth/authorize?${query}`;
    },
    async completeAuthorization({ query, now }) {
      if (!safeEqual(hmacHex(config.clientSecret, sortedQuery(query, ['sign'])), query.sign)) throw new ConnectorError('bad_signature', 'the SHOPLINE callback signature does not match');
      if (!withinWindow(query.timestamp, now, SHOPLINE_WINDOW_MS)) throw new ConnectorError('expired', 'the SHOPLINE callback is older than 10 minutes');
      if (query.appkey !== config.clientId) throw new ConnectorError('bad_signature', 'the SHOPLINE callback is for another app');
      const shop = checkShop(`${query.handle ?? ''}.myshopline.com`);
      if (!query.code) throw new ConnectorError('token_exchange_failed', 'the SHOPLINE callback has no code');
      const token = await tokenCall(shop, '/admin/oauth/token/create', JSON.stringify({ code: query.code }));
      return {
        shop, name: handleOf(shop), scopes: token.scope ? token.scope.split(',') : [],
        credentials: { accessToken: token.accessToken, expiresAt: new Date(token.expireTime).toISOString() },
      };
    },
    async refresh(store): Promise<StoreCredentials> {
      const token = await tokenCall(checkShop(store.shop), '/admin/oauth/token/refresh', '');
      return { ...store.credentials, accessToken: token.accessToken, expiresAt: new Date(token.expireTime).toISOString() };
    },
    verifyWebhook(headers, rawBody) {
      const shop = headerOf(headers, 'x-shopline-shop-domain') ?? '';
      if (!SHOP.test(shop) || !safeEqual(hmacHex(config.clientSecret, rawBody), headerOf(headers, 'x-shopline-hmac-sha256'))) return null;
      const topic = headerOf(headers, 'x-shopline-topic');
      const body = jsonOf(rawBody);
      if (!body) return null;
      if (topic === 'orders/create') return { topic, shop, order: restOrderOf(body) };
      if (topic === 'apps/uninstalled' || topic === 'app/uninstalled') return { topic: 'app/uninstalled', shop };
      if (topic === 'products/delete') return { topic, shop, shopProductId: String(body.id) };
      return { topic: 'other', shop };
    },
    async publishProduct(store, product, existing) {
      const problem = limitsProblem(product.title, product.variants.length);
      if (problem) throw new ConnectorError('platform_error', problem);
      return restApi.publish(client, store.shop, live(store), product, existing);
    },
    updateInventory: (store, items) => restApi.updateInventory(client, store.shop, live(store), items),
    missingProducts: (store, ids) => restApi.missing(client, store.shop, live(store), ids),
    unpublish: (store, id) => restApi.unpublish(client, store.shop, live(store), id),
    fetchOrders: (store, cursor) => restApi.fetchOrders(client, store.shop, live(store), cursor),
    pushFulfilment: (store, fulfilment) => restApi.pushFulfilment(client, store.shop, live(store), fulfilment),
    // SHOPLINE has no token revocation call: the merchant removes the app in the admin, which sends
    // apps/uninstalled; disconnecting here forgets the token (the stores module deletes the credentials).
    async uninstall() {},
  };
}

