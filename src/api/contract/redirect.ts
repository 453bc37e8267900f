/**
 * Where to go after sign-in: only ever a path of this portal. Anything that could leave the origin
 * (absolute URLs, protocol-relative `//host`, backslash tricks, `javascript:`), or loop back to the
 * sign-in pages, falls back. The ONE redirect rule: the client's guards (src/routes/guards.ts) and the
 * server use this function and no other.
 *
 * The rule is checked on what is RETURNED, not only on what came in: `/.//evil.example`,
 * `/a/../..//evil.example` and `/%2e%2e//evil.example` pass every test on the raw string, yet the parsed
 * path is `//evil.example`, which a browser reads as another host (issue 14).
 */
export const DEFAULT_AFTER_LOGIN = '/dashboard';

const PUBLIC_AUTH_PATHS = ['/login', '/logout', '/register', '/forgotpassword', '/resetpassword', '/social/login', '/authredirect'];
const BASE = 'http://portal.invalid';

const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/** Percent-decoded until stable (at most three rounds: a value encoded twice or thrice is still caught). Throws on malformed input. */
function decodeFully(text: string): string {
  let current = text;
  for (let round = 0; round < 3 && current.includes('%'); round += 1) {
    const next = decodeURIComponent(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

/** Not a same-origin absolute path: no leading slash, `//host`, a backslash (read as a slash), or control characters. */
const leavesOrigin = (path: string) =>
  !path.startsWith('/') || path.startsWith('//') || path.includes('\\') || hasControlCharacter(path);

function parsePath(path: string): string | null {
  try {
    const url = new URL(path, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

export function safeRedirectPath(candidate: unknown, fallback: string = DEFAULT_AFTER_LOGIN): string {
  if (typeof candidate !== 'string') return fallback;
  let path = candidate.trim();
  let decoded: string;
  try {
    decoded = decodeFully(path);
    // A redirect query is often encoded once more than needed (`%2Forders%2Flist`).
    if (/%2f|%5c/i.test(path)) path = decodeURIComponent(path);
  } catch {
    return fallback;
  }
  if (leavesOrigin(path) || leavesOrigin(decoded)) return fallback;
  const result = parsePath(path);
  if (result === null) return fallback;
  let resultDecoded: string;
  try {
    resultDecoded = decodeFully(result);
  } catch {
    return fallback;
  }
  // The parsed path, and any reading of it a router might decode, must still be a path of this portal.
  if (leavesOrigin(result) || leavesOrigin(resultDecoded) || parsePath(result) !== result) return fallback;
  // Route matching ignores case and decodes: `/LOGIN` and `/%6Cogin` are the sign-in page too.
  const pathname = (parsePath(resultDecoded) ?? resultDecoded).split(/[?#]/)[0].toLowerCase();
  if (PUBLIC_AUTH_PATHS.some((auth) => pathname === auth || pathname.startsWith(`${auth}/`))) return fallback;
  return result;
}
