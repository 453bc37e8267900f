/**
 * Spec section 7, "Product lists": the customer's product list (sku-list), products published to
 * stores (sku-published), shelf jobs, and the navbar's product count and pending-return flag.
 */
import { Type } from 'typebox';
import { defineCall } from './define';
import { Count, DateTime, Empty, Id, IdParams, Money, Nullable, Page, PageQuery } from './shared';

/** States of a product-list entry (values not given by the spec). */
export const skuListStates = { draft: 0, ready: 1, publishing: 2, published: 3, failed: 4 } as const;

export const Variant = Type.Object({
  id: Type.Integer(),
  sku: Type.String(),
  title: Type.String(),
  image: Nullable(Type.String()),
  costPrice: Money,
  sellPrice: Money,
  weight: Type.Number({ description: 'grams' }),
  shippingCost: Nullable(Money),
});

export const SkuListItem = Type.Object({
  id: Type.Integer(),
  goodsId: Type.String({ description: 'the platform product id' }),
  title: Type.String(),
  image: Nullable(Type.String()),
  state: Type.Integer(),
  thirdFrom: Nullable(Type.String({ description: 'source platform' })),
  variantCount: Count,
  minPrice: Money,
  maxPrice: Money,
  currencyCode: Type.String(),
  createdAt: DateTime,
});

export const SkuPublished = Type.Object({
  id: Type.Integer(),
  skuListId: Type.Integer(),
  storeId: Type.Integer(),
  storeName: Type.String(),
  shopProductId: Type.String(),
  title: Type.String(),
  image: Nullable(Type.String()),
  state: Type.Integer({ description: '1 on shelf, 2 deleted in the store' }),
  inventoryAvailable: Type.Integer(),
  createdAt: DateTime,
});

export const ShelfRecord = Type.Object({
  id: Type.Integer(),
  status: Type.Integer({ description: '0 queued, 1 running, 2 done, 3 failed' }),
  total: Count,
  succeeded: Count,
  failed: Count,
  error: Nullable(Type.String()),
  createdAt: DateTime,
});

const ProductText = Type.String({ minLength: 1, maxLength: 500 });
const Ids = Type.Array(Id, { minItems: 1, maxItems: 500 });

