/** The home domain: the dashboard and the pages hanging off it. */
import { built, privateRoute, type RouteDef } from '@/routes/define';

export const dashboardRoutes: readonly RouteDef[] = [
  privateRoute('/dashboard', 'dashboard', null, { menu: { group: 'home', order: 0 }, ...built }),
  privateRoute('/outOfStockAnalysis', 'outOfStockAnalysis', null, { parent: 'dashboard' }),
];
