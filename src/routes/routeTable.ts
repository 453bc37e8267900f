/**
 * Every path of spec section 2 in one table: name, access, permission code (section 6), menu group,
 * partner visibility, badge, external/new-tab, whether its screen is built, and the lazy screen.
 * The router, the sidebar, the breadcrumb and the permission guard are all derived from it.
 * A path whose screen is not built is not routed (it is a 404) and is absent from menus — never a
 * placeholder page.
 *
 * Each domain declares its routes in `src/screens/<domain>/routes.ts` (the pattern to copy:
 * src/screens/account/routes.ts); this module only joins them, refusing a path or name declared twice.
 * Machines and screens must not import this module (it reaches every screen): path helpers live in
 * ./paths.ts.
 */
import { accountRoutes } from '@/screens/account/routes';
import { authRoutes } from '@/screens/auth/routes';
import { dashboardRoutes } from '@/screens/dashboard/routes';
import { productsRoutes } from '@/screens/products/routes';
import { catalogueRoutes } from '@/screens/catalogue/routes';
import { logisticsRoutes } from '@/screens/logistics/routes';
import { priceRulesRoutes } from '@/screens/settings/priceRules/routes';
import { partnerRoutes } from '@/screens/partner/routes';
import { statusRoutes } from '@/screens/status/routes';
import { storesRoutes } from '@/screens/stores/routes';
import { callbacksRoutes } from '@/screens/callbacks/routes';
import { cartRoutes } from '@/screens/cart/routes';
import { paymentRoutes } from '@/screens/payment/routes';
import { joinRoutes, type RouteDef } from './define';
import { plannedRoutes } from './planned';
import { orderFilesRoutes } from '@/screens/orderFiles/routes';
import { orderStatsRoutes } from '@/screens/orderStats/routes';
import { orderSettingsRoutes } from '@/screens/orderSettings/routes';
import { orderKindsRoutes } from '@/screens/orderKinds/routes';
import { ordersRoutes } from '@/screens/orders/routes';
import { adminRoutes } from '@/screens/admin/routes';
import { sourcingRoutes } from '@/screens/sourcing/routes';

export { menuGroups, partnerMenuGroups } from './define';
export type { Access, AppEntryKey, Badge, LazyScreen, MenuGroup, MenuPlacement, RouteDef } from './define';

/** The domains' route fragments, keyed by domain: the same keys as the screen loaders of ./screens.ts. */
const fragments: Readonly<Record<string, readonly RouteDef[]>> = {
  auth: authRoutes,
  status: statusRoutes,
  dashboard: dashboardRoutes,
  account: accountRoutes,
  products: productsRoutes,
  catalogue: catalogueRoutes,
  orderFiles: orderFilesRoutes,
  orderStats: orderStatsRoutes,
  orderSettings: orderSettingsRoutes,
  orderKinds: orderKindsRoutes,
  orders: ordersRoutes,
  admin: adminRoutes,
  sourcing: sourcingRoutes,
  logistics: logisticsRoutes,
  priceRules: priceRulesRoutes,
  partner: partnerRoutes,
  stores: storesRoutes,
  callbacks: callbacksRoutes,
  cart: cartRoutes,
  payment: paymentRoutes,
  ...Object.fromEntries(Object.entries(plannedRoutes).map(([domain, routes]) => [`planned ${domain}`, routes])),
};

export const routeTable: readonly RouteDef[] = joinRoutes(fragments);

/** Route name -> the domain declaring it, whose screens.ts gives its screen (loaded with the first of its pages). */
export const domainOfRoute: ReadonlyMap<string, string> = new Map(
  Object.entries(fragments).flatMap(([domain, routes]) => routes.map((route) => [route.name, domain] as const)),
);

export const routesByName: ReadonlyMap<string, RouteDef> = new Map(routeTable.map((route) => [route.name, route]));

/** Turns `/orders/ftp/log/list/:type` into a matcher for concrete paths. */
function matcher(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const matchers = routeTable.map((route) => [matcher(route.path), route] as const);

/** The route of a concrete pathname (no query), or undefined for an unknown path. */
export function findRoute(pathname: string): RouteDef | undefined {
  return matchers.find(([pattern]) => pattern.test(pathname))?.[1];
}
