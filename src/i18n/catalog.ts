/**
 * Translations are written per namespace in src/i18n/locales/<namespace>.json, each holding
 * `{ "en": {...}, "zh": {...}, "tr": {...} }` side by side so the three languages are edited together.
 * `npm run lang` merges them into public/static/lang/{lang}.json, the files the portal fetches
 * (GET /static/lang/{lang}.json). Each namespace owns its top-level keys; a clash is an error.
 */
import { languages, type Dictionary, type Language } from './i18n';

export type NamespaceFile = Record<Language, Dictionary>;

export function mergeCatalogs(files: Record<string, NamespaceFile>): Record<Language, Dictionary> {
  const merged = Object.fromEntries(languages.map((lang) => [lang, {}])) as Record<Language, Dictionary>;
  const owner = new Map<string, string>();
  for (const [namespace, file] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    for (const lang of languages) {
      for (const [key, value] of Object.entries(file[lang] ?? {})) {
        const previous = owner.get(`${lang}:${key}`);
        if (previous && previous !== namespace) {
          throw new Error(`Translation key "${key}" is defined by both ${previous} and ${namespace}`);
        }
        owner.set(`${lang}:${key}`, namespace);
        merged[lang][key] = value;
      }
    }
  }
  return merged;
}

/** Every dotted key path of a dictionary, for parity checks. */
export function keyPaths(dictionary: Dictionary, prefix = ''): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keyPaths(value as Dictionary, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
