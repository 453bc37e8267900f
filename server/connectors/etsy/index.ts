/**
 * Etsy Open API v3 (developers.etsy.com: "Authentication", "Listings Tutorial", "Webhooks"):
 * - authorize: https://www.etsy.com/oauth/connect?response_type=code&client_id&redirect_uri&scope&state
 *   &code_challenge&code_challenge_method=S256 (PKCE is mandatory; the callback carries code and state,
 *   no signature: the single-use state and the verifier are what bind it);
 * - token: POST https://api.etsy.com/v3/public/oauth/token (form: grant_type=authorization_code,
 *   client_id, redirect_uri, code, code_verifier) answering access_token `<user_id>.<token>`,
 *   expires_in 3600 and refresh_token; refresh with grant_type=refresh_token (expiring tokens);
 * - API calls carry `x-api-key: <keystring>` and `Authorization: Bearer`; the shop is the user's shop
 *   (GET /v3/application/users/{user_id}/shops), so there is no shop address to type;
 * - listings: createDraftListing, then the variations through PUT .../listings/{id}/inventory
 *   (properties 513/514 are Etsy's custom properties; at most two); titles at most 140 characters;
 * - orders are receipts (GET /shops/{shop_id}/receipts, sorted by creation; the cursor is
 *   "<create_timestamp>:<receipt_id>" of the last receipt seen); tracking through
 *   POST /shops/{shop_id}/receipts/{receipt_id}/tracking;
 * - webhooks follow Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature `v1,<base64>`,
 *   5-minute tolerance) with the endpoint's signing secret; ORDER_PAID carries only shop_id and the
 *   receipt's resource_url, so the event names the shop and the order sync fetches the receipt.
 */
import { ConnectorError, type StoreConnector, type StoreCredentials, type StoreHandle, type StoreOrder } from '../store';
import { verifyStandardWebhook } from '../common/hmac';
import { centsToDecimal, http, jsonOf, originOf, type ConnectorConfig } from '../common/http';
import { credentialsOf, oauthToken, PKCE_VERIFIER, refreshTokenOf } from '../common/oauth';

export const etsyLimits = { maxTitle: 140, maxVariants: 400, maxTags: 13 } as const;
const DEFAULT_SCOPES = ['listings_r', 'listings_w', 'listings_d', 'transactions_r', 'transactions_w', 'shops_r'];
const CUSTOM_PROPERTIES = [513, 514];

export interface EtsyConfig extends ConnectorConfig {
  /** The webhook endpoint's signing secret (`whsec_...`); the client secret when unset (the sandbox). */
  webhookSecret?: string;
  /** Etsy's taxonomy id for new listings (a required field); default 1 ("Accessories"). */
  taxonomyId?: number;
}

interface EtsyMoney { amount: number; divisor: number; currency_code: string }
export interface EtsyReceipt {
  receipt_id: number; name: string; buyer_email: string | null; first_line: string; second_line: string | null; city: string;
  state: string | null; zip: string | null; country_iso: string; create_timestamp: number; grandtotal: EtsyMoney;
  transactions: Array<{ transaction_id: number; title: string; listing_id: number; product_id: number; sku: string | null; quantity: number; price: EtsyMoney }>;
}
export interface EtsyInventory {
  products: Array<{
    product_id?: number; sku: string; is_deleted?: boolean;
    property_values: Array<{ property_id: number; property_name: string; values: string[] }>;
    offerings: Array<{ offering_id?: number; price: number | EtsyMoney; quantity: number; is_enabled: boolean }>;
  }>;
  price_on_property: number[]; quantity_on_property: number[]; sku_on_property: number[];
}

const centsOf = (money: EtsyMoney) => Math.round((money.amount * 100) / money.divisor);

export function receiptToOrder(receipt: EtsyReceipt): StoreOrder {
  return {
    storeOrderId: String(receipt.receipt_id),
    name: `#${receipt.receipt_id}`,
    createdAt: new Date(receipt.create_timestamp * 1000).toISOString(),
    currencyCode: receipt.grandtotal.currency_code,
    buyer: { name: receipt.name, email: receipt.buyer_email, phone: null },
    address: {
      name: receipt.name, line1: receipt.first_line, line2: receipt.second_line || null, city: receipt.city, province: receipt.state || null,
      postalCode: receipt.zip || null, countryCode: receipt.country_iso, phone: null,
    },
    lines: receipt.transactions.map((line) => ({
      storeLineId: String(line.transaction_id), storeProductId: String(line.listing_id), storeVariantId: String(line.product_id),
      sku: line.sku || null, title: line.title, quantity: line.quantity, unitPriceCents: centsOf(line.price),
    })),
  };
}

