/**
 * Who may see and open a route (spec sections 5 and 6), as pure functions of the route's data and the
 * user: the router's guard, the sidebar, the top bar's menus, the command palette and screens linking
 * to other pages all ask these, so a link is never shown that the guard would refuse.
 */
import { hasPermission } from '@/api/contract/permissions';
import { partnerMenuGroups, type RouteDef } from './define';

/** The user fields the route rules read. */
export interface AccessUser {
  refId?: string | number | null;
  permissions?: readonly { code: string }[] | null;
  isShowUserSettings?: number | null;
}

/** Spec sections 5–6: a main account passes; a sub-account needs the code; the admin area needs isShowUserSettings = 1. */
export function routeAllowed(route: Pick<RouteDef, 'adminOnly' | 'permission'>, user: AccessUser): boolean {
  if (route.adminOnly && user.isShowUserSettings !== 1) return false;
  return hasPermission(user, route.permission);
}

/** Whether a route is visible under a partner theme (spec section 6). */
export function partnerAllows(route: RouteDef, partner: boolean): boolean {
  if (!partner) return true;
  if (route.partnerHidden) return false;
  return !route.menu || partnerMenuGroups.includes(route.menu.group);
}

export interface LinkContext {
  /** True under a partner theme. */
  partner: boolean;
  /** Whether a route's screen exists (default: the table's `built`); stories preview menus of screens to come. */
  isBuilt?: (route: RouteDef) => boolean;
}

/**
 * Whether a link to `route` may be shown to `user`: its screen is built, the partner theme shows it,
 * and the user may open it (permission code and admin-only). Every menu and link list uses this one rule.
 */
export function linkVisible(route: RouteDef, user: AccessUser | null, context: LinkContext): boolean {
  const isBuilt = context.isBuilt ? context.isBuilt(route) : route.built;
  return isBuilt && partnerAllows(route, context.partner) && routeAllowed(route, user ?? {});
}
