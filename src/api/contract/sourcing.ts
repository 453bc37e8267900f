/**
 * Sourcing (DOMAIN.md section 8; spec routes /sourcing/smart, /sourcing/smart/detail, /sourcing/aliexpress,
 * /sourcing/address with the menu:sourcing:* codes): a merchant asks the platform to find a product the
 * catalogue lacks — by URL, uploaded image or description, with a target price and quantity. Statuses
 * submitted → in_progress → found (a catalogue product and a quoted unit price) / not_found, or canceled by the
 * merchant while still open. Staff answer from the admin side (staff role on the server). The spec names the
 * screens, not these calls: paths are ours.
 */
import { Type } from 'typebox';
import { defineCall } from './define';
import { Count, DateTime, Empty, Id, IdParams, Nullable, Page } from './shared';
import { Cents } from './products';
import { AddToListResult } from './catalogue';

export const sourcingStatuses = ['submitted', 'in_progress', 'found', 'not_found', 'canceled'] as const;
export type SourcingStatus = (typeof sourcingStatuses)[number];
/** Statuses a merchant may still cancel and staff may still answer. */
export const openSourcingStatuses = ['submitted', 'in_progress'] as const;
/** How a request came in. */
export const sourcingChannels = ['url', 'image', 'description', 'collect', 'aliexpress'] as const;
/** The ways a merchant asks on /sourcing/smart (collect and AliExpress requests come from their own pages). */
export const sourcingAskChannels = ['url', 'image', 'description'] as const;

/** An uploaded image travels as a data URL: PNG, JPEG or WebP, at most about 300 KB of picture. */
export const SOURCING_IMAGE_MAX_CHARS = 400_000;
export const SourcingImage = Type.String({ minLength: 30, maxLength: SOURCING_IMAGE_MAX_CHARS, pattern: '^data:image/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$' });
export const ProductUrl = Type.String({ minLength: 8, maxLength: 500, pattern: '^https?://[^\\s]+$' });
/** An AliExpress product page: https://www.aliexpress.com/item/1005001234567890.html (any country subdomain). */
export const AliexpressUrl = Type.String({ minLength: 20, maxLength: 500, pattern: '^https://([a-z]{2,3}\\.|www\\.|m\\.)?aliexpress\\.(com|us|ru)/item/\\d{6,20}\\.html([?#][^\\s]*)?$' });
export const ALIEXPRESS_MAX_URLS = 20;

export const SourcingRequestItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  channel: Type.Enum(sourcingChannels),
  sourceUrl: Nullable(Type.String()),
  description: Type.String(),
  targetPriceCents: Nullable(Cents),
  quantity: Nullable(Count),
  status: Type.Enum(sourcingStatuses),
  hasImage: Type.Boolean(),
  /** The catalogue product found for it, with the quoted unit price. */
  product: Nullable(Type.Object({ id: Type.Integer(), spu: Type.String(), title: Type.String(), image: Nullable(Type.String()) })),
  quotedPriceCents: Nullable(Cents),
  createdAt: DateTime,
  updatedAt: DateTime,
});

export const SourcingEvent = Type.Object({
  status: Type.Enum(sourcingStatuses),
  /** The staff's note (why not found, what was quoted) or the merchant's reason; may be empty. */
  note: Type.String(),
  /** Who changed it: merchant, staff or system. */
  by: Type.Enum(['merchant', 'staff', 'system']),
  createdAt: DateTime,
});

export const SourcingDetail = Type.Object({
  ...SourcingRequestItem.properties,
  imageData: Nullable(Type.String()),
  events: Type.Array(SourcingEvent),
  /** The merchant's product-list entry of the found product, if listed. */
  skuListId: Nullable(Type.Integer()),
});

