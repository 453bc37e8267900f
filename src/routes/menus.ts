/**
 * The sidebar and the breadcrumb, derived from the route table for a user, a partner brand and the
 * user's connected apps (spec sections 2 and 6). Exported for the shell.
 */
import { config } from '@/config';
import { linkVisible, type AccessUser, type LinkContext } from './access';
import { findRoute, menuGroups, routeTable, routesByName, type AppEntryKey, type Badge, type MenuGroup, type RouteDef } from './routeTable';

export { partnerAllows } from './access';

export interface MenuContext extends LinkContext {
  user: AccessUser | null;
  /** Names (or keys) of the user's connected apps, e.g. from myAppPage. */
  apps: readonly string[];
}

export interface MenuEntry {
  name: string;
  /** Translation key of the entry's title. */
  titleKey: string;
  /** In-app path, or an absolute URL for external entries. */
  href: string;
  external: boolean;
  newTab: boolean;
  badge?: Badge;
}

export interface MenuSection {
  group: MenuGroup;
  titleKey: string;
  entries: MenuEntry[];
}

export const titleKeyOf = (route: Pick<RouteDef, 'name'>): string => `route.${route.name}`;

const hasApp = (apps: readonly string[], key: AppEntryKey) => apps.some((app) => app.toLowerCase() === key.toLowerCase());

/** External entries stay in the menu even though no screen of ours is behind them. */
const externalHref = (route: RouteDef): string | null => (route.name === 'affiliates' ? config.affiliatesUrl : null);

export function sidebarMenu(context: MenuContext): MenuSection[] {
  const user = context.user;
  const sections = menuGroups.map((group) => {
    const entries = routeTable
      .filter((route): route is RouteDef & { menu: NonNullable<RouteDef['menu']> } => route.menu?.group === group)
      // External entries (no screen of ours behind them) are kept: they are built elsewhere.
      .filter((route) => linkVisible(route, user, { ...context, isBuilt: (r) => externalHref(r) !== null || (context.isBuilt ? context.isBuilt(r) : r.built) }))
      .filter((route) => !route.menu.app || hasApp(context.apps, route.menu.app))
      .sort((a, b) => a.menu.order - b.menu.order)
      .map((route): MenuEntry => {
        const external = externalHref(route);
        return {
          name: route.name,
          titleKey: titleKeyOf(route),
          href: external ?? route.path,
          external: external !== null,
          newTab: Boolean(route.menu.newTab),
          ...(route.menu.badge ? { badge: route.menu.badge } : {}),
        };
      });
    return { group, titleKey: `menu.${group}`, entries };
  });
  return sections.filter((section) => section.entries.length > 0);
}

/**
 * Every page of the shell the user may open, for the command palette: the sidebar's rules (built,
 * partner theme, connected apps, permission and admin-only) applied to all signed-in pages, not only
 * those with a menu place. Pages that need a parameter (a record id) are reached from their lists.
 */
export function pageEntries(context: MenuContext): MenuEntry[] {
  return routeTable
    .filter((route) => route.access === 'private' && route.layout === 'shell' && route.searchable !== false && !route.path.includes(':'))
    .filter((route) => linkVisible(route, context.user, context))
    .filter((route) => !route.menu?.app || hasApp(context.apps, route.menu.app))
    .map((route): MenuEntry => ({ name: route.name, titleKey: titleKeyOf(route), href: route.path, external: false, newTab: false }));
}

/**
 * The path of a named page when a link to it may be shown to the user (linkVisible), else null.
 * Screens linking to another page use this instead of checking built and permission by hand.
 */
export function linkTo(name: string, user: AccessUser | null, context: LinkContext): string | null {
  const route = routesByName.get(name);
  return route && linkVisible(route, user, context) ? route.path : null;
}

export interface Crumb {
  name: string;
  titleKey: string;
  /** Null when the crumb is not a page one can open (its screen is not built, or it needs parameters). */
  href: string | null;
}

/** The breadcrumb of a path: the dashboard, then the parents of its route, then the route itself. */
export function breadcrumbFor(pathname: string): Crumb[] {
  const route = findRoute(pathname);
  if (!route || route.access !== 'private') return [];
  const chain: RouteDef[] = [];
  for (let current: RouteDef | undefined = route; current && !chain.includes(current); current = current.parent ? routesByName.get(current.parent) : undefined) {
    chain.unshift(current);
  }
  const home = routesByName.get('dashboard');
  if (home && chain[0] !== home) chain.unshift(home);
  return chain.map((crumb, index) => ({
    name: crumb.name,
    titleKey: titleKeyOf(crumb),
    href: index === chain.length - 1 ? pathname : crumb.built && !crumb.path.includes(':') ? crumb.path : null,
  }));
}

/** The title key of a path's route (visited-view tabs, document title); the 404 title for unknown paths. */
export function titleKeyForPath(pathname: string): string {
  const route = findRoute(pathname);
  return route ? titleKeyOf(route) : 'route.notFound';
}
