/**
 * Stores (DOMAIN.md sections 2 and 3; spec section 7 "Settings" and "Product lists"): the merchant's
 * connected stores and their connect flow, logos, tax numbers and connected accounts, a sub-account's
 * store scope, and publishing (shelf jobs, published products). The spec names the settings and
 * sku-list/sku-published paths; the store list and connect calls are ours (`designed: true`).
 *
 * Every store-bearing call is filtered on the server by the caller's store scope: a sub-account limited
 * to some stores never sees or touches the others (9002, like a missing store). Credentials never
 * appear in any answer.
 */
import { Type } from 'typebox';
import { defineCall } from './define';
import { Count, DateTime, EmailCode, Empty, Id, IdParams, LanguageField, Nullable, Page, PageQuery } from './shared';
import { Job } from './jobs';

/** The twelve platforms (same list as server/connectors/store.ts). */
export const storePlatforms = [
  'shopify', 'woocommerce', 'shoplazza', 'shopline', 'wix', 'etsy',
  'bigcommerce', 'tiktok', 'aliexpress', 'lightfunnels', 'shoper', 'allvalue',
] as const;
export type StorePlatformName = (typeof storePlatforms)[number];
export const StorePlatformSchema = Type.Enum(storePlatforms);

/** CJ's store states (DOMAIN.md section 3). Only `authorized` stores take publishing and orders. */
/**
 * The portal origin the browser is on (window.location.origin): the platform sends the merchant back to
 * its callback page there. Taken only when it is this server's public origin, or a loopback origin on its
 * port while no PUBLIC_URL is set (localhost and 127.0.0.1 are different origins to the browser's storage).
 */
export const PortalOrigin = Type.String({ maxLength: 200, pattern: '^https?://[A-Za-z0-9.\\-\\[\\]:]+$' });

export const storeStatuses = ['authorized', 'deactivated', 'auth_failed', 'auth_expired', 'deleted'] as const;
export type StoreStatus = (typeof storeStatuses)[number];
export const StoreStatusSchema = Type.Enum(storeStatuses);

/** Published product states (sku-published). */
export const skuPublishedStates = { onShelf: 1, deletedInStore: 2 } as const;

export const Store = Type.Object({
  id: Type.Integer(),
  platform: StorePlatformSchema,
  /** The platform's shop address or handle (trailhead.myshopify.com, https://shop.example). */
  shop: Nullable(Type.String()),
  name: Type.String(),
  /** A data: URL of the store's logo (packing slips, branded e-mails), or null. */
  logo: Nullable(Type.String()),
  status: StoreStatusSchema,
  scopes: Type.Array(Type.String()),
  connectedAt: Nullable(DateTime),
  /** Last successful order sync (webhook or scheduled). */
  lastSyncAt: Nullable(DateTime),
  /** When the access token stops working (platforms with expiring tokens), else null. */
  tokenExpiresAt: Nullable(DateTime),
  publishedCount: Count,
  orderCount: Count,
  /** True when the connector talks to the local sandbox rather than the real platform (no credentials configured). */
  sandbox: Type.Boolean(),
});

/** A store in a chooser (publish dialog, order filters): every status, so a deactivated one can be shown disabled. */
export const StoreOption = Type.Object({ id: Type.Integer(), platform: StorePlatformSchema, name: Type.String(), status: StoreStatusSchema });

export const StorePlatformInfo = Type.Object({
  platform: StorePlatformSchema,
  /** The merchant types the shop address before authorising (Shopify, WooCommerce, ...); false where the platform picks the shop. */
  needsShop: Type.Boolean(),
  /** The pattern the shop address must match (JavaScript RegExp source), or null. */
  shopPattern: Nullable(Type.String()),
  /** An example address for the field's placeholder. */
  shopExample: Nullable(Type.String()),
  /** Connector available on this server (the other platforms are listed but cannot be connected yet). */
  available: Type.Boolean(),
  /** Connecting goes to the platform's local sandbox (no real credentials configured). */
  sandbox: Type.Boolean(),
});

