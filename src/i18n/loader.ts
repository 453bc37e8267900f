/**
 * Loads a language's translations: GET /static/lang/{lang}.json, cached in localStorage and
 * invalidated by the app version (a new build brings new keys). A failed fetch falls back silently:
 * to a cached copy of the chosen language even if stale, else to English — never an error page.
 */
import type { KeyValueStorage } from '@/api/storage';
import type { Dictionary, Language } from './i18n';

/** localStorage key prefix of cached dictionaries: `Lang-Cache:en`. */
export const LANG_CACHE_PREFIX = 'Lang-Cache:';

interface CachedDictionary {
  version: string;
  dictionary: Dictionary;
}

export interface LoaderDeps {
  storage: KeyValueStorage;
  appVersion: string;
  fetchJson(url: string): Promise<unknown>;
}

export const langUrl = (lang: Language) => `/static/lang/${lang}.json`;

function readCache(storage: KeyValueStorage, lang: Language): CachedDictionary | null {
  try {
    const parsed = JSON.parse(storage.getItem(`${LANG_CACHE_PREFIX}${lang}`) ?? 'null') as CachedDictionary | null;
    return parsed && typeof parsed.dictionary === 'object' && parsed.dictionary ? parsed : null;
  } catch {
    return null;
  }
}

const isDictionary = (value: unknown): value is Dictionary => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Fetches (or reads from the cache) one dictionary; null when neither works. */
async function fetchDictionary(lang: Language, deps: LoaderDeps): Promise<{ dictionary: Dictionary; fresh: boolean } | null> {
  const cached = readCache(deps.storage, lang);
  if (cached && cached.version === deps.appVersion) return { dictionary: cached.dictionary, fresh: true };
  try {
    const dictionary = await deps.fetchJson(langUrl(lang));
    if (!isDictionary(dictionary)) throw new Error(`${langUrl(lang)} is not a dictionary`);
    deps.storage.setItem(`${LANG_CACHE_PREFIX}${lang}`, JSON.stringify({ version: deps.appVersion, dictionary } satisfies CachedDictionary));
    return { dictionary, fresh: true };
  } catch {
    return cached ? { dictionary: cached.dictionary, fresh: false } : null;
  }
}

export interface LoadedTranslations {
  /** The language whose dictionary was loaded: the chosen one, or English when it could not be had. */
  language: Language;
  dictionaries: Partial<Record<Language, Dictionary>>;
}

/**
 * The chosen language plus English (the fallback for keys a translation lacks). Never throws: with
 * nothing reachable the result is empty and `t()` shows keys, which the next load repairs.
 */
export async function loadTranslations(lang: Language, deps: LoaderDeps): Promise<LoadedTranslations> {
  const [chosen, english] = await Promise.all([
    fetchDictionary(lang, deps),
    lang === 'en' ? Promise.resolve(null) : fetchDictionary('en', deps),
  ]);
  const dictionaries: Partial<Record<Language, Dictionary>> = {};
  if (chosen) dictionaries[lang] = chosen.dictionary;
  if (english) dictionaries.en = english.dictionary;
  return { language: chosen ? lang : 'en', dictionaries };
}

/** Drops every cached dictionary (a language switch starts from fresh translations). */
export function clearCachedTranslations(storage: KeyValueStorage): void {
  for (const key of storage.keys()) if (key.startsWith(LANG_CACHE_PREFIX)) storage.removeItem(key);
}
