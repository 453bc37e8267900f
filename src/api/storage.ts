/**
 * The browser's storage and cookies behind small interfaces, so the token store, the language rules
 * and the machines run unchanged in Node tests (memory versions) and in the browser (real ones).
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Every stored key (used to drop cached translations). */
  keys(): string[];
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
    keys: () => [...data.keys()],
  };
}

/** localStorage when the page has one (private modes may throw on access), else memory. */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return memoryStorage();
    return {
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => {
        try { storage.setItem(key, value); } catch { /* quota or privacy mode: keep working without persistence */ }
      },
      removeItem: (key) => storage.removeItem(key),
      keys: () => Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null),
    };
  } catch {
    return memoryStorage();
  }
}

export interface CookieOptions {
  /** Lifetime in days; absent = a session cookie. */
  days?: number;
  domain?: string;
}

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'domain'>): void;
}

/** A few second-level suffixes under which the parent domain has three labels (example.com.tr). */
const twoLabelSuffixes = new Set(['com.tr', 'net.tr', 'org.tr', 'co.uk', 'org.uk', 'com.cn', 'net.cn', 'com.au', 'co.jp', 'com.br']);

/**
 * The parent domain the token cookie is shared on (`portal.example.com` → `.example.com`), so sibling
 * apps of the platform see the sign-in. Undefined for localhost and IP addresses, where a domain
 * attribute would make the browser drop the cookie.
 */
export function parentDomain(hostname: string): string | undefined {
  if (!hostname || hostname === 'localhost' || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return undefined;
  const labels = hostname.split('.');
  const keep = twoLabelSuffixes.has(labels.slice(-2).join('.')) ? 3 : 2;
  if (labels.length <= keep) return `.${hostname}`;
  return `.${labels.slice(-keep).join('.')}`;
}

export function memoryCookies(initial: Record<string, string> = {}): CookieJar & { entries(): Record<string, { value: string } & CookieOptions> } {
  const data = new Map<string, { value: string } & CookieOptions>(Object.entries(initial).map(([key, value]) => [key, { value }]));
  return {
    get: (name) => data.get(name)?.value,
    set: (name, value, options = {}) => void data.set(name, { value, ...options }),
    remove: (name) => void data.delete(name),
    entries: () => Object.fromEntries(data),
  };
}

/** document.cookie behind the jar interface; memory when there is no document (Node, workers). */
export function browserCookies(): CookieJar {
  const doc = globalThis.document;
  if (!doc) return memoryCookies();
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  return {
    get(name) {
      const prefix = `${encodeURIComponent(name)}=`;
      const found = doc.cookie.split('; ').find((part) => part.startsWith(prefix));
      return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
    },
    set(name, value, options = {}) {
      const maxAge = options.days === undefined ? '' : `; Max-Age=${Math.round(options.days * 86_400)}`;
      const domain = options.domain ? `; Domain=${options.domain}` : '';
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=/${maxAge}${domain}; SameSite=Lax${secure}`;
    },
    remove(name, options = {}) {
      const domain = options.domain ? `; Domain=${options.domain}` : '';
      doc.cookie = `${encodeURIComponent(name)}=; Path=/; Max-Age=0${domain}; SameSite=Lax${secure}`;
    },
  };
}
