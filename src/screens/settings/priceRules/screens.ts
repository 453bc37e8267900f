/** The price-rules screen by route name (read by the router only; the route is in ./routes.ts). */
import type { ScreenLoaders } from '@/routes/define';

export const priceRulesScreens: ScreenLoaders = {
  priceRules: () => import('./PriceRulesScreen'),
};
