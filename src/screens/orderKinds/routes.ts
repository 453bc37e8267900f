/**
 * Orders by kind beyond the cart — stock orders (stocking, /warehouse/order, in the home group), consolidation
 * and self-buy (home-group entries added by the connected apps) — and merging awaiting-payment orders.
 */
import { built, privateRoute, type RouteDef } from '@/routes/define';

export const orderKindsRoutes: readonly RouteDef[] = [
  privateRoute('/warehouse/order', 'stockOrders', 'menu:warehouse:order', { menu: { group: 'home', order: 20 }, ...built }),
  privateRoute('/self/buy/order', 'diySourcedOrders', 'menu:order:list', { menu: { group: 'home', order: 40, app: 'diySourcedOrders' }, ...built }),
  privateRoute('/consolidation/order', 'consolidation', 'menu:order:list', { menu: { group: 'home', order: 35, app: 'consolidation' }, ...built }),
  privateRoute('/orders/merge', 'ordersMerge', 'menu:order:list', { parent: 'ordersList', ...built }),
];
