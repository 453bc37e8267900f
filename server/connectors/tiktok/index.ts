/**
 * TikTok Shop Partner API, version 202309 (partner.tiktokshop.com: "Authorization overview", "Sign your
 * API request", "Webhooks"):
 * - authorize: https://services.tiktokshop.com/open/authorize?service_id=<service id>&state; the seller
 *   comes back with code and state (no signature: the single-use state binds it);
 * - token: GET https://auth.tiktok-shops.com/api/v2/token/get?app_key&app_secret&auth_code
 *   &grant_type=authorized_code answering { code: 0, data: { access_token, access_token_expire_in (Unix
 *   seconds), refresh_token, seller_name } }; refresh at /api/v2/token/refresh (grant_type=refresh_token);
 * - every API call carries app_key, timestamp, shop_cipher and sign in the query and the token in
 *   `x-tts-access-token`; sign = hex HMAC-SHA256 (app secret) of secret + path + the query parameters
 *   except sign and access_token sorted by key as `keyvalue` + the JSON body + secret;
 * - webhooks: `Authorization` = hex HMAC-SHA256 (app secret) of app_key + raw body; type 1 is an order
 *   status change (the sync fetches the order), type 6 the seller's deauthorisation.
 */
import { ConnectorError, type StoreConnector, type StoreHandle, type StoreOrder } from '../store';
import { headerOf, hmacHex, safeEqual, sortedConcat } from '../common/hmac';
import { centsToDecimal, decimalToCents, http, jsonOf, originOf, type ConnectorConfig } from '../common/http';
import { refreshTokenOf } from '../common/oauth';

export const tiktokLimits = { maxTitle: 255, maxVariants: 100 } as const;
export const TIKTOK_VERSION = '202309';

export interface TikTokConfig extends ConnectorConfig {
  /** The service id of the app in the Partner Center (the authorize link); the app key when unset. */
  serviceId?: string;
  /** TikTok's category for new products; required by the API. */
  categoryId?: string;
}

/** TikTok Shop's request signature. */
export function tiktokSign(secret: string, path: string, query: Record<string, string>, body: string) {
  return hmacHex(secret, `${secret}${path}${sortedConcat(query, ['sign', 'access_token'])}${body}${secret}`);
}

interface Envelope<T> { code: number; message: string; data?: T }
interface TokenData { access_token: string; access_token_expire_in: number; refresh_token: string; refresh_token_expire_in: number; seller_name: string; granted_scopes?: string[] }
export interface TikTokOrder {
  id: string; create_time: number; buyer_email: string | null; payment: { currency: string };
  recipient_address: { name: string; phone_number: string | null; address_line1: string; address_line2: string | null; postal_code: string | null; region_code: string; district_info: Array<{ address_level_name: string; address_name: string }> };
  line_items: Array<{ id: string; product_id: string; sku_id: string; seller_sku: string | null; product_name: string; sale_price: string }>;
}

export function tiktokOrderToStoreOrder(order: TikTokOrder): StoreOrder {
  const district = (level: string) => order.recipient_address.district_info.find((d) => d.address_level_name === level)?.address_name ?? null;
  return {
    storeOrderId: order.id, name: order.id, createdAt: new Date(order.create_time * 1000).toISOString(), currencyCode: order.payment.currency,
    buyer: { name: order.recipient_address.name, email: order.buyer_email, phone: order.recipient_address.phone_number },
    address: {
      name: order.recipient_address.name, line1: order.recipient_address.address_line1, line2: order.recipient_address.address_line2 || null,
      city: district('City') ?? '', province: district('State'), postalCode: order.recipient_address.postal_code, countryCode: order.recipient_address.region_code,
      phone: order.recipient_address.phone_number,
    },
    // TikTok Shop lists one line item per unit.
    lines: order.line_items.map((line) => ({
      storeLineId: line.id, storeProductId: line.product_id, storeVariantId: line.sku_id, sku: line.seller_sku, title: line.product_name, quantity: 1,
      unitPriceCents: decimalToCents(line.sale_price),
    })),
  };
}

