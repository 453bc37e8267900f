/**
 * Admin (spec section 2): the menu shows with isShowUserSettings = 1 (adminOnly); the server additionally
 * requires the staff role on every call. Built here: all orders (staff shipping); the rest stay planned.
 */
import { built, privateRoute, type RouteDef } from '@/routes/define';
import { adminPaths } from './paths';

export const adminRoutes: readonly RouteDef[] = [
  privateRoute(adminPaths.orders, 'adminOrders', 'menu:userSettings', { adminOnly: true, menu: { group: 'admin', order: 10 }, ...built }),
  // The staff sourcing view (issue 10; its screen lives in src/screens/sourcing).
  privateRoute('/admin/sourcing/list', 'adminSourcing', 'menu:userSettings', { adminOnly: true, menu: { group: 'admin', order: 15 }, ...built }),
];