export const productsCalls = {
  skuPublishedSyncDeleted: defineCall({
    method: 'POST', path: '/api/customer/sku-published/synchronous/deleted', auth: 'customer', permission: 'menu:products:myPublished', designed: true,
    summary: 'Mark published products deleted in their store as deleted here.',
    body: Type.Object({ storeId: Type.Optional(Id) }),
    data: Type.Object({ updated: Count }),
  }),
  shelf: defineCall({
    method: 'POST', path: '/api/customer/sku-list/shop/product/shelf', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Publish one product-list entry to stores (runs as a shelf job).',
    body: Type.Object({ skuListId: Id, storeIds: Ids, collectionIds: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50 })) }),
    data: ShelfRecord,
  }),
  shopProductUpdate: defineCall({
    method: 'PUT', path: '/api/customer/sku-list/shop/product/update', auth: 'customer', permission: 'menu:products:myPublished', designed: true,
    summary: 'Push the product-list entry\'s current data to its published store product.',
    body: Type.Object({ skuPublishedId: Id }),
    data: Empty,
  }),
  skuListImport: defineCall({
    method: 'POST', path: '/api/customer/sku-list/import', auth: 'customer', permission: 'menu:products:search', designed: true,
    summary: 'Add a platform product to the product list.',
    body: Type.Object({ goodsId: Type.String({ minLength: 1, maxLength: 64 }) }),
    data: SkuListItem,
  }),
  batchImportSkuList: defineCall({
    method: 'POST', path: '/api/customer/sku-list/batchImportSkuList', auth: 'customer', permission: 'menu:products:import:batch', designed: true,
    summary: 'Add many platform products to the product list.',
    body: Type.Object({ goodsIds: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 500 }) }),
    data: Type.Object({ imported: Count, skipped: Count }),
  }),
  skuListAll: defineCall({
    method: 'GET', path: '/api/customer/sku-list/all', auth: 'customer', permission: 'menu:products:myProducts',
    summary: 'The product list, filtered (states repeated: ?states=0&states=1).',
    query: Type.Object({
      ...PageQuery,
      states: Type.Optional(Type.Array(Type.Integer())),
      goods_id: Type.Optional(Type.String({ maxLength: 64 })),
      goodsId: Type.Optional(Type.String({ maxLength: 64 })),
      keyword: Type.Optional(Type.String({ maxLength: 100 })),
      thirdFrom: Type.Optional(Type.String({ maxLength: 32 })),
      skuProductId: Type.Optional(Type.String({ maxLength: 64 })),
      startDate: Type.Optional(Type.String({ maxLength: 32 })),
      endDate: Type.Optional(Type.String({ maxLength: 32 })),
    }),
    data: Page(SkuListItem),
  }),
  skuListProductUpdate: defineCall({
    method: 'PUT', path: '/api/customer/sku-list/product', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Edit the title of a product-list entry.',
    body: Type.Object({ id: Id, title: ProductText }),
    data: Empty,
  }),
  skuListDescriptionUpdate: defineCall({
    method: 'PUT', path: '/api/customer/sku-list/desciption', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Edit the description (HTML) of a product-list entry.',
    body: Type.Object({ id: Id, description: Type.String({ maxLength: 100000 }) }),
    data: Empty,
  }),
  skuListVariantsUpdate: defineCall({
    method: 'PUT', path: '/api/customer/sku-list/variants', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Edit variant titles and sell prices of a product-list entry.',
    body: Type.Object({ id: Id, variants: Type.Array(Type.Object({ id: Id, title: ProductText, sellPrice: Type.Number({ minimum: 0 }) }), { minItems: 1, maxItems: 500 }) }),
    data: Empty,
  }),
  skuListImagesUpdate: defineCall({
    method: 'PUT', path: '/api/customer/sku-list/images', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Replace the images of a product-list entry (first is the main image).',
    body: Type.Object({ id: Id, images: Type.Array(Type.String({ maxLength: 2048 }), { maxItems: 50 }) }),
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
    summary: 'Remove every product-list entry of the customer.',
    data: Type.Object({ removed: Count }),
  }),
  skuListRemoveBackground: defineCall({
    method: 'DELETE', path: '/api/customer/sku-list/remove/background/:id', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Remove product-list entry :id and its published store products, as a background job.',
    params: IdParams,
    data: Empty,
  }),
  skuListRemoveSelected: defineCall({
    method: 'DELETE', path: '/api/customer/sku-list/remove/select-product/', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Remove the chosen product-list entries.',
    body: Type.Object({ ids: Ids }),
    data: Type.Object({ removed: Count }),
  }),
  productNum: defineCall({
    method: 'GET', path: '/api/customer/sku-list/product/num', auth: 'customer', permission: null,
    summary: 'Sidebar: number of entries in the product list.',
    data: Count,
  }),
  skuListVariants: defineCall({
    method: 'GET', path: '/api/customer/sku-list/variants/:id/:countryId', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Variants of product-list entry :id with shipping cost to :countryId (weight overrides the variant weight, grams).',
    params: Type.Object({ id: Id, countryId: Id }),
    query: Type.Object({ weight: Type.Optional(Type.Number({ exclusiveMinimum: 0 })) }),
    data: Type.Array(Variant),
  }),
  skuListImages: defineCall({
    method: 'GET', path: '/api/customer/sku-list/images/:id', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Images of product-list entry :id.',
    params: IdParams,
    data: Type.Array(Type.String()),
  }),
  shopProductCollections: defineCall({
    method: 'GET', path: '/api/customer/sku-list/shop/product/collections/:id', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Collections of store :id, to publish into.',
    params: IdParams,
    data: Type.Array(Type.Object({ id: Type.String(), title: Type.String() })),
  }),
  skuCustomerDictAll: defineCall({
    method: 'GET', path: '/api/customer/sku-customer-dict/list/all', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'The customer\'s own dictionary values (e.g. tags, vendors) for product editing.',
    data: Type.Array(Type.Object({ id: Type.Integer(), dictType: Type.String(), value: Type.String() })),
  }),
  skuCustomerDictSave: defineCall({
    method: 'POST', path: '/api/customer/sku-customer-dict/save', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Add a dictionary value.',
    body: Type.Object({ dictType: Type.String({ minLength: 1, maxLength: 32 }), value: Type.String({ minLength: 1, maxLength: 200 }) }),
    data: Type.Object({ id: Type.Integer() }),
  }),
  skuPublishedList: defineCall({
    method: 'POST', path: '/api/customer/sku-published/myproduct/list', auth: 'customer', permission: 'menu:products:myPublished', designed: true,
    summary: 'Products published to the customer\'s stores.',
    body: Type.Object({ ...PageQuery, storeId: Type.Optional(Id), keyword: Type.Optional(Type.String({ maxLength: 100 })), state: Type.Optional(Type.Integer()) }),
    data: Page(SkuPublished),
  }),
  skuPublishedProduct: defineCall({
    method: 'GET', path: '/api/customer/sku-published/product/:storeId/:id', auth: 'customer', permission: 'menu:products:myPublished', designed: true,
    summary: 'Published product :id in store :storeId, with its variants.',
    params: Type.Object({ storeId: Id, id: Id }),
    data: Type.Object({ product: SkuPublished, variants: Type.Array(Type.Object({ variantId: Type.Integer(), sku: Type.String(), title: Type.String(), available: Type.Integer() })) }),
  }),
  skuPublishedInventory: defineCall({
    method: 'PUT', path: '/api/customer/sku-published/modify/product/inventory/available', auth: 'customer', permission: 'menu:products:myPublished', designed: true,
    summary: 'Set available inventory of published variants.',
    body: Type.Object({ id: Id, variants: Type.Array(Type.Object({ variantId: Id, available: Type.Integer({ minimum: 0 }) }), { minItems: 1, maxItems: 500 }) }),
    data: Empty,
  }),
  skuPublishedRemove: defineCall({
    method: 'DELETE', path: '/api/customer/sku-published/product/:id', auth: 'customer', permission: 'menu:products:myPublished', designed: true,
    summary: 'Remove published product :id (from its store too).',
    params: IdParams,
    data: Empty,
  }),
  batchShelf: defineCall({
    method: 'POST', path: '/api/customer/sku-list/shop/product/batchShelf', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Publish many product-list entries to stores as one shelf job.',
    body: Type.Object({ skuListIds: Ids, storeIds: Ids }),
    data: ShelfRecord,
  }),
  batchShelfRecord: defineCall({
    method: 'GET', path: '/api/customer/sku-list/shop/product/batchShelfRecord', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Shelf jobs, newest first.',
    query: Type.Object({ ...PageQuery }),
    data: Page(ShelfRecord),
  }),
  retryShelf: defineCall({
    method: 'PUT', path: '/api/customer/sku-list/shop/product/retryShelf/:id', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Retry the failed items of shelf job :id.',
    params: IdParams,
    data: ShelfRecord,
  }),
  pendingReturnStatus: defineCall({
    method: 'GET', path: '/api/tenant/return/order/getPeddingReturnOrdersStatus', auth: 'customer', permission: null,
    summary: 'Sidebar: whether a return order is pending (red dot on Returns).',
    data: Type.Boolean(),
  }),
} as const;
