/** Spec section 7, "Cart and orders". Cart types: 1 normal, 2 stocking, 3 consolidation, 4–6 self-buy. */
import { Type } from 'typebox';
import { defineCall } from './define';
import { Count, DateTime, Empty, Id, IdParams, Money, Nullable, Page, PageQuery } from './shared';

export const CartType = Type.Integer({ minimum: 1, maximum: 6, description: '1 normal, 2 stocking, 3 consolidation, 4–6 self-buy' });

/** countUserCart item (spec section 3): one per cart line. */
export const CartCountLine = Type.Object({ type: CartType, skuNum: Count });

export const CartLine = Type.Object({
  id: Type.Integer(),
  type: CartType,
  skuId: Type.Integer(),
  sku: Type.String(),
  title: Type.String(),
  image: Nullable(Type.String()),
  variant: Nullable(Type.String()),
  storeId: Nullable(Type.Integer()),
  storeName: Nullable(Type.String()),
  skuNum: Type.Integer({ minimum: 1 }),
  unitPrice: Money,
  currencyCode: Type.String(),
  createdAt: DateTime,
});

export const cartCalls = {
  cartStoreList: defineCall({
    method: 'POST', path: '/api/customer/shoppingCart/store/list', auth: 'customer', permission: 'cart:list', designed: true,
    summary: 'Cart lines of one cart type, filtered.',
    body: Type.Object({ ...PageQuery, type: CartType, storeId: Type.Optional(Type.Integer()), keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
    data: Page(CartLine),
  }),
  cartPaymentInfo: defineCall({
    method: 'POST', path: '/api/customer/shoppingCart/payment-info', auth: 'customer', permission: 'cart:list', designed: true,
    summary: 'Totals for paying the chosen cart lines.',
    body: Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 500 }), countryId: Type.Optional(Id) }),
    data: Type.Object({ lineCount: Count, itemsTotal: Money, shippingTotal: Money, total: Money, currencyCode: Type.String() }),
  }),
  cartSelectGroup: defineCall({
    method: 'GET', path: '/api/customer/shoppingCart/selectGroupByquery', auth: 'customer', permission: 'cart:list', designed: true,
    summary: 'Cart lines grouped by store.',
    query: Type.Object({ type: Type.Optional(CartType), keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
    data: Type.Array(Type.Object({ storeId: Nullable(Type.Integer()), storeName: Nullable(Type.String()), lines: Type.Array(CartLine) })),
  }),
  stockingCartAdd: defineCall({
    method: 'POST', path: '/api/customer/order/replenishment/stocking/cart/add', auth: 'customer', permission: 'cart', designed: true,
    summary: 'Add SKUs to the stocking cart (type 2).',
    body: Type.Object({ items: Type.Array(Type.Object({ skuId: Id, quantity: Type.Integer({ minimum: 1, maximum: 100000 }) }), { minItems: 1, maxItems: 200 }) }),
    data: Type.Object({ added: Count }),
  }),
  skuListByOrderId: defineCall({
    method: 'GET', path: '/api/customer/sku/listByOrderId/:orderId', auth: 'customer', permission: 'cart:buyAgain', designed: true,
    summary: 'SKUs of order :orderId, to buy again.',
    params: Type.Object({ orderId: Id }),
    query: Type.Object({ currency: Type.Optional(Type.String({ maxLength: 3 })), languageCode: Type.Optional(Type.String({ maxLength: 8 })) }),
    data: Type.Array(Type.Object({ skuId: Type.Integer(), sku: Type.String(), title: Type.String(), image: Nullable(Type.String()), quantity: Type.Integer(), unitPrice: Money, currencyCode: Type.String() })),
  }),
  cartAdd: defineCall({
    method: 'POST', path: '/api/customer/shoppingCart', auth: 'customer', permission: 'cart', designed: true,
    summary: 'Add an item to a cart.',
    body: Type.Object({ type: CartType, skuId: Id, quantity: Type.Integer({ minimum: 1, maximum: 100000 }), storeId: Type.Optional(Id) }),
    data: Type.Object({ id: Type.Integer() }),
  }),
  cartRemove: defineCall({
    method: 'DELETE', path: '/api/customer/shoppingCart/:id', auth: 'customer', permission: 'cart', designed: true,
    summary: 'Remove cart line :id.',
    params: IdParams,
    data: Empty,
  }),
  cartUpdate: defineCall({
    method: 'PUT', path: '/api/customer/shoppingCart/:id', auth: 'customer', permission: 'cart', designed: true,
    summary: 'Change the quantity of cart line :id.',
    params: IdParams,
    body: Type.Object({ quantity: Type.Integer({ minimum: 1, maximum: 100000 }) }),
    data: Empty,
  }),
  countUserCart: defineCall({
    method: 'GET', path: '/api/customer/shoppingCart/countUserCart', auth: 'customer', permission: null,
    summary: 'Navbar: the cart lines as (type, skuNum); the client sums per type (4–6 count as self-buy).',
    data: Type.Array(CartCountLine),
  }),
} as const;
