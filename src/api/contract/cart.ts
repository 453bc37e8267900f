/**
 * Spec section 7, "Cart and orders". Cart types: 1 normal, 2 stocking, 3 consolidation, 4–6 self-buy.
 * Money in answers is integer cents (`Cents`, like products and orders); the screens format it.
 * Prices come from the catalogue on the server: the client never sends an amount.
 */
import { Type } from 'typebox';
import { defineCall } from './define';
import { Count, DateTime, Empty, Id, IdParams, Nullable, Page, PageQuery } from './shared';
import { Cents } from './products';
import { OrderAddress } from './orders';

export const CartType = Type.Integer({ minimum: 1, maximum: 6, description: '1 normal, 2 stocking, 3 consolidation, 4–6 self-buy' });
/** The cart types a screen shows (4 stands for 4–6, spec section 9). */
export const cartTypes = [1, 2, 3, 4] as const;
export const SELF_BUY_TYPE = 4;
/** At most this many lines are checked out at once. */
export const CART_CHECKOUT_MAX_LINES = 200;

/** countUserCart item (spec section 3): one per cart line. */
export const CartCountLine = Type.Object({ type: CartType, skuNum: Count });

export const CartLine = Type.Object({
  id: Type.Integer(),
  type: CartType,
  skuId: Type.Integer({ description: 'the catalogue variant' }),
  productId: Nullable(Type.Integer()),
  sku: Type.String(),
  title: Type.String(),
  image: Nullable(Type.String()),
  variant: Nullable(Type.String()),
  storeId: Nullable(Type.Integer()),
  storeName: Nullable(Type.String()),
  warehouseId: Nullable(Type.Integer()),
  warehouseName: Nullable(Type.String()),
  skuNum: Type.Integer({ minimum: 1 }),
  /** The catalogue's current cost per unit (what checkout charges). */
  unitPriceCents: Cents,
  /** The cost when the line was added (the screen marks a change). */
  addedPriceCents: Cents,
  /** False when the variant is no longer on sale: the line cannot be checked out. */
  available: Type.Boolean(),
  currencyCode: Type.String(),
  createdAt: DateTime,
});

export const ShippingQuote = Type.Object({
  channelCode: Type.String(),
  channelName: Type.String(),
  priceCents: Cents,
  taxCents: Cents,
  totalCents: Cents,
  agingMinDays: Type.Integer(),
  agingMaxDays: Type.Integer(),
});

/** One destination of the chosen lines (stocking: each warehouse; otherwise the address's country). */
export const CartDestination = Type.Object({
  countryCode: Type.String(),
  warehouseId: Nullable(Type.Integer()),
  lineIds: Type.Array(Type.Integer()),
  quotes: Type.Array(ShippingQuote),
  /** Stocking into a warehouse in the ships-from country: nothing to ship. */
  domestic: Type.Boolean(),
  /** The chosen channel when it reaches this destination, else the cheapest; null when none does. */
  channelCode: Nullable(Type.String()),
  shippingCents: Cents,
});

const ChannelCode = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' });
const CountryCode = Type.String({ minLength: 2, maxLength: 2, pattern: '^[A-Z]{2}$' });

export const cartCalls = {
  cartStoreList: defineCall({
    method: 'POST', path: '/api/customer/shoppingCart/store/list', auth: 'customer', permission: 'cart:list', designed: true,
    summary: 'Cart lines of one cart type, filtered.',
    body: Type.Object({ ...PageQuery, type: CartType, storeId: Type.Optional(Type.Integer()), keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
    data: Page(CartLine),
  }),
  cartPaymentInfo: defineCall({
    method: 'POST', path: '/api/customer/shoppingCart/payment-info', auth: 'customer', permission: 'cart:list', designed: true,
    summary: 'Prices the chosen cart lines on the server: items, shipping for the chosen channel per destination, total.',
    body: Type.Object({
      ids: Type.Array(Id, { minItems: 1, maxItems: CART_CHECKOUT_MAX_LINES }),
      countryCode: Type.Optional(CountryCode),
      channelCode: Type.Optional(ChannelCode),
    }),
    data: Type.Object({
      lineCount: Count, itemCount: Count, itemsCents: Cents, shippingCents: Cents, totalCents: Cents, currencyCode: Type.String(),
      destinations: Type.Array(CartDestination),
      /** Every destination has a channel and every line is on sale. */
      payable: Type.Boolean(),
    }),
  }),
  cartCheckout: defineCall({
    method: 'POST', path: '/api/customer/shoppingCart/checkout', auth: 'customer', permission: 'cart', designed: true,
    summary: 'Turns the chosen lines of one cart type into orders of its kind (awaiting payment) and removes them from the cart.',
    body: Type.Object({
      type: CartType,
      ids: Type.Array(Id, { minItems: 1, maxItems: CART_CHECKOUT_MAX_LINES }),
      channelCode: Type.Optional(ChannelCode),
      /** Where the parcel goes (every type but stocking, which goes into the line's warehouse). */
      address: Type.Optional(OrderAddress),
      remark: Type.Optional(Type.String({ maxLength: 500 })),
    }),
    data: Type.Object({ orderIds: Type.Array(Type.Integer()), totalCents: Cents }),
  }),
  cartSelectGroup: defineCall({
    method: 'GET', path: '/api/customer/shoppingCart/selectGroupByquery', auth: 'customer', permission: 'cart:list', designed: true,
    summary: 'Cart lines grouped by store.',
    query: Type.Object({ type: Type.Optional(CartType), keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
    data: Type.Array(Type.Object({ storeId: Nullable(Type.Integer()), storeName: Nullable(Type.String()), lines: Type.Array(CartLine) })),
  }),
  stockingCartAdd: defineCall({
    method: 'POST', path: '/api/customer/order/replenishment/stocking/cart/add', auth: 'customer', permission: 'cart', designed: true,
    summary: 'Add SKUs to the stocking cart (type 2), bound for a platform warehouse.',
    body: Type.Object({
      warehouseId: Id,
      items: Type.Array(Type.Object({ skuId: Id, quantity: Type.Integer({ minimum: 1, maximum: 100000 }) }), { minItems: 1, maxItems: 200 }),
    }),
    data: Type.Object({ added: Count }),
  }),
  skuListByOrderId: defineCall({
    method: 'GET', path: '/api/customer/sku/listByOrderId/:orderId', auth: 'customer', permission: 'cart:buyAgain', designed: true,
    summary: 'SKUs of order :orderId at today\'s catalogue price, to buy again.',
    params: Type.Object({ orderId: Id }),
    query: Type.Object({ currency: Type.Optional(Type.String({ maxLength: 3 })), languageCode: Type.Optional(Type.String({ maxLength: 8 })) }),
    data: Type.Object({
      orderId: Type.Integer(),
      number: Type.String(),
      kind: Type.String(),
      skus: Type.Array(Type.Object({
        skuId: Type.Integer(), sku: Type.String(), title: Type.String(), variant: Nullable(Type.String()), image: Nullable(Type.String()),
        quantity: Type.Integer(), unitPriceCents: Cents, available: Type.Boolean(), currencyCode: Type.String(),
      })),
    }),
  }),
  cartAdd: defineCall({
    method: 'POST', path: '/api/customer/shoppingCart', auth: 'customer', permission: 'cart', designed: true,
    summary: 'Add an item to a cart (the same SKU, store and warehouse adds to the line\'s quantity).',
    body: Type.Object({
      type: CartType, skuId: Id, quantity: Type.Integer({ minimum: 1, maximum: 100000 }),
      storeId: Type.Optional(Id),
      warehouseId: Type.Optional(Id),
    }),
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
