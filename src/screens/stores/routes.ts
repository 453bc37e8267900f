/**
 * The stores domain's screens (spec section 2, Settings): My stores, store logos and the store
 * settings page (VAT / tax numbers and the connected accounts, both under `storeSettings`).
 * Published products stay in the products fragment (its menu group); its screen is ours (screens.ts).
 */
import { built, privateRoute, type RouteDef } from '@/routes/define';
import { storePaths } from './paths';

export const storesRoutes: readonly RouteDef[] = [
  privateRoute(storePaths.myStores, 'myStores', 'settings:myStores', built),
  privateRoute(storePaths.logos, 'myStoresLogo', 'settings:myStoresLogo', { parent: 'myStores', ...built }),
  privateRoute(storePaths.vat, 'storeVat', 'storeSettings', { parent: 'myStores', ...built }),
];
