/**
 * Shopify: OAuth authorization-code grant with an HMAC-signed callback, offline access tokens, the REST
 * Admin API (version API_VERSION), webhooks signed with the app's secret over the raw body.
 *
 * - Callback: `hmac` = hex HMAC-SHA256 (client secret) of the other query parameters sorted by name and
 *   joined `k=v&k=v` (shopify.dev "Verify a request"); `shop` must match SHOP_PATTERN; `timestamp` within
 *   CALLBACK_WINDOW_MS of now. The state is checked (single use, bound to the customer and shop) by the
 *   stores module before this runs.
 * - Webhooks: `X-Shopify-Hmac-Sha256` = base64 HMAC-SHA256 of the raw body; `X-Shopify-Shop-Domain`,
 *   `X-Shopify-Topic`.
 * - Products are found again by their handle `mp-<entry id>`, so publishing after a crash between the
 *   store's answer and our commit updates the product instead of creating a second one.
 * - Inventory through inventory levels at the shop's first location; fulfilment through fulfillment
 *   orders with tracking info (the current API; the per-order fulfilment endpoint is gone).
 */
import { ConnectorError, type CallbackInput, type ConnectedStore, type Fulfilment, type PublishProduct, type PublishedProduct,
  type StoreConnector, type StoreCredentials, type StoreHandle, type StoreOrder, type WebhookEvent } from '../store';
import { centsToDecimal, decimalToCents, http, shopOriginOf, type ConnectorConfig } from '../common/http';
import { headerOf, hmacBase64, hmacHex, safeEqual, sortedQuery, withinWindow } from '../common/hmac';

export const API_VERSION = '2025-01';
/** Shopify's shop domain rule (shopify.dev: `^[a-zA-Z0-9][a-zA-Z0-9-]*\.myshopify\.com$`). */
export const SHOP_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9-]*\.myshopify\.com$/;
export const CALLBACK_WINDOW_MS = 10 * 60_000;
export const DEFAULT_SCOPES = ['read_products', 'write_products', 'read_orders', 'write_orders', 'read_inventory', 'write_inventory',
  'read_locations', 'read_merchant_managed_fulfillment_orders', 'write_merchant_managed_fulfillment_orders'];
const WEBHOOK_TOPICS = ['orders/create', 'app/uninstalled', 'products/delete'] as const;
/** Shopify's limit on variants per product (2,048 since API 2024-10). */
export const MAX_VARIANTS = 2048;

export interface ShopifyConfig extends ConnectorConfig {
  /** Where Shopify should POST webhooks (the portal's /api/webhooks/shopify); no subscriptions when unset. */
  webhookUrl?: string;
}

/** Shopify's callback rule: hex HMAC of the sorted query without `hmac` (and the legacy `signature`). */
export function verifyShopifyQuery(query: Record<string, string>, secret: string): boolean {
  return safeEqual(hmacHex(secret, sortedQuery(query, ['hmac', 'signature'])), query.hmac);
}

/** Signs a query as Shopify does (the sandbox's callback and the tests). */
export function signShopifyQuery(query: Record<string, string>, secret: string): Record<string, string> {
  return { ...query, hmac: hmacHex(secret, sortedQuery(query, ['hmac', 'signature'])) };
}

export const verifyShopifyWebhook = (rawBody: Buffer | string, secret: string, header: string | undefined) =>
  safeEqual(hmacBase64(secret, rawBody), header);

interface ShopifyVariant { id: number | string; sku: string; price: string; inventory_item_id?: number | string; inventory_quantity?: number }
interface ShopifyProduct { id: number | string; handle: string; title: string; variants: ShopifyVariant[] }
export interface ShopifyOrder {
  id: number | string; name: string; created_at: string; currency: string; email: string | null; phone: string | null;
  customer?: { first_name: string | null; last_name: string | null; email: string | null; phone: string | null } | null;
  shipping_address?: {
    name?: string | null; first_name: string | null; last_name: string | null; address1: string | null; address2: string | null; city: string | null;
    province: string | null; zip: string | null; country_code: string | null; phone: string | null;
  } | null;
  line_items: Array<{ id: number | string; product_id: number | string | null; variant_id: number | string | null; sku: string | null; title: string; quantity: number; price: string }>;
}

const str = (value: number | string | null | undefined) => (value === null || value === undefined ? null : String(value));

