/** The account domain: settings (built), addresses, sub-accounts and the ID card page (spec section 2). */
import { built, privateRoute, type RouteDef } from '@/routes/define';

export const accountRoutes: readonly RouteDef[] = [
  // Everyone's own profile and password, sub-accounts included: they need no permission code (issue 16).
  privateRoute('/account/settings', 'accountSettings', null, built),
  privateRoute('/account/address', 'accountAddress', 'account:address'),
  privateRoute('/account/manage', 'accountManage', 'account:manage'),
  privateRoute('/user/idCardSetting', 'idCardSetting', 'account'),
];
