/**
 * Every built route's lazy screen, by domain. Only the router imports this module: it is the one place
 * the route data meets the screens, so nothing a screen imports can lead back here.
 *
 * Each domain's screens.ts (its map of lazy screens, and the list of chunks each screen preloads) is
 * itself loaded with the first page of that domain, so the first page of the portal (the sign-in page)
 * does not carry the loaders of some 80 signed-in screens. The sign-in domain's map is the exception:
 * every visitor without a token lands there, so it comes with the entry.
 */
import { authScreens } from '@/screens/auth/screens';
import { joinScreens, type LazyScreen, type ScreenLoaders } from './define';
import { domainOfRoute } from './routeTable';

/** Domain (the key of its route fragment in ./routeTable.ts) -> its screens.ts map. */
export const screenDomains: Readonly<Record<string, () => Promise<ScreenLoaders>>> = {
  auth: async () => authScreens,
  cart: () => import('@/screens/cart/screens').then((module) => module.cartScreens),
  payment: () => import('@/screens/payment/screens').then((module) => module.paymentScreens),
  status: () => import('@/screens/status/screens').then((module) => module.statusScreens),
  dashboard: () => import('@/screens/dashboard/screens').then((module) => module.dashboardScreens),
  account: () => import('@/screens/account/screens').then((module) => module.accountScreens),
  products: () => import('@/screens/products/screens').then((module) => module.productsScreens),
  catalogue: () => import('@/screens/catalogue/screens').then((module) => module.catalogueScreens),
  orderFiles: () => import('@/screens/orderFiles/screens').then((module) => module.orderFilesScreens),
  orderStats: () => import('@/screens/orderStats/screens').then((module) => module.orderStatsScreens),
  orderSettings: () => import('@/screens/orderSettings/screens').then((module) => module.orderSettingsScreens),
  orderKinds: () => import('@/screens/orderKinds/screens').then((module) => module.orderKindsScreens),
  orders: () => import('@/screens/orders/screens').then((module) => module.ordersScreens),
  admin: () => import('@/screens/admin/screens').then((module) => module.adminScreens),
  sourcing: () => import('@/screens/sourcing/screens').then((module) => module.sourcingScreens),
  logistics: () => import('@/screens/logistics/screens').then((module) => module.logisticsScreens),
  priceRules: () => import('@/screens/settings/priceRules/screens').then((module) => module.priceRulesScreens),
  partner: () => import('@/screens/partner/screens').then((module) => module.partnerScreens),
  stores: () => import('@/screens/stores/screens').then((module) => module.storesScreens),
  callbacks: () => import('@/screens/callbacks/screens').then((module) => module.callbacksScreens),
};

/**
 * Built routes whose screen another domain's screens.ts gives (the route is declared where its menu and
 * permission belong, the screen where its code lives). Every other route's screen is in its own domain's map;
 * src/routes/routeTable.test.ts checks both.
 */
export const screenHomes: Readonly<Record<string, string>> = {
  suppliers: 'catalogue',
  myProductsInventory: 'catalogue',
  privateProducts: 'catalogue',
  collectProducts: 'catalogue',
  productGuide: 'catalogue',
  myPublishedProducts: 'stores',
  adminSourcing: 'sourcing',
};

/** The domain whose screens.ts gives a route's screen. */
export const screenDomainOf = (name: string): string | undefined => screenHomes[name] ?? domainOfRoute.get(name);

/** The lazy screen of a built route, loading its domain's map first. */
export async function screenOf(name: string): Promise<LazyScreen> {
  const domain = screenDomainOf(name);
  const screen = domain && screenDomains[domain] ? (await screenDomains[domain]())[name] : undefined;
  if (!screen) throw new Error(`Route "${name}" is marked built but the "${domain}" domain's screens.ts gives it no screen.`);
  return screen;
}

/** Every domain's map joined (tests): a route name given two screens throws, naming both domains. */
export async function allScreens(): Promise<ReadonlyMap<string, LazyScreen>> {
  const maps = await Promise.all(Object.entries(screenDomains).map(async ([domain, load]) => [domain, await load()] as const));
  return joinScreens(Object.fromEntries(maps));
}
