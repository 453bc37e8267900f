/**
 * The platform catalogue (DOMAIN.md section 1; issue 10): search and product detail, and adding catalogue
 * products to the merchant's product list. The category tree is `tenantCategoryAll` in common.ts. Paths are
 * ours (the spec names the screens, not these calls), under `/api/tenant/...` like the rest of the catalogue.
 */
import { Type } from 'typebox';
import { defineCall } from './define';
import { Count, DateTime, Id, IdParams, Nullable, Page, PageQuery } from './shared';
import { Cents } from './products';
import { ShippingQuote } from './logistics';

/**
 * Sort keys of the search: relevance (exact SKU or product code, then full-text rank, then trigram similarity:
 * the default with a keyword), newest first (the default without), price (lowest cost of a variant) up or down,
 * best selling.
 */
export const catalogueSorts = ['relevance', 'newest', 'priceAsc', 'priceDesc', 'bestSelling'] as const;
/** Offsets stop at page 100 (6,000 rows at 60 a page); a narrower search finds the rest. */
export const CATALOGUE_MAX_PAGE = 100;
export const CATALOGUE_PAGE_SIZES = [24, 48, 60] as const;
/** How many products one "Add to my list" may carry. */
export const ADD_TO_LIST_MAX = 60;

export const CatalogueQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100, description: 'over titles in the request language, spu and variant SKUs' })),
  categoryId: Type.Optional(Id),
  fromCountryId: Type.Optional(Id),
  priceMin: Type.Optional(Cents),
  priceMax: Type.Optional(Cents),
  sort: Type.Optional(Type.Enum(catalogueSorts, { description: 'default: relevance with a keyword, newest without' })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: CATALOGUE_MAX_PAGE, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 60, default: 24 })),
});

export const CatalogueItem = Type.Object({
  id: Type.Integer(),
  spu: Type.String(),
  title: Type.String({ description: 'in the request language' }),
  image: Nullable(Type.String()),
  categoryId: Type.Integer(),
  minCost: Cents,
  maxCost: Cents,
  minSuggested: Cents,
  variantCount: Count,
  /** Codes of the countries with stock (ships from). */
  shipsFrom: Type.Array(Type.String()),
  /** Merchants listing it: the best-selling sort's measure until orders carry catalogue lines. */
  listings: Count,
  /** The merchant's product-list entry of this product, if listed. */
  skuListId: Nullable(Type.Integer()),
});

/** A search counts its matches up to this many ("10,000+" beyond): counting every match of a broad search costs more than the page. */
export const SEARCH_COUNT_CAP = 10_000;

export const CataloguePage = Type.Object({
  records: Type.Array(CatalogueItem),
  total: Type.Integer({ minimum: 0, maximum: SEARCH_COUNT_CAP }),
  /** More match than `total` says. */
  totalIsLowerBound: Type.Boolean(),
  pageNo: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
});

export const CatalogueVariant = Type.Object({
  id: Type.Integer(),
  sku: Type.String(),
  optionValues: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
  image: Nullable(Type.String()),
  costPrice: Cents,
  suggestedPrice: Cents,
  weightGrams: Count,
  lengthMm: Count,
  widthMm: Count,
  heightMm: Count,
  /** Available units per warehouse (warehouseId → units), warehouses without stock left out. */
  stock: Type.Array(Type.Object({ warehouseId: Type.Integer(), available: Count })),
});

export const CatalogueProduct = Type.Object({
  id: Type.Integer(),
  spu: Type.String(),
  title: Type.String(),
  descriptionHtml: Type.String(),
  images: Type.Array(Type.String()),
  tags: Type.Array(Type.String()),
  /** From the top category down to the product's, names in the request language. */
  categoryPath: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  supplier: Type.Object({ id: Type.Integer(), name: Type.String(), countryCode: Type.String(), countryName: Type.String(), rating: Type.Number(), responseHours: Count }),
  /** Option names in order with their values, for the variant picker. */
  options: Type.Array(Type.Object({ name: Type.String(), values: Type.Array(Type.String()) })),
  variants: Type.Array(CatalogueVariant),
  warehouses: Type.Array(Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), countryCode: Type.String() })),
  isPrivate: Type.Boolean(),
  skuListId: Nullable(Type.Integer()),
});

export const AddToListResult = Type.Object({
  added: Type.Array(Type.Object({ productId: Type.Integer(), skuListId: Type.Integer() })),
  /** Products not added, with the translated reason (already listed, no longer on sale). */
  skipped: Type.Array(Type.Object({ productId: Type.Integer(), reason: Type.String() })),
});

/** Quotes from each ships-from country that has stock of the variant, to the destination. */
export const ProductShipping = Type.Array(Type.Object({
  fromCountryCode: Type.String(),
  fromCountryName: Type.String(),
  quotes: Type.Array(ShippingQuote),
}));

export const Supplier = Type.Object({
  id: Type.Integer(), name: Type.String(), countryCode: Type.String(), countryName: Type.String(),
  rating: Type.Number(), responseHours: Count, productCount: Count,
});

/** At or below this many available units a private-inventory row is marked low. */
export const LOW_STOCK_UNITS = 10;

export const PrivateInventoryRow = Type.Object({
  variantId: Type.Integer(), warehouseId: Type.Integer(), available: Count, reserved: Count, updatedAt: DateTime,
  sku: Type.String(), options: Type.String({ description: 'option values joined with " / "' }), image: Nullable(Type.String()),
  productId: Type.Integer(), title: Type.String(), warehouseName: Type.String(), warehouseCode: Type.String(), countryCode: Type.String(),
  low: Type.Boolean(),
});

