/**
 * Orders core (DOMAIN.md section 4; the spec names the pages, not these calls: every one is designed).
 * The list, its status tabs, the detail with its timeline, draft processing (map store lines to catalogue
 * variants, choose the channel, fix the address, submit), cancel, and the navbar's "needs attention" count.
 * Money is integer cents in every answer (`Cents`); the screens format it with formatCents.
 *
 * `OrderListFilter` is the ONE filter of the order list: the exports (orderFiles.ts) take exactly it, so an
 * export holds what the list shows.
 */
import { Type, type Static } from 'typebox';
import { defineCall } from './define';
import { Count, DateTime, Id, IdParams, Nullable } from './shared';
import { Cents, KeysetPage } from './products';

/** Nullable fields: shared.ts's Nullable (a type array for scalars; it also makes the answer's serialiser write them inline). */

export const orderKinds = ['normal', 'stocking', 'consolidation', 'self_buy'] as const;
export const orderStatuses = ['draft', 'awaiting_payment', 'processing', 'shipped', 'delivered', 'completed', 'canceled'] as const;
/** The list's tabs: every status, plus the orders with a problem. */
export const orderTabs = [...orderStatuses, 'attention'] as const;
export const paymentStatuses = ['unpaid', 'paid', 'partially_refunded', 'refunded'] as const;
export const fulfilmentStatuses = ['unfulfilled', 'partially_shipped', 'shipped', 'delivered', 'returned'] as const;
export const orderProblems = ['unmapped_variant', 'no_logistics_to_destination', 'out_of_stock', 'address_invalid', 'payment_failed', 'tracking_stuck'] as const;
export const orderSources = ['store', 'cart', 'file', 'manual'] as const;
export type OrderKind = (typeof orderKinds)[number];
export type OrderStatus = (typeof orderStatuses)[number];
export type OrderTab = (typeof orderTabs)[number];
export type OrderProblem = (typeof orderProblems)[number];

const DateField = Type.String({ maxLength: 10, pattern: '^$|^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD, inclusive' });

/** The order list's filter (every field optional; the URL holds it). */
export const OrderListFilter = Type.Object({
  status: Type.Optional(Type.Enum(orderTabs, { description: 'a status, or attention = orders with a problem' })),
  kind: Type.Optional(Type.Enum(orderKinds)),
  storeId: Type.Optional(Id),
  startDate: Type.Optional(DateField),
  endDate: Type.Optional(DateField),
  keyword: Type.Optional(Type.String({ maxLength: 100, description: 'order number, store order name, buyer, tracking number or SKU' })),
  paymentStatus: Type.Optional(Type.Enum(paymentStatuses)),
  fulfilmentStatus: Type.Optional(Type.Enum(fulfilmentStatuses)),
});
export type OrderListFilter = Static<typeof OrderListFilter>;
/** The filter's field names (saved views and exports copy exactly these). */
export const orderFilterFields = ['status', 'kind', 'storeId', 'startDate', 'endDate', 'keyword', 'paymentStatus', 'fulfilmentStatus'] as const;

/** The list's query: the filter plus the page (newest first; keyset cursor beyond offset pages). */
export const OrderListQuery = Type.Object({
  ...OrderListFilter.properties,
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  cursor: Type.Optional(Type.String({ maxLength: 200, description: 'nextCursor of the previous page (keyset); pageNo is then ignored' })),
});
export type OrderListQuery = Static<typeof OrderListQuery>;

export const OrderAddress = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  line1: Type.String({ minLength: 1, maxLength: 200 }),
  line2: Nullable(Type.String({ maxLength: 200 })),
  city: Type.String({ minLength: 1, maxLength: 100 }),
  province: Nullable(Type.String({ maxLength: 100 })),
  postalCode: Nullable(Type.String({ maxLength: 20 })),
  countryCode: Type.String({ minLength: 2, maxLength: 2, pattern: '^[A-Z]{2}$' }),
  phone: Nullable(Type.String({ maxLength: 40 })),
  email: Nullable(Type.String({ maxLength: 254 })),
});
export type OrderAddress = Static<typeof OrderAddress>;

