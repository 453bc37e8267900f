/** Order summary and daily order status (charts from the design tokens). */
import { built, privateRoute, type RouteDef } from '@/routes/define';

export const orderStatsRoutes: readonly RouteDef[] = [
  privateRoute('/orders/orderdaystate', 'ordersDayState', 'menu:order:orderdaystate', { parent: 'ordersList', ...built }),
  privateRoute('/orders/summary', 'ordersSummary', 'menu:order:list', { parent: 'ordersList', ...built }),
];
