/**
 * Spec section 7, "Product lists": the customer's product list (sku-list) and the navbar's product count
 * and pending-return flag. Publishing (shelf jobs) and published products (sku-published) are in stores.ts.
 */
import { Type, type TSchema } from 'typebox';
import { defineCall } from './define';
import { Count, DateTime, Empty, Id, IdParams, Nullable } from './shared';
import { Job } from './jobs';

/** States of a product-list entry (values not given by the spec; DOMAIN.md section 2). */
export const skuListStates = { draft: 0, ready: 1, publishing: 2, published: 3, failed: 4 } as const;

/** Money of the product list: integer cents (USD), never a float. 100,000,000 cents = $1,000,000. */
export const Cents = Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'integer cents' });
/** Where an entry came from (the spec's thirdFrom): the catalogue or a file import. */
export const skuListSources = ['catalogue', 'file'] as const;
/** A catalogue product code (spu), e.g. `CJ-HOME-000123`; a file row or a search names a product by it. */
export const Spu = Type.String({ minLength: 3, maxLength: 40, pattern: '^[A-Z0-9][A-Z0-9-]*$' });
/** A product image: a URL of this server's generated images or an https URL. */
export const ImageUrl = Type.String({ minLength: 1, maxLength: 2048, pattern: '^(/|https://)' });
export const SkuListState = Type.Integer({ minimum: 0, maximum: 4, description: 'skuListStates' });

/** One variant of an entry (mapped to a catalogue variant), as the edit form shows it. */
export const Variant = Type.Object({
  id: Type.Integer(),
  sku: Type.String(),
  title: Type.String({ description: 'option values joined, e.g. "Navy / M"' }),
  optionValues: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
  image: Nullable(Type.String()),
  costPrice: Cents,
  sellPrice: Cents,
  compareAtPrice: Nullable(Cents),
  enabled: Type.Boolean(),
  weight: Type.Integer({ description: 'grams' }),
  shippingCost: Nullable(Type.Integer({ description: 'cents to the country asked for; null until the logistics domain quotes it' })),
});

export const SkuListItem = Type.Object({
  id: Type.Integer(),
  goodsId: Type.String({ description: 'the catalogue product (spu)' }),
  title: Type.String(),
  image: Nullable(Type.String()),
  state: SkuListState,
  thirdFrom: Nullable(Type.String({ description: 'where it came from: catalogue or file' })),
  variantCount: Count,
  minPrice: Cents,
  maxPrice: Cents,
  currencyCode: Type.String(),
  createdAt: DateTime,
  updatedAt: DateTime,
});

/** An entry with everything the edit form needs. */
export const SkuListEntry = Type.Object({
  ...SkuListItem.properties,
  descriptionHtml: Type.String(),
  /** The chosen images, in order (first = main image). */
  images: Type.Array(Type.String()),
  /** Every image of the catalogue product, to choose from. */
  availableImages: Type.Array(Type.String()),
  variants: Type.Array(Variant),
});

/** Sort keys of the product list; every one is indexed after customer_id, with id as the tie-breaker. */
export const skuListSorts = ['createdAt', 'updatedAt', 'title', 'minPrice'] as const;

/**
 * A list page that never counts past 10,000 rows: `total` is exact up to 10,000, else 10,000 with
 * `totalIsLowerBound` (show "10,000+"). `nextCursor` continues after the last row (keyset): pass it as
 * `cursor` to go beyond page 500 cheaply; offsets (pageNo) stop at row 10,000.
 */
export const KeysetPage = <T extends TSchema>(item: T) =>
  Type.Object({
    records: Type.Array(item),
    total: Type.Integer({ minimum: 0, maximum: 10_000 }),
    totalIsLowerBound: Type.Boolean(),
    pageNo: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
    nextCursor: Nullable(Type.String()),
  });
export const LIST_COUNT_CAP = 10_000;

