/**
 * The navigation rules of spec section 2 ("Access rules for navigation") and the route permission
 * rule of sections 5–6, as pure functions of the request and the session. The router applies them;
 * the tests read like the spec.
 */
import { routeAllowed, type AccessUser } from './access';
import { HOME_PATH, loginPathFor, PUBLIC_HOME_PATH, safeRedirectPath, UNAUTHORIZED_PATH } from './paths';
import { findRoute, type RouteDef } from './routeTable';

/** The user fields the route rules read. */
export type GuardUser = AccessUser;

export interface NavigationRequest {
  pathname: string;
  search: string;
  hasToken: boolean;
  /** Null while the session is still loading the user (permission checks wait for it). */
  user: GuardUser | null;
  hostname: string;
  publicHosts: readonly string[];
}

export type NavigationDecision =
  | { type: 'allow'; route: RouteDef }
  | { type: 'redirect'; to: string }
  /** Unknown path or a screen not built yet: the 404 page, at the requested URL. */
  | { type: 'notFound' };

export function decideNavigation(request: NavigationRequest): NavigationDecision {
  const { pathname, search, hasToken, user } = request;
  if (pathname === '/' || pathname === '') {
    const onPublicHost = request.publicHosts.some((host) => host.toLowerCase() === request.hostname.toLowerCase());
    return { type: 'redirect', to: onPublicHost ? PUBLIC_HOME_PATH : HOME_PATH };
  }
  const route = findRoute(pathname);
  const open = route && (route.access === 'public' || route.access === 'callback');
  // A page that exists is named on the sign-in page ("you were on …"); an unknown one reveals nothing.
  if (!open && !hasToken) return { type: 'redirect', to: loginPathFor(`${pathname}${search}`, { nameFrom: Boolean(route?.built) }) };
  if (!route || !route.built) return { type: 'notFound' };
  if (route.name === 'login' && hasToken && !new URLSearchParams(search).has('tk')) {
    // Signing in stores the token while the sign-in page is still shown: its redirect query (a page of
    // this portal only) is where the user was going; without one the spec's `/` applies.
    return { type: 'redirect', to: safeRedirectPath(new URLSearchParams(search).get('redirect'), '/') };
  }
  if (route.access === 'private' && user && !routeAllowed(route, user)) return { type: 'redirect', to: UNAUTHORIZED_PATH };
  return { type: 'allow', route };
}

/**
 * Spec section 2: following a menu link to the page already shown adds a time query (`t=<ms>`) so
 * the page re-renders with fresh data. Other targets are returned unchanged.
 */
export function menuLinkTarget(currentPathname: string, target: string, now: number): string {
  const [targetPath, query = ''] = target.split('?');
  if (targetPath !== currentPathname) return target;
  const params = new URLSearchParams(query);
  params.set('t', String(now));
  return `${targetPath}?${params.toString()}`;
}

/** Spec section 2: /orders/draft/process disallows back navigation. */
export const blocksBackNavigation = (pathname: string): boolean => Boolean(findRoute(pathname)?.noBack);
