/** The account domain's screens by route name (read by the router only; the routes themselves are in ./routes.ts). */
import type { ScreenLoaders } from '@/routes/define';

export const accountScreens: ScreenLoaders = {
  accountSettings: () => import('./AccountSettingsScreen'),
};
