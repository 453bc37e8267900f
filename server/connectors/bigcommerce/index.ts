/**
 * BigCommerce (developer.bigcommerce.com: "Single-click app callback handlers", "Webhooks", Catalog V3,
 * Orders V2):
 * - install: the merchant starts at https://login.bigcommerce.com/app/{client_id}/install; BigCommerce
 *   calls the app's registered auth callback (/bigcommerce/app/oauth) with code, scope, context
 *   (`stores/{store_hash}`) and account_uuid. BigCommerce passes no state of ours: the portal binds the
 *   callback to the signed-in merchant, and the code is single use;
 * - token: POST https://login.bigcommerce.com/oauth2/token (JSON: client_id, client_secret, code, scope,
 *   grant_type=authorization_code, redirect_uri, context); tokens do not expire (refresh is a no-op);
 * - load and uninstall callbacks (/bigcommerce/app/load, /bigcommerce/app/uninstall) carry
 *   `signed_payload_jwt`: an HS256 JWT signed with the client secret, iss "bc", aud = client_id,
 *   sub = stores/{hash}, nbf/exp checked (the legacy `signed_payload` = base64(json).base64(hex
 *   HMAC-SHA256(json)) is accepted too);
 * - API https://api.bigcommerce.com/stores/{hash} with X-Auth-Token; products (name up to 250
 *   characters, 600 variants) through /v3/catalog/products, orders through /v2/orders (min_id cursor);
 * - webhooks carry no signature: BigCommerce sends the custom headers given when the hook was created,
 *   so the connector registers its hooks with `x-mp-webhook-token` = hex HMAC-SHA256(client secret,
 *   store hash) and checks it; store/order/created carries only the order id (the sync fetches it).
 */
import { ConnectorError, type StoreConnector, type StoreHandle, type StoreOrder } from '../store';
import { headerOf, hmacHex, safeEqual } from '../common/hmac';
import { centsToDecimal, decimalToCents, http, jsonOf, originOf, type ConnectorConfig } from '../common/http';

export const bigcommerceLimits = { maxTitle: 250, maxVariants: 600 } as const;
export const STORE_HASH = /^[a-z0-9]{1,20}$/;
const DEFAULT_SCOPES = ['store_v2_products', 'store_v2_orders', 'store_v2_information_read_only'];

export interface BigCommerceConfig extends ConnectorConfig {
  /** Where BigCommerce should send webhooks (the portal's /api/webhooks/bigcommerce); none registered when unset. */
  webhookUrl?: string;
}

export interface SignedPayload { storeHash: string; userEmail: string | null; ownerEmail: string | null; channelId: number | null }

const b64urlJson = (part: string): Record<string, unknown> | null => jsonOf(Buffer.from(part, 'base64url'));

/** The verified claims of a load/uninstall callback, or the refusal (bad_signature, expired, bad_shop). */
export function verifySignedPayload(query: Record<string, string>, clientId: string, clientSecret: string, now: Date): SignedPayload {
  let claims: Record<string, unknown> | null = null;
  if (query.signed_payload_jwt) {
    const [header, payload, signature] = query.signed_payload_jwt.split('.');
    const head = header ? b64urlJson(header) : null;
    const expected = header && payload ? hmacHex(clientSecret, `${header}.${payload}`) : '';
    const given = signature ? Buffer.from(signature, 'base64url').toString('hex') : '';
    if (head?.alg !== 'HS256' || !safeEqual(expected, given)) throw new ConnectorError('bad_signature', 'the BigCommerce signed payload does not verify');
    claims = b64urlJson(payload);
    const seconds = now.getTime() / 1000;
    const skew = 60;
    if (!claims || claims.iss !== 'bc' || claims.aud !== clientId) throw new ConnectorError('bad_signature', 'the BigCommerce signed payload is for another app');
    if (typeof claims.exp !== 'number' || claims.exp + skew < seconds || (typeof claims.nbf === 'number' && claims.nbf - skew > seconds)) {
      throw new ConnectorError('expired', 'the BigCommerce signed payload has expired');
    }
    claims = { ...claims, context: claims.sub };
  } else if (query.signed_payload) {
    const [data, signature] = query.signed_payload.split('.');
    const json = data ? Buffer.from(data, 'base64').toString('utf8') : '';
    const given = signature ? Buffer.from(signature, 'base64').toString('utf8') : '';
    if (!safeEqual(hmacHex(clientSecret, json), given)) throw new ConnectorError('bad_signature', 'the BigCommerce signed payload does not verify');
    claims = jsonOf(json);
    if (claims) claims = { ...claims, context: claims.context ?? (claims.store_hash ? `stores/${String(claims.store_hash)}` : undefined) };
  } else {
    throw new ConnectorError('bad_signature', 'the BigCommerce callback carries no signed payload');
  }
  const storeHash = /^stores\/(.+)$/.exec(String(claims?.context ?? ''))?.[1] ?? '';
  if (!STORE_HASH.test(storeHash)) throw new ConnectorError('bad_shop', 'the BigCommerce store hash is not valid');
  const user = claims?.user as { email?: string } | undefined;
  const owner = claims?.owner as { email?: string } | undefined;
  return { storeHash, userEmail: user?.email ?? null, ownerEmail: owner?.email ?? null, channelId: typeof claims?.channel_id === 'number' ? claims.channel_id : null };
}

