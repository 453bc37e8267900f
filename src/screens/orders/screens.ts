/** The orders domain's screens by route name (read by the router only; the routes are in ./routes.ts). */
import type { ScreenLoaders } from '@/routes/define';

export const ordersScreens: ScreenLoaders = {
  ordersList: () => import('./OrdersListScreen'),
  orderDetail: () => import('./OrderDetailScreen'),
  ordersDraft: () => import('./DraftsScreen'),
  ordersDraftProcess: () => import('./DraftProcessScreen'),
};
