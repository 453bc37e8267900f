/**
 * The language's plain work, shared by the boot (before xstate loads: src/machines/language/index.ts) and the
 * language machine: load a language's translations and put them into the store.
 */
import { config } from '@/config';
import { appStorage } from '@/api/session';
import { setDictionary, setLanguage, type Dictionary, type Language } from '@/i18n/i18n';
import { loadTranslations, type LoadedTranslations } from '@/i18n/loader';

/** GET the JSON with the browser's fetch; any HTTP failure counts as a failure for the fallback. */
async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

export const loadLanguage = (language: Language): Promise<LoadedTranslations> =>
  loadTranslations(language, { storage: appStorage, appVersion: config.appVersion, fetchJson });

/** Puts the dictionaries into the store and makes the loaded language the active one. */
export function applyTranslations(loaded: LoadedTranslations): void {
  for (const [lang, dictionary] of Object.entries(loaded.dictionaries)) setDictionary(lang as Language, dictionary as Dictionary);
  setLanguage(loaded.language);
}