/** The header value BigCommerce sends back with our hooks of one store. */
export const webhookTokenOf = (clientSecret: string, storeHash: string) => hmacHex(clientSecret, `webhook:${storeHash}`);

interface BcVariant { id?: number; sku: string; price: number; retail_price?: number | null; inventory_level: number; weight: number; option_values: Array<{ option_display_name: string; label: string }> }
interface BcProduct { id?: number; name: string; type: 'physical'; weight: number; price: number; description: string; is_visible: boolean; inventory_tracking: 'variant'; variants: BcVariant[]; images: Array<{ image_url: string; is_thumbnail: boolean }>; custom_url?: { url: string } }
export interface BcOrder { id: number; date_created: string; currency_code: string; billing_address: { first_name: string; last_name: string; email: string | null; phone: string | null } }
export interface BcOrderProduct { id: number; product_id: number; variant_id: number; sku: string | null; name: string; quantity: number; base_price: string }
export interface BcShippingAddress { id: number; first_name: string; last_name: string; street_1: string; street_2: string | null; city: string; state: string | null; zip: string | null; country_iso2: string; phone: string | null }

export function bigcommerceConnector(config: BigCommerceConfig): StoreConnector & { verifySignedPayload(query: Record<string, string>, now: Date): SignedPayload; callbackState(): null } {
  const login = originOf(config, 'login.bigcommerce.com');
  const api = originOf(config, 'api.bigcommerce.com');
  const hashOf = (store: StoreHandle) => {
    if (!STORE_HASH.test(store.shop)) throw new ConnectorError('bad_shop', 'a BigCommerce store is named by its store hash');
    return store.shop;
  };
  const call = async <T>(store: StoreHandle, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, json?: unknown) =>
    (await http<T>(config, { method, url: `${api}/stores/${hashOf(store)}${path}`, headers: { 'x-auth-token': store.credentials.accessToken }, ...(json === undefined ? {} : { json }) })).data;
  const toBc = (product: Parameters<StoreConnector['publishProduct']>[1]): BcProduct => ({
    name: product.title, type: 'physical', description: product.descriptionHtml, is_visible: true, inventory_tracking: 'variant',
    weight: (product.variants[0]?.weightGrams ?? 0) / 1000,
    price: Number(centsToDecimal(product.variants[0]?.priceCents ?? 0)),
    images: product.images.map((image_url, index) => ({ image_url, is_thumbnail: index === 0 })),
    variants: product.variants.map((variant) => ({
      sku: variant.sku, price: Number(centsToDecimal(variant.priceCents)),
      retail_price: variant.compareAtPriceCents === null ? null : Number(centsToDecimal(variant.compareAtPriceCents)),
      inventory_level: variant.inventory, weight: variant.weightGrams / 1000,
      option_values: Object.entries(variant.options).map(([option_display_name, label]) => ({ option_display_name, label })),
    })),
  });
  const orderOf = async (store: StoreHandle, order: BcOrder): Promise<StoreOrder> => {
    const products = (await call<BcOrderProduct[] | null>(store, 'GET', `/v2/orders/${order.id}/products`)) ?? [];
    const [address] = (await call<BcShippingAddress[] | null>(store, 'GET', `/v2/orders/${order.id}/shipping_addresses`)) ?? [];
    const buyer = `${order.billing_address.first_name} ${order.billing_address.last_name}`.trim();
    return {
      storeOrderId: String(order.id), name: `#${order.id}`, createdAt: new Date(order.date_created).toISOString(), currencyCode: order.currency_code,
      buyer: { name: buyer, email: order.billing_address.email, phone: order.billing_address.phone },
      address: {
        name: address ? `${address.first_name} ${address.last_name}`.trim() : buyer, line1: address?.street_1 ?? '', line2: address?.street_2 || null,
        city: address?.city ?? '', province: address?.state ?? null, postalCode: address?.zip ?? null, countryCode: address?.country_iso2 ?? '', phone: address?.phone ?? null,
      },
      lines: products.map((line) => ({
        storeLineId: String(line.id), storeProductId: String(line.product_id), storeVariantId: String(line.variant_id), sku: line.sku,
        title: line.name, quantity: line.quantity, unitPriceCents: decimalToCents(line.base_price),
      })),
    };
  };

  return {
    platform: 'bigcommerce',
    shopPattern: null,
    usesPkce: false,
    callbackState: () => null,
    verifySignedPayload: (query, now) => verifySignedPayload(query, config.clientId, config.clientSecret, now),
    verifyAppRequest: (query, now) => ({ shop: verifySignedPayload(query, config.clientId, config.clientSecret, now).storeHash }),
    authorizeUrl({ redirectUri }) {
      // Real BigCommerce calls the auth callback registered with the app; the sandbox takes it as a parameter.
      return `${login}/app/${encodeURIComponent(config.clientId)}/install${config.baseUrl ? `?${new URLSearchParams({ redirect_uri: redirectUri })}` : ''}`;
    },
    async completeAuthorization({ query, redirectUri }) {
      const storeHash = /^stores\/(.+)$/.exec(query.context ?? '')?.[1] ?? '';
      if (!STORE_HASH.test(storeHash)) throw new ConnectorError('bad_shop', 'the BigCommerce callback names no valid store');
      if (!query.code) throw new ConnectorError('token_exchange_failed', 'the BigCommerce callback has no code');
      const { data } = await http<{ access_token?: string; scope?: string; context?: string; user?: { email?: string } }>(config, {
        method: 'POST', url: `${login}/oauth2/token`,
        json: { client_id: config.clientId, client_secret: config.clientSecret, code: query.code, scope: query.scope ?? '', grant_type: 'authorization_code', redirect_uri: redirectUri, context: query.context },
      }).catch((error: unknown) => {
        throw error instanceof ConnectorError ? new ConnectorError('token_exchange_failed', `BigCommerce refused the token request (${error.message})`) : error;
      });
      if (!data?.access_token || data.context !== query.context) throw new ConnectorError('token_exchange_failed', 'BigCommerce answered without a token for this store');
      const store: StoreHandle = { id: 0, platform: 'bigcommerce', shop: storeHash, credentials: { accessToken: data.access_token } };
      const info = await call<{ name?: string; domain?: string }>(store, 'GET', '/v2/store');
      if (config.webhookUrl) {
        for (const scope of ['store/order/created', 'store/product/deleted']) {
          await call(store, 'POST', '/v3/hooks', { scope, destination: config.webhookUrl, is_active: true, headers: { 'x-mp-webhook-token': webhookTokenOf(config.clientSecret, storeHash) } });
        }
      }
      return {
        shop: storeHash, name: info?.name || storeHash, scopes: (data.scope ?? query.scope ?? DEFAULT_SCOPES.join(' ')).split(' ').filter(Boolean),
        credentials: { accessToken: data.access_token, extra: { storeHash, ...(info?.domain ? { domain: info.domain } : {}) } },
      };
    },
    // BigCommerce API tokens do not expire.
    refresh: async (store) => store.credentials,
    verifyWebhook(headers, rawBody) {
      const body = jsonOf(rawBody);
      const storeHash = /^stores\/(.+)$/.exec(String(body?.producer ?? ''))?.[1] ?? '';
      if (!body || !STORE_HASH.test(storeHash) || !safeEqual(webhookTokenOf(config.clientSecret, storeHash), headerOf(headers, 'x-mp-webhook-token'))) return null;
      const data = body.data as { id?: number } | undefined;
      if (body.scope === 'store/order/created') return { topic: 'orders/create', shop: storeHash };
      if (body.scope === 'store/product/deleted' && data?.id !== undefined) return { topic: 'products/delete', shop: storeHash, shopProductId: String(data.id) };
      if (body.scope === 'store/app/uninstalled') return { topic: 'app/uninstalled', shop: storeHash };
      return { topic: 'other', shop: storeHash };
    },
    async publishProduct(store, product, existing) {
      if (product.title.length > bigcommerceLimits.maxTitle) throw new ConnectorError('platform_error', `BigCommerce product names are limited to ${bigcommerceLimits.maxTitle} characters`);
      if (product.variants.length > bigcommerceLimits.maxVariants) throw new ConnectorError('platform_error', `BigCommerce products are limited to ${bigcommerceLimits.maxVariants} variants`);
      const body = toBc(product);
      const saved = existing
        ? await call<{ data: BcProduct }>(store, 'PUT', `/v3/catalog/products/${existing.shopProductId}?include=variants`, body)
        : await call<{ data: BcProduct }>(store, 'POST', '/v3/catalog/products?include=variants', body);
      const domain = store.credentials.extra?.domain;
      return {
        shopProductId: String(saved.data.id),
        variantIds: Object.fromEntries(saved.data.variants.map((variant) => [variant.sku, String(variant.id)])),
        url: domain && saved.data.custom_url ? `https://${domain}${saved.data.custom_url.url}` : null,
      };
    },
    async updateInventory(store, items) {
      for (const item of items) await call(store, 'PUT', `/v3/catalog/products/${item.shopProductId}/variants/${item.variantId}`, { inventory_level: item.available });
    },
    async missingProducts(store, ids) {
      const missing: string[] = [];
      for (const id of ids) {
        await call(store, 'GET', `/v3/catalog/products/${id}`).catch((error: unknown) => {
          if (error instanceof ConnectorError && error.reason === 'not_found') missing.push(id);
          else throw error;
        });
      }
      return missing;
    },
    async unpublish(store, id) {
      await call(store, 'DELETE', `/v3/catalog/products/${id}`).catch((error: unknown) => {
        if (!(error instanceof ConnectorError && error.reason === 'not_found')) throw error;
      });
    },
    async fetchOrders(store, cursor) {
      const query = new URLSearchParams({ min_id: String(Number(cursor ?? 0) + 1), sort: 'id:asc', limit: '50' });
      // Orders V2 answers 204 without a body when there is nothing.
      const orders = (await call<BcOrder[] | null>(store, 'GET', `/v2/orders?${query}`)) ?? [];
      const result: StoreOrder[] = [];
      for (const order of orders) result.push(await orderOf(store, order));
      return { orders: result, cursor: orders.length ? String(orders[orders.length - 1].id) : cursor };
    },
    async pushFulfilment(store, fulfilment) {
      const [address] = (await call<BcShippingAddress[] | null>(store, 'GET', `/v2/orders/${fulfilment.storeOrderId}/shipping_addresses`)) ?? [];
      const products = (await call<BcOrderProduct[] | null>(store, 'GET', `/v2/orders/${fulfilment.storeOrderId}/products`)) ?? [];
      if (!address) throw new ConnectorError('platform_error', 'the BigCommerce order has no shipping address');
      await call(store, 'POST', `/v2/orders/${fulfilment.storeOrderId}/shipments`, {
        order_address_id: address.id, tracking_number: fulfilment.trackingNumber, tracking_carrier: '', shipping_provider: '', tracking_link: fulfilment.trackingUrl ?? undefined,
        comments: fulfilment.carrier,
        items: products.filter((line) => !fulfilment.storeLineIds || fulfilment.storeLineIds.includes(String(line.id))).map((line) => ({ order_product_id: line.id, quantity: line.quantity })),
      });
    },
    // The API has no call for an app to uninstall itself (the merchant does it in the control panel, which calls
    // /bigcommerce/app/uninstall): disconnecting deletes our webhooks (DELETE /v3/hooks/{id}) so the store stops
    // sending us events, and the stores module forgets the token.
    async uninstall(store) {
      const hooks = (await call<{ data?: Array<{ id: number; destination: string }> }>(store, 'GET', '/v3/hooks'))?.data ?? [];
      for (const hook of hooks.filter((h) => !config.webhookUrl || h.destination === config.webhookUrl)) {
        await call(store, 'DELETE', `/v3/hooks/${hook.id}`);
      }
    },
  };
}
