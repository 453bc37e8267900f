/** The catalogue's screens by route name (read by the router only; the routes are in ./routes.ts). */
import type { ScreenLoaders } from '@/routes/define';

export const catalogueScreens: ScreenLoaders = {
  productSearch: () => import('./CatalogueSearchScreen'),
  productDetail: () => import('./ProductDetailScreen'),
  suppliers: () => import('./SuppliersScreen'),
  myProductsInventory: () => import('./InventoryScreen'),
  privateProducts: () => import('./PrivateProductsScreen'),
  collectProducts: () => import('./CollectScreen'),
  productGuide: () => import('./GuideScreen'),
};
