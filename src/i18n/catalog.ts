/**
 * Translations are written per namespace in src/i18n/locales/<namespace>.json, each holding
 * `{ "en": {...}, "zh": {...}, "tr": {...} }` side by side so the three languages are edited together.
 * `npm run lang` merges them into public/static/lang/{lang}.json, the files the portal fetches
 * (GET /static/lang/{lang}.json). Namespaces may share groups (`ds.*`), but a leaf key defined twice is an error.
 */
import { languages, type Dictionary, type Language } from './i18n';

export type NamespaceFile = Record<Language, Dictionary>;

export function mergeCatalogs(files: Record<string, NamespaceFile>): Record<Language, Dictionary> {
  const merged = Object.fromEntries(languages.map((lang) => [lang, {}])) as Record<Language, Dictionary>;
  const owner = new Map<string, string>();
  const mergeInto = (target: Dictionary, source: Dictionary, lang: Language, namespace: string, prefix: string) => {
    for (const [key, value] of Object.entries(source)) {
      const path = `${prefix}${key}`;
      if (value && typeof value === 'object') {
        const child = (target[key] ??= {});
        if (typeof child !== 'object') throw new Error(`Translation key "${path}" is both a text and a group`);
        mergeInto(child as Dictionary, value as Dictionary, lang, namespace, `${path}.`);
        continue;
      }
      const previous = owner.get(`${lang}:${path}`);
      if (previous) throw new Error(`Translation key "${path}" is defined by both ${previous} and ${namespace}`);
      owner.set(`${lang}:${path}`, namespace);
      target[key] = value;
    }
  };
  for (const [namespace, file] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    for (const lang of languages) mergeInto(merged[lang], file[lang] ?? {}, lang, namespace, '');
  }
  return merged;
}

/** Every dotted key path of a dictionary, for parity checks. */
export function keyPaths(dictionary: Dictionary, prefix = ''): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keyPaths(value as Dictionary, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
