/**
 * The shape of a route and the helpers a domain uses to declare its routes. A domain has two small
 * files: `src/screens/<domain>/routes.ts` (the routes as data: path, name, access, permission, menu —
 * read by the guards, menus, breadcrumb, palette and by screens linking elsewhere) and
 * `src/screens/<domain>/screens.ts` (route name -> lazy screen, read by the router only). Keeping the
 * lazy imports out of the data is what lets screens and the shell read the route table without an
 * import cycle (table -> screen -> shell -> table).
 */
import type { ComponentType } from 'react';
import type { PermissionCode } from '@/api/contract/permissions';

/** `public`: open to everyone; `callback`: a platform install/auth callback (open, no shell); `private`: needs a token. */
export type Access = 'public' | 'callback' | 'private';

/** The sidebar's collapsible groups (spec section 2, Shell); titles are `menu.<group>`. */
export const menuGroups = ['home', 'afterSale', 'sourcing', 'products', 'logistics', 'applications', 'admin'] as const;
export type MenuGroup = (typeof menuGroups)[number];

/** The groups a partner theme shows (spec section 6: Dashboard, Products and After sale). */
export const partnerMenuGroups: readonly MenuGroup[] = ['home', 'products', 'afterSale'];

/** Live markers next to a menu entry: a red dot for pending returns, the product-list count. */
export type Badge = 'returnsPending' | 'productCount' | 'ordersNeedingAttention';

/** Connected apps that add entries to the dashboard group (spec: consolidation, diySourcedOrders). */
export type AppEntryKey = 'consolidation' | 'diySourcedOrders';

export type LazyScreen = () => Promise<{ default: ComponentType }>;

export interface MenuPlacement {
  group: MenuGroup;
  /** Order inside the group. */
  order: number;
  badge?: Badge;
  /** Shown only when the user has connected this app. */
  app?: AppEntryKey;
  /** Opens in a new tab (affiliates); `href` overrides the path (a URL from config). */
  newTab?: boolean;
}

export interface RouteDef {
  path: string;
  /** Unique route name; its title is the translation key `route.<name>`. */
  name: string;
  access: Access;
  permission: PermissionCode | null;
  menu?: MenuPlacement;
  /** Hidden for partner themes (branding services, product guide, branded orders, ...). */
  partnerHidden?: boolean;
  /** Only for users with isShowUserSettings = 1 (the admin area). */
  adminOnly?: boolean;
  /** The breadcrumb parent (a route name). */
  parent?: string;
  /** Back navigation is not allowed away from this page (/orders/draft/process). */
  noBack?: boolean;
  /** False for pages one never jumps to (the application error page): left out of the command palette. */
  searchable?: boolean;
  /** Which layout wraps it: the signed-in shell, the public brand layout, or none (callbacks). */
  layout: 'shell' | 'public' | 'bare';
  /** Its screen exists (then the domain's screens.ts maps the route's name to it): routed and shown in menus. */
  built: boolean;
}

/** A domain's screens by route name; only the router imports these maps. */
export type ScreenLoaders = Readonly<Record<string, LazyScreen>>;

type Options = Partial<Omit<RouteDef, 'path' | 'name'>>;

export const privateRoute = (path: string, name: string, permission: PermissionCode | null, options: Options = {}): RouteDef => ({
  path, name, access: 'private', permission, layout: 'shell', built: false, ...options,
});
export const publicRoute = (path: string, name: string, options: Options = {}): RouteDef => ({
  path, name, access: 'public', permission: null, layout: 'public', built: false, ...options,
});
export const callbackRoute = (path: string, name: string): RouteDef => ({
  path, name, access: 'callback', permission: null, layout: 'bare', built: false,
});
/** Marks a route built: routed and shown in menus; its screen is in the domain's screens.ts. */
export const built: Options = { built: true };

/**
 * Joins the domains' fragments into one table, in the order given. A path or a name declared twice
 * is a mistake (one would silently shadow the other in the router or the menus), so it throws,
 * naming both fragments.
 */
export function joinRoutes(fragments: Readonly<Record<string, readonly RouteDef[]>>): RouteDef[] {
  const byPath = new Map<string, string>();
  const byName = new Map<string, string>();
  const joined: RouteDef[] = [];
  for (const [fragment, routes] of Object.entries(fragments)) {
    for (const route of routes) {
      const samePath = byPath.get(route.path);
      if (samePath !== undefined) throw new Error(`Route path "${route.path}" is declared by both the "${samePath}" and the "${fragment}" route fragments.`);
      const sameName = byName.get(route.name);
      if (sameName !== undefined) throw new Error(`Route name "${route.name}" is declared by both the "${sameName}" and the "${fragment}" route fragments.`);
      byPath.set(route.path, fragment);
      byName.set(route.name, fragment);
      joined.push(route);
    }
  }
  return joined;
}

/** Joins the domains' screen maps; a route name given two screens throws, naming both domains. */
export function joinScreens(maps: Readonly<Record<string, ScreenLoaders>>): ReadonlyMap<string, LazyScreen> {
  const joined = new Map<string, LazyScreen>();
  const owner = new Map<string, string>();
  for (const [domain, screens] of Object.entries(maps)) {
    for (const [name, screen] of Object.entries(screens)) {
      const other = owner.get(name);
      if (other !== undefined) throw new Error(`Route "${name}" is given a screen by both the "${other}" and the "${domain}" screen maps.`);
      owner.set(name, domain);
      joined.set(name, screen);
    }
  }
  return joined;
}
