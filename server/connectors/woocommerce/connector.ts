/**
 * WooCommerce: the store's own authorisation endpoint `/wc-auth/v1/authorize` (app_name, scope, user_id,
 * return_url, callback_url). On approval WooCommerce POSTs the REST API keys as JSON to callback_url
 * ({ key_id, user_id, consumer_key, consumer_secret, key_permissions }) and then sends the browser to
 * return_url?success=1&user_id=... The state travels as user_id: the stores module checks it (single use,
 * bound to the customer and the shop) and hands the POSTed body here. Nothing in that POST is signed,
 * so the keys are accepted only when they work against the shop's REST API.
 *
 * REST API v3 (`/wp-json/wc/v3`) with HTTP Basic auth (consumer key and secret). Webhooks carry
 * `X-WC-Webhook-Signature` = base64 HMAC-SHA256 of the raw body with the secret given at creation:
 * ours is derived per shop from the app secret, so verifying needs no stored secret.
 * Products are variable products found again by their SKU `mp-<entry id>`.
 */
import { ConnectorError, type CallbackInput, type ConnectedStore, type Fulfilment, type PublishProduct, type PublishedProduct,
  type StoreConnector, type StoreHandle, type StoreOrder, type WebhookEvent } from '../store';
import { centsToDecimal, decimalToCents, http, type ConnectorConfig } from '../common/http';
import { headerOf, hmacBase64, hmacHex, safeEqual } from '../common/hmac';

/** An https store address, optionally in a sub-folder (https://shop.example, https://example.com/shop). */
export const SHOP_PATTERN = /^https:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(\/[A-Za-z0-9._~-]+)*$/;
const KEY_PATTERN = /^ck_[0-9a-f]{40}$/;
const SECRET_PATTERN = /^cs_[0-9a-f]{40}$/;
const WEBHOOK_TOPICS = ['order.created', 'product.deleted'] as const;
export const APP_NAME = 'Merchant Portal';

export interface WooConfig extends ConnectorConfig {
  /** The portal's /api/webhooks/woocommerce; no subscriptions when unset. */
  webhookUrl?: string;
  /** The portal's /api/stores/callback/woocommerce, where the store POSTs the keys. */
  callbackUrl?: string;
}

/** The webhook secret of one shop (given to WooCommerce when the webhook is created). */
export const wooWebhookSecret = (appSecret: string, shop: string) => hmacHex(appSecret, `woocommerce-webhook:${shop}`);
export const signWooWebhook = (secret: string, rawBody: Buffer | string) => hmacBase64(secret, rawBody);
/** The shop a store address names, without a trailing slash (X-WC-Webhook-Source ends with one). */
export const normaliseShop = (value: string) => value.trim().replace(/\/+$/, '');

interface WooVariation { id: number; sku: string; stock_quantity?: number | null }
interface WooProduct { id: number; sku: string; permalink?: string; status?: string }
export interface WooOrder {
  id: number; number: string; date_created_gmt: string; currency: string;
  billing: { first_name: string; last_name: string; email: string | null; phone: string | null };
  shipping: { first_name: string; last_name: string; address_1: string; address_2: string; city: string; state: string; postcode: string; country: string; phone?: string };
  line_items: Array<{ id: number; product_id: number; variation_id: number; sku: string; name: string; quantity: number; price: number | string }>;
}

export function fromWooOrder(order: WooOrder): StoreOrder {
  const name = `${order.billing.first_name} ${order.billing.last_name}`.trim();
  const shipTo = `${order.shipping.first_name} ${order.shipping.last_name}`.trim();
  return {
    storeOrderId: String(order.id),
    name: `#${order.number}`,
    createdAt: new Date(`${order.date_created_gmt.replace(/Z?$/, '')}Z`).toISOString(),
    currencyCode: order.currency,
    buyer: { name, email: order.billing.email || null, phone: order.billing.phone || null },
    address: {
      name: shipTo || name, line1: order.shipping.address_1, line2: order.shipping.address_2 || null, city: order.shipping.city,
      province: order.shipping.state || null, postalCode: order.shipping.postcode || null, countryCode: order.shipping.country,
      phone: order.shipping.phone || order.billing.phone || null,
    },
    lines: order.line_items.map((line) => ({
      storeLineId: String(line.id), storeProductId: String(line.product_id),
      storeVariantId: line.variation_id ? String(line.variation_id) : null,
      sku: line.sku || null, title: line.name, quantity: line.quantity, unitPriceCents: decimalToCents(line.price),
    })),
  };
}

