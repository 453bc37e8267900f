/**
 * Store platforms behind one interface (DOMAIN.md section 3). One module per platform implements
 * `StoreConnector` in server/connectors/<platform>/, speaking the platform's real protocol to a base URL
 * taken from configuration: the real host when credentials are configured, the platform's local sandbox
 * (server/connectors/<platform>/sandbox.ts) otherwise. The stores module is the only caller; nothing
 * else in the server knows a platform's wire format.
 *
 * Secrets (`StoreCredentials`) are encrypted at rest by the stores module and never leave the server.
 */

export const storePlatforms = [
  'shopify', 'woocommerce', 'shoplazza', 'shopline', 'wix', 'etsy',
  'bigcommerce', 'tiktok', 'aliexpress', 'lightfunnels', 'shoper', 'allvalue',
] as const;
export type StorePlatform = (typeof storePlatforms)[number];

/** What a connector keeps to call the store's API (encrypted at rest as one JSON document). */
export interface StoreCredentials {
  accessToken: string;
  refreshToken?: string;
  /** When the access token stops working (platforms with expiring tokens: Shopline, Etsy, TikTok, ...). */
  expiresAt?: string;
  /** Anything else the platform needs (WooCommerce consumer key and secret, BigCommerce store hash, ...). */
  extra?: Record<string, string>;
}

/** The connected store a connector talks to (decrypted credentials; never serialised into an answer). */
export interface StoreHandle {
  id: number;
  platform: StorePlatform;
  /** The platform's shop domain or handle, validated against the connector's `shopPattern`. */
  shop: string;
  credentials: StoreCredentials;
}

/** Step 1 of connecting: where the browser goes. `state` is single-use and bound to the customer. */
export interface AuthorizeRequest {
  shop?: string;
  state: string;
  redirectUri: string;
  /** PKCE S256 challenge for platforms that use it (Etsy). */
  codeChallenge?: string;
}

/** Step 2: what came back to the callback path (query and, for WooCommerce, the POSTed key body). */
export interface CallbackInput {
  query: Record<string, string>;
  body?: Record<string, unknown>;
  /** The raw body where the platform signs it. */
  rawBody?: Buffer;
  redirectUri: string;
  codeVerifier?: string;
  now: Date;
}

export interface ConnectedStore {
  shop: string;
  name: string;
  scopes: string[];
  credentials: StoreCredentials;
}

/** Refusal reasons shared by every platform; the stores module maps them to the spec's codes and messages. */
export type ConnectorRefusal = 'bad_signature' | 'expired' | 'bad_shop' | 'bad_state' | 'token_exchange_failed' | 'unauthorized';
export class ConnectorError extends Error {
  constructor(readonly reason: ConnectorRefusal | 'platform_error' | 'not_found', message: string) {
    super(message);
  }
}

/** A product as the portal publishes it (money in integer cents). */
export interface PublishProduct {
  /** sku-list entry id: the idempotency handle (a re-publish updates instead of duplicating). */
  entryId: number;
  title: string;
  descriptionHtml: string;
  images: string[];
  tags: string[];
  collections: string[];
  variants: Array<{
    sku: string;
    options: Record<string, string>;
    priceCents: number;
    compareAtPriceCents: number | null;
    inventory: number;
    weightGrams: number;
  }>;
}

export interface PublishedProduct {
  shopProductId: string;
  /** The store's variant id per SKU. */
  variantIds: Record<string, string>;
  url: string | null;
}

/** A buyer's order in the store, normalised (the orders domain turns it into a draft order). */
export interface StoreOrder {
  /** The store's order id: the idempotency key of "store order in" together with the store id. */
  storeOrderId: string;
  /** What the merchant calls it in the store (#1001). */
  name: string;
  createdAt: string;
  currencyCode: string;
  buyer: { name: string; email: string | null; phone: string | null };
  address: {
    name: string; line1: string; line2: string | null; city: string; province: string | null;
    postalCode: string | null; countryCode: string; phone: string | null;
  };
  lines: Array<{
    storeLineId: string;
    storeProductId: string | null;
    storeVariantId: string | null;
    sku: string | null;
    title: string;
    quantity: number;
    unitPriceCents: number;
  }>;
}

export interface Fulfilment {
  storeOrderId: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
  /** Store line ids shipped (all when omitted). */
  storeLineIds?: string[];
}

export type WebhookTopic = 'orders/create' | 'app/uninstalled' | 'products/delete' | 'other';
export interface WebhookEvent {
  topic: WebhookTopic;
  shop: string;
  order?: StoreOrder;
  shopProductId?: string;
}

export interface StoreConnector {
  readonly platform: StorePlatform;
  /** The shop address the merchant types (Shopify `x.myshopify.com`); null where the platform picks the shop. */
  readonly shopPattern: RegExp | null;
  readonly usesPkce: boolean;
  authorizeUrl(request: AuthorizeRequest): string;
  /** Verify the callback (the platform's signature rule and time window) and exchange the code for tokens. */
  completeAuthorization(input: CallbackInput): Promise<ConnectedStore>;
  /** Platforms with expiring tokens; others return the credentials unchanged. */
  refresh(store: StoreHandle): Promise<StoreCredentials>;
  /** Raw-body verification of a webhook; null when the signature or the shop is not right (refused, nothing stored). */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: Buffer): WebhookEvent | null;
  publishProduct(store: StoreHandle, product: PublishProduct, existing: PublishedProduct | null): Promise<PublishedProduct>;
  /**
   * The product a previous publish of this entry made, found by our handle/SKU (null: none). Where present, an
   * item resumed after a crash mid-call is updated instead of published twice; optional: without it, such an
   * item fails saying it may already be in the store.
   */
  findProduct?(store: StoreHandle, product: PublishProduct): Promise<PublishedProduct | null>;
  updateInventory(store: StoreHandle, items: Array<{ shopProductId: string; variantId: string; available: number }>): Promise<void>;
  /** Products the store no longer has ("sync deleted"): of the ids given, those missing in the store. */
  missingProducts(store: StoreHandle, shopProductIds: string[]): Promise<string[]>;
  unpublish(store: StoreHandle, shopProductId: string): Promise<void>;
  fetchOrders(store: StoreHandle, cursor: string | null): Promise<{ orders: StoreOrder[]; cursor: string | null }>;
  pushFulfilment(store: StoreHandle, fulfilment: Fulfilment): Promise<void>;
  uninstall(store: StoreHandle): Promise<void>;
  /**
   * Where the platform's callback carries our single-use state (Shopify `state`, WooCommerce `user_id`,
   * SHOPLINE `customField`, ...). Optional: the stores module reads `query.state` when absent.
   */
  callbackState?(query: Record<string, string>): string | null;
  /**
   * A signed request the platform sends when the merchant opens (load) or removes (uninstall) the app for a
   * connected store (BigCommerce's signed payload): the store it names; throws the refusal when it does not verify.
   */
  verifyAppRequest?(query: Record<string, string>, now: Date): { shop: string };
  /** The store's collections (categories) to publish into; optional: none when absent. */
  listCollections?(store: StoreHandle): Promise<Array<{ id: string; title: string }>>;
}
