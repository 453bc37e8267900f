/**
 * The translation store. rosetta holds the dictionaries; because rosetta is not reactive, this
 * module keeps a version number that React reads through useSyncExternalStore, so every screen
 * re-renders when the language or a dictionary changes.
 */
import rosetta from 'rosetta';
import { useSyncExternalStore } from 'react';

export const languages = ['en', 'zh', 'tr'] as const;
export type Language = (typeof languages)[number];
export type Dictionary = Record<string, unknown>;
export type TranslateParams = Record<string, string | number>;

/** BCP 47 locales for number, date and React Aria formatting. */
export const localeOf: Record<Language, string> = { en: 'en-US', zh: 'zh-CN', tr: 'tr-TR' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

const store = rosetta<Dictionary>();
let current: Language = 'en';
let version = 0;
const listeners = new Set<() => void>();
const notify = () => {
  version += 1;
  listeners.forEach((listener) => listener());
};

/** Translates a key in the active language; falls back to English, then to the key itself. */
export function t(key: string, params?: TranslateParams, lang: Language = current): string {
  const text = store.t(key, params, lang) || (lang === 'en' ? '' : store.t(key, params, 'en'));
  return text || key;
}

/** True when a key exists in the active language or English (used to translate server messages). */
export const hasKey = (key: string, lang: Language = current): boolean =>
  Boolean(store.t(key, undefined, lang) || store.t(key, undefined, 'en'));

export const getLanguage = (): Language => current;

export function setDictionary(lang: Language, dictionary: Dictionary): void {
  store.set(lang, dictionary);
  notify();
}

export function setLanguage(lang: Language): void {
  current = lang;
  store.locale(lang);
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The hook every component uses for its strings: `const { t } = useTranslation()`. */
export function useTranslation() {
  useSyncExternalStore(subscribe, () => version, () => version);
  return { t, lang: current, locale: localeOf[current] };
}

/** Forgets every loaded dictionary (a language switch starts from fresh translations). */
export function clearDictionaries(): void {
  for (const lang of languages) {
    const table = store.table(lang) as Dictionary | undefined;
    if (table) for (const key of Object.keys(table)) delete table[key];
  }
  notify();
}
