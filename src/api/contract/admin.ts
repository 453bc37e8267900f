/**
 * Admin (DOMAIN.md section 9; the spec names /admin/orders/list and says its rules are not shown). The menu
 * follows isShowUserSettings; every call here additionally requires the server-side staff role, so a
 * merchant flag alone never opens other customers' data (40301 otherwise).
 */
import { Type } from 'typebox';
import { defineCall } from './define';
import { Empty, IdParams } from './shared';
import { KeysetPage } from './products';
import { OrderDetail, OrderListFilter, OrderSummary } from './orders';

/** The orders staff ship: paid ones (processing onwards). */
export const adminOrderStatuses = ['processing', 'shipped', 'delivered', 'completed'] as const;

export const AdminOrder = Type.Object({ ...OrderSummary.properties, customerId: Type.Integer(), customerUsername: Type.String() });

export const adminOrderQuery = Type.Object({
  status: Type.Optional(Type.Enum(adminOrderStatuses)),
  kind: OrderListFilter.properties.kind,
  startDate: OrderListFilter.properties.startDate,
  endDate: OrderListFilter.properties.endDate,
  keyword: Type.Optional(Type.String({ maxLength: 100, description: 'order number, store order name, buyer, tracking number, SKU or the customer\'s e-mail' })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
});

/** A carrier's tracking number: letters, digits and dashes. */
export const TrackingNumber = Type.String({ minLength: 4, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' });
export const Carrier = Type.String({ minLength: 2, maxLength: 60 });

export const adminCalls = {
  adminOrderList: defineCall({
    method: 'GET', path: '/api/admin/orders/list', auth: 'customer', permission: null, designed: true,
    summary: 'Staff: every customer\'s paid orders, newest first (staff role required).',
    query: adminOrderQuery,
    data: KeysetPage(AdminOrder),
  }),
  adminOrderDetail: defineCall({
    method: 'GET', path: '/api/admin/orders/:id', auth: 'customer', permission: null, designed: true,
    summary: 'Staff: paid order :id of any customer, with its lines and timeline.',
    params: IdParams,
    data: Type.Object({ ...OrderDetail.properties, customerId: Type.Integer(), customerUsername: Type.String() }),
  }),
  adminOrderShip: defineCall({
    method: 'POST', path: '/api/admin/orders/:id/ship', auth: 'customer', permission: null, designed: true,
    summary: 'Staff: ship paid order :id with a carrier and tracking number → shipped; the store is told through its connector.',
    params: IdParams,
    body: Type.Object({ carrier: Carrier, trackingNumber: TrackingNumber }),
    data: Empty,
  }),
  adminOrderDeliver: defineCall({
    method: 'POST', path: '/api/admin/orders/:id/deliver', auth: 'customer', permission: null, designed: true,
    summary: 'Staff: mark shipped order :id delivered (a stocking order\'s goods become the merchant\'s private inventory).',
    params: IdParams,
    data: Empty,
  }),
};
