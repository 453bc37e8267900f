/** The products domain's screens by route name (read by the router only; the routes are in ./routes.ts). */
import type { ScreenLoaders } from '@/routes/define';

export const productsScreens: ScreenLoaders = {
  myProducts: () => import('./MyProductsScreen'),
  myProductEdit: () => import('./ProductEditScreen'),
  importRecord: () => import('./ImportRecordsScreen'),
  importListBatch: () => import('./ImportScreen'),
};
