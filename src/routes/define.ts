/**
 * The shape of a route and the helpers a domain's fragment (`src/screens/<domain>/routes.ts`) uses
 * to declare its routes. This module imports no screens and no route table, so fragments, machines
 * and the shell can all depend on it without cycles.
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
export type Badge = 'returnsPending' | 'productCount';

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
  /** Which layout wraps it: the signed-in shell, the public brand layout, or none (callbacks). */
  layout: 'shell' | 'public' | 'bare';
  built: boolean;
  screen?: LazyScreen;
}

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
/** Marks a route built: it is routed, shown in menus, and lazily loads `screen`. */
export const built = (screen: LazyScreen): Options => ({ built: true, screen });

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
