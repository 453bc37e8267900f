/**
 * Shoper (developers.shoper.pl: "Applications", "REST API", "Webhooks"):
 * - the merchant installs the app from the Shoper App Store; the shop opens the app's address
 *   (/shoper/static) with shop, shop_url, auth_code, place, timestamp and hash, where hash = hex
 *   HMAC-SHA512 (the app store secret: our client secret here) of the other parameters sorted by name
 *   as `k=v&k=v`; the timestamp must be within 10 minutes. Shoper passes no state of ours;
 * - token: POST {shop_url}/webapi/rest/oauth/token?code=<auth_code> with HTTP Basic client_id:client_secret
 *   (grant_type=authorization_code) answering access_token, refresh_token, expires_in (30 days);
 *   refresh with grant_type=refresh_token&refresh_token;
 * - REST API {shop_url}/webapi/rest with `Authorization: Bearer`: products (the main stock) and
 *   product-stocks (one per further variant), orders filtered by order_id (the cursor) with
 *   order-products, parcels for tracking, webhooks;
 * - webhooks are registered with a per-shop secret; Shoper signs each delivery with
 *   X-Webhook-Sha1 = sha1("<X-Webhook-Id>:<secret>:<raw body>") and names the event in X-Webhook-Name.
 */
import { createHash } from 'node:crypto';
import { ConnectorError, type StoreConnector, type StoreHandle, type StoreOrder } from '../store';
import { headerOf, hmacHex, safeEqual, sortedQuery, withinWindow } from '../common/hmac';
import { centsToDecimal, decimalToCents, http, jsonOf, type ConnectorConfig } from '../common/http';
import { refreshTokenOf } from '../common/oauth';

