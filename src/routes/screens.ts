/**
 * Every built route's lazy screen, joined from the domains' screens.ts maps. Only the router imports
 * this module: it is the one place the route data meets the screens, so nothing a screen imports can
 * lead back here.
 */
import { accountScreens } from '@/screens/account/screens';
import { authScreens } from '@/screens/auth/screens';
import { dashboardScreens } from '@/screens/dashboard/screens';
import { productsScreens } from '@/screens/products/screens';
import { catalogueScreens } from '@/screens/catalogue/screens';
import { logisticsScreens } from '@/screens/logistics/screens';
import { priceRulesScreens } from '@/screens/settings/priceRules/screens';
import { partnerScreens } from '@/screens/partner/screens';
import { statusScreens } from '@/screens/status/screens';
import { storesScreens } from '@/screens/stores/screens';
import { callbacksScreens } from '@/screens/callbacks/screens';
import { orderFilesScreens } from '@/screens/orderFiles/screens';
import { orderStatsScreens } from '@/screens/orderStats/screens';
import { orderSettingsScreens } from '@/screens/orderSettings/screens';
import { orderKindsScreens } from '@/screens/orderKinds/screens';
import { ordersScreens } from '@/screens/orders/screens';
import { adminScreens } from '@/screens/admin/screens';
import { sourcingScreens } from '@/screens/sourcing/screens';
import { cartScreens } from '@/screens/cart/screens';
import { paymentScreens } from '@/screens/payment/screens';
import { joinScreens } from './define';

export const screensByName = joinScreens({
  cart: cartScreens,
  payment: paymentScreens,
  auth: authScreens,
  status: statusScreens,
  dashboard: dashboardScreens,
  account: accountScreens,
  products: productsScreens,
  catalogue: catalogueScreens,
  orderFiles: orderFilesScreens,
  orderStats: orderStatsScreens,
  orderSettings: orderSettingsScreens,
  orderKinds: orderKindsScreens,
  orders: ordersScreens,
  admin: adminScreens,
  sourcing: sourcingScreens,
  logistics: logisticsScreens,
  priceRules: priceRulesScreens,
  partner: partnerScreens,
  stores: storesScreens,
  callbacks: callbacksScreens,
});