export function fromShopifyOrder(order: ShopifyOrder): StoreOrder {
  const address = order.shipping_address ?? null;
  const customer = order.customer ?? null;
  const joined = (first: string | null | undefined, last: string | null | undefined) => `${first ?? ''} ${last ?? ''}`.trim();
  const buyerName = customer ? joined(customer.first_name, customer.last_name) : address ? joined(address.first_name, address.last_name) : '';
  return {
    storeOrderId: String(order.id),
    name: order.name,
    createdAt: new Date(order.created_at).toISOString(),
    currencyCode: order.currency,
    buyer: { name: buyerName, email: order.email ?? customer?.email ?? null, phone: order.phone ?? customer?.phone ?? null },
    address: {
      name: address ? address.name || joined(address.first_name, address.last_name) : buyerName,
      line1: address?.address1 ?? '', line2: address?.address2 || null, city: address?.city ?? '',
      province: address?.province ?? null, postalCode: address?.zip ?? null, countryCode: address?.country_code ?? '', phone: address?.phone ?? null,
    },
    lines: order.line_items.map((line) => ({
      storeLineId: String(line.id), storeProductId: str(line.product_id), storeVariantId: str(line.variant_id),
      sku: line.sku || null, title: line.title, quantity: line.quantity, unitPriceCents: decimalToCents(line.price),
    })),
  };
}

export const handleOf = (entryId: number) => `mp-${entryId}`;

