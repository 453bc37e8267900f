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

/** The first supported language of an Accept-Language header (`zh-CN,zh;q=0.9` → zh), else en. */
export function languageOf(header: string | undefined): Lang {
  if (!header) return 'en';
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

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Translates `key` (e.g. `server.status.ok`), filling `{name}` placeholders; falls back to English, then the key. */
export function translate(lang: Lang, key: string, params: Params = {}): string {
  const text = lookup(catalog[lang], key) ?? lookup(catalog.en, key) ?? key;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
