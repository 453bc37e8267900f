/**
 * Orders by kind beyond the cart, and merging (DOMAIN.md section 4; designed — the spec names the pages
 * /warehouse/order (stock orders), /consolidation/order, /self/buy/order and /orders/merge only).
 * - Lists: the orders of one kind (stocking, consolidation, self-buy), newest first, keyset pages.
 * - Creation: a stocking order into a platform warehouse, a consolidation order (lines collected in a
 *   warehouse and shipped as one parcel to one address) or a self-buy order (to the merchant's own
 *   address), from catalogue variants; priced on the server by the orders service.
 * - Merge: awaiting-payment orders of one kind to the same address become one order; the originals are
 *   canceled with an event naming the order they went into.
 */
import { Type } from 'typebox';
import { defineCall } from './define';
import { Count, DateTime, Id, Nullable } from './shared';
import { Cents, KeysetPage } from './products';
import { OrderAddress, OrderSummary, orderStatuses } from './orders';

export const creatableKinds = ['stocking', 'consolidation', 'self_buy'] as const;
export type CreatableKind = (typeof creatableKinds)[number];
const KindSchema = Type.Union([Type.Literal('stocking'), Type.Literal('consolidation'), Type.Literal('self_buy')]);

export const KindListQuery = Type.Object({
  status: Type.Optional(Type.Enum(orderStatuses)),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
});

export const MergeGroup = Type.Object({
  /** The normalised address the orders share. */
  key: Type.String(),
  kind: Type.String(),
  address: OrderAddress,
  orders: Type.Array(Type.Object({ id: Type.Integer(), number: Type.String(), itemCount: Count, totalCents: Cents, createdAt: DateTime })),
});

export const orderKindsCalls = {
  orderKindList: defineCall({
    method: 'GET', path: '/api/customer/orders/kind/:kind/list', auth: 'customer', permission: null, designed: true,
    summary: 'Orders of one kind, newest first (stocking needs menu:warehouse:order, the others menu:order:list; checked on the server).',
    params: Type.Object({ kind: KindSchema }),
    query: KindListQuery,
    data: KeysetPage(OrderSummary),
  }),
  orderKindCreate: defineCall({
    method: 'POST', path: '/api/customer/orders/kind/create', auth: 'customer', permission: null, designed: true,
    summary: 'Create a stocking (warehouseId), consolidation (address, warehouseId where the lines are collected) or self-buy (address) order from catalogue variants, awaiting payment; priced on the server.',
    body: Type.Object({
      kind: KindSchema,
      warehouseId: Type.Optional(Id),
      address: Type.Optional(OrderAddress),
      channelCode: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
      remark: Type.Optional(Type.String({ maxLength: 500 })),
      lines: Type.Array(Type.Object({ variantId: Id, quantity: Type.Integer({ minimum: 1, maximum: 100_000 }) }), { minItems: 1, maxItems: 100 }),
    }),
    data: OrderSummary,
  }),
  orderWarehouses: defineCall({
    method: 'GET', path: '/api/customer/orders/kind/warehouses', auth: 'customer', permission: null, designed: true,
    summary: 'The platform warehouses a stocking or consolidation order can go to.',
    data: Type.Array(Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), countryCode: Nullable(Type.String()) })),
  }),
  orderMergeCandidates: defineCall({
    method: 'GET', path: '/api/customer/orders/merge/candidates', auth: 'customer', permission: 'menu:order:list', designed: true,
    summary: 'Groups of two or more awaiting-payment orders of one kind to the same address (newest 200 such orders).',
    data: Type.Array(MergeGroup),
  }),
  orderMerge: defineCall({
    method: 'POST', path: '/api/customer/orders/merge', auth: 'customer', permission: 'menu:order:list', designed: true,
    summary: 'Merge awaiting-payment orders of one kind to the same address into one (repriced on the server); the originals are canceled with a merged event.',
    body: Type.Object({ ids: Type.Array(Id, { minItems: 2, maxItems: 50, uniqueItems: true }) }),
    data: OrderSummary,
  }),
} as const;