/** The query of the product list: the spec's fields word for word, plus sort and cursor (ours). */
export const SkuListQuery = Type.Object({
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  states: Type.Optional(Type.Array(SkuListState, { maxItems: 5 })),
  goods_id: Type.Optional(Type.String({ maxLength: 64 })),
  goodsId: Type.Optional(Type.String({ maxLength: 64 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  // Type.Enum of the `as const` list: a Union built with .map() types as `never` (the value was typed `undefined`).
  thirdFrom: Type.Optional(Type.Enum(skuListSources)),
  skuProductId: Type.Optional(Type.String({ maxLength: 20, pattern: '^[0-9]*$' })),
  startDate: Type.Optional(Type.String({ maxLength: 10, pattern: '^$|^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD, inclusive' })),
  endDate: Type.Optional(Type.String({ maxLength: 10, pattern: '^$|^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD, inclusive' })),
  sort: Type.Optional(Type.Enum(skuListSorts, { default: 'createdAt' })),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' })),
  cursor: Type.Optional(Type.String({ maxLength: 200, description: 'nextCursor of the previous page (keyset); pageNo is then ignored' })),
});

/**
 * Removals of more than this many rows run as a job (answer: `jobId`); fewer are removed at once.
 */
export const REMOVE_INLINE_MAX = 100;
/** What a removal answers: the rows removed now, or the job that removes them. */
export const RemoveResult = Type.Object({ removed: Count, jobId: Nullable(Id) });

/** The columns of the import file (CSV or XLSX, first row = these headers; template: skuListImportTemplate). */
export const importColumns = ['spu', 'title', 'sellPrice', 'compareAtPrice'] as const;
/**
 * An import file travels as base64 in a JSON body (no multipart plugin: one closed, bounded schema like
 * every other call, validated before the handler runs). 950,000 characters = about 700 KB of file,
 * under the server's 1 MB body limit: a 10,000-row CSV of this template is about 400 KB.
 */
export const IMPORT_FILE_MAX_BASE64 = 950_000;
export const IMPORT_MAX_ROWS = 10_000;


export const productsCalls = {
  skuListImport: defineCall({
    method: 'POST', path: '/api/customer/sku-list/import', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Add one catalogue product (by spu) to the product list, priced at its suggested price; 700 when already listed.',
    body: Type.Object({ goodsId: Spu }),
    data: SkuListItem,
  }),
  batchImportSkuList: defineCall({
    method: 'POST', path: '/api/customer/sku-list/batchImportSkuList', auth: 'customer', permission: 'menu:products:import:batch', designed: true,
    summary: 'Add many catalogue products to the product list, as a job (one item per product; follow it with jobStatus).',
    body: Type.Object({ goodsIds: Type.Array(Spu, { minItems: 1, maxItems: 500, uniqueItems: true }) }),
    data: Job,
  }),
  skuListImportTemplate: defineCall({
    method: 'GET', path: '/api/customer/sku-list/import/template', auth: 'customer', permission: 'menu:products:import:batch', designed: true,
    summary: 'The import file template (headers: importColumns, plus two example rows), as CSV or XLSX in base64.',
    query: Type.Object({ format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]) }),
    data: Type.Object({ fileName: Type.String(), mimeType: Type.String(), contentBase64: Type.String() }),
  }),
  skuListImportFile: defineCall({
    method: 'POST', path: '/api/customer/sku-list/import/file', auth: 'customer', permission: 'menu:products:import:batch', designed: true,
    summary: 'Import a CSV/XLSX file as a job, one item per row (errors name the row and column). With retryJobId, the file replaces the rows of that job that failed (matched by row number) and only those run again.',
    body: Type.Object({
      fileName: Type.String({ minLength: 5, maxLength: 200, pattern: '\\.(csv|xlsx|CSV|XLSX)$' }),
      contentBase64: Type.String({ minLength: 4, maxLength: IMPORT_FILE_MAX_BASE64, pattern: '^[A-Za-z0-9+/=\\r\\n]+$' }),
      retryJobId: Type.Optional(Id),
    }),
    data: Job,
  }),
  skuListAll: defineCall({
    method: 'GET', path: '/api/customer/sku-list/all', auth: 'customer', permission: 'menu:products:myProducts',
    summary: 'The product list, filtered (states repeated: ?states=0&states=1), sorted, paged (offset to 10,000 rows, keyset cursor beyond).',
    query: SkuListQuery,
    data: KeysetPage(SkuListItem),
  }),
  skuListEntry: defineCall({
    method: 'GET', path: '/api/customer/sku-list/entry/:id', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Entry :id with its description, chosen and available images and variants (the edit form).',
    params: IdParams,
    data: SkuListEntry,
  }),
  skuListProductUpdate: defineCall({
    method: 'PUT', path: '/api/customer/sku-list/product', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Edit the title of a product-list entry (trimmed; blank is 9001 naming title).',
    body: Type.Object({ id: Id, title: Type.String({ minLength: 1, maxLength: 255 }) }),
    data: Empty,
  }),
  skuListDescriptionUpdate: defineCall({
    method: 'PUT', path: '/api/customer/sku-list/desciption', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Edit the description (HTML) of a product-list entry.',
    body: Type.Object({ id: Id, description: Type.String({ maxLength: 50_000 }) }),
    data: Empty,
  }),
  skuListVariantsUpdate: defineCall({
    method: 'PUT', path: '/api/customer/sku-list/variants', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Edit the variants of an entry: sell price >= 0 cents, compare-at >= sell price or null, at least one enabled (each a 9001 naming the field, e.g. variants.2.compareAtPrice). Variants not listed keep their values. A compareAtPrice of 0 is read as none (null).',
    body: Type.Object({
      id: Id,
      // Null first: with the server's type coercion an integer branch first would turn null into 0.
      variants: Type.Array(Type.Object({ id: Id, sellPrice: Cents, compareAtPrice: Type.Union([Type.Null(), Cents]), enabled: Type.Boolean() }), { minItems: 1, maxItems: 500 }),
    }),
    data: Empty,
  }),
  skuListImagesUpdate: defineCall({
    method: 'PUT', path: '/api/customer/sku-list/images', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Choose and order the images of an entry (first is the main image) from its availableImages.',
    body: Type.Object({ id: Id, images: Type.Array(ImageUrl, { minItems: 1, maxItems: 20, uniqueItems: true }) }),
    data: Empty,
  }),
  skuListRemove: defineCall({
    method: 'DELETE', path: '/api/customer/sku-list/remove/:id', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Remove product-list entry :id.',
    params: IdParams,
    data: Empty,
  }),
  skuListRemoveAll: defineCall({
    method: 'DELETE', path: '/api/customer/sku-list/removeProductByCustomerId', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Remove every product-list entry of the customer (more than REMOVE_INLINE_MAX: as a job).',
    data: RemoveResult,
  }),
  skuListRemoveBackground: defineCall({
    method: 'DELETE', path: '/api/customer/sku-list/remove/background/:id', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Remove product-list entry :id as a background job (the answer names the job).',
    params: IdParams,
    data: RemoveResult,
  }),
  skuListRemoveSelected: defineCall({
    method: 'DELETE', path: '/api/customer/sku-list/remove/select-product/', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Remove the chosen product-list entries (more than REMOVE_INLINE_MAX: as a job). Ids of other customers are skipped.',
    body: Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 1000, uniqueItems: true }) }),
    data: RemoveResult,
  }),
  productNum: defineCall({
    method: 'GET', path: '/api/customer/sku-list/product/num', auth: 'customer', permission: null,
    summary: 'Sidebar: number of entries in the product list.',
    data: Count,
  }),
  skuListVariants: defineCall({
    method: 'GET', path: '/api/customer/sku-list/variants/:id/:countryId', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Variants of product-list entry :id for shipping to :countryId (weight overrides the variant weight, grams).',
    params: Type.Object({ id: Id, countryId: Id }),
    query: Type.Object({ weight: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })) }),
    data: Type.Array(Variant),
  }),
  skuListImages: defineCall({
    method: 'GET', path: '/api/customer/sku-list/images/:id', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'The chosen images of product-list entry :id, in order.',
    params: IdParams,
    data: Type.Array(Type.String()),
  }),
  pendingReturnStatus: defineCall({
    method: 'GET', path: '/api/tenant/return/order/getPeddingReturnOrdersStatus', auth: 'customer', permission: null,
    summary: 'Sidebar: whether a return order is pending (red dot on Returns).',
    data: Type.Boolean(),
  }),
} as const;