export const shoperLimits = { maxTitle: 255, maxVariants: 200 } as const;
export const SHOPER_WINDOW_MS = 10 * 60_000;
/** A shop's host (sklep123456.shoparena.pl or the shop's own domain). */
export const SHOP_HOST = /^(?=.{4,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

export interface ShoperConfig extends ConnectorConfig {
  /** Where Shoper should send webhooks (the portal's /api/webhooks/shoper); none registered when unset. */
  webhookUrl?: string;
}

export const shoperWebhookSecret = (clientSecret: string, shop: string) => hmacHex(clientSecret, `webhook:${shop}`);
export const shoperWebhookSignature = (id: string, secret: string, body: Buffer | string) =>
  createHash('sha1').update(`${id}:${secret}:`).update(body).digest('hex');

export interface ShoperOrder {
  order_id: number; date: string; email: string | null; currency_name?: string;
  delivery_address: { firstname: string; lastname: string; street1: string; street2: string | null; city: string; state: string | null; postcode: string | null; country_code: string; phone: string | null };
}
export interface ShoperOrderProduct { id: number; order_id: number; product_id: number; stock_id: number; code: string | null; name: string; quantity: number; price: string }

export function shoperConnector(config: ShoperConfig): StoreConnector & { callbackState(): null } {
  /** The shop's API origin: https://<host>, or the sandbox's /<host>. */
  const originOf = (shop: string) => (config.baseUrl ? `${config.baseUrl.replace(/\/$/, '')}/${shop}` : `https://${shop}`);
  const checkShop = (shop: string) => {
    if (!SHOP_HOST.test(shop)) throw new ConnectorError('bad_shop', 'the Shoper shop address is not valid');
    return shop;
  };
  const basic = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;
  const tokenCall = async (shop: string, params: Record<string, string>) => {
    const { data } = await http<{ access_token?: string; refresh_token?: string; expires_in?: number }>(config, {
      method: 'POST', url: `${originOf(shop)}/webapi/rest/oauth/token?${new URLSearchParams(params)}`, headers: { authorization: basic }, body: '',
    }).catch((error: unknown) => {
      throw error instanceof ConnectorError ? new ConnectorError('token_exchange_failed', `Shoper refused the token request (${error.message})`) : error;
    });
    if (!data?.access_token) throw new ConnectorError('token_exchange_failed', 'Shoper answered without a token');
    return {
      accessToken: data.access_token, ...(data.refresh_token ? { refreshToken: data.refresh_token } : {}),
      ...(data.expires_in ? { expiresAt: new Date(Date.now() + data.expires_in * 1000).toISOString() } : {}),
    };
  };
  const call = async <T>(store: StoreHandle, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, json?: unknown) =>
    (await http<T>(config, { method, url: `${originOf(checkShop(store.shop))}/webapi/rest${path}`, headers: { authorization: `Bearer ${store.credentials.accessToken}` }, ...(json === undefined ? {} : { json }) })).data;
  const stockBody = (variant: Parameters<StoreConnector['publishProduct']>[1]['variants'][number]) => ({
    code: variant.sku, price: Number(centsToDecimal(variant.priceCents)), stock: variant.inventory, weight: variant.weightGrams / 1000, active: true,
  });

  return {
    platform: 'shoper',
    shopPattern: null,
    usesPkce: false,
    callbackState: () => null,
    // The merchant installs from the Shoper App Store listing of the app.
    // The sandbox takes the app's address as a parameter (the real App Store knows it from the app's registration).
    authorizeUrl: ({ redirectUri }) => config.baseUrl
      ? `${config.baseUrl.replace(/\/$/, '')}/appstore/app/${encodeURIComponent(config.clientId)}?${new URLSearchParams({ redirect_uri: redirectUri })}`
      : `https://www.shoper.pl/appstore/app/${encodeURIComponent(config.clientId)}`,
    async completeAuthorization({ query, now }) {
      if (!safeEqual(hmacHex(config.clientSecret, sortedQuery(query, ['hash']), 'sha512'), query.hash)) throw new ConnectorError('bad_signature', 'the Shoper request hash does not match');
      if (!withinWindow(query.timestamp, now, SHOPER_WINDOW_MS)) throw new ConnectorError('expired', 'the Shoper request is older than 10 minutes');
      let host = '';
      try { host = new URL(query.shop_url ?? '').hostname; } catch { host = ''; }
      const shop = checkShop(host);
      if (!query.auth_code) throw new ConnectorError('token_exchange_failed', 'the Shoper request has no authorisation code');
      const credentials = await tokenCall(shop, { code: query.auth_code, grant_type: 'authorization_code' });
      const store: StoreHandle = { id: 0, platform: 'shoper', shop, credentials };
      if (config.webhookUrl) {
        await call(store, 'POST', '/webhooks', { url: config.webhookUrl, secret: shoperWebhookSecret(config.clientSecret, shop), events: ['order.create'], format: 'json', active: true });
      }
      return { shop, name: shop.split('.')[0], scopes: [], credentials: { ...credentials, extra: { shopId: String(query.shop ?? '') } } };
    },
    async refresh(store) {
      return { ...(await tokenCall(checkShop(store.shop), { grant_type: 'refresh_token', refresh_token: refreshTokenOf(store.credentials, 'Shoper') })), ...(store.credentials.extra ? { extra: store.credentials.extra } : {}) };
    },
    verifyWebhook(headers, rawBody) {
      const shop = headerOf(headers, 'x-shop-domain') ?? '';
      const id = headerOf(headers, 'x-webhook-id') ?? '';
      if (!SHOP_HOST.test(shop) || !id || !safeEqual(shoperWebhookSignature(id, shoperWebhookSecret(config.clientSecret, shop), rawBody), headerOf(headers, 'x-webhook-sha1'))) return null;
      if (!jsonOf(rawBody)) return null;
      return { topic: headerOf(headers, 'x-webhook-name') === 'order.create' ? 'orders/create' : 'other', shop };
    },
    async publishProduct(store, product, existing) {
      if (product.title.length > shoperLimits.maxTitle) throw new ConnectorError('platform_error', `Shoper product names are limited to ${shoperLimits.maxTitle} characters`);
      if (product.variants.length > shoperLimits.maxVariants) throw new ConnectorError('platform_error', `Shoper products are limited to ${shoperLimits.maxVariants} stocks`);
      const [main, ...others] = product.variants;
      const body = { translations: { en_GB: { name: product.title, description: product.descriptionHtml, active: true } }, code: main.sku, stock: stockBody(main), tags: product.tags };
      let productId = existing?.shopProductId;
      if (productId) await call(store, 'PUT', `/products/${productId}`, body);
      else productId = String(await call<number>(store, 'POST', '/products', body));
      const stocks = await call<{ list: Array<{ stock_id: number; code: string; extended: boolean }> }>(store, 'GET', `/product-stocks?${new URLSearchParams({ filters: JSON.stringify({ product_id: Number(productId) }), limit: '50' })}`);
      const variantIds: Record<string, string> = {};
      for (const stock of stocks.list) variantIds[stock.code] = String(stock.stock_id);
      for (const variant of others) {
        if (variantIds[variant.sku]) await call(store, 'PUT', `/product-stocks/${variantIds[variant.sku]}`, stockBody(variant));
        else variantIds[variant.sku] = String(await call<number>(store, 'POST', '/product-stocks', { product_id: Number(productId), ...stockBody(variant), options: Object.values(variant.options) }));
      }
      return { shopProductId: productId, variantIds, url: `https://${store.shop}/en/p/${productId}` };
    },
    async updateInventory(store, items) {
      for (const item of items) await call(store, 'PUT', `/product-stocks/${item.variantId}`, { stock: item.available });
    },
    async missingProducts(store, ids) {
      const missing: string[] = [];
      for (const id of ids) {
        await call(store, 'GET', `/products/${id}`).catch((error: unknown) => {
          if (error instanceof ConnectorError && error.reason === 'not_found') missing.push(id);
          else throw error;
        });
      }
      return missing;
    },
    async unpublish(store, id) {
      await call(store, 'DELETE', `/products/${id}`).catch((error: unknown) => {
        if (!(error instanceof ConnectorError && error.reason === 'not_found')) throw error;
      });
    },
    async fetchOrders(store, cursor) {
      const query = new URLSearchParams({ filters: JSON.stringify({ order_id: { '>': Number(cursor ?? 0) } }), order: 'order_id asc', limit: '50' });
      const page = await call<{ list: ShoperOrder[] }>(store, 'GET', `/orders?${query}`);
      const orders: StoreOrder[] = [];
      for (const order of page.list) {
        const products = await call<{ list: ShoperOrderProduct[] }>(store, 'GET', `/order-products?${new URLSearchParams({ filters: JSON.stringify({ order_id: order.order_id }) })}`);
        const a = order.delivery_address;
        const name = `${a.firstname} ${a.lastname}`.trim();
        orders.push({
          storeOrderId: String(order.order_id), name: `#${order.order_id}`, createdAt: new Date(`${order.date.replace(' ', 'T')}Z`).toISOString(), currencyCode: order.currency_name ?? 'PLN',
          buyer: { name, email: order.email, phone: a.phone },
          address: { name, line1: a.street1, line2: a.street2 || null, city: a.city, province: a.state, postalCode: a.postcode, countryCode: a.country_code, phone: a.phone },
          lines: products.list.map((line) => ({ storeLineId: String(line.id), storeProductId: String(line.product_id), storeVariantId: String(line.stock_id), sku: line.code, title: line.name, quantity: line.quantity, unitPriceCents: decimalToCents(line.price) })),
        });
      }
      return { orders, cursor: orders.length ? orders[orders.length - 1].storeOrderId : cursor };
    },
    async pushFulfilment(store, fulfilment) {
      await call(store, 'POST', '/parcels', { order_id: Number(fulfilment.storeOrderId), shipping_code: fulfilment.trackingNumber, sent: true, ...(fulfilment.storeLineIds ? { products: fulfilment.storeLineIds.map(Number) } : {}) });
    },
    // Uninstalling happens in the shop's App Store panel (the API has no call for the app to do it): disconnecting
    // deletes our webhooks (DELETE /webhooks/{id}) so the shop stops sending us events; the token is forgotten.
    async uninstall(store) {
      const hooks = (await call<{ list?: Array<{ webhook_id: number; url: string }> }>(store, 'GET', '/webhooks'))?.list ?? [];
      for (const hook of hooks.filter((h) => !config.webhookUrl || h.url === config.webhookUrl)) {
        await call(store, 'DELETE', `/webhooks/${hook.webhook_id}`);
      }
    },
  };
}
