/** The sourcing screens by route name (read by the router only; the routes are in ./routes.ts). */
import type { ScreenLoaders } from '@/routes/define';

export const sourcingScreens: ScreenLoaders = {
  sourcingSmart: () => import('./SourcingListScreen'),
  sourcingSmartDetail: () => import('./SourcingDetailScreen'),
  sourcingAliexpress: () => import('./AliexpressScreen'),
  sourcingAddress: () => import('./SourcingAddressScreen'),
  skuDictionary: () => import('./SkuDictScreen'),
  adminSourcing: () => import('./AdminSourcingScreen'),
};
