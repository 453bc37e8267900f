/** The dashboard domain's screens by route name (read by the router only; the routes themselves are in ./routes.ts). */
import type { ScreenLoaders } from '@/routes/define';

export const dashboardScreens: ScreenLoaders = {
  dashboard: () => import('./DashboardScreen'),
};
