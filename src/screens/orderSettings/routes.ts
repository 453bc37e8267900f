/** Order settings: automatic fulfilment and preferences (spec section 2, Settings). */
import { built, privateRoute, type RouteDef } from '@/routes/define';

export const orderSettingsRoutes: readonly RouteDef[] = [
  privateRoute('/settings/preferences', 'preferences', 'settings:preferences', { ...built }),
  privateRoute('/settings/automatic', 'automaticFulfillment', 'automaticFulfillment', { ...built }),
];