export const SourcingListQuery = Type.Object({
  status: Type.Optional(Type.Enum(sourcingStatuses)),
  keyword: Type.Optional(Type.String({ maxLength: 100, description: 'title, description or URL' })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

/** How many requests are in each status (the list's tabs). */
export const SourcingCounts = Type.Object(Object.fromEntries(sourcingStatuses.map((s) => [s, Count])) as Record<SourcingStatus, typeof Count>);

export const SourcingAddress = Type.Object({
  contactName: Type.String({ minLength: 1, maxLength: 100 }),
  phone: Type.String({ minLength: 5, maxLength: 30, pattern: '^[+0-9 ()-]+$' }),
  countryId: Id,
  province: Type.String({ maxLength: 100 }),
  city: Type.String({ minLength: 1, maxLength: 100 }),
  address1: Type.String({ minLength: 1, maxLength: 200 }),
  address2: Type.String({ maxLength: 200 }),
  postalCode: Type.String({ minLength: 2, maxLength: 20, pattern: '^[A-Za-z0-9 -]+$' }),
});

export const AdminSourcingItem = Type.Object({ ...SourcingRequestItem.properties, customerId: Type.Integer(), customerUsername: Type.String() });

/** The optional store an import targets: its price rule prices the entry (else the default rule). */
const TargetStore = Type.Optional(Nullable(Id));

export const sourcingCalls = {
  sourcingList: defineCall({
    method: 'GET', path: '/api/customer/sourcing/list', auth: 'customer', permission: 'menu:sourcing:smart', designed: true,
    summary: 'The caller\'s sourcing requests, newest first, by status and keyword, with the count in each status.',
    query: SourcingListQuery,
    data: Type.Object({ ...Page(SourcingRequestItem).properties, counts: SourcingCounts }),
  }),
  sourcingDetail: defineCall({
    method: 'GET', path: '/api/customer/sourcing/detail/:id', auth: 'customer', permission: 'menu:sourcing:smart', designed: true,
    summary: 'Sourcing request :id with its image and timeline; another customer\'s request is 9002.',
    params: IdParams,
    data: SourcingDetail,
  }),
  sourcingCreate: defineCall({
    method: 'POST', path: '/api/customer/sourcing/create', auth: 'customer', permission: 'menu:sourcing:smart', designed: true,
    summary: 'Ask for a product: by URL (sourceUrl), by image (imageData) or by description, with a target unit price and quantity → submitted.',
    body: Type.Object({
      channel: Type.Enum(sourcingAskChannels),
      title: Type.String({ minLength: 2, maxLength: 120 }),
      sourceUrl: Type.Optional(ProductUrl),
      imageData: Type.Optional(SourcingImage),
      description: Type.Optional(Type.String({ maxLength: 2000 })),
      targetPriceCents: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000_000 })),
      quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    }),
    data: Type.Object({ id: Type.Integer() }),
  }),
  sourcingCancel: defineCall({
    method: 'POST', path: '/api/customer/sourcing/cancel/:id', auth: 'customer', permission: 'menu:sourcing:smart', designed: true,
    summary: 'Cancel open request :id (submitted or in progress) → canceled; an answered one is refused (700).',
    params: IdParams,
    data: Empty,
  }),
  sourcingAddToList: defineCall({
    method: 'POST', path: '/api/customer/sourcing/addToList/:id', auth: 'customer', permission: 'menu:sourcing:smart', designed: true,
    summary: 'Add the product found for request :id to the product list, priced by the store\'s price rule (storeId) or the default one.',
    params: IdParams,
    body: Type.Object({ storeId: TargetStore }),
    data: AddToListResult,
  }),
  sourcingAliexpressImport: defineCall({
    method: 'POST', path: '/api/customer/sourcing/aliexpress/import', auth: 'customer', permission: 'menu:sourcing:aliexpress', designed: true,
    summary: 'Import AliExpress product URLs: one the platform already sources is added to the list (price rule of storeId or the default); any other becomes a sourcing request.',
    body: Type.Object({ urls: Type.Array(AliexpressUrl, { minItems: 1, maxItems: ALIEXPRESS_MAX_URLS, uniqueItems: true }), storeId: TargetStore }),
    data: Type.Object({
      added: Type.Array(Type.Object({ url: Type.String(), productId: Type.Integer(), skuListId: Type.Integer() })),
      listed: Type.Array(Type.Object({ url: Type.String(), productId: Type.Integer(), skuListId: Type.Integer() })),
      requested: Type.Array(Type.Object({ url: Type.String(), requestId: Type.Integer() })),
    }),
  }),
  sourcingAddressGet: defineCall({
    method: 'GET', path: '/api/customer/sourcing/address', auth: 'customer', permission: 'menu:sourcing:address', designed: true,
    summary: 'The address samples of sourced products go to (null until saved).',
    data: Nullable(Type.Object({ ...SourcingAddress.properties, countryName: Type.String(), updatedAt: DateTime })),
  }),
  sourcingAddressSave: defineCall({
    method: 'PUT', path: '/api/customer/sourcing/address', auth: 'customer', permission: 'menu:sourcing:address', designed: true,
    summary: 'Save the sample address.',
    body: SourcingAddress,
    data: Empty,
  }),
  adminSourcingList: defineCall({
    method: 'GET', path: '/api/admin/sourcing/list', auth: 'customer', permission: null, designed: true,
    summary: 'Staff: every customer\'s sourcing requests, oldest open first (staff role required).',
    query: SourcingListQuery,
    data: Type.Object({ ...Page(AdminSourcingItem).properties, counts: SourcingCounts }),
  }),
  adminSourcingDetail: defineCall({
    method: 'GET', path: '/api/admin/sourcing/:id', auth: 'customer', permission: null, designed: true,
    summary: 'Staff: sourcing request :id of any customer, with its image and timeline.',
    params: IdParams,
    data: Type.Object({ ...SourcingDetail.properties, customerId: Type.Integer(), customerUsername: Type.String() }),
  }),
  adminSourcingTake: defineCall({
    method: 'POST', path: '/api/admin/sourcing/:id/take', auth: 'customer', permission: null, designed: true,
    summary: 'Staff: take submitted request :id → in_progress.',
    params: IdParams,
    data: Empty,
  }),
  adminSourcingAnswer: defineCall({
    method: 'POST', path: '/api/admin/sourcing/:id/answer', auth: 'customer', permission: null, designed: true,
    summary: 'Staff: answer open request :id — found (a catalogue product the merchant may see and a quoted unit price) or not found (a note saying why).',
    params: IdParams,
    body: Type.Object({
      found: Type.Boolean(),
      productId: Type.Optional(Id),
      quotedPriceCents: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000_000 })),
      note: Type.String({ maxLength: 500 }),
    }),
    data: Empty,
  }),
} as const;
