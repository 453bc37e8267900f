/** The account domain: settings (built), addresses, sub-accounts and the ID card page (spec section 2). */
import { built, privateRoute, type RouteDef } from '@/routes/define';

export const accountRoutes: readonly RouteDef[] = [
  privateRoute('/account/settings', 'accountSettings', 'account:settings', built),
  privateRoute('/account/address', 'accountAddress', 'account:address'),
  privateRoute('/account/manage', 'accountManage', 'account:manage'),
  privateRoute('/user/idCardSetting', 'idCardSetting', 'account'),
];
