/** The stores domain's screens by route name (read by the router only; the routes are in ./routes.ts). */
import type { ScreenLoaders } from '@/routes/define';

export const storesScreens: ScreenLoaders = {
  myStores: () => import('./MyStoresScreen'),
  myStoresLogo: () => import('./StoreLogosScreen'),
  storeVat: () => import('./StoreSettingsScreen'),
  // Routed in the products fragment (its menu group), built here.
  myPublishedProducts: () => import('./PublishedProductsScreen'),
};
