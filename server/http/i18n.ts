/**
 * Server messages in the caller's language (Accept-Language: en, zh, tr; anything else is English).
 * The texts live in src/i18n/locales/server.json, next to the portal's own, so translators edit one place.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const serverLanguages = ['en', 'zh', 'tr'] as const;
export type Lang = (typeof serverLanguages)[number];
export type Params = Record<string, string | number>;

type Tree = { [key: string]: string | Tree };
const catalog = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../src/i18n/locales/server.json', import.meta.url)), 'utf8'),
) as Record<Lang, Tree>;

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (serverLanguages as readonly string[]).includes(value);

/** Headers already ranked: browsers send a handful of distinct values, ranked again on every call otherwise. */
const rankedHeaders = new Map<string, Lang>();
const RANKED_MAX = 256;

/** The first supported language of an Accept-Language header (`zh-CN,zh;q=0.9` → zh), else en. */
export function languageOf(header: string | undefined): Lang {
  if (!header) return 'en';
  const known = rankedHeaders.get(header);
  if (known) return known;
  const lang = rankLanguages(header);
  if (rankedHeaders.size >= RANKED_MAX) rankedHeaders.clear();
  rankedHeaders.set(header, lang);
  return lang;
}

function rankLanguages(header: string): Lang {
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.trim().slice(2)) : 1, order };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked.find((entry) => isLang(entry.lang))?.lang as Lang | undefined ?? 'en';
}

/** A body's `language` field: in the supported list, otherwise English (spec section 5). */
export const normaliseLanguage = (value: string | undefined | null, fallback: Lang = 'en'): Lang =>
  isLang(value) ? value : value ? 'en' : fallback;

/** Every text of a language by its dotted key (`server.status.ok`), flattened once: a lookup per call is one Map read. */
function flatten(tree: Tree, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, node] of Object.entries(tree)) {
    if (typeof node === 'string') into.set(prefix + key, node);
    else flatten(node, `${prefix}${key}.`, into);
  }
  return into;
}
const texts = Object.fromEntries(serverLanguages.map((lang) => [lang, flatten(catalog[lang] ?? {})])) as Record<Lang, Map<string, string>>;

/** Translates `key` (e.g. `server.status.ok`), filling `{name}` placeholders; falls back to English, then the key. */
export function translate(lang: Lang, key: string, params: Params = {}): string {
  const text = texts[lang].get(key) ?? texts.en.get(key) ?? key;
  if (!text.includes('{')) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
