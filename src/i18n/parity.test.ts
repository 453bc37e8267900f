/** Every key exists in en, zh and tr, as merged by `npm run lang` into the files the portal fetches. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keyPaths } from './catalog';
import { languages, type Dictionary } from './i18n';

const read = (lang: string) => JSON.parse(readFileSync(new URL(`../../public/static/lang/${lang}.json`, import.meta.url), 'utf8')) as Dictionary;
const keysOf = Object.fromEntries(languages.map((lang) => [lang, keyPaths(read(lang)).sort()]));

describe('translation parity', () => {
  it.each(languages.filter((lang) => lang !== 'en'))('%s holds exactly the English keys', (lang) => {
    expect(keysOf[lang]).toEqual(keysOf.en);
  });

  it('holds the keys the core uses', () => {
    for (const key of ['unauthorizedOperation', 'serverBusy', 'switchLanguageSuccess', 'error.IncorrectAccountOrPwd', 'error.requestFailed', 'route.dashboard', 'menu.home']) {
      expect(keysOf.en).toContain(key);
    }
  });

  it('translates rather than copies English', () => {
    const en = read('en');
    for (const lang of ['zh', 'tr']) {
      const other = read(lang);
      expect(other.switchLanguageSuccess).not.toBe(en.switchLanguageSuccess);
      expect(other.serverBusy).not.toBe(en.serverBusy);
    }
  });

  it('has no empty texts', () => {
    for (const lang of languages) {
      const dictionary = read(lang);
      for (const key of keysOf[lang]) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Dictionary)[part], dictionary);
        expect(typeof text === 'string' && text.trim().length > 0, `${lang}:${key}`).toBe(true);
      }
    }
  });
});
