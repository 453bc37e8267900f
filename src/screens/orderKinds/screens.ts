/** The order-kind and merge screens by route name (read by the router only). */
import type { ScreenLoaders } from '@/routes/define';

export const orderKindsScreens: ScreenLoaders = {
  stockOrders: () => import('./KindOrdersScreen'),
  diySourcedOrders: () => import('./KindOrdersScreen'),
  consolidation: () => import('./KindOrdersScreen'),
  ordersMerge: () => import('./MergeScreen'),
};
