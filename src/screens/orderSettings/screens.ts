/** The order settings screens by route name (read by the router only). */
import type { ScreenLoaders } from '@/routes/define';

export const orderSettingsScreens: ScreenLoaders = {
  preferences: () => import('./PreferencesScreen'),
  automaticFulfillment: () => import('./AutomaticScreen'),
};