/** One row of the list. */
export const OrderSummary = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  kind: Type.Enum(orderKinds),
  status: Type.Enum(orderStatuses),
  paymentStatus: Type.Enum(paymentStatuses),
  fulfilmentStatus: Type.Enum(fulfilmentStatuses),
  problem: Nullable(Type.Enum(orderProblems)),
  source: Type.Enum(orderSources),
  storeId: Nullable(Type.Integer()),
  storeName: Nullable(Type.String()),
  storeOrderName: Nullable(Type.String()),
  buyerName: Nullable(Type.String()),
  countryCode: Nullable(Type.String()),
  channelCode: Nullable(Type.String()),
  itemCount: Count,
  productCents: Cents,
  shippingCents: Cents,
  totalCents: Cents,
  currencyCode: Type.String(),
  carrier: Nullable(Type.String()),
  trackingNumber: Nullable(Type.String()),
  createdAt: DateTime,
  paidAt: Nullable(DateTime),
  shippedAt: Nullable(DateTime),
});

export const OrderLine = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  storeSku: Nullable(Type.String()),
  storeVariantId: Nullable(Type.String()),
  variantId: Nullable(Type.Integer()),
  sku: Nullable(Type.String()),
  image: Nullable(Type.String()),
  quantity: Type.Integer(),
  unitCostCents: Cents,
  storeUnitPriceCents: Nullable(Cents),
  weightGrams: Count,
});

/** A timeline entry: no prose, the client renders `type` + `data` in the reader's language. */
export const OrderEvent = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  actor: Type.Union([Type.Literal('merchant'), Type.Literal('staff'), Type.Literal('system')]),
  fromStatus: Nullable(Type.String()),
  toStatus: Nullable(Type.String()),
  data: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])),
  createdAt: DateTime,
});

export const OrderDetail = Type.Object({
  ...OrderSummary.properties,
  subType: Nullable(Type.Integer()),
  buyerEmail: Nullable(Type.String()),
  address: Nullable(OrderAddress),
  warehouseId: Nullable(Type.Integer()),
  discountCents: Cents,
  remark: Nullable(Type.String()),
  deliveredAt: Nullable(DateTime),
  /** The channel's name from the rate cards (the screen shows its translation where it has one). */
  channelName: Nullable(Type.String()),
  lines: Type.Array(OrderLine),
  events: Type.Array(OrderEvent),
});

/** A channel that reaches the destination, priced for these lines (from the logistics calculator). */
export const ChannelQuote = Type.Object({
  channelCode: Type.String(),
  channelName: Type.String(),
  priceCents: Cents,
  taxCents: Cents,
  totalCents: Cents,
  agingMinDays: Count,
  agingMaxDays: Count,
});

/** What processing one draft shows: the order, the channels to choose from and the default. */
export const DraftProcessInfo = Type.Object({
  order: OrderDetail,
  quotes: Type.Array(ChannelQuote),
  defaultChannelCode: Nullable(Type.String()),
});

/** A catalogue variant to map a store line to. */
export const VariantChoice = Type.Object({
  variantId: Type.Integer(),
  sku: Type.String(),
  title: Type.String(),
  options: Type.String({ description: 'option values joined, e.g. "Navy / M"' }),
  image: Nullable(Type.String()),
  costCents: Cents,
  weightGrams: Count,
});

/** Tab → count (exact up to LIST_COUNT_CAP, with a keyword up to 99; `capped` lists the tabs shown as "10,000+" / "99+"). */
export const OrderStatusCounts = Type.Object({
  counts: Type.Record(Type.String(), Count),
  capped: Type.Array(Type.String()),
});