export const sourcingStatuses = ['submitted', 'in_progress', 'found', 'not_found', 'canceled'] as const;

export const SourcingRequest = Type.Object({
  id: Type.Integer(),
  sourceUrl: Nullable(Type.String()),
  description: Type.String(),
  status: Type.Enum(sourcingStatuses),
  productId: Nullable(Type.Integer()),
  quotedPriceCents: Nullable(Cents),
  createdAt: DateTime,
});

/** How many product URLs one "collect" may carry. */
export const COLLECT_MAX_URLS = 20;

export const CollectResult = Type.Object({
  /** URLs of catalogue products, now in the product list. */
  added: Type.Array(Type.Object({ url: Type.String(), productId: Type.Integer(), skuListId: Type.Integer() })),
  /** URLs of catalogue products already in the list. */
  listed: Type.Array(Type.Object({ url: Type.String(), productId: Type.Integer(), skuListId: Type.Integer() })),
  /** URLs the catalogue lacks: a sourcing request each (an open one for the same URL is reused). */
  requested: Type.Array(Type.Object({ url: Type.String(), requestId: Type.Integer() })),
});

export const catalogueCalls = {
  catalogueSearch: defineCall({
    method: 'GET', path: '/api/tenant/product/search', auth: 'customer', permission: 'menu:products:search', designed: true,
    summary: 'Search the catalogue (public products and the caller\'s private ones): keyword, category with its descendants, ships-from country, cost range in cents, sort, page.',
    query: CatalogueQuery,
    data: CataloguePage,
  }),
  catalogueProduct: defineCall({
    method: 'GET', path: '/api/tenant/product/detail/:id', auth: 'customer', permission: 'menu:products:detail', designed: true,
    summary: 'Catalogue product :id with variants, stock per warehouse and supplier; another merchant\'s private or an offline product is 9002.',
    params: IdParams,
    data: CatalogueProduct,
  }),
  cataloguePrivate: defineCall({
    method: 'GET', path: '/api/tenant/product/private', auth: 'customer', permission: 'menu:products:private', designed: true,
    summary: 'The caller\'s private products (only this merchant sees them), with the search\'s filters, sort and page.',
    query: CatalogueQuery,
    data: CataloguePage,
  }),
  catalogueSuppliers: defineCall({
    method: 'GET', path: '/api/tenant/supplier/list', auth: 'customer', permission: 'menu:products:search', designed: true,
    summary: 'The catalogue\'s suppliers with country, rating, reply time and how many products on sale the caller can see.',
    query: Type.Object({ ...PageQuery, keyword: Type.Optional(Type.String({ maxLength: 100 })), countryId: Type.Optional(Id) }),
    data: Page(Supplier),
  }),
  privateInventoryList: defineCall({
    method: 'GET', path: '/api/customer/inventory/private/list', auth: 'customer', permission: 'menu:products:myPublished', designed: true,
    summary: 'The caller\'s private inventory per variant and warehouse (from stocking orders), lowest first; low-stock rows marked.',
    query: Type.Object({ ...PageQuery, warehouseId: Type.Optional(Id), keyword: Type.Optional(Type.String({ maxLength: 100 })), lowStock: Type.Optional(Type.Boolean()) }),
    data: Type.Object({
      records: Type.Array(PrivateInventoryRow), total: Count, pageNo: Type.Integer({ minimum: 1 }), pageSize: Type.Integer({ minimum: 1 }),
      warehouses: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), code: Type.String() })),
      lowStockUnits: Count,
    }),
  }),
  collectProducts: defineCall({
    method: 'POST', path: '/api/customer/product/collect', auth: 'customer', permission: 'menu:products:collect', designed: true,
    summary: 'Collect products by URL: a catalogue product (its SPU or detail link, or a URL sourcing already found) is added to the list (price rule of storeId, else the default); any other URL becomes a sourcing request.',
    body: Type.Object({ urls: Type.Array(Type.String({ minLength: 8, maxLength: 500, pattern: '^https?://' }), { minItems: 1, maxItems: COLLECT_MAX_URLS, uniqueItems: true }), storeId: Type.Optional(Nullable(Id)) }),
    data: CollectResult,
  }),
  collectRequests: defineCall({
    method: 'GET', path: '/api/customer/product/collect/requests', auth: 'customer', permission: 'menu:products:collect', designed: true,
    summary: 'The caller\'s sourcing requests, newest first.',
    query: Type.Object({ ...PageQuery }),
    data: Page(SourcingRequest),
  }),
  catalogueShipping: defineCall({
    method: 'GET', path: '/api/tenant/product/shipping/:id', auth: 'customer', permission: 'menu:products:detail', designed: true,
    summary: 'Shipping estimate of product :id (a variant, default its first; a quantity) to a destination country, from every ships-from country with stock: every channel with price, tax, total and aging.',
    params: IdParams,
    query: Type.Object({ toCountryId: Id, variantId: Type.Optional(Id), quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 999, default: 1 })) }),
    data: ProductShipping,
  }),
  catalogueAddToList: defineCall({
    method: 'POST', path: '/api/tenant/product/addToList', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Add catalogue products to the product list in one transaction, priced by the price rule of the target store (storeId) or the default rule (none: suggested prices); products already listed are skipped with a reason.',
    body: Type.Object({ productIds: Type.Array(Id, { minItems: 1, maxItems: ADD_TO_LIST_MAX, uniqueItems: true }), storeId: Type.Optional(Nullable(Id)) }),
    data: AddToListResult,
  }),
} as const;
