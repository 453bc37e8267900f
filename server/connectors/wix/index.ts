/**
 * Wix (dev.wix.com: "OAuth" for apps, "Webhooks", Stores Catalog V1, eCommerce Orders):
 * - install: https://www.wix.com/installer/install?appId&redirectUrl&state; Wix returns to redirectUrl
 *   with code, state and instanceId (the site's app instance: our shop id);
 * - token: POST https://www.wixapis.com/oauth/access (JSON: grant_type=authorization_code, client_id,
 *   client_secret, code) answering access_token (lives 5 minutes) and refresh_token; refresh with
 *   grant_type=refresh_token;
 * - API with `Authorization: <access token>`: GET /apps/v1/instance (the site), Stores V1 products and
 *   variants (names up to 80 characters), V2 inventory items, eCommerce orders search (the cursor is
 *   the last order number seen) and fulfilments;
 * - webhooks: the body is a JWT signed RS256 with the app's Wix public key; its `data` is a JSON string
 *   with eventType, instanceId and the event's own JSON data.
 * The sandbox signs webhooks with a key pair made once per process (wixSandboxKeys), which the
 * connector uses when it talks to the sandbox.
 */
import { createPublicKey, generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import { ConnectorError, type StoreConnector, type StoreHandle, type StoreOrder } from '../store';
import { centsToDecimal, decimalToCents, http, jsonOf, originOf, type ConnectorConfig } from '../common/http';
import { credentialsOf, oauthToken, refreshTokenOf } from '../common/oauth';

export const wixLimits = { maxTitle: 80, maxVariants: 1000, maxOptions: 6 } as const;
const INSTANCE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface WixConfig extends ConnectorConfig {
  /** The app's public key from the Wix developers centre (PEM), for webhooks. */
  webhookPublicKey?: string;
}

const sandboxKeys = new Map<string, { publicKey: KeyObject; privateKey: KeyObject }>();
/** The sandbox's webhook key pair for an app secret (made once per process; the sandbox and connector share it). */
export function wixSandboxKeys(clientSecret: string) {
  let keys = sandboxKeys.get(clientSecret);
  if (!keys) sandboxKeys.set(clientSecret, (keys = generateKeyPairSync('rsa', { modulusLength: 2048 })));
  return keys;
}

/** The claims of an RS256 JWT verified with the key, or null. */
export function verifyRs256(jwt: string, key: KeyObject): Record<string, unknown> | null {
  const [header, payload, signature] = jwt.trim().split('.');
  if (!header || !payload || !signature || jsonOf(Buffer.from(header, 'base64url'))?.alg !== 'RS256') return null;
  const valid = verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url'));
  if (!valid) return null;
  const claims = jsonOf(Buffer.from(payload, 'base64url'));
  if (claims && typeof claims.exp === 'number' && claims.exp < Date.now() / 1000) return null;
  return claims;
}

export interface WixOrder {
  id: string; number: string; createdDate: string; currency: string; buyerInfo: { email: string | null };
  billingInfo?: { contactDetails: { firstName: string; lastName: string; phone: string | null } };
  shippingInfo?: { logistics: { shippingDestination: { address: { addressLine: string; addressLine2: string | null; city: string; subdivision: string | null; postalCode: string | null; country: string }; contactDetails: { firstName: string; lastName: string; phone: string | null } } } };
  lineItems: Array<{ id: string; quantity: number; productName: { original: string }; catalogReference: { catalogItemId: string; options?: { variantId?: string } }; physicalProperties?: { sku: string | null }; price: { amount: string } }>;
}

export function wixOrderToStoreOrder(order: WixOrder): StoreOrder {
  const destination = order.shippingInfo?.logistics.shippingDestination;
  const contact = destination?.contactDetails ?? order.billingInfo?.contactDetails;
  const name = contact ? `${contact.firstName} ${contact.lastName}`.trim() : '';
  // Wix subdivisions are ISO 3166-2 codes ("US-OR"): the province is the part after the country.
  const subdivision = destination?.address.subdivision ?? null;
  return {
    storeOrderId: order.id, name: `#${order.number}`, createdAt: new Date(order.createdDate).toISOString(), currencyCode: order.currency,
    buyer: { name, email: order.buyerInfo.email, phone: contact?.phone ?? null },
    address: {
      name, line1: destination?.address.addressLine ?? '', line2: destination?.address.addressLine2 || null, city: destination?.address.city ?? '',
      province: subdivision ? subdivision.replace(/^[A-Z]{2}-/, '') : null, postalCode: destination?.address.postalCode ?? null,
      countryCode: destination?.address.country ?? '', phone: contact?.phone ?? null,
    },
    lines: order.lineItems.map((line) => ({
      storeLineId: line.id, storeProductId: line.catalogReference.catalogItemId, storeVariantId: line.catalogReference.options?.variantId ?? null,
      sku: line.physicalProperties?.sku ?? null, title: line.productName.original, quantity: line.quantity, unitPriceCents: decimalToCents(line.price.amount),
    })),
  };
}

interface WixVariant { id: string; choices: Record<string, string>; variant: { sku: string; priceData?: { price: number } } }

export function wixConnector(config: WixConfig): StoreConnector & { callbackState(query: Record<string, string>): string | null } {
  const www = originOf(config, 'www.wix.com');
  const api = originOf(config, 'www.wixapis.com');
  const publicKey = config.webhookPublicKey ? createPublicKey(config.webhookPublicKey) : config.baseUrl ? wixSandboxKeys(config.clientSecret).publicKey : null;
  const call = async <T>(store: StoreHandle, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, json?: unknown) =>
    (await http<T>(config, { method, url: `${api}${path}`, headers: { authorization: store.credentials.accessToken }, ...(json === undefined ? {} : { json }) })).data;
  const tokenUrl = `${api}/oauth/access`;

  return {
    platform: 'wix',
    shopPattern: null,
    usesPkce: false,
    callbackState: (query) => query.state || null,
    authorizeUrl({ state, redirectUri }) {
      return `${www}/installer/install?${new URLSearchParams({ appId: config.clientId, redirectUrl: redirectUri, state })}`;
    },
    async completeAuthorization({ query, now }) {
      if (!query.code) throw new ConnectorError('token_exchange_failed', 'the Wix callback has no code');
      if (query.instanceId !== undefined && !INSTANCE.test(query.instanceId)) throw new ConnectorError('bad_shop', 'the Wix instance id is not valid');
      const token = await oauthToken(config, tokenUrl, { grant_type: 'authorization_code', client_id: config.clientId, client_secret: config.clientSecret, code: query.code }, 'Wix', true);
      const credentials = credentialsOf({ expires_in: 300, ...token }, now.getTime());
      const { instance, site } = await call<{ instance: { instanceId: string }; site?: { siteDisplayName?: string; url?: string } }>({ id: 0, platform: 'wix', shop: '', credentials }, 'GET', '/apps/v1/instance');
      if (!INSTANCE.test(instance.instanceId) || (query.instanceId && query.instanceId !== instance.instanceId)) throw new ConnectorError('bad_shop', 'the Wix site does not match the callback');
      return { shop: instance.instanceId, name: site?.siteDisplayName ?? instance.instanceId, scopes: [], credentials: { ...credentials, extra: { ...(site?.url ? { siteUrl: site.url } : {}) } } };
    },
    async refresh(store) {
      const token = await oauthToken(config, tokenUrl, { grant_type: 'refresh_token', client_id: config.clientId, client_secret: config.clientSecret, refresh_token: refreshTokenOf(store.credentials, 'Wix') }, 'Wix', true);
      return { ...credentialsOf({ expires_in: 300, ...token }), ...(store.credentials.extra ? { extra: store.credentials.extra } : {}) };
    },
    verifyWebhook(_headers, rawBody) {
      if (!publicKey) return null;
      const claims = verifyRs256(rawBody.toString('utf8'), publicKey);
      const envelope = typeof claims?.data === 'string' ? jsonOf(claims.data) : null;
      const shop = typeof envelope?.instanceId === 'string' ? envelope.instanceId : '';
      if (!envelope || !INSTANCE.test(shop)) return null;
      const event = typeof envelope.data === 'string' ? jsonOf(envelope.data) : null;
      if (envelope.eventType === 'wix.ecom.v1.order_created') {
        const entity = (event?.createdEvent as { entity?: WixOrder } | undefined)?.entity;
        return { topic: 'orders/create', shop, ...(entity ? { order: wixOrderToStoreOrder(entity) } : {}) };
      }
      if (envelope.eventType === 'AppRemoved') return { topic: 'app/uninstalled', shop };
      return { topic: 'other', shop };
    },
    async publishProduct(store, product, existing) {
      if (product.title.length > wixLimits.maxTitle) throw new ConnectorError('platform_error', `Wix product names are limited to ${wixLimits.maxTitle} characters`);
      if (product.variants.length > wixLimits.maxVariants) throw new ConnectorError('platform_error', `Wix products are limited to ${wixLimits.maxVariants} variants`);
      const names = [...new Set(product.variants.flatMap((variant) => Object.keys(variant.options)))];
      if (names.length > wixLimits.maxOptions) throw new ConnectorError('platform_error', `Wix products take at most ${wixLimits.maxOptions} options`);
      const body = {
        product: {
          name: product.title, productType: 'physical', description: product.descriptionHtml, manageVariants: true,
          priceData: { price: Number(centsToDecimal(product.variants[0]?.priceCents ?? 0)) },
          productOptions: names.map((name) => ({ name, choices: [...new Set(product.variants.map((v) => v.options[name] ?? ''))].map((value) => ({ value, description: value })) })),
        },
      };
      const saved = existing
        ? await call<{ product: { id: string; slug: string } }>(store, 'PATCH', `/stores/v1/products/${existing.shopProductId}`, body)
        : await call<{ product: { id: string; slug: string } }>(store, 'POST', '/stores/v1/products', body);
      const id = saved.product.id;
      const { variants } = await call<{ variants: WixVariant[] }>(store, 'PATCH', `/stores/v1/products/${id}/variants`, {
        variants: product.variants.map((variant) => ({ choices: variant.options, price: Number(centsToDecimal(variant.priceCents)), sku: variant.sku, weight: variant.weightGrams / 1000 })),
      });
      await call(store, 'PATCH', `/stores/v2/inventoryItems/product/${id}`, {
        inventoryItem: { trackQuantity: true, variants: variants.map((v) => ({ variantId: v.id, quantity: product.variants.find((p) => p.sku === v.variant.sku)?.inventory ?? 0 })) },
      });
      const siteUrl = store.credentials.extra?.siteUrl;
      return { shopProductId: id, variantIds: Object.fromEntries(variants.map((v) => [v.variant.sku, v.id])), url: siteUrl ? `${siteUrl.replace(/\/$/, '')}/product-page/${saved.product.slug}` : null };
    },
    async updateInventory(store, items) {
      for (const productId of new Set(items.map((item) => item.shopProductId))) {
        await call(store, 'PATCH', `/stores/v2/inventoryItems/product/${productId}`, {
          inventoryItem: { trackQuantity: true, variants: items.filter((i) => i.shopProductId === productId).map((i) => ({ variantId: i.variantId, quantity: i.available })) },
        });
      }
    },
    async missingProducts(store, ids) {
      const missing: string[] = [];
      for (const id of ids) {
        await call(store, 'GET', `/stores/v1/products/${id}`).catch((error: unknown) => {
          if (error instanceof ConnectorError && error.reason === 'not_found') missing.push(id);
          else throw error;
        });
      }
      return missing;
    },
    async unpublish(store, id) {
      await call(store, 'DELETE', `/stores/v1/products/${id}`).catch((error: unknown) => {
        if (!(error instanceof ConnectorError && error.reason === 'not_found')) throw error;
      });
    },
    async fetchOrders(store, cursor) {
      const { orders } = await call<{ orders: WixOrder[] }>(store, 'POST', '/ecom/v1/orders/search', {
        search: { filter: { number: { $gt: Number(cursor ?? 0) } }, sort: [{ fieldName: 'number', order: 'ASC' }], cursorPaging: { limit: 50 } },
      });
      return { orders: orders.map(wixOrderToStoreOrder), cursor: orders.length ? orders[orders.length - 1].number : cursor };
    },
    async pushFulfilment(store, fulfilment) {
      const { order } = await call<{ order: WixOrder }>(store, 'GET', `/ecom/v1/orders/${fulfilment.storeOrderId}`);
      await call(store, 'POST', `/ecom/v1/fulfillments/orders/${fulfilment.storeOrderId}/create-fulfillment`, {
        fulfillment: {
          lineItems: order.lineItems.filter((line) => !fulfilment.storeLineIds || fulfilment.storeLineIds.includes(line.id)).map((line) => ({ id: line.id, quantity: line.quantity })),
          trackingInfo: { trackingNumber: fulfilment.trackingNumber, shippingProvider: fulfilment.carrier, ...(fulfilment.trackingUrl ? { trackingLink: fulfilment.trackingUrl } : {}) },
        },
      });
    },
    // The site owner removes the app in the Wix dashboard (AppRemoved webhook); the API has no call for it.
    async uninstall() {},
  };
}
