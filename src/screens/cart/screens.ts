/** The cart's screens by route name (read by the router only). */
import type { ScreenLoaders } from '@/routes/define';

export const cartScreens: ScreenLoaders = {
  cartList: () => import('./CartListScreen'),
  cartBuyAgain: () => import('./BuyAgainScreen'),
};
