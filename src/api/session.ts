/**
 * Where the sign-in lives between page loads: the token in localStorage `Customer-Token` and in the
 * `Customer-Token` cookie on the parent domain (shared decisions), plus the signed-in name and e-mail
 * the sign-in screen pre-fills. Sign-out clears all of them.
 */
import { browserCookies, browserStorage, parentDomain, type CookieJar, type KeyValueStorage } from './storage';

export const TOKEN_KEY = 'Customer-Token';
/** The name and e-mail of the signed-in customer (cleared on sign-out). */
export const NAME_KEY = 'Customer-Name';
export const EMAIL_KEY = 'Customer-Email';
/** How long the token cookie lives; the server's token expiry is what really ends a session. */
export const TOKEN_COOKIE_DAYS = 30;

export interface SessionStore {
  getToken(): string | null;
  /** Stores the token (storage + parent-domain cookie) and, when known, the e-mail signed in with. */
  signIn(token: string, email?: string | null): void;
  /** Remembers who is signed in (name and e-mail), e.g. for the top bar before the user info arrives. */
  rememberIdentity(who: { name?: string | null; email?: string | null }): void;
  /** Clears token, cookie, stored name and e-mail. */
  signOut(): void;
  getName(): string | null;
  getEmail(): string | null;
}

export function createSessionStore(storage: KeyValueStorage, cookies: CookieJar, hostname: string): SessionStore {
  const domain = parentDomain(hostname);
  return {
    getToken: () => storage.getItem(TOKEN_KEY) || cookies.get(TOKEN_KEY) || null,
    signIn(token, email) {
      storage.setItem(TOKEN_KEY, token);
      cookies.set(TOKEN_KEY, token, { days: TOKEN_COOKIE_DAYS, domain });
      if (email) storage.setItem(EMAIL_KEY, email);
    },
    rememberIdentity({ name, email }) {
      if (name) storage.setItem(NAME_KEY, name);
      if (email) storage.setItem(EMAIL_KEY, email);
    },
    signOut() {
      storage.removeItem(TOKEN_KEY);
      storage.removeItem(NAME_KEY);
      storage.removeItem(EMAIL_KEY);
      cookies.remove(TOKEN_KEY, { domain });
      // A cookie set before the parent domain was known (or on localhost) has no domain attribute.
      if (domain) cookies.remove(TOKEN_KEY);
    },
    getName: () => storage.getItem(NAME_KEY),
    getEmail: () => storage.getItem(EMAIL_KEY),
  };
}

/** The app's one store and cookie jar (memory ones outside a browser). */
export const appStorage: KeyValueStorage = browserStorage();
export const appCookies: CookieJar = browserCookies();
export const sessionStore: SessionStore = createSessionStore(appStorage, appCookies, globalThis.location?.hostname ?? '');