/** The portal's variants as Etsy's inventory (one custom property per option name, at most two). */
export function toEtsyInventory(product: Parameters<StoreConnector['publishProduct']>[1]): EtsyInventory {
  const names = [...new Set(product.variants.flatMap((variant) => Object.keys(variant.options)))];
  if (names.length > CUSTOM_PROPERTIES.length) throw new ConnectorError('platform_error', 'Etsy listings take at most two variation properties');
  const properties = names.map((name, index) => ({ name, id: CUSTOM_PROPERTIES[index] }));
  return {
    products: product.variants.map((variant) => ({
      sku: variant.sku,
      property_values: properties.map((property) => ({ property_id: property.id, property_name: property.name, values: [variant.options[property.name] ?? ''] })),
      offerings: [{ price: Number(centsToDecimal(variant.priceCents)), quantity: variant.inventory, is_enabled: variant.inventory > 0 }],
    })),
    price_on_property: properties.map((property) => property.id),
    quantity_on_property: properties.map((property) => property.id),
    sku_on_property: properties.map((property) => property.id),
  };
}

export function etsyConnector(config: EtsyConfig): StoreConnector {
  const web = originOf(config, 'www.etsy.com');
  const api = `${originOf(config, 'api.etsy.com')}/v3`;
  const authHeaders = (store: StoreHandle) => ({ 'x-api-key': config.clientId, authorization: `Bearer ${store.credentials.accessToken}` });
  const call = <T>(store: StoreHandle, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, json?: unknown) =>
    http<T>(config, { method, url: `${api}/application${path}`, headers: authHeaders(store), ...(json === undefined ? {} : { json }) }).then((r) => r.data);
  const shopId = (store: StoreHandle) => {
    if (!/^\d+$/.test(store.shop)) throw new ConnectorError('bad_shop', 'an Etsy shop is named by its numeric shop_id');
    return store.shop;
  };
  const tokenUrl = `${api}/public/oauth/token`;

  return {
    platform: 'etsy',
    shopPattern: null,
    usesPkce: true,
    authorizeUrl({ state, redirectUri, codeChallenge }) {
      if (!codeChallenge) throw new ConnectorError('bad_state', 'Etsy needs a PKCE code challenge');
      const query = new URLSearchParams({
        response_type: 'code', client_id: config.clientId, redirect_uri: redirectUri, scope: (config.scopes ?? DEFAULT_SCOPES).join(' '),
        state, code_challenge: codeChallenge, code_challenge_method: 'S256',
      });
      return `${web}/oauth/connect?${query}`;
    },
    async completeAuthorization({ query, redirectUri, codeVerifier, now }) {
      if (query.error) throw new ConnectorError('unauthorized', `Etsy: ${query.error_description ?? query.error}`.slice(0, 200));
      if (!codeVerifier || !PKCE_VERIFIER.test(codeVerifier)) throw new ConnectorError('bad_state', 'the PKCE code verifier of this connection is missing');
      if (!query.code || !query.state) throw new ConnectorError('bad_state', 'the Etsy callback has no code or state');
      const token = await oauthToken(config, tokenUrl, {
        grant_type: 'authorization_code', client_id: config.clientId, redirect_uri: redirectUri, code: query.code, code_verifier: codeVerifier,
      }, 'Etsy');
      const credentials = credentialsOf(token, now.getTime());
      const userId = credentials.accessToken.split('.')[0];
      if (!/^\d+$/.test(userId)) throw new ConnectorError('token_exchange_failed', 'the Etsy token does not name its user');
      const probe: StoreHandle = { id: 0, platform: 'etsy', shop: '0', credentials };
      const shop = await call<{ shop_id: number; shop_name: string }>(probe, 'GET', `/users/${userId}/shops`).catch((error: unknown) => {
        if (error instanceof ConnectorError && error.reason === 'not_found') throw new ConnectorError('bad_shop', 'this Etsy account has no shop');
        throw error;
      });
      return {
        shop: String(shop.shop_id), name: shop.shop_name, scopes: (token.scope ?? (config.scopes ?? DEFAULT_SCOPES).join(' ')).split(' ').filter(Boolean),
        credentials: { ...credentials, extra: { userId } },
      };
    },
    async refresh(store): Promise<StoreCredentials> {
      const token = await oauthToken(config, tokenUrl, { grant_type: 'refresh_token', client_id: config.clientId, refresh_token: refreshTokenOf(store.credentials, 'Etsy') }, 'Etsy');
      return { ...credentialsOf(token), ...(store.credentials.extra ? { extra: store.credentials.extra } : {}) };
    },
    verifyWebhook(headers, rawBody) {
      if (!verifyStandardWebhook(config.webhookSecret ?? config.clientSecret, headers, rawBody, new Date())) return null;
      const body = jsonOf(rawBody);
      if (!body || (typeof body.shop_id !== 'number' && typeof body.shop_id !== 'string')) return null;
      const shop = String(body.shop_id);
      // ORDER_PAID carries no receipt: the stores module runs the order sync for this shop.
      return { topic: body.event_type === 'order.paid' ? 'orders/create' : 'other', shop };
    },
    async publishProduct(store, product, existing) {
      if (product.title.length > etsyLimits.maxTitle) throw new ConnectorError('platform_error', `Etsy titles are limited to ${etsyLimits.maxTitle} characters`);
      if (product.variants.length > etsyLimits.maxVariants) throw new ConnectorError('platform_error', `Etsy listings are limited to ${etsyLimits.maxVariants} variations`);
      const inventory = toEtsyInventory(product);
      const fields = {
        title: product.title, description: product.descriptionHtml.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim() || product.title,
        tags: product.tags.filter((tag) => tag.length <= 20).slice(0, etsyLimits.maxTags),
      };
      let listingId = existing?.shopProductId;
      if (listingId) {
        await call(store, 'PUT', `/shops/${shopId(store)}/listings/${listingId}`, fields);
      } else {
        const first = product.variants[0];
        const created = await call<{ listing_id: number; url?: string }>(store, 'POST', `/shops/${shopId(store)}/listings`, {
          ...fields, quantity: Math.max(1, product.variants.reduce((sum, variant) => sum + variant.inventory, 0)),
          price: Number(centsToDecimal(first?.priceCents ?? 0)), who_made: 'someone_else', when_made: 'made_to_order', taxonomy_id: config.taxonomyId ?? 1,
        });
        listingId = String(created.listing_id);
      }
      const saved = await call<EtsyInventory>(store, 'PUT', `/listings/${listingId}/inventory`, inventory);
      return {
        shopProductId: listingId,
        variantIds: Object.fromEntries(saved.products.map((item) => [item.sku, String(item.product_id)])),
        url: `https://www.etsy.com/listing/${listingId}`,
      };
    },
    async updateInventory(store, items) {
      for (const listingId of new Set(items.map((item) => item.shopProductId))) {
        const changes = items.filter((item) => item.shopProductId === listingId);
        const current = await call<EtsyInventory>(store, 'GET', `/listings/${listingId}/inventory`);
        const products = current.products.map((item) => {
          const change = changes.find((c) => c.variantId === String(item.product_id));
          return {
            sku: item.sku, property_values: item.property_values,
            offerings: item.offerings.map((offering) => ({
              price: typeof offering.price === 'number' ? offering.price : offering.price.amount / offering.price.divisor,
              quantity: change ? change.available : offering.quantity, is_enabled: change ? change.available > 0 : offering.is_enabled,
            })),
          };
        });
        await call(store, 'PUT', `/listings/${listingId}/inventory`, { ...current, products });
      }
    },
    async missingProducts(store, ids) {
      const missing: string[] = [];
      for (const id of ids) {
        const listing = await call<{ state: string }>(store, 'GET', `/listings/${id}`).catch((error: unknown) => {
          if (error instanceof ConnectorError && error.reason === 'not_found') return null;
          throw error;
        });
        if (!listing || listing.state === 'removed') missing.push(id);
      }
      return missing;
    },
    async unpublish(store, id) {
      await call(store, 'DELETE', `/listings/${id}`).catch((error: unknown) => {
        if (!(error instanceof ConnectorError && error.reason === 'not_found')) throw error;
      });
    },
    async fetchOrders(store, cursor) {
      const [since, lastId] = (cursor ?? '0:0').split(':').map(Number);
      const query = new URLSearchParams({ min_created: String(since), sort_on: 'created', sort_order: 'asc', limit: '100' });
      const page = await call<{ count: number; results: EtsyReceipt[] }>(store, 'GET', `/shops/${shopId(store)}/receipts?${query}`);
      const fresh = page.results.filter((receipt) => receipt.create_timestamp > since || (receipt.create_timestamp === since && receipt.receipt_id > lastId));
      const last = fresh[fresh.length - 1];
      return { orders: fresh.map(receiptToOrder), cursor: last ? `${last.create_timestamp}:${last.receipt_id}` : cursor };
    },
    async pushFulfilment(store, fulfilment) {
      await call(store, 'POST', `/shops/${shopId(store)}/receipts/${fulfilment.storeOrderId}/tracking`, {
        tracking_code: fulfilment.trackingNumber, carrier_name: fulfilment.carrier, send_bcc: false,
      });
    },
    // Etsy has no token revocation endpoint; the refresh token simply stops being used (90-day life).
    async uninstall() {},
  };
}
