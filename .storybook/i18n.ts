/**
 * Translations for stories, read straight from src/i18n/locales/*.json (no fetch: stories make no
 * network calls) and merged the way `npm run lang` merges them, so a key missing there is missing here.
 */
import { mergeCatalogs, type NamespaceFile } from '@/i18n/catalog';
import { getLanguage, isLanguage, languages, setDictionary, setLanguage, type Language } from '@/i18n/i18n';

const files = import.meta.glob<NamespaceFile>('../src/i18n/locales/*.json', { eager: true, import: 'default' });
const catalogs = mergeCatalogs(
  Object.fromEntries(Object.entries(files).map(([path, file]) => [path.replace(/^.*\/|\.json$/g, ''), file])),
);
for (const lang of languages) setDictionary(lang, catalogs[lang]);

export const languageNames: Record<Language, string> = { en: 'English', zh: '中文', tr: 'Türkçe' };

/** Switches the store (and <html lang>) only when the language changes, to avoid needless renders. */
export function applyStoryLanguage(lang: unknown): Language {
  const next = isLanguage(lang) ? lang : 'en';
  if (getLanguage() !== next) setLanguage(next);
  document.documentElement.lang = next;
  return next;
}
