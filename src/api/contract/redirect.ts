/**
 * Where to go after sign-in: only ever a path of this portal. Anything that could leave the origin
 * (absolute URLs, protocol-relative `//host`, backslash tricks, `javascript:`), or loop back to the
 * sign-in pages, falls back to the dashboard. Shared by the client's guards and the server.
 */
export const DEFAULT_AFTER_LOGIN = '/dashboard';

const PUBLIC_AUTH_PATHS = ['/login', '/logout', '/register', '/forgotpassword', '/resetpassword', '/social/login', '/authredirect'];

export function safeRedirectPath(candidate: unknown, fallback: string = DEFAULT_AFTER_LOGIN): string {
  if (typeof candidate !== 'string') return fallback;
  let path = candidate.trim();
  try {
    // A redirect query is often encoded once more than needed.
    if (/%2f|%5c/i.test(path)) path = decodeURIComponent(path);
  } catch {
    return fallback;
  }
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return fallback;
  // Control characters (tabs/newlines are dropped by URL parsers, turning "/\t/evil" into "//evil").
  if ([...path].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return fallback;
  let url: URL;
  try {
    url = new URL(path, 'http://portal.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://portal.invalid') return fallback;
  if (PUBLIC_AUTH_PATHS.some((auth) => url.pathname === auth || url.pathname.startsWith(`${auth}/`))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
