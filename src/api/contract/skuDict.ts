/**
 * The merchant's own SKU codes (the spec's sku-customer-dict): one code per catalogue variant the merchant sells,
 * unique within the merchant, shown beside the platform SKU on orders and written on order exports. The list
 * holds the variants of the merchant's product list, each with its code (or none yet).
 */
import { Type } from 'typebox';
import { defineCall } from './define';
import { Count, Id, Nullable } from './shared';

/** A merchant SKU: letters, digits and - _ . / (what store platforms accept as a SKU). */
export const CustomerSku = Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9._/-]*$', description: 'empty removes the code' });
export const SKU_DICT_SAVE_MAX = 200;

export const SkuDictRow = Type.Object({
  variantId: Type.Integer(),
  sku: Type.String({ description: 'the platform SKU' }),
  productId: Type.Integer(),
  title: Type.String({ description: 'the product-list entry\'s title' }),
  options: Type.String({ description: 'option values joined with " / "' }),
  image: Nullable(Type.String()),
  customerSku: Nullable(Type.String()),
});

export const skuDictCalls = {
  skuCustomerDictAll: defineCall({
    method: 'GET', path: '/api/customer/sku-customer-dict/list/all', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'The variants of the caller\'s product list with the caller\'s own SKU for each (null: none), by keyword (title, platform or own SKU) and "without a code only".',
    query: Type.Object({
      keyword: Type.Optional(Type.String({ maxLength: 100 })),
      missingOnly: Type.Optional(Type.Boolean()),
      pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
      pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    }),
    data: Type.Object({ records: Type.Array(SkuDictRow), total: Count, pageNo: Type.Integer({ minimum: 1 }), pageSize: Type.Integer({ minimum: 1 }), coded: Count }),
  }),
  skuCustomerDictSave: defineCall({
    method: 'POST', path: '/api/customer/sku-customer-dict/save', auth: 'customer', permission: 'menu:products:myProducts', designed: true,
    summary: 'Set (or with an empty code remove) the caller\'s own SKU of catalogue variants in one transaction; a code used by another of the caller\'s variants is refused (9001 naming items.N.customerSku).',
    body: Type.Object({
      items: Type.Array(Type.Object({ variantId: Id, customerSku: CustomerSku }), { minItems: 1, maxItems: SKU_DICT_SAVE_MAX }),
    }),
    data: Type.Object({ saved: Count, removed: Count }),
  }),
} as const;
