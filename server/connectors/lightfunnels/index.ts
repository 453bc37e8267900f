/**
 * Lightfunnels (developers.lightfunnels.com was not reachable from here; this follows its public
 * OAuth app guide and GraphQL API as known):
 * - authorize: https://app.lightfunnels.com/admin/oauth?client_id&redirect_uri&scope&state; back with code and state;
 * - token: POST https://services.lightfunnels.com/oauth/access (JSON: client_id, client_secret, code)
 *   answering a non-expiring access_token (refresh is a no-op);
 * - GraphQL at https://services.lightfunnels.com/api/v2 with `Authorization: Bearer`: account, products
 *   (createProduct/updateProduct/deleteProduct/product with variants), updateVariant for stock, orders
 *   (`after` cursor of the connection), createFulfillment;
 * - webhooks: `lightfunnels-hmac` = base64 HMAC-SHA256 (client secret) of the raw body, with the
 *   topic in `lightfunnels-topic`; the account is the body's account_id (Shopify-style, as its app
 *   guide describes webhook verification).
 */
import { ConnectorError, type StoreConnector, type StoreHandle, type StoreOrder } from '../store';
import { headerOf, hmacBase64, safeEqual } from '../common/hmac';
import { centsToDecimal, http, jsonOf, originOf, type ConnectorConfig } from '../common/http';
import { oauthToken } from '../common/oauth';

export const lightfunnelsLimits = { maxTitle: 255, maxVariants: 100 } as const;
const ACCOUNT = /^\d{1,20}$/;
const DEFAULT_SCOPES = ['products', 'orders'];

export interface LfOrder {
  account_id?: string; id: string; name: string; created_at: string; currency: string; email: string | null; phone: string | null;
  shipping_address: { first_name: string; last_name: string; line1: string; line2: string | null; city: string; state: string | null; zip: string | null; country: string; phone: string | null };
  items: Array<{ id: string; product_id: string; variant_id: string; sku: string | null; title: string; quantity: number; price: number }>;
}

export function lfOrderToStoreOrder(order: LfOrder): StoreOrder {
  const a = order.shipping_address;
  const name = `${a.first_name} ${a.last_name}`.trim();
  return {
    storeOrderId: order.id, name: order.name, createdAt: new Date(order.created_at).toISOString(), currencyCode: order.currency,
    buyer: { name, email: order.email, phone: order.phone ?? a.phone },
    address: { name, line1: a.line1, line2: a.line2 || null, city: a.city, province: a.state, postalCode: a.zip, countryCode: a.country, phone: a.phone },
    lines: order.items.map((line) => ({ storeLineId: line.id, storeProductId: line.product_id, storeVariantId: line.variant_id, sku: line.sku, title: line.title, quantity: line.quantity, unitPriceCents: Math.round(line.price * 100) })),
  };
}

const PRODUCT_FIELDS = 'id title variants { id sku }';
const ORDER_FIELDS = 'id name created_at currency email phone shipping_address { first_name last_name line1 line2 city state zip country phone } items { id product_id variant_id sku title quantity price }';

