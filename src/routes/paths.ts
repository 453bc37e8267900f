/**
 * The portal's fixed paths and the helpers that build them. No screens and no route table are
 * imported here, so machines, the API client and screens can move the user without reaching every
 * screen (the session machine used to import the guards, hence the table, hence the screens).
 */
import { DEFAULT_AFTER_LOGIN, safeRedirectPath } from '@/api/contract/redirect';

/** The one safe-redirect rule, shared with the server (src/api/contract/redirect.ts). */
export { DEFAULT_AFTER_LOGIN, safeRedirectPath };

export const LOGIN_PATH = '/login';
export const LOGOUT_PATH = '/logout';
export const HOME_PATH = '/dashboard';
export const PUBLIC_HOME_PATH = '/public';
export const NOT_FOUND_PATH = '/404';
export const APPLICATION_ERROR_PATH = '/application/error';

/** The application error page showing one of its messages (spec section 5: `unauthorizedOperation`). */
export const errorPath = (message: string): string => `${APPLICATION_ERROR_PATH}?${new URLSearchParams({ message }).toString()}`;

/** Where a sub-account lacking a permission goes (spec section 5), with the message to show. */
export const UNAUTHORIZED_PATH = errorPath('unauthorizedOperation');

/**
 * The sign-in location for someone who wanted `from`. The navigation guard keeps the redirect only
 * when the path contains `products` (spec section 2); an expired session keeps it always. Other pages
 * travel as `from`, which sign-in only names ("you were on …"), and `ended` says the session ended
 * (a password changed elsewhere, the token expired) so the page can say why the user is here.
 */
export function loginPathFor(from: string, options: { keepRedirect?: 'products' | 'always'; nameFrom?: boolean; ended?: boolean } = {}): string {
  const pathname = from.split(/[?#]/)[0];
  const keep = options.keepRedirect === 'always' || pathname.includes('products');
  const target = safeRedirectPath(from, '');
  const query = new URLSearchParams();
  if (target && target !== '/' && keep) query.set('redirect', target);
  else if (target && options.nameFrom && pathname !== DEFAULT_AFTER_LOGIN) query.set('from', target);
  if (options.ended) query.set('ended', '1');
  const text = query.toString();
  return text ? `${LOGIN_PATH}?${text}` : LOGIN_PATH;
}

/** Where sign-in continues: the `redirect` query when it is a path of this portal, else `fallback`. */
export const postLoginTarget = (search: string, fallback = '/'): string => safeRedirectPath(new URLSearchParams(search).get('redirect'), fallback);