/** The outcome of a callback: the store connected, or why not (a message key under stores.callback.*). */
export const CallbackResult = Type.Object({
  ok: Type.Boolean(),
  storeId: Nullable(Type.Integer()),
  storeName: Nullable(Type.String()),
  platform: Nullable(StorePlatformSchema),
  /** bad_signature, expired, bad_shop, bad_state, token_exchange_failed, unauthorized, platform_error, already_connected; null when ok. */
  reason: Nullable(Type.String()),
  /** The reason in the caller's language. */
  message: Nullable(Type.String()),
});

export const TaxNumber = Type.Object({
  id: Type.Integer(),
  storeId: Type.Integer(),
  storeName: Type.String(),
  countryId: Type.Integer(),
  /** VAT / IOSS / tax number as the authority writes it. */
  taxNumber: Type.String(),
  createdAt: DateTime,
});

/**
 * A store connected account (storeSettings): the PayPal account whose transactions receive the tracking
 * numbers of shipped orders (type paypal), or a verified reply-to e-mail address of store e-mails (type
 * replyEmail, verified by a code). Secrets stay on the server.
 */
export const connectedAccountTypes = ['paypal', 'replyEmail'] as const;
export const ConnectedAccount = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(connectedAccountTypes),
  account: Type.String(),
  storeId: Nullable(Type.Integer()),
  verified: Type.Boolean(),
  connectedAt: DateTime,
});

export const SkuPublished = Type.Object({
  id: Type.Integer(),
  skuListId: Nullable(Type.Integer()),
  storeId: Type.Integer(),
  storeName: Type.String(),
  platform: StorePlatformSchema,
  shopProductId: Type.String(),
  title: Type.String(),
  image: Nullable(Type.String()),
  /** skuPublishedStates: 1 on shelf, 2 deleted in the store. */
  state: Type.Integer({ minimum: 1, maximum: 2 }),
  /** Sum of the variants' available inventory pushed to the store. */
  inventoryAvailable: Type.Integer(),
  /** The product's page in the store, when the platform gives one. */
  url: Nullable(Type.String()),
  lastSyncedAt: Nullable(DateTime),
  createdAt: DateTime,
});

export const SkuPublishedVariant = Type.Object({
  /** The link's id (use it in skuPublishedInventory). */
  id: Type.Integer(),
  sku: Type.String(),
  title: Type.String(),
  shopVariantId: Type.String(),
  available: Type.Integer(),
});

/**
 * Collections to publish into, per store (ids from shopProductCollections). Stores not named get none.
 */
const CollectionChoice = Type.Array(Type.Object({
  storeId: Id,
  ids: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 20 }),
}), { maxItems: 20 });

const StoreIds = Type.Array(Id, { minItems: 1, maxItems: 20, uniqueItems: true });

/**
 * Why an (entry, store) pair would be blocked or warned (DOMAIN.md section 2). Keys under
 * server.stores.publish.*: blocked belowCost, zeroPrice, outOfStock, tooManyVariants, titleTooLong,
 * noVariants, storeNotAuthorized; warnings lowMargin (under 10 %), lowStock (under 5).
 */
export const ShelfCheckItem = Type.Object({
  skuListId: Type.Integer(),
  storeId: Type.Integer(),
  title: Type.String(),
  storeName: Type.String(),
  /** null = can be published. */
  blocked: Nullable(Type.String()),
  blockedMessage: Nullable(Type.String()),
  warnings: Type.Array(Type.String()),
  warningMessages: Type.Array(Type.String()),
  /** Already published there: publishing updates the store product. */
  published: Type.Boolean(),
});

/** Publishing thresholds (DOMAIN.md section 2). */
export const publishRules = { lowMarginPercent: 10, lowStock: 5 } as const;