export function lightfunnelsConnector(config: ConnectorConfig): StoreConnector & { callbackState(query: Record<string, string>): string | null } {
  const appOrigin = originOf(config, 'app.lightfunnels.com');
  const services = originOf(config, 'services.lightfunnels.com');
  const gql = async <T>(accessToken: string, operationName: string, query: string, variables: Record<string, unknown> = {}) => {
    const { data } = await http<{ data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> }>(config, {
      method: 'POST', url: `${services}/api/v2`, headers: { authorization: `Bearer ${accessToken}` }, json: { operationName, query, variables },
    });
    const error = data?.errors?.[0];
    if (error) {
      const code = error.extensions?.code;
      throw new ConnectorError(code === 'UNAUTHENTICATED' ? 'unauthorized' : code === 'NOT_FOUND' ? 'not_found' : 'platform_error', `Lightfunnels: ${error.message}`.slice(0, 200));
    }
    if (!data?.data) throw new ConnectorError('platform_error', 'Lightfunnels answered without data');
    return data.data;
  };
  const token = (store: StoreHandle) => store.credentials.accessToken;

  return {
    platform: 'lightfunnels',
    shopPattern: null,
    usesPkce: false,
    callbackState: (query) => query.state || null,
    authorizeUrl({ state, redirectUri }) {
      return `${appOrigin}/admin/oauth?${new URLSearchParams({ client_id: config.clientId, redirect_uri: redirectUri, scope: (config.scopes ?? DEFAULT_SCOPES).join(','), state })}`;
    },
    async completeAuthorization({ query }) {
      if (!query.code) throw new ConnectorError('token_exchange_failed', 'the Lightfunnels callback has no code');
      const answer = await oauthToken(config, `${services}/oauth/access`, { client_id: config.clientId, client_secret: config.clientSecret, code: query.code }, 'Lightfunnels', true);
      const { account } = await gql<{ account: { id: string; name: string } }>(answer.access_token as string, 'Account', 'query Account { account { id name } }');
      if (!ACCOUNT.test(account.id)) throw new ConnectorError('bad_shop', 'Lightfunnels did not name a valid account');
      return { shop: account.id, name: account.name, scopes: (answer.scope ?? '').split(/[ ,]+/).filter(Boolean), credentials: { accessToken: answer.access_token as string } };
    },
    // Lightfunnels access tokens do not expire.
    refresh: async (store) => store.credentials,
    verifyWebhook(headers, rawBody) {
      if (!safeEqual(hmacBase64(config.clientSecret, rawBody), headerOf(headers, 'lightfunnels-hmac'))) return null;
      const body = jsonOf(rawBody);
      // The account comes from the signed body: the header is not signed, so a delivery of one account
      // replayed with another account's header would otherwise be believed.
      const shop = String(body?.account_id ?? '');
      if (!body || !ACCOUNT.test(shop) || (headerOf(headers, 'lightfunnels-account') ?? shop) !== shop) return null;
      const topic = headerOf(headers, 'lightfunnels-topic');
      if (topic === 'order/created') return { topic: 'orders/create', shop, order: lfOrderToStoreOrder(body as unknown as LfOrder) };
      if (topic === 'app/uninstalled') return { topic: 'app/uninstalled', shop };
      return { topic: 'other', shop };
    },
    async publishProduct(store, product, existing) {
      if (product.title.length > lightfunnelsLimits.maxTitle) throw new ConnectorError('platform_error', `Lightfunnels titles are limited to ${lightfunnelsLimits.maxTitle} characters`);
      if (product.variants.length > lightfunnelsLimits.maxVariants) throw new ConnectorError('platform_error', `Lightfunnels products are limited to ${lightfunnelsLimits.maxVariants} variants`);
      const node = {
        title: product.title, description: product.descriptionHtml, images: product.images.map((src) => ({ src })),
        options: [...new Set(product.variants.flatMap((v) => Object.keys(v.options)))].map((label) => ({ label, values: [...new Set(product.variants.map((v) => v.options[label] ?? ''))] })),
        variants: product.variants.map((v) => ({
          sku: v.sku, price: Number(centsToDecimal(v.priceCents)), compare_at_price: v.compareAtPriceCents === null ? null : Number(centsToDecimal(v.compareAtPriceCents)),
          quantity: v.inventory, options: Object.values(v.options),
        })),
      };
      const saved = existing
        ? (await gql<{ updateProduct: { id: string; variants: Array<{ id: string; sku: string }> } }>(token(store), 'UpdateProduct', `mutation UpdateProduct($id: ID!, $node: InputProduct!) { updateProduct(id: $id, node: $node) { ${PRODUCT_FIELDS} } }`, { id: existing.shopProductId, node })).updateProduct
        : (await gql<{ createProduct: { id: string; variants: Array<{ id: string; sku: string }> } }>(token(store), 'CreateProduct', `mutation CreateProduct($node: InputProduct!) { createProduct(node: $node) { ${PRODUCT_FIELDS} } }`, { node })).createProduct;
      return { shopProductId: saved.id, variantIds: Object.fromEntries(saved.variants.map((v) => [v.sku, v.id])), url: null };
    },
    async updateInventory(store, items) {
      for (const item of items) {
        await gql(token(store), 'UpdateVariant', 'mutation UpdateVariant($id: ID!, $node: InputVariant!) { updateVariant(id: $id, node: $node) { id } }', { id: item.variantId, node: { quantity: item.available } });
      }
    },
    async missingProducts(store, ids) {
      const missing: string[] = [];
      for (const id of ids) {
        const { product } = await gql<{ product: { id: string } | null }>(token(store), 'Product', 'query Product($id: ID!) { product(id: $id) { id } }', { id });
        if (!product) missing.push(id);
      }
      return missing;
    },
    async unpublish(store, id) {
      await gql(token(store), 'DeleteProduct', 'mutation DeleteProduct($id: ID!) { deleteProduct(id: $id) }', { id });
    },
    async fetchOrders(store, cursor) {
      const { orders } = await gql<{ orders: { edges: Array<{ cursor: string; node: LfOrder }>; pageInfo: { endCursor: string | null } } }>(token(store), 'Orders',
        `query Orders($first: Int!, $after: String) { orders(first: $first, after: $after, query: "order_by:id order_dir:asc") { edges { cursor node { ${ORDER_FIELDS} } } pageInfo { endCursor hasNextPage } } }`,
        { first: 50, after: cursor });
      return { orders: orders.edges.map((edge) => lfOrderToStoreOrder(edge.node)), cursor: orders.pageInfo.endCursor ?? cursor };
    },
    async pushFulfilment(store, fulfilment) {
      await gql(token(store), 'CreateFulfillment', 'mutation CreateFulfillment($node: InputFulfillment!) { createFulfillment(node: $node) { id } }', {
        node: { order_id: fulfilment.storeOrderId, tracking_number: fulfilment.trackingNumber, tracking_company: fulfilment.carrier, tracking_link: fulfilment.trackingUrl, item_ids: fulfilment.storeLineIds ?? null },
      });
    },
    // The merchant removes the app in Lightfunnels (app/uninstalled); the API has no call for the app to do it.
    async uninstall() {},
  };
}
