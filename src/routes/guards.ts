/**
 * The navigation rules of spec section 2 ("Access rules for navigation") and the route permission
 * rule of sections 5–6, as pure functions of the request and the session. The router applies them;
 * the tests read like the spec.
 */
import { hasPermission } from '@/api/contract/permissions';
import { findRoute, type RouteDef } from './routeTable';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/dashboard';
export const PUBLIC_HOME_PATH = '/public';
export const NOT_FOUND_PATH = '/404';
/** Where a sub-account lacking a permission goes (spec section 5), with the message to show. */
export const UNAUTHORIZED_PATH = '/application/error?message=unauthorizedOperation';

const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * Only ever redirect to a path of this portal: a single leading slash, no scheme, no host, no
 * backslash tricks, and never back to the sign-in or sign-out pages. Anything else gives `fallback`.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || typeof target !== 'string') return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\') || hasControlCharacter(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, 'https://portal.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'https://portal.invalid') return fallback;
  if (url.pathname === LOGIN_PATH || url.pathname === '/logout') return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The sign-in location for someone who wanted `from`. The navigation guard keeps the redirect only
 * when the path contains `products` (spec section 2); an expired session keeps it always.
 */
export function loginPathFor(from: string, options: { keepRedirect: 'products' | 'always' } = { keepRedirect: 'products' }): string {
  const pathname = from.split(/[?#]/)[0];
  const keep = options.keepRedirect === 'always' || pathname.includes('products');
  const redirect = safeRedirect(from, '');
  if (!keep || !redirect || redirect === '/') return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}`;
}

/** The user fields the route rules read. */
export interface GuardUser {
  refId?: string | number | null;
  permissions?: readonly { code: string }[] | null;
  isShowUserSettings?: number | null;
}

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

/** Spec section 5–6: a main account passes; a sub-account needs the code; the admin area needs isShowUserSettings = 1. */
export function routeAllowed(route: RouteDef, user: GuardUser): boolean {
  if (route.adminOnly && user.isShowUserSettings !== 1) return false;
  return hasPermission(user, route.permission);
}

export function decideNavigation(request: NavigationRequest): NavigationDecision {
  const { pathname, search, hasToken, user } = request;
  if (pathname === '/' || pathname === '') {
    const onPublicHost = request.publicHosts.some((host) => host.toLowerCase() === request.hostname.toLowerCase());
    return { type: 'redirect', to: onPublicHost ? PUBLIC_HOME_PATH : HOME_PATH };
  }
  const route = findRoute(pathname);
  const open = route && (route.access === 'public' || route.access === 'callback');
  if (!open && !hasToken) return { type: 'redirect', to: loginPathFor(`${pathname}${search}`) };
  if (!route || !route.built) return { type: 'notFound' };
  if (route.name === 'login' && hasToken && !new URLSearchParams(search).has('tk')) {
    // Signing in stores the token while the sign-in page is still shown: its redirect query (a page of
    // this portal only) is where the user was going; without one the spec's `/` applies.
    return { type: 'redirect', to: safeRedirect(new URLSearchParams(search).get('redirect'), '/') };
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