export const storesCalls = {
  // ── My stores ────────────────────────────────────────────────────────────────────────────────
  storeList: defineCall({
    method: 'GET', path: '/api/customer/store/list', auth: 'customer', permission: 'settings:myStores', designed: true,
    summary: 'The customer\'s stores (within the caller\'s store scope) with status, counts and last sync; deleted ones only when status=deleted is asked.',
    query: Type.Object({
      ...PageQuery,
      status: Type.Optional(StoreStatusSchema),
      platform: Type.Optional(StorePlatformSchema),
      keyword: Type.Optional(Type.String({ maxLength: 100 })),
    }),
    data: Page(Store),
  }),
  storeOptions: defineCall({
    method: 'GET', path: '/api/customer/store/options', auth: 'customer', permission: null, designed: true,
    summary: 'Every store in the caller\'s scope except deleted ones, by name (choosers: publish dialog, order filters).',
    data: Type.Array(StoreOption),
  }),
  storePlatforms: defineCall({
    method: 'GET', path: '/api/customer/store/platforms', auth: 'customer', permission: 'settings:myStores', designed: true,
    summary: 'The platforms a store can be connected from, with the shop address each needs.',
    data: Type.Array(StorePlatformInfo),
  }),
  storeConnect: defineCall({
    method: 'POST', path: '/api/customer/store/connect', auth: 'customer', permission: 'settings:myStores', designed: true,
    summary: 'Start connecting a store: checks the shop address against the platform\'s pattern (9001 naming shop), keeps a single-use state for 10 minutes and answers the platform\'s authorize URL to send the browser to.',
    body: Type.Object({ platform: StorePlatformSchema, shop: Type.Optional(Type.String({ minLength: 3, maxLength: 255 })), origin: Type.Optional(PortalOrigin) }),
    data: Type.Object({ authorizeUrl: Type.String(), state: Type.String() }),
  }),
  storeReauthorize: defineCall({
    method: 'POST', path: '/api/customer/store/reauthorize/:id', auth: 'customer', permission: 'settings:myStores', designed: true,
    summary: 'Authorise store :id again (expired or failed authorisation, or a deactivated store): the authorize URL as for storeConnect.',
    params: IdParams,
    body: Type.Object({ origin: Type.Optional(PortalOrigin) }),
    data: Type.Object({ authorizeUrl: Type.String(), state: Type.String() }),
  }),
  storeAuthCallback: defineCall({
    method: 'POST', path: '/api/customer/store/callback', auth: 'customer', permission: 'settings:myStores', designed: true,
    summary: 'What the platform sent back to a callback page (its query, as received): verified by the platform\'s signature rule and time window, the state used once; answers the store connected, or ok=false with the reason (nothing stored).',
    body: Type.Object({
      platform: StorePlatformSchema,
      query: Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 4096 }), { maxProperties: 30 }),
      /** The landing page's step when the platform opened (load) or removed (uninstall) the app with a signed request (BigCommerce). */
      step: Type.Optional(Type.Union([Type.Literal('load'), Type.Literal('uninstall')])),
    }),
    data: CallbackResult,
  }),
  storeDeactivate: defineCall({
    method: 'PUT', path: '/api/customer/store/deactivate/:id', auth: 'customer', permission: 'settings:myStores', designed: true,
    summary: 'Deactivate store :id: no publishing, no orders in; the authorisation is kept.',
    params: IdParams,
    data: Store,
  }),
  storeActivate: defineCall({
    method: 'PUT', path: '/api/customer/store/activate/:id', auth: 'customer', permission: 'settings:myStores', designed: true,
    summary: 'Activate deactivated store :id again (700 when its authorisation has failed or expired: re-authorise it).',
    params: IdParams,
    data: Store,
  }),
  storeDisconnect: defineCall({
    method: 'DELETE', path: '/api/customer/store/:id', auth: 'customer', permission: 'settings:myStores', designed: true,
    summary: 'Disconnect store :id: uninstalls the app at the platform (best effort), forgets the credentials, marks it deleted. Its orders stay.',
    params: IdParams,
    data: Store,
  }),
  storeSyncOrders: defineCall({
    method: 'POST', path: '/api/customer/store/sync/:id', auth: 'customer', permission: 'settings:myStores', designed: true,
    summary: 'Fetch store :id\'s new orders now (the same as the scheduled sync): how many arrived and how many became draft orders.',
    params: IdParams,
    data: Type.Object({ received: Count, created: Count }),
  }),
  storeLogoUpdate: defineCall({
    method: 'PUT', path: '/api/customer/store/logo', auth: 'customer', permission: 'settings:myStoresLogo', designed: true,
    summary: 'Set (a PNG, JPEG or WebP data: URL up to 200 KB) or remove (null) the logo of a store.',
    body: Type.Object({
      storeId: Id,
      logo: Type.Union([Type.Null(), Type.String({ maxLength: 280_000, pattern: '^data:image/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$' })]),
    }),
    data: Store,
  }),

  // ── Store settings: tax numbers and connected accounts (spec "Settings") ─────────────────────
  storeTaxNumberList: defineCall({
    method: 'GET', path: '/api/customer/customer/settings/store/tax/number/list', auth: 'customer', permission: 'storeSettings', designed: true,
    summary: 'VAT / tax numbers per store and country (within the caller\'s store scope).',
    query: Type.Object({ storeId: Type.Optional(Id) }),
    data: Type.Array(TaxNumber),
  }),
  storeTaxNumberSave: defineCall({
    method: 'POST', path: '/api/customer/customer/settings/store/tax/number/save', auth: 'customer', permission: 'storeSettings', designed: true,
    summary: 'Add or change (id given) the tax number of a store for a country; one per store and country (700 when taken).',
    body: Type.Object({
      id: Type.Optional(Id),
      storeId: Id,
      countryId: Id,
      taxNumber: Type.String({ minLength: 4, maxLength: 32, pattern: '^[A-Za-z0-9][A-Za-z0-9 .-]*$' }),
    }),
    data: TaxNumber,
  }),
  storeTaxNumberRemove: defineCall({
    method: 'DELETE', path: '/api/customer/customer/settings/store/tax/number/:id', auth: 'customer', permission: 'storeSettings', designed: true,
    summary: 'Remove tax number :id.',
    params: IdParams,
    data: Empty,
  }),
  connectAccountList: defineCall({
    method: 'GET', path: '/api/customer/storeSettings/getConnectAccList', auth: 'customer', permission: 'storeSettings', designed: true,
    summary: 'Connected accounts: PayPal accounts that receive tracking numbers, and reply-to e-mail addresses (verified or pending).',
    data: Type.Array(ConnectedAccount),
  }),
  sendReplayEmailCode: defineCall({
    method: 'POST', path: '/api/customer/storeSettings/sendReplayEmailCode', auth: 'customer', permission: 'storeSettings', designed: true,
    summary: 'E-mail a code to the reply-to address of store e-mails (optionally for one store); the address is listed as pending until verified.',
    body: Type.Object({ email: Type.String({ minLength: 3, maxLength: 254 }), storeId: Type.Optional(Id), language: Type.Optional(LanguageField) }),
    data: Empty,
  }),
  verifyReplayEmailCode: defineCall({
    method: 'POST', path: '/api/customer/storeSettings/verifyReplayEmailCode', auth: 'customer', permission: 'storeSettings', designed: true,
    summary: 'Confirm the reply-to address with its code (6002 when wrong or expired).',
    body: Type.Object({ email: Type.String({ minLength: 3, maxLength: 254 }), code: EmailCode }),
    data: ConnectedAccount,
  }),
  addPaypalAuth: defineCall({
    method: 'POST', path: '/api/customer/storeSettings/addPaypayAuth', auth: 'customer', permission: 'storeSettings', designed: true,
    summary: 'Connect a PayPal account from the authorisation code PayPal\'s Connect returned (the account\'s transactions then receive tracking numbers).',
    // state: the one paypalAuthorize issued (the Connect button's round trip, checked once); absent for a code pasted by hand.
    body: Type.Object({ authCode: Type.String({ minLength: 4, maxLength: 2048 }), storeId: Type.Optional(Id), state: Type.Optional(Type.String({ minLength: 8, maxLength: 200 })) }),
    data: ConnectedAccount,
  }),
  paypalAuthorize: defineCall({
    method: 'POST', path: '/api/customer/storeSettings/paypal/authorize', auth: 'customer', permission: 'storeSettings',
    summary: 'Start "Log in with PayPal" for the account that receives tracking numbers: keeps a single-use state for 10 minutes (with the store, if one) and answers PayPal\'s authorize URL; PayPal returns to /third/connect, whose page sends the code to addPaypalAuth.',
    body: Type.Object({ storeId: Type.Optional(Id), origin: Type.Optional(PortalOrigin) }),
    data: Type.Object({ authorizeUrl: Type.String(), state: Type.String() }),
  }),
  disconnectAccount: defineCall({
    method: 'PUT', path: '/api/customer/storeSettings/disConnectAccount/:id', auth: 'customer', permission: 'storeSettings', designed: true,
    summary: 'Disconnect connected account :id.',
    params: IdParams,
    data: Empty,
  }),

  // ── Sub-account store scope (main accounts only) ─────────────────────────────────────────────
  storeScopeGet: defineCall({
    method: 'GET', path: '/api/customer/store/scope/:id', auth: 'customer', permission: null, designed: true,
    summary: 'The stores sub-account :id may work with (null = all). Main accounts only (40301 for a sub-account).',
    params: IdParams,
    data: Type.Object({ subAccountId: Type.Integer(), storeIds: Nullable(Type.Array(Type.Integer())) }),
  }),
  storeScopeSet: defineCall({
    method: 'PUT', path: '/api/customer/store/scope/:id', auth: 'customer', permission: null, designed: true,
    summary: 'Limit sub-account :id to some stores (null = all stores). Main accounts only; the stores must be the caller\'s.',
    params: IdParams,
    body: Type.Object({ storeIds: Type.Union([Type.Null(), Type.Array(Id, { maxItems: 200, uniqueItems: true })]) }),
    data: Type.Object({ subAccountId: Type.Integer(), storeIds: Nullable(Type.Array(Type.Integer())) }),
  }),

  // ── Publishing (spec "Product lists": shelf, batchShelf, batchShelfRecord, retryShelf) ───────
  shelfCheck: defineCall({
    method: 'POST', path: '/api/customer/sku-list/shop/product/shelf/check', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'What publishing these entries to these stores would block or warn about, before starting (the publish dialog).',
    body: Type.Object({ skuListIds: Type.Array(Id, { minItems: 1, maxItems: 500, uniqueItems: true }), storeIds: StoreIds }),
    data: Type.Array(ShelfCheckItem),
  }),
  shelf: defineCall({
    method: 'POST', path: '/api/customer/sku-list/shop/product/shelf', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Publish one product-list entry to one or more stores, as a job (kind storePublish, one item per store; follow it with jobStatus/jobItems).',
    body: Type.Object({ skuListId: Id, storeIds: StoreIds, collections: Type.Optional(CollectionChoice) }),
    data: Job,
  }),
  batchShelf: defineCall({
    method: 'POST', path: '/api/customer/sku-list/shop/product/batchShelf', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Publish many entries to one or more stores as one job: one item per (entry, store); blocked items are marked before sending, warnings kept in the item\'s result.',
    body: Type.Object({ skuListIds: Type.Array(Id, { minItems: 1, maxItems: 500, uniqueItems: true }), storeIds: StoreIds, collections: Type.Optional(CollectionChoice) }),
    data: Job,
  }),
  batchShelfRecord: defineCall({
    method: 'GET', path: '/api/customer/sku-list/shop/product/batchShelfRecord', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Publishing jobs, newest first.',
    query: Type.Object({ ...PageQuery }),
    data: Page(Job),
  }),
  retryShelf: defineCall({
    method: 'PUT', path: '/api/customer/sku-list/shop/product/retryShelf/:id', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Queue the failed items of publishing job :id again (blocked and succeeded items stay as they are).',
    params: IdParams,
    data: Job,
  }),
  shopProductUpdate: defineCall({
    method: 'PUT', path: '/api/customer/sku-list/shop/product/update', auth: 'customer', permission: 'menu:products:myPublished', designed: true,
    summary: 'Push the product-list entry\'s current data to its published store product (same blocking rules as publishing).',
    body: Type.Object({ skuPublishedId: Id }),
    data: SkuPublished,
  }),
  shopProductCollections: defineCall({
    method: 'GET', path: '/api/customer/sku-list/shop/product/collections/:id', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Collections (Shopify collections, WooCommerce categories, ...) of store :id, to publish into.',
    params: IdParams,
    data: Type.Array(Type.Object({ id: Type.String(), title: Type.String() })),
  }),

  // ── Published products (sku-published) ──────────────────────────────────────────────────────
  skuPublishedList: defineCall({
    method: 'POST', path: '/api/customer/sku-published/myproduct/list', auth: 'customer', permission: 'menu:products:myPublished', designed: true,
    summary: 'Products published to the customer\'s stores (within the caller\'s store scope), newest first.',
    body: Type.Object({
      ...PageQuery,
      storeId: Type.Optional(Id),
      keyword: Type.Optional(Type.String({ maxLength: 100 })),
      state: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
    }),
    data: Page(SkuPublished),
  }),
  skuPublishedProduct: defineCall({
    method: 'GET', path: '/api/customer/sku-published/product/:storeId/:id', auth: 'customer', permission: 'menu:products:myPublished', designed: true,
    summary: 'Published product :id in store :storeId, with its variants and their available inventory.',
    params: Type.Object({ storeId: Id, id: Id }),
    data: Type.Object({ product: SkuPublished, variants: Type.Array(SkuPublishedVariant) }),
  }),
  skuPublishedInventory: defineCall({
    method: 'PUT', path: '/api/customer/sku-published/modify/product/inventory/available', auth: 'customer', permission: 'menu:products:myPublished', designed: true,
    summary: 'Set the available inventory of published variants (pushed to the store first; saved only when the store took it).',
    body: Type.Object({ id: Id, variants: Type.Array(Type.Object({ id: Id, available: Type.Integer({ minimum: 0, maximum: 1_000_000 }) }), { minItems: 1, maxItems: 500 }) }),
    data: Type.Object({ product: SkuPublished, variants: Type.Array(SkuPublishedVariant) }),
  }),
  skuPublishedRemove: defineCall({
    method: 'DELETE', path: '/api/customer/sku-published/product/:id', auth: 'customer', permission: 'menu:products:myPublished', designed: true,
    summary: 'Unpublish :id: removed from its store (already gone there is fine), then forgotten here.',
    params: IdParams,
    data: Empty,
  }),
  skuPublishedSyncDeleted: defineCall({
    method: 'POST', path: '/api/customer/sku-published/synchronous/deleted', auth: 'customer', permission: 'menu:products:myPublished', designed: true,
    summary: 'Ask the stores (one, or all in scope) which published products they no longer have, and mark those deleted in the store (state 2).',
    body: Type.Object({ storeId: Type.Optional(Id) }),
    data: Type.Object({ checked: Count, updated: Count }),
  }),
} as const;
