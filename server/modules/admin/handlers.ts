/** Admin calls: each checks the staff role on the server first (40301), then calls one service function. */
import type { Handlers } from '../../http/context';
import { requireStaff } from './staff';
import { adminListOrders, adminOrderDetail, deliverOrder, notifyStoreOfShipment, shipOrder } from './orders';

export const adminHandlers: Handlers = {
  adminOrderList: async ({ services, caller, query, lang }) => {
    await requireStaff(services.db, caller);
    return adminListOrders(services.db, query, lang);
  },
  adminOrderDetail: async ({ services, caller, params, lang }) => {
    await requireStaff(services.db, caller);
    return adminOrderDetail(services.db, params.id, lang);
  },
  adminOrderShip: async ({ services, caller, params, body }) => {
    await requireStaff(services.db, caller);
    const shipped = await shipOrder(services.db, { orderId: params.id, carrier: body.carrier, trackingNumber: body.trackingNumber, staffId: caller.id });
    await notifyStoreOfShipment(services, shipped);
    return null;
  },
  adminOrderDeliver: async ({ services, caller, params }) => {
    await requireStaff(services.db, caller);
    await deliverOrder(services.db, { orderId: params.id, staffId: caller.id });
    return null;
  },
};