export function createShopifyConnector(config: ShopifyConfig): StoreConnector & {
  listCollections(store: StoreHandle): Promise<Array<{ id: string; title: string }>>;
} {
  const scopes = config.scopes ?? DEFAULT_SCOPES;
  const origin = (shop: string) => shopOriginOf(config, shop);
  const api = (shop: string, path: string) => `${origin(shop)}/admin/api/${API_VERSION}${path}`;
  const auth = (store: StoreHandle) => ({ 'x-shopify-access-token': store.credentials.accessToken });
  const call = <T>(store: StoreHandle, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, json?: unknown) =>
    http<T>(config, { method, url: api(store.shop, path), headers: auth(store), json });

  async function findByHandle(store: StoreHandle, entryId: number): Promise<ShopifyProduct | null> {
    const { data } = await call<{ products: ShopifyProduct[] }>(store, 'GET', `/products.json?handle=${encodeURIComponent(handleOf(entryId))}&limit=1`);
    return data?.products?.[0] ?? null;
  }

  async function firstLocation(store: StoreHandle): Promise<string> {
    const { data } = await call<{ locations: Array<{ id: number | string; active?: boolean }> }>(store, 'GET', '/locations.json');
    const location = data?.locations?.find((l) => l.active !== false) ?? data?.locations?.[0];
    if (!location) throw new ConnectorError('platform_error', 'the shop has no location to hold inventory');
    return String(location.id);
  }

  async function setLevels(store: StoreHandle, levels: Array<{ inventoryItemId: string; available: number }>) {
    if (levels.length === 0) return;
    const locationId = await firstLocation(store);
    for (const level of levels) {
      await call(store, 'POST', '/inventory_levels/set.json', { location_id: locationId, inventory_item_id: level.inventoryItemId, available: level.available });
    }
  }

  return {
    platform: 'shopify',
    shopPattern: SHOP_PATTERN,
    usesPkce: false,
    callbackState: (query) => query.state || null,

    authorizeUrl({ shop, state, redirectUri }) {
      if (!shop || !SHOP_PATTERN.test(shop)) throw new ConnectorError('bad_shop', 'not a myshopify.com shop domain');
      const query = new URLSearchParams({ client_id: config.clientId, scope: scopes.join(','), redirect_uri: redirectUri, state });
      return `${origin(shop)}/admin/oauth/authorize?${query}`;
    },

    async completeAuthorization(input: CallbackInput): Promise<ConnectedStore> {
      const query = input.query;
      if (!query.shop || !SHOP_PATTERN.test(query.shop)) throw new ConnectorError('bad_shop', 'shop outside the myshopify.com pattern');
      if (!verifyShopifyQuery(query, config.clientSecret)) throw new ConnectorError('bad_signature', 'callback hmac does not match');
      if (!withinWindow(query.timestamp, input.now, CALLBACK_WINDOW_MS)) throw new ConnectorError('expired', 'callback timestamp outside the window');
      if (!query.code) throw new ConnectorError('unauthorized', 'no authorization code (the merchant declined)');
      let accessToken: string;
      let granted: string[];
      try {
        const { data } = await http<{ access_token?: string; scope?: string }>(config, {
          method: 'POST', url: `${origin(query.shop)}/admin/oauth/access_token`,
          json: { client_id: config.clientId, client_secret: config.clientSecret, code: query.code },
        });
        if (!data?.access_token) throw new ConnectorError('token_exchange_failed', 'no access token in the answer');
        accessToken = data.access_token;
        granted = (data.scope ?? '').split(',').filter(Boolean);
      } catch (error) {
        if (error instanceof ConnectorError && error.reason === 'token_exchange_failed') throw error;
        throw new ConnectorError('token_exchange_failed', error instanceof Error ? error.message : 'token exchange failed');
      }
      const handle: StoreHandle = { id: 0, platform: 'shopify', shop: query.shop, credentials: { accessToken } };
      const { data: shopData } = await call<{ shop: { name: string } }>(handle, 'GET', '/shop.json');
      const webhookIds: string[] = [];
      if (config.webhookUrl) {
        for (const topic of WEBHOOK_TOPICS) {
          const { data } = await call<{ webhook: { id: number | string } }>(handle, 'POST', '/webhooks.json', { webhook: { topic, address: config.webhookUrl, format: 'json' } });
          if (data?.webhook?.id !== undefined) webhookIds.push(String(data.webhook.id));
        }
      }
      return {
        shop: query.shop,
        name: shopData?.shop?.name ?? query.shop,
        scopes: granted,
        credentials: { accessToken, extra: { webhookIds: webhookIds.join(',') } },
      };
    },

    // Offline tokens do not expire.
    refresh: async (store: StoreHandle): Promise<StoreCredentials> => store.credentials,

    verifyWebhook(headers, rawBody): WebhookEvent | null {
      if (!verifyShopifyWebhook(rawBody, config.clientSecret, headerOf(headers, 'x-shopify-hmac-sha256'))) return null;
      const shop = headerOf(headers, 'x-shopify-shop-domain');
      if (!shop || !SHOP_PATTERN.test(shop)) return null;
      const topic = headerOf(headers, 'x-shopify-topic');
      let body: Record<string, unknown>;
      try { body = JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>; } catch { return null; }
      if (topic === 'orders/create') return { topic, shop, order: fromShopifyOrder(body as unknown as ShopifyOrder) };
      if (topic === 'app/uninstalled') return { topic, shop };
      if (topic === 'products/delete') return { topic, shop, shopProductId: str(body.id as number | string) ?? undefined };
      return { topic: 'other', shop };
    },

    async findProduct(store, product) {
      const found = await findByHandle(store, product.entryId);
      return found?.id ? { shopProductId: String(found.id), variantIds: {}, url: null } : null;
    },

    async publishProduct(store, product: PublishProduct, existing): Promise<PublishedProduct> {
      if (product.variants.length > MAX_VARIANTS) throw new ConnectorError('platform_error', `more than ${MAX_VARIANTS} variants`);
      const optionNames = [...new Set(product.variants.flatMap((v) => Object.keys(v.options)))].slice(0, 3);
      const body = {
        title: product.title,
        body_html: product.descriptionHtml,
        handle: handleOf(product.entryId),
        tags: product.tags.join(', '),
        images: product.images.filter((src) => /^https?:\/\//.test(src)).map((src) => ({ src })),
        options: optionNames.length ? optionNames.map((name) => ({ name })) : [{ name: 'Title' }],
        variants: product.variants.map((v) => ({
          sku: v.sku,
          price: centsToDecimal(v.priceCents),
          compare_at_price: v.compareAtPriceCents === null ? null : centsToDecimal(v.compareAtPriceCents),
          grams: v.weightGrams, weight: v.weightGrams, weight_unit: 'g',
          inventory_management: 'shopify',
          option1: optionNames[0] ? v.options[optionNames[0]] ?? null : 'Default Title',
          option2: optionNames[1] ? v.options[optionNames[1]] ?? null : null,
          option3: optionNames[2] ? v.options[optionNames[2]] ?? null : null,
        })),
      };
      let target = existing?.shopProductId ?? null;
      if (!target) target = (await findByHandle(store, product.entryId))?.id?.toString() ?? null;
      let saved: ShopifyProduct | undefined;
      try {
        const { data } = target
          ? await call<{ product: ShopifyProduct }>(store, 'PUT', `/products/${target}.json`, { product: Object.assign({ id: target }, body) })
          : await call<{ product: ShopifyProduct }>(store, 'POST', '/products.json', { product: body });
        saved = data?.product;
      } catch (error) {
        // Deleted in the store since: create it again.
        if (!(target && error instanceof ConnectorError && error.reason === 'not_found')) throw error;
        saved = (await call<{ product: ShopifyProduct }>(store, 'POST', '/products.json', { product: body })).data?.product;
      }
      if (!saved?.id) throw new ConnectorError('platform_error', 'the store answered without a product id');
      const bySku = new Map(saved.variants.map((v) => [v.sku, v]));
      await setLevels(store, product.variants.flatMap((v) => {
        const item = bySku.get(v.sku)?.inventory_item_id;
        return item === undefined ? [] : [{ inventoryItemId: String(item), available: v.inventory }];
      }));
      for (const collectionId of product.collections) {
        try {
          await call(store, 'POST', '/collects.json', { collect: { product_id: saved.id, collection_id: collectionId } });
        } catch (error) {
          // Already in the collection (422) on a re-publish: nothing to do.
          if (!(error instanceof ConnectorError && /^422/.test(error.message))) throw error;
        }
      }
      return {
        shopProductId: String(saved.id),
        variantIds: Object.fromEntries(saved.variants.map((v) => [v.sku, String(v.id)])),
        url: `https://${store.shop}/products/${saved.handle}`,
      };
    },

    async updateInventory(store, items) {
      const levels: Array<{ inventoryItemId: string; available: number }> = [];
      for (const item of items) {
        const { data } = await call<{ variant: ShopifyVariant }>(store, 'GET', `/variants/${item.variantId}.json`);
        if (data?.variant?.inventory_item_id === undefined) throw new ConnectorError('not_found', `variant ${item.variantId} has no inventory item`);
        levels.push({ inventoryItemId: String(data.variant.inventory_item_id), available: item.available });
      }
      await setLevels(store, levels);
    },

    async missingProducts(store, shopProductIds) {
      const present = new Set<string>();
      for (let i = 0; i < shopProductIds.length; i += 250) {
        const chunk = shopProductIds.slice(i, i + 250);
        const { data } = await call<{ products: Array<{ id: number | string }> }>(store, 'GET', `/products.json?ids=${chunk.join(',')}&fields=id&limit=250`);
        for (const p of data?.products ?? []) present.add(String(p.id));
      }
      return shopProductIds.filter((id) => !present.has(id));
    },

    async unpublish(store, shopProductId) {
      try {
        await call(store, 'DELETE', `/products/${shopProductId}.json`);
      } catch (error) {
        if (!(error instanceof ConnectorError && error.reason === 'not_found')) throw error;
      }
    },

    async fetchOrders(store, cursor) {
      const query = new URLSearchParams({ status: 'any', limit: '50', order: 'id asc' });
      if (cursor) query.set('since_id', cursor);
      const { data } = await call<{ orders: ShopifyOrder[] }>(store, 'GET', `/orders.json?${query}`);
      const orders = (data?.orders ?? []).map(fromShopifyOrder);
      return { orders, cursor: orders.length ? orders[orders.length - 1].storeOrderId : cursor };
    },

    async pushFulfilment(store, fulfilment: Fulfilment) {
      const { data } = await call<{ fulfillment_orders: Array<{ id: number | string; status: string; line_items: Array<{ id: number | string; line_item_id: number | string; fulfillable_quantity: number }> }> }>(
        store, 'GET', `/orders/${fulfilment.storeOrderId}/fulfillment_orders.json`);
      const open = (data?.fulfillment_orders ?? []).filter((fo) => fo.status === 'open' || fo.status === 'in_progress');
      if (open.length === 0) return; // already fulfilled in the store (a retried push): nothing left to do
      const wanted = fulfilment.storeLineIds ? new Set(fulfilment.storeLineIds) : null;
      const groups = open.map((fo) => ({
        fulfillment_order_id: fo.id,
        ...(wanted ? { fulfillment_order_line_items: fo.line_items.filter((li) => wanted.has(String(li.line_item_id))).map((li) => ({ id: li.id, quantity: li.fulfillable_quantity })) } : {}),
      })).filter((g) => !('fulfillment_order_line_items' in g) || (g.fulfillment_order_line_items as unknown[]).length > 0);
      if (groups.length === 0) return;
      await call(store, 'POST', '/fulfillments.json', {
        fulfillment: {
          line_items_by_fulfillment_order: groups,
          tracking_info: { company: fulfilment.carrier, number: fulfilment.trackingNumber, url: fulfilment.trackingUrl ?? undefined },
          notify_customer: true,
        },
      });
    },

    async uninstall(store) {
      try {
        // api_permissions is not versioned: https://{shop}/admin/api_permissions/current.json
        await http(config, { method: 'DELETE', url: `${origin(store.shop)}/admin/api_permissions/current.json`, headers: auth(store) });
      } catch (error) {
        // Already uninstalled (token revoked): the store is gone either way.
        if (!(error instanceof ConnectorError && (error.reason === 'unauthorized' || error.reason === 'not_found'))) throw error;
      }
    },

    async listCollections(store) {
      const { data } = await call<{ custom_collections: Array<{ id: number | string; title: string }> }>(store, 'GET', '/custom_collections.json?limit=250');
      return (data?.custom_collections ?? []).map((c) => ({ id: String(c.id), title: c.title }));
    },
  };
}