const OrderIds = Type.Array(Id, { minItems: 1, maxItems: 200, uniqueItems: true });
/** Per order of a bulk action: done, or the failure's message (already in the caller's language). */
export const BulkResult = Type.Object({
  done: Type.Array(Type.Integer()),
  failed: Type.Array(Type.Object({ id: Type.Integer(), number: Nullable(Type.String()), message: Type.String() })),
});

export const ordersCalls = {
  orderList: defineCall({
    method: 'GET', path: '/api/customer/order/list', auth: 'customer', permission: 'menu:order:list', designed: true,
    summary: 'The order list, newest first, filtered (OrderListFilter); exact total up to 10,000 (with a keyword up to 1,000), keyset cursor beyond.',
    query: OrderListQuery,
    data: KeysetPage(OrderSummary),
  }),
  orderStatusCounts: defineCall({
    method: 'GET', path: '/api/customer/order/statusCounts', auth: 'customer', permission: 'menu:order:list', designed: true,
    summary: 'Count per status tab (and attention) under the filter without its status.',
    query: OrderListFilter,
    data: OrderStatusCounts,
  }),
  orderAttentionCount: defineCall({
    method: 'GET', path: '/api/customer/order/attentionCount', auth: 'customer', permission: null, designed: true,
    summary: 'Navbar and dashboard: orders needing attention (a problem, not canceled), capped at 10,000.',
    data: Count,
  }),
  orderDetail: defineCall({
    method: 'GET', path: '/api/customer/order/detail/:id', auth: 'customer', permission: 'menu:order:list', designed: true,
    summary: 'Order :id with lines, address, amounts and its timeline.',
    params: IdParams,
    data: OrderDetail,
  }),
  orderCancel: defineCall({
    method: 'POST', path: '/api/customer/order/cancel', auth: 'customer', permission: 'menu:order:list', designed: true,
    summary: 'Cancel draft or awaiting-payment orders; each order is done or refused on its own (paid orders need an after-sale cancellation).',
    body: Type.Object({ ids: OrderIds }),
    data: BulkResult,
  }),
  orderDraftProcessInfo: defineCall({
    method: 'GET', path: '/api/customer/order/draft/process/:id', auth: 'customer', permission: 'menu:order:draft', designed: true,
    summary: 'Draft :id for processing: its lines and mappings, the channels that reach its address priced for its lines, the default channel.',
    params: IdParams,
    data: DraftProcessInfo,
  }),
  orderDraftUpdate: defineCall({
    method: 'PUT', path: '/api/customer/order/draft/:id', auth: 'customer', permission: 'menu:order:draft', designed: true,
    summary: 'Change draft :id: map lines to catalogue variants (remembered for the store variant), the address, the channel. Prices and the problem are recomputed on the server.',
    params: IdParams,
    body: Type.Object({
      lines: Type.Optional(Type.Array(Type.Object({ lineId: Id, variantId: Id }), { maxItems: 200 })),
      address: Type.Optional(OrderAddress),
      channelCode: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    }),
    data: DraftProcessInfo,
  }),
  orderDraftSubmit: defineCall({
    method: 'POST', path: '/api/customer/order/draft/submit', auth: 'customer', permission: 'menu:order:draft', designed: true,
    summary: 'Submit drafts: every line mapped, the address complete and a channel that reaches it → awaiting payment; each order on its own.',
    body: Type.Object({ ids: OrderIds }),
    data: BulkResult,
  }),
  orderVariantSearch: defineCall({
    method: 'GET', path: '/api/customer/order/variant/search', auth: 'customer', permission: 'menu:order:draft', designed: true,
    summary: 'Catalogue variants on sale whose SKU or product title matches, to map a store line to.',
    query: Type.Object({ keyword: Type.String({ minLength: 1, maxLength: 100 }) }),
    data: Type.Array(VariantChoice),
  }),
};

/** Integer cents → "12.34" (the one place money becomes a decimal string). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