export const skuOf = (entryId: number) => `mp-${entryId}`;

export function createWooConnector(config: WooConfig): StoreConnector & {
  listCollections(store: StoreHandle): Promise<Array<{ id: string; title: string }>>;
} {
  /** The sandbox serves each store under `<base>/<host><path>`; a real store is its own address. */
  const siteOf = (shop: string) => (config.baseUrl ? `${config.baseUrl.replace(/\/$/, '')}/${shop.replace(/^https:\/\//, '')}` : shop);
  const basic = (store: StoreHandle) => {
    const key = store.credentials.extra?.consumerKey ?? '';
    const secret = store.credentials.accessToken;
    return { authorization: `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}` };
  };
  const call = <T>(store: StoreHandle, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, json?: unknown) =>
    http<T>(config, { method, url: `${siteOf(store.shop)}/wp-json/wc/v3${path}`, headers: basic(store), json });

  function productBody(product: PublishProduct) {
    const names = [...new Set(product.variants.flatMap((v) => Object.keys(v.options)))].slice(0, 3);
    const attributeNames = names.length ? names : ['Option'];
    return {
      body: {
        name: product.title, type: 'variable', status: 'publish', sku: skuOf(product.entryId), description: product.descriptionHtml,
        images: product.images.filter((src) => /^https?:\/\//.test(src)).map((src) => ({ src })),
        categories: product.collections.filter((c) => /^\d+$/.test(c)).map((c) => ({ id: Number(c) })),
        tags: product.tags.map((name) => ({ name })),
        attributes: attributeNames.map((name) => ({
          name, visible: true, variation: true,
          options: [...new Set(product.variants.map((v) => v.options[name] ?? 'Default'))],
        })),
      },
      variation: (v: PublishProduct['variants'][number]) => ({
        sku: v.sku,
        regular_price: centsToDecimal(v.compareAtPriceCents ?? v.priceCents),
        sale_price: v.compareAtPriceCents === null ? '' : centsToDecimal(v.priceCents),
        manage_stock: true, stock_quantity: v.inventory, weight: (v.weightGrams / 1000).toFixed(3),
        attributes: attributeNames.map((name) => ({ name, option: v.options[name] ?? 'Default' })),
      }),
    };
  }

  return {
    platform: 'woocommerce',
    shopPattern: SHOP_PATTERN,
    usesPkce: false,
    // WooCommerce returns the state as user_id (on the key POST and on the return URL).
    callbackState: (query) => query.user_id || null,

    authorizeUrl({ shop, state, redirectUri }) {
      if (!shop || !SHOP_PATTERN.test(shop)) throw new ConnectorError('bad_shop', 'not an https store address');
      if (!config.callbackUrl) throw new ConnectorError('platform_error', 'no callback URL configured for the keys');
      // return_url: the browser's landing page; callback_url: where the store POSTs the keys (server to server).
      const query = new URLSearchParams({ app_name: APP_NAME, scope: 'read_write', user_id: state, return_url: redirectUri, callback_url: config.callbackUrl });
      return `${siteOf(shop)}/wc-auth/v1/authorize?${query}`;
    },

    async completeAuthorization(input: CallbackInput): Promise<ConnectedStore> {
      const shop = input.query.shop;
      if (!shop || !SHOP_PATTERN.test(shop)) throw new ConnectorError('bad_shop', 'store address outside the pattern');
      const body = input.body ?? {};
      if (String(body.user_id ?? '') !== input.query.user_id) throw new ConnectorError('bad_state', 'user_id does not match the state');
      const consumerKey = String(body.consumer_key ?? '');
      const consumerSecret = String(body.consumer_secret ?? '');
      if (!KEY_PATTERN.test(consumerKey) || !SECRET_PATTERN.test(consumerSecret)) throw new ConnectorError('bad_signature', 'the POSTed keys are not WooCommerce keys');
      if (body.key_permissions !== 'read_write') throw new ConnectorError('unauthorized', 'the keys are not read_write');
      const handle: StoreHandle = { id: 0, platform: 'woocommerce', shop, credentials: { accessToken: consumerSecret, extra: { consumerKey } } };
      try {
        await call(handle, 'GET', '/products?per_page=1');
      } catch (error) {
        throw new ConnectorError('token_exchange_failed', error instanceof Error ? error.message : 'the keys do not work');
      }
      const { data: index } = await http<{ name?: string }>(config, { url: `${siteOf(shop)}/wp-json/` });
      const webhookIds: string[] = [];
      if (config.webhookUrl) {
        for (const topic of WEBHOOK_TOPICS) {
          const { data } = await call<{ id: number }>(handle, 'POST', '/webhooks', {
            name: `${APP_NAME}: ${topic}`, topic, delivery_url: config.webhookUrl, secret: wooWebhookSecret(config.clientSecret, shop), status: 'active',
          });
          if (data?.id !== undefined) webhookIds.push(String(data.id));
        }
      }
      return {
        shop,
        name: index?.name || shop.replace(/^https:\/\//, ''),
        scopes: ['read_write'],
        credentials: { accessToken: consumerSecret, extra: { consumerKey, keyId: String(body.key_id ?? ''), webhookIds: webhookIds.join(',') } },
      };
    },

    // REST API keys do not expire.
    refresh: async (store) => store.credentials,

    verifyWebhook(headers, rawBody): WebhookEvent | null {
      const source = headerOf(headers, 'x-wc-webhook-source');
      if (!source) return null;
      const shop = normaliseShop(source);
      if (!SHOP_PATTERN.test(shop)) return null;
      if (!safeEqual(signWooWebhook(wooWebhookSecret(config.clientSecret, shop), rawBody), headerOf(headers, 'x-wc-webhook-signature'))) return null;
      const topic = headerOf(headers, 'x-wc-webhook-topic');
      let body: Record<string, unknown>;
      try { body = JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>; } catch { return { topic: 'other', shop }; }
      if (topic === 'order.created') return { topic: 'orders/create', shop, order: fromWooOrder(body as unknown as WooOrder) };
      if (topic === 'product.deleted') return { topic: 'products/delete', shop, shopProductId: String(body.id) };
      return { topic: 'other', shop };
    },

    async findProduct(store, product) {
      const { data } = await call<WooProduct[]>(store, 'GET', `/products?sku=${encodeURIComponent(skuOf(product.entryId))}`);
      return data?.[0] ? { shopProductId: String(data[0].id), variantIds: {}, url: null } : null;
    },

    async publishProduct(store, product, existing): Promise<PublishedProduct> {
      const { body, variation } = productBody(product);
      let target = existing?.shopProductId ?? null;
      if (!target) {
        const { data } = await call<WooProduct[]>(store, 'GET', `/products?sku=${encodeURIComponent(skuOf(product.entryId))}`);
        target = data?.[0] ? String(data[0].id) : null;
      }
      let saved: WooProduct | null = null;
      if (target) {
        try {
          saved = (await call<WooProduct>(store, 'PUT', `/products/${target}`, body)).data;
        } catch (error) {
          if (!(error instanceof ConnectorError && error.reason === 'not_found')) throw error;
        }
      }
      saved ??= (await call<WooProduct>(store, 'POST', '/products', body)).data;
      if (!saved?.id) throw new ConnectorError('platform_error', 'the store answered without a product id');
      const { data: current } = await call<WooVariation[]>(store, 'GET', `/products/${saved.id}/variations?per_page=100`);
      const bySku = new Map((current ?? []).map((v) => [v.sku, v]));
      const batch = {
        create: product.variants.filter((v) => !bySku.has(v.sku)).map(variation),
        update: product.variants.filter((v) => bySku.has(v.sku)).map((v) => ({ id: bySku.get(v.sku)?.id, ...variation(v) })),
        delete: (current ?? []).filter((v) => !product.variants.some((p) => p.sku === v.sku)).map((v) => v.id),
      };
      const { data: result } = await call<{ create?: WooVariation[]; update?: WooVariation[] }>(store, 'POST', `/products/${saved.id}/variations/batch`, batch);
      const variantIds: Record<string, string> = {};
      for (const v of [...(result?.create ?? []), ...(result?.update ?? [])]) variantIds[v.sku] = String(v.id);
      if (Object.keys(variantIds).length !== product.variants.length) throw new ConnectorError('platform_error', 'the store did not take every variation');
      return { shopProductId: String(saved.id), variantIds, url: saved.permalink ?? null };
    },

    async updateInventory(store, items) {
      for (const item of items) {
        await call(store, 'PUT', `/products/${item.shopProductId}/variations/${item.variantId}`, { manage_stock: true, stock_quantity: item.available });
      }
    },

    async missingProducts(store, shopProductIds) {
      const present = new Set<string>();
      for (let i = 0; i < shopProductIds.length; i += 100) {
        const chunk = shopProductIds.slice(i, i + 100);
        const { data } = await call<WooProduct[]>(store, 'GET', `/products?include=${chunk.join(',')}&per_page=100&status=any`);
        for (const p of data ?? []) if (p.status !== 'trash') present.add(String(p.id));
      }
      return shopProductIds.filter((id) => !present.has(id));
    },

    async unpublish(store, shopProductId) {
      try {
        await call(store, 'DELETE', `/products/${shopProductId}?force=true`);
      } catch (error) {
        if (!(error instanceof ConnectorError && error.reason === 'not_found')) throw error;
      }
    },

    /** The cursor is `<date_created_gmt>|<id>` of the last order seen (WooCommerce pages by date, ids break ties). */
    async fetchOrders(store, cursor) {
      const [after, lastId] = cursor ? cursor.split('|') : [null, '0'];
      const query = new URLSearchParams({ orderby: 'id', order: 'asc', per_page: '50' });
      if (after) query.set('after', new Date(new Date(`${after}Z`).getTime() - 1000).toISOString().replace(/\.\d{3}Z$/, ''));
      const { data } = await call<WooOrder[]>(store, 'GET', `/orders?${query}`);
      const fresh = (data ?? []).filter((o) => o.id > Number(lastId ?? 0)).sort((a, b) => a.id - b.id);
      const last = fresh[fresh.length - 1];
      return { orders: fresh.map(fromWooOrder), cursor: last ? `${last.date_created_gmt.replace(/Z$/, '')}|${last.id}` : cursor };
    },

    async pushFulfilment(store, fulfilment: Fulfilment) {
      const note = `Shipped with ${fulfilment.carrier}, tracking number ${fulfilment.trackingNumber}${fulfilment.trackingUrl ? ` (${fulfilment.trackingUrl})` : ''}.`;
      await call(store, 'PUT', `/orders/${fulfilment.storeOrderId}`, {
        status: 'completed',
        meta_data: [
          { key: '_tracking_provider', value: fulfilment.carrier },
          { key: '_tracking_number', value: fulfilment.trackingNumber },
          ...(fulfilment.trackingUrl ? [{ key: '_tracking_url', value: fulfilment.trackingUrl }] : []),
        ],
      });
      await call(store, 'POST', `/orders/${fulfilment.storeOrderId}/notes`, { note, customer_note: true });
    },

    /** WooCommerce keys cannot be revoked over REST: the webhooks are removed and the keys forgotten. */
    async uninstall(store) {
      for (const id of (store.credentials.extra?.webhookIds ?? '').split(',').filter(Boolean)) {
        try {
          await call(store, 'DELETE', `/webhooks/${id}?force=true`);
        } catch (error) {
          if (!(error instanceof ConnectorError && (error.reason === 'not_found' || error.reason === 'unauthorized'))) throw error;
        }
      }
    },

    async listCollections(store) {
      const { data } = await call<Array<{ id: number; name: string }>>(store, 'GET', '/products/categories?per_page=100');
      return (data ?? []).map((c) => ({ id: String(c.id), title: c.name }));
    },
  };
}