export function tiktokConnector(config: TikTokConfig): StoreConnector & { callbackState(query: Record<string, string>): string | null } {
  const services = originOf(config, 'services.tiktokshop.com');
  const authHost = originOf(config, 'auth.tiktok-shops.com');
  const api = originOf(config, 'open-api.tiktokglobalshop.com');
  const envelope = <T>(data: Envelope<T> | null, refusal: 'platform_error' | 'token_exchange_failed'): T => {
    if (!data || data.code !== 0 || data.data === undefined) {
      if (data && [105001, 105002, 36004004].includes(data.code)) throw new ConnectorError('unauthorized', `TikTok Shop: ${data.message}`);
      throw new ConnectorError(refusal, `TikTok Shop: ${data?.message ?? 'no answer'}`.slice(0, 200));
    }
    return data.data;
  };
  const call = async <T>(store: StoreHandle, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, params: Record<string, string> = {}, json?: unknown) => {
    const cipher = store.credentials.extra?.shopCipher;
    const body = json === undefined ? '' : JSON.stringify(json);
    const query: Record<string, string> = { ...params, app_key: config.clientId, timestamp: String(Math.floor(Date.now() / 1000)), ...(cipher ? { shop_cipher: cipher } : {}) };
    query.sign = tiktokSign(config.clientSecret, path, query, body);
    const { data } = await http<Envelope<T>>(config, {
      method, url: `${api}${path}?${new URLSearchParams(query)}`, headers: { 'x-tts-access-token': store.credentials.accessToken, 'content-type': 'application/json' },
      ...(body ? { body } : {}),
    });
    return envelope(data, 'platform_error');
  };
  const token = async (path: string, params: Record<string, string>) => {
    const query = new URLSearchParams({ app_key: config.clientId, app_secret: config.clientSecret, ...params });
    const { data } = await http<Envelope<TokenData>>(config, { url: `${authHost}${path}?${query}` }).catch((error: unknown) => {
      throw error instanceof ConnectorError ? new ConnectorError('token_exchange_failed', `TikTok Shop refused the token request (${error.message})`) : error;
    });
    return envelope(data, 'token_exchange_failed');
  };
  const credentialsOf = (data: TokenData, extra?: Record<string, string>) => ({
    accessToken: data.access_token, refreshToken: data.refresh_token, expiresAt: new Date(data.access_token_expire_in * 1000).toISOString(), ...(extra ? { extra } : {}),
  });
  const PRODUCTS = `/product/${TIKTOK_VERSION}/products`;

  return {
    platform: 'tiktok',
    shopPattern: null,
    usesPkce: false,
    callbackState: (query) => query.state || null,
    authorizeUrl({ state, redirectUri }) {
      // Real TikTok Shop returns to the redirect URL registered with the service; the sandbox takes it as a parameter.
      const query = new URLSearchParams({ service_id: config.serviceId ?? config.clientId, state, ...(config.baseUrl ? { redirect_uri: redirectUri } : {}) });
      return `${services}/open/authorize?${query}`;
    },
    async completeAuthorization({ query }) {
      if (!query.code) throw new ConnectorError('token_exchange_failed', 'the TikTok Shop callback has no code');
      const data = await token('/api/v2/token/get', { auth_code: query.code, grant_type: 'authorized_code' });
      const probe: StoreHandle = { id: 0, platform: 'tiktok', shop: '0', credentials: { accessToken: data.access_token } };
      const { shops } = await call<{ shops: Array<{ id: string; name: string; cipher: string; region: string }> }>(probe, 'GET', `/authorization/${TIKTOK_VERSION}/shops`);
      const shop = shops[0];
      if (!shop || !/^\d+$/.test(shop.id)) throw new ConnectorError('bad_shop', 'this TikTok Shop seller has no shop');
      return { shop: shop.id, name: shop.name, scopes: data.granted_scopes ?? [], credentials: credentialsOf(data, { shopCipher: shop.cipher, region: shop.region }) };
    },
    async refresh(store) {
      const data = await token('/api/v2/token/refresh', { refresh_token: refreshTokenOf(store.credentials, 'TikTok Shop'), grant_type: 'refresh_token' });
      return credentialsOf(data, store.credentials.extra);
    },
    verifyWebhook(headers, rawBody) {
      if (!safeEqual(hmacHex(config.clientSecret, Buffer.concat([Buffer.from(config.clientId), rawBody])), headerOf(headers, 'authorization'))) return null;
      const body = jsonOf(rawBody);
      if (!body || typeof body.shop_id !== 'string' || !/^\d+$/.test(body.shop_id)) return null;
      if (body.type === 1) return { topic: 'orders/create', shop: body.shop_id };
      if (body.type === 6) return { topic: 'app/uninstalled', shop: body.shop_id };
      return { topic: 'other', shop: body.shop_id };
    },
    async publishProduct(store, product, existing) {
      if (product.title.length > tiktokLimits.maxTitle) throw new ConnectorError('platform_error', `TikTok Shop titles are limited to ${tiktokLimits.maxTitle} characters`);
      if (product.variants.length > tiktokLimits.maxVariants) throw new ConnectorError('platform_error', `TikTok Shop products are limited to ${tiktokLimits.maxVariants} SKUs`);
      const body = {
        title: product.title, description: product.descriptionHtml, category_id: config.categoryId ?? '600001',
        main_images: product.images.map((uri) => ({ uri })),
        skus: product.variants.map((variant) => ({
          seller_sku: variant.sku, price: { amount: centsToDecimal(variant.priceCents), currency: 'USD' },
          inventory: [{ warehouse_id: store.credentials.extra?.warehouseId ?? 'default', quantity: variant.inventory }],
          sales_attributes: Object.entries(variant.options).map(([name, value_name]) => ({ name, value_name })),
        })),
        package_weight: { value: String((product.variants[0]?.weightGrams ?? 0) / 1000), unit: 'KILOGRAM' },
      };
      const saved = existing
        ? await call<{ product_id: string; skus: Array<{ id: string; seller_sku: string }> }>(store, 'PUT', `${PRODUCTS}/${existing.shopProductId}`, {}, body)
        : await call<{ product_id: string; skus: Array<{ id: string; seller_sku: string }> }>(store, 'POST', PRODUCTS, {}, body);
      return { shopProductId: saved.product_id, variantIds: Object.fromEntries(saved.skus.map((sku) => [sku.seller_sku, sku.id])), url: `https://shop.tiktok.com/view/product/${saved.product_id}` };
    },
    async updateInventory(store, items) {
      for (const productId of new Set(items.map((item) => item.shopProductId))) {
        const skus = items.filter((item) => item.shopProductId === productId).map((item) => ({
          id: item.variantId, inventory: [{ warehouse_id: store.credentials.extra?.warehouseId ?? 'default', quantity: item.available }],
        }));
        await call(store, 'POST', `${PRODUCTS}/${productId}/inventory/update`, {}, { skus });
      }
    },
    async missingProducts(store, ids) {
      const missing: string[] = [];
      for (const id of ids) {
        const found = await call<{ status: string }>(store, 'GET', `${PRODUCTS}/${id}`).catch((error: unknown) => {
          if (error instanceof ConnectorError && (error.reason === 'not_found' || /not exist/i.test(error.message))) return null;
          throw error;
        });
        if (!found || found.status === 'DELETED') missing.push(id);
      }
      return missing;
    },
    async unpublish(store, id) {
      await call(store, 'DELETE', PRODUCTS, {}, { product_ids: [id] });
    },
    async fetchOrders(store, cursor) {
      const [since, lastId] = (cursor ?? '0:').split(':');
      const page = await call<{ orders: TikTokOrder[]; next_page_token: string }>(store, 'POST', `/order/${TIKTOK_VERSION}/orders/search`,
        { page_size: '50', sort_field: 'create_time', sort_order: 'ASC' }, { create_time_ge: Number(since) });
      const fresh = page.orders.filter((order) => order.create_time > Number(since) || (order.create_time === Number(since) && order.id > (lastId ?? '')));
      const last = fresh[fresh.length - 1];
      return { orders: fresh.map(tiktokOrderToStoreOrder), cursor: last ? `${last.create_time}:${last.id}` : cursor };
    },
    async pushFulfilment(store, fulfilment) {
      await call(store, 'POST', `/fulfillment/${TIKTOK_VERSION}/orders/${fulfilment.storeOrderId}/packages`, {}, {
        tracking_number: fulfilment.trackingNumber, shipping_provider_name: fulfilment.carrier, ...(fulfilment.storeLineIds ? { order_line_item_ids: fulfilment.storeLineIds } : {}),
      });
    },
    // Sellers deauthorise in Seller Center (webhook type 6); the API has no call for the app to do it.
    async uninstall() {},
  };
}
