/**
 * Merges src/i18n/locales/*.json into public/static/lang/{en,zh,tr}.json.
 * `--check` exits non-zero when the committed files are out of date (run by `npm test`).
 */
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, basename } from 'node:path';
import { mergeCatalogs, type NamespaceFile } from '../src/i18n/catalog';
import { languages } from '../src/i18n/i18n';

const root = new URL('..', import.meta.url).pathname;
const localeDir = join(root, 'src/i18n/locales');
const outDir = join(root, 'public/static/lang');
const files = Object.fromEntries(
  readdirSync(localeDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => [basename(name, '.json'), JSON.parse(readFileSync(join(localeDir, name), 'utf8')) as NamespaceFile]),
);
const merged = mergeCatalogs(files);
const check = process.argv.includes('--check');
let stale = 0;
mkdirSync(outDir, { recursive: true });
for (const lang of languages) {
  const path = join(outDir, `${lang}.json`);
  const text = `${JSON.stringify(merged[lang], null, 2)}\n`;
  let existing = '';
  try { existing = readFileSync(path, 'utf8'); } catch { /* first build */ }
  if (existing === text) continue;
  if (check) { console.error(`${path} is out of date: run npm run lang`); stale += 1; }
  else writeFileSync(path, text);
}
process.exit(stale ? 1 : 0);
