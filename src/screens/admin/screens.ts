/** The admin screens by route name (read by the router only; the routes are in ./routes.ts). */
import type { ScreenLoaders } from '@/routes/define';

export const adminScreens: ScreenLoaders = {
  adminOrders: () => import('./AdminOrdersScreen'),
};
