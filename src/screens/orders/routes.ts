/**
 * The orders core (spec section 2, Orders): the list, its detail (ours: a link and a visited-view tab name
 * one order), the drafts and their processing (no back navigation, spec section 2).
 */
import { built, privateRoute, type RouteDef } from '@/routes/define';
import { orderPaths } from './paths';

export const ordersRoutes: readonly RouteDef[] = [
  privateRoute(orderPaths.list, 'ordersList', 'menu:order:list', { menu: { group: 'home', order: 10, badge: 'ordersNeedingAttention' }, ...built }),
  privateRoute(orderPaths.detailPattern, 'orderDetail', 'menu:order:list', { parent: 'ordersList', ...built }),
  privateRoute(orderPaths.drafts, 'ordersDraft', 'menu:order:draft', { parent: 'ordersList', ...built }),
  privateRoute(orderPaths.process, 'ordersDraftProcess', 'menu:order:draft', { parent: 'ordersDraft', noBack: true, ...built }),
];
