import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SHELL_START_CALLS } from './src/routes/shellCalls.js';

/**
 * The app version, baked into the bundle (import.meta.env.VITE_APP_VERSION, read by src/config.ts) and
 * written to dist/version.json, which the running portal polls at most once an hour and reloads
 * when it differs. Package version plus build time, so every deploy is a new version.
 */
export function appVersion(): Plugin {
  const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
  const version = process.env.VITE_APP_VERSION ?? `${pkg.version}+${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}`;
  return {
    name: 'merchant-portal:app-version',
    config: () => ({ define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version })}\n` });
    },
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every compressible output file
 * above 1 kB, once at build time, so the server sends compressed bytes without compressing per request
 * (server/http/static.ts serves them with @fastify/static's preCompressed). Source maps are left alone.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
  return {
    name: 'merchant-portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle() {
      // The budgets test measures gzip -9 of the plain files itself and skips this step (PRECOMPRESS=0).
      if (process.env.PRECOMPRESS === '0') return;
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.includes('/.vite/') || statSync(file).size < 1024) continue;
        const source = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }));
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * React Aria ships its own strings (a menu's "Dismiss", a table's "Select all", a date picker's field names)
 * in 34 locales, every one bundled wherever a component is used. The portal speaks English, Chinese and
 * Turkish (src/i18n/i18n.ts localeOf, handed to React Aria by the app's I18nProvider), so only those three
 * stay; React Aria falls back to en-US for any other locale. This shrinks every chunk with an RA overlay,
 * list, table or field (a few kB gzip each, the shell's included).
 */
export const PORTAL_LOCALES = ['en-US', 'zh-CN', 'tr-TR'];
export function reactAriaLocales(keep: readonly string[] = PORTAL_LOCALES): Plugin {
  const file = /[\\/]node_modules[\\/](react-aria|react-aria-components|react-stately)[\\/].*[\\/]intlStrings\.mjs$/;
  return {
    name: 'merchant-portal:react-aria-locales',
    enforce: 'pre',
    transform(code, id) {
      if (!file.test(id)) return null;
      const dropped = new Set<string>();
      const lines = code.split('\n').filter((line) => {
        const imported = /^import (\S+) from "[^"]*?([a-z]{2}-[A-Z]{2})\.mjs";$/.exec(line);
        if (imported && !keep.includes(imported[2])) {
          dropped.add(imported[1]);
          return false;
        }
        const entry = /^\s*"[a-z]{2}-[A-Z]{2}": (\S+?),?$/.exec(line);
        return !(entry && dropped.has(entry[1]));
      });
      if (!dropped.size) return null;
      // The object literal's last kept entry may now end in a comma before "}": valid JavaScript.
      return { code: lines.join('\n'), map: null };
    },
  };
}

/**
 * The web fonts' subsets the portal's languages draw: English and Turkish are Latin and Latin Extended
 * (ğ ı İ ş); Chinese falls back to the system's Noto Sans CJK (src/design-system/global/fonts.ts). Each
 * @fontsource-variable package declares 6–8 subsets (Cyrillic, Greek, Vietnamese, Devanagari, …), each an
 * @font-face rule in the first page's CSS; only the Latin ones stay. Text in another script (a product
 * name in Cyrillic) falls back to the next face of the token font stack, as Chinese does. Issue 13.
 */
export const FONT_SUBSETS = ['latin', 'latin-ext'];
export function fontSubsets(keep: readonly string[] = FONT_SUBSETS): Plugin {
  const file = /[\\/]node_modules[\\/]@fontsource-variable[\\/][^\\/]+[\\/]index\.css$/;
  return {
    name: 'merchant-portal:font-subsets',
    enforce: 'pre',
    transform(code, id) {
      if (!file.test(id.split('?')[0]!)) return null;
      // Blocks are `/* <family>-<subset>-wght-normal */\n@font-face { … }`, separated by blank lines.
      const blocks = code.split(/\n\s*\n/).filter((block) => {
        const name = /\/\* (\S+)-wght-normal \*\//.exec(block)?.[1];
        return !name || keep.some((subset) => name.endsWith(`-${subset}`));
      });
      return { code: blocks.join('\n\n'), map: null };
    },
  };
}

/**
 * Lucide's icon files give each shape a React `key` of six random characters (`key: "d0xqtd"`), which gzip
 * cannot compress: ~60 icons on the signed-in shell's first page. The shapes are a fixed list rendered in order,
 * so React matches them by position without keys (a key warning exists only in development, which this build
 * step leaves alone). The icon's component name (`displayName`, for React's developer tools) goes too, with the
 * case helpers that spell it. Issue 13.
 */
export function lucideIconKeys(): Plugin {
  const icon = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
  const factory = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]createLucideIcon\.mjs$/;
  return {
    name: 'merchant-portal:lucide-icon-keys',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (icon.test(id)) {
        const out = code.replace(/,\s*key: "[^"]*"/g, '');
        return out === code ? null : { code: out, map: null };
      }
      if (factory.test(id)) {
        const out = code.replace(/\n\s*if \(iconData\.name\) \{\n\s*Component\.displayName = toPascalCase\(iconData\.name\);\n\s*\}/, '');
        return out === code ? null : { code: out, map: null };
      }
      return null;
    },
  };
}

/**
 * Vite's preload helper (the code behind every lazy `import()` of the build) appends a `<link>` to the document for
 * each CSS file and module the imported chunk needs, all in one go: a screen's first load (the router's lazy route)
 * inserted ~50 links in one task, 9-15 ms of thread time at 1x CPU and 15-180 ms of wall time on this loaded
 * machine (the page's largest task after the list's render, "Unattributable" in Lighthouse: a microtask, no script
 * URL; issue 13). Here the helper queues its links and appends them in tasks of at most `budgetMs` each (at least
 * one link per task), so the browser can paint and answer input between them. The fetches start a few ms later;
 * the helper still waits for the CSS files' load events before it imports the chunk, as before.
 */
export function preloadInTasks(budgetMs = 3): Plugin {
  const HELPER = '\0vite/preload-helper.js';
  const append = 'document.head.appendChild(link);';
  return {
    name: 'merchant-portal:preload-in-tasks',
    apply: 'build',
    transform(code, id) {
      if (id !== HELPER) return null;
      if (!code.includes(append)) this.error(`Vite's preload helper no longer appends its links with "${append}": update preloadInTasks (vite.config.ts).`);
      const queue = `const linkQueue = [];
function flushLinks() {
  const start = performance.now();
  do document.head.appendChild(linkQueue.shift());
  while (linkQueue.length && performance.now() - start < ${budgetMs});
  if (linkQueue.length) setTimeout(flushLinks, 0);
}
function appendLink(link) {
  if (linkQueue.push(link) === 1) setTimeout(flushLinks, 0);
}
`;
      return { code: queue + code.replace(append, 'appendLink(link);'), map: null };
    },
  };
}

/**
 * `use-sync-external-store/shim` is React 17's stand-in for `useSyncExternalStore`; on React 18+ it hands back
 * React's own hook, but its fallback code still ships (in the first page: React Aria's toast queue imports it,
 * and @xstate/react with its selector variant). React 19 has both hooks' base, so the shim becomes React's
 * export and the selector variant the package's non-shim build (same code, importing React's hook). Issue 13.
 */
export function reactSyncStore(): Plugin {
  const SHIM = '\0merchant-portal:use-sync-external-store-shim';
  return {
    name: 'merchant-portal:use-sync-external-store',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (!source.startsWith('use-sync-external-store/shim') && source !== SHIM) return null;
      if (/^use-sync-external-store\/shim(\/index(\.js)?)?$/.test(source) || source === SHIM) return SHIM;
      if (/^use-sync-external-store\/shim\/with-selector(\.js)?$/.test(source)) return this.resolve('use-sync-external-store/with-selector', importer, { skipSelf: true });
      return null;
    },
    load: (id) => (id === SHIM ? `export { useSyncExternalStore } from 'react';\n` : null),
  };
}

/**
 * React Router's module makes its components at the top level with calls the bundler must assume have side
 * effects (`var Link = React10.forwardRef(…)`, not marked pure) and names them for React's developer tools
 * (`Link.displayName = "Link"`): so `<Link>`, `<NavLink>`, `<Form>`, `<ScrollRestoration>` and what they use
 * (link prefetching, form submission, single-fetch URLs) shipped in the first page though the portal uses none
 * (its links are React Aria's, through RouterBridge). Marked pure and unnamed, they are left out when unused:
 * 4.1 kB gzip of /login and /dashboard (issue 13). Used ones behave the same (a name for the developer tools aside).
 * The package's exports give every bundler its development build, which differs from its production build in one
 * line only, `var ENABLE_DEV_WARNINGS = true`: a build sets it false, as the production build has it, so the
 * developer warnings' checks and texts are left out.
 */
export function reactRouterPure(): Plugin {
  const file = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/](development|production)[\\/][^\\/]+\.mjs$/;
  return {
    name: 'merchant-portal:react-router-pure',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!file.test(id)) return null;
      const out = code
        .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
        .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;')
        .replace(/^(var [\w$]+ = )(React\d*\.(forwardRef|createContext)\()/gm, '$1/* @__PURE__ */ $2');
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * The token files' `$description`s are documentation for people (DTCG): the browser, which reads the files
 * for brand metadata at start and for a run-time partner theme (the entry holds the platform's semantic file,
 * shared with that lazy theme code), never shows them. A build leaves them out. Issue 13.
 */
export function tokenDescriptions(): Plugin {
  const file = /[\\/]design-tokens[\\/].*\.tokens\.json$/;
  const strip = (node: unknown): unknown =>
    typeof node !== 'object' || node === null || Array.isArray(node)
      ? node
      : Object.fromEntries(Object.entries(node).filter(([key]) => key !== '$description').map(([key, value]) => [key, strip(value)]));
  return {
    name: 'merchant-portal:token-descriptions',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!file.test(id.split('?')[0]!)) return null;
      return { code: JSON.stringify(strip(JSON.parse(code))), map: null };
    },
  };
}

const RAC_PRIVATE = /[\\/]node_modules[\\/]react-aria-components[\\/]dist[\\/]private[\\/][^\\/]+\.mjs$/;

/**
 * Moves React contexts out of a React Aria Components module into a module of their own, which the original
 * imports and re-exports: the same context objects everywhere, and the module's components only where they are
 * used. A module importing only those contexts from the original imports them from the new module instead.
 * - Autocomplete: RAC's text field (and search field, list box, menu, table, …) read one or two contexts that
 *   live there, so every page with a text field (the sign-in page) carried the autocomplete hooks, their strings
 *   and virtual focus; the autocomplete code now comes only where an Autocomplete is rendered (the command
 *   palette, combo boxes).
 * - ProgressBar: RAC's Button reads ProgressBarContext (for `isPending`), so every page with a button carried
 *   the progress bar, its label hooks and a number formatter (about 2 kB gzip); now only where a Spinner is drawn.
 * - TextArea: RAC's TextField reads its context, so every text field carried the text area.
 */
export function racSharedContexts(module: string, contexts: Readonly<Record<string, 'null' | '{}'>>): Plugin {
  const names = Object.keys(contexts);
  const file = new RegExp(`[\\\\/]node_modules[\\\\/]react-aria-components[\\\\/]dist[\\\\/]private[\\\\/]${module}\\.mjs$`);
  const id = `\0merchant-portal:rac-${module.toLowerCase()}-contexts`;
  return {
    name: `merchant-portal:rac-${module.toLowerCase()}-contexts`,
    enforce: 'pre',
    resolveId: (source) => (source === id ? id : null),
    load: (loaded) =>
      loaded === id ? `import { createContext } from 'react';\n${names.map((name) => `export const ${name} = /*#__PURE__*/ createContext(${contexts[name]});`).join('\n')}\n` : null,
    transform(code, path) {
      if (file.test(path)) {
        // `const $…$export$<hash> = /*#__PURE__*/ (0, $…$createContext)(null);` for each context, in the
        // export list as `$…$export$<hash> as FieldInputContext`: the declarations become one import.
        const exported = new Map([...code.matchAll(/(\$\w+\$export\$\w+) as (\w+)/g)].map((match) => [match[2], match[1]]));
        let out = code;
        for (const name of names) {
          const local = exported.get(name);
          const declaration = local && new RegExp(`const ${local.replace(/\$/g, '\\$')}\\s*=\\s*/\\*#__PURE__\\*/\\s*\\(0, \\$\\w+\\$createContext\\)\\(${contexts[name].replace(/[{}]/g, '\\$&')}\\);`);
          if (!declaration || !declaration.test(out)) return null; // another version: leave it as it is
          out = out.replace(declaration, '');
        }
        const imports = names.map((name) => `${name} as ${exported.get(name)}`).join(', ');
        return { code: `import { ${imports} } from ${JSON.stringify(id)};\n${out}`, map: null };
      }
      if (!RAC_PRIVATE.test(path)) return null;
      const out = code.replace(new RegExp(`import \\{([^}]*)\\} from "\\./${module}\\.mjs";`, 'g'), (statement, list: string) =>
        list.split(',').every((part) => names.includes(part.trim().split(/\s+as\s+/)[0])) ? `import {${list}} from ${JSON.stringify(id)};` : statement,
      );
      return out === code ? null : { code: out, map: null };
    },
  };
}

const CONTRACT_DIR = fileURLToPath(new URL('./src/api/contract/', import.meta.url));
const API_CLIENT = fileURLToPath(new URL('./src/api/index.ts', import.meta.url));
const CLIENT_CONTRACT = '\0merchant-portal:client-contract';
const LIGHT_CONTRACT = '\0merchant-portal:light-contract';
const MORE_CALLS = '\0merchant-portal:more-calls';
const REST_CALLS = '\0merchant-portal:rest-calls';
/**
 * The signed-in calls the app makes before the shell loads: the session machine's user and sign-out
 * (src/machines/session/sessionMachine.ts). With the public calls they are the client's table at start;
 * any other call still works, it loads the rest of the table first (src/api/client.ts, moreCalls).
 */
export const SESSION_CALLS = ['customerInfo', 'logout'];

type Exports = Record<string, unknown>;
const isSchemaFree = (value: unknown): boolean =>
  typeof value !== 'object' || value === null || (!('~kind' in value) && Object.values(value).every(isSchemaFree));

/**
 * The contract without its schemas, for the browser. The client needs each call's method and path, not its
 * TypeBox schemas (the server validates; the client is typed from the schemas' static types), and screens
 * need a few constants (apiStatus, socialCode). In a build:
 * - the API client's `import { contract, moreCalls } from './contract'` (src/api/index.ts) resolves to a
 *   table name -> { method, path } generated from the real contract, evaluated in Node at build time: the
 *   calls made before the shell loads (public ones and SESSION_CALLS), and `moreCalls` loading the others:
 *   the shell's first calls (SHELL_START_CALLS from src/routes/shellCalls.ts, one list with the router's: a chunk
 *   the router fetches with the shell)
 *   and the rest (a chunk loaded on the first such call, or when the browser is idle after the shell);
 * - an `import { … } from '@/api/contract'` whose names are all constants or schema-free functions resolves
 *   to a module holding just those (constants inlined as JSON, functions re-exported from their own file).
 * The contract's sources stay as they are; a module that imports a schema or the full `contract` (a form or
 * list reading constraints) still gets the real one, on its own screen.
 */
export function clientContract(): Plugin {
  let light: { code: string; names: Set<string> } | undefined;
  async function evaluate(): Promise<Exports> {
    const { tsImport } = await import('tsx/esm/api');
    return (await tsImport(join(CONTRACT_DIR, 'index.ts'), import.meta.url)) as Exports;
  }
  /** Constants without schemas, and functions defined in a contract file that imports nothing. */
  async function lightModule(): Promise<{ code: string; names: Set<string> }> {
    const exports = await evaluate();
    const sources = readdirSync(CONTRACT_DIR)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => ({ file: join(CONTRACT_DIR, file), text: readFileSync(join(CONTRACT_DIR, file), 'utf8') }))
      // Only self-contained files (type imports aside): a function re-exported from here must not drag schemas in.
      .filter((source) => !/^(import|export)\s[^;]*\sfrom\s/m.test(source.text.replace(/^(import|export) type[^;]*;/gm, '')));
    const lines: string[] = [];
    const names = new Set<string>();
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value === 'function') {
        const home = sources.find((source) => new RegExp(`export (async )?(function|const) ${name}\\b`).test(source.text));
        if (!home) continue;
        lines.push(`export { ${name} } from ${JSON.stringify(home.file)};`);
      } else if (name !== 'contract' && isSchemaFree(value)) {
        lines.push(`export const ${name} = ${JSON.stringify(value)};`);
      } else continue;
      names.add(name);
    }
    return { code: `${lines.join('\n')}\n`, names };
  }
  return {
    name: 'merchant-portal:client-contract',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      light = undefined;
    },
    async resolveId(source, importer) {
      if (importer === API_CLIENT && source === './contract') return CLIENT_CONTRACT;
      if (source === LIGHT_CONTRACT) return LIGHT_CONTRACT;
      if (source === MORE_CALLS || source === REST_CALLS) return source;
      return null;
    },
    async transform(code, id) {
      if (id.startsWith(CONTRACT_DIR) || !/\.(ts|tsx)$/.test(id) || !code.includes("'@/api/contract'")) return null;
      light ??= await lightModule();
      const names = light.names;
      // Only the specifier changes, on its own line: the existing source map stays right (map: null keeps it).
      const rewritten = code.replace(/import\s*\{([^}]*)\}\s*from\s*'@\/api\/contract';/g, (statement, list: string) => {
        const values = list.split(',').map((part) => part.trim()).filter((part) => part && !part.startsWith('type '));
        const all = values.every((part) => names.has(part.split(/\s+as\s+/)[0]));
        return all && values.length ? statement.replace("'@/api/contract'", JSON.stringify(LIGHT_CONTRACT)) : statement;
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
    async load(id) {
      if (id === LIGHT_CONTRACT) return (light ??= await lightModule()).code;
      if (id !== CLIENT_CONTRACT && id !== MORE_CALLS && id !== REST_CALLS) return null;
      for (const file of readdirSync(CONTRACT_DIR)) this.addWatchFile(join(CONTRACT_DIR, file));
      const { contract } = (await evaluate()) as { contract: Record<string, { method: string; path: string; auth: string }> };
      // The calls before the shell (public, the session's) come with the entry; the shell's first calls with the
      // shell; the rest on first use.
      const tier = ([name, call]: [string, { auth: string }]) =>
        call.auth === 'public' || SESSION_CALLS.includes(name) ? CLIENT_CONTRACT : SHELL_START_CALLS.includes(name) ? MORE_CALLS : REST_CALLS;
      const table = (wanted: string) =>
        JSON.stringify(Object.fromEntries(Object.entries(contract).filter((entry) => tier(entry) === wanted).map(([name, call]) => [name, { method: call.method, path: call.path }])));
      if (id !== CLIENT_CONTRACT) return `export const contract = ${table(id)};\n`;
      const load = (module: string) => `import(${JSON.stringify(module)}).then((module) => module.contract)`;
      return `export const contract = ${table(CLIENT_CONTRACT)};\nexport const moreCalls = (tier) => tier === 'shell' ? ${load(MORE_CALLS)} : ${load(REST_CALLS)};\n`;
    },
  };
}

const dir = (path: string) => path.replaceAll('/', '[\\\\/]');
const under = (paths: readonly string[]) => new RegExp(`(${paths.map(dir).join('|')})`);

/**
 * How the browser's code is cut into files. Left to itself the bundler made ~50 files for /login and ~70 for
 * /dashboard, most under 1 kB: each compressed on its own (worse than together), each a request and a
 * `<link rel=modulepreload>` the loader appends (on a slow phone, hundreds of milliseconds of main thread).
 * So the code a page needs at start comes in a few files, by who needs it (a module's static imports come
 * with it unless a higher group took them):
 * - boot: everything the entry imports statically (it all runs at start);
 * - ui: what the public pages share with the shell — buttons, links, icons of the sign-in page, the public
 *   frame's pieces (signed out, a visitor loads boot + ui + the page's own small chunks); the sign-in page's form
 *   parts are in authParts, which the shell does not load;
 * - data: the server-state cache (TanStack Query and the kit's data layer), for the shell and a few public
 *   callbacks;
 * - overlays: menus, popovers, tooltips, tags and the spinner, loaded on first use (the sign-up page's select too);
 * - shellParts: the signed-in shell's own modules and the small design-system parts it draws at once.
 * The route modules themselves (layouts, screens, DataProvider) stay chunks of their own: the router loads them
 * by name and scripts/route-bytes.mjs finds them in the manifest. A page module added to a group by mistake
 * shows up there (the budgets test fails with "the manifest has no chunk for …").
 */
const chunkGroups = [
  { name: 'boot', tags: ['$initial' as const], priority: 5 },
  // The bundler's runtime helpers go with the entry too: split out on their own (a lazy chunk that no longer
  // imports the entry needs them), every chunk paid ~25 bytes to import them from one more file.
  {
    name: 'ui',
    priority: 4,
    test: under([
      'src/design-system/components/(Button|Link|Icon|Text|InlineAlert)/',
      // The switcher's styles: the top bar's language menu uses them too (src/shell/TopBar/TopBar.css.ts).
      'src/shell/(LanguageSwitcher\\.css|LayoutContext)\\.tsx?$',
      'src/brand/BrandMark',
      // A state helper the shell's disclosures share with the form parts: here, not in whichever group takes it first.
      'node_modules/react-stately/dist/private/utils/useControlledState',
      'src/routes/menus\\.ts$',
      'src/app/(apiContext|documentTitle)\\.ts$',
      // The icons the sign-in page draws that the shell's menus draw too (else they would join shellParts).
      'lucide-react/dist/esm/icons/(shield-check|boxes|package-check|store|languages)\\.mjs$',
    ]),
  },
  // The sign-in, sign-up and password pages' shared parts (the e-mail field, the code button, the rules): one file
  // instead of five of a few hundred bytes each (each compressed alone, each a request). With them the public
  // pages' form parts and frame (fields, the form, the alert, the auth card, the language switcher): the signed-in
  // shell and its dashboard draw none of them (issue 13: 4.9 kB of /dashboard with their styles), and the sign-in
  // page loads this file anyway: it pays only the imports between the two files and one CSS file (+1.5 kB).
  {
    name: 'authParts',
    priority: 4,
    test: under([
      'src/screens/auth/(AuthCard|CodeSendButton|EmailField|validation|useCodeSender)\\.tsx?$',
      'src/api/contract/passwordRules\\.ts$',
      'src/design-system/components/(Field|TextField|PasswordField|Form|Input)/',
      'src/shell/LanguageSwitcher\\.tsx$',
    ]),
  },
  // The layout primitives and their atomic classes (sprinkles): screens, the shell and the other public pages
  // use them, the sign-in page does not (kept out of `ui`, they were 3 kB of /login's JS and CSS).
  { name: 'layout', priority: 4, test: under(['src/design-system/components/(Inline|Stack|Box)/', 'src/design-system/styles/sprinkles', 'node_modules/@vanilla-extract/sprinkles/']) },
  { name: 'data', priority: 3, test: under(['src/kit/data/(?!DataProvider)', 'node_modules/@tanstack/']) },
  // xstate and the machines: the app machines load with the shell or a public page's first sign-in or language
  // switch (src/machines/runtime.ts), the shell's own (ship-to, sidebar) with it; never with /login's first paint.
  { name: 'machines', priority: 3, test: under(['node_modules/xstate/', 'node_modules/@xstate/', 'node_modules/use-sync-external-store/', 'src/machines/[A-Za-z]+/[A-Za-z]+Machine\\.ts$']) },
  // React Aria's code that a screen's first page needs and the overlays share: the Spinner and the ProgressBar (React
  // Aria's ProgressBar and its number formatter), the strings' formatter (a search field's "Clear"), the focus scope
  // (a toolbar's focus manager), with what they import. Without this group `overlays` below took them, and a list
  // screen's static imports of them loaded all of `overlays` at start (issue 13, session 13's note).
  {
    name: 'ariaCore',
    priority: 2,
    test: under([
      'src/design-system/components/(Spinner|ProgressBar)/',
      'node_modules/react-aria-components/dist/private/ProgressBar\\.mjs$',
      'node_modules/react-aria/dist/private/(progress/|i18n/(useNumberFormatter|useLocalizedStringFormatter)|focus/FocusScope)',
      'node_modules/@internationalized/(number/dist/private/NumberFormatter|string/)',
    ]),
  },
  // Menus, popovers, tooltips, tags and dialogs, with the collection and selection code they share, loaded on first
  // use: the first signed-in page draws none of them (src/shell/PageSpinner.tsx), and a list screen builds its Selects,
  // menus and dialogs on first use, their code in chunks of their own (src/kit/list/SelectParts.tsx,
  // src/kit/overlays/OverlayParts.tsx) that import this one.
  {
    name: 'overlays',
    priority: 1,
    test: under(['src/design-system/components/(Popover|Menu|Tooltip|TagGroup)/']),
  },
  // The signed-in shell's own modules, with the small parts it draws at once (icon buttons, badges, the sidebar's
  // disclosures, the breadcrumbs, skeletons) and the tooltips' trigger logic, apart from `overlays` above, whose
  // menu, popover, tooltip and collection code the first signed-in page does not load (issue 13). One file, not two
  // (a `shellKit` beside it until session 9): every screen is drawn inside the shell, so all load both anyway, and
  // the imports and exports between the two cost /dashboard 1.6 kB.
  {
    name: 'shellParts',
    priority: 3,
    test: under([
      'src/design-system/components/(IconButton|VisuallyHidden|Badge|Disclosure|Breadcrumbs|Skeleton)/',
      // The dashboard's cards, figures and empty states (most screens use them too), and two icons it draws,
      // in this file rather than in five of a few hundred bytes each.
      'src/design-system/components/(Card|Stat|EmptyState)/',
      'lucide-react/dist/esm/icons/(user-round|refresh-cw|earth)\\.mjs$',
      'src/design-system/components/Tooltip/DeferredTooltip\\.tsx$',
      // The visited-view tabs are drawn with the tags' styles (src/shell/VisitedViews), not with TagGroup.
      'src/design-system/components/TagGroup/TagGroup\\.css',
      // Not the menus' lists nor the phone drawer's modal: they load when first opened.
      'src/shell/(ChatWidget|Footer|Sidebar|TopBar|VisitedViews|navbar)/(?!menuLists|SidebarDrawerModal)',
      'src/shell/(ShellLogic|useNarrowScreen|visitedViewsStore|liveRegion|shellMenus)\\.ts',
      'src/shell/CommandPalette/(CommandPaletteHost|usePaletteShortcut)',
      'src/machines/(shipTo|sidebar)/',
      // What the shell and its first page render after the first paint (a hook of a few lines): not a file of its own.
      'src/app/afterFirstPaint\\.ts$',
    ]),
  },
];

/** The React Aria Components contexts moved out of their components' modules (racSharedContexts), with their defaults. */
const racContexts = [
  racSharedContexts('Autocomplete', { AutocompleteContext: 'null', AutocompleteStateContext: 'null', SelectableCollectionContext: 'null', FieldInputContext: 'null' }),
  racSharedContexts('ProgressBar', { ProgressBarContext: 'null' }),
  // RAC's TextField reads the text area's context: the sign-in page has none.
  racSharedContexts('TextArea', { TextAreaContext: '{}' }),
];

/** The portal's build. `npm run dev` proxies /api to the API server on API_PORT (default 8080). */
export default defineConfig({
  plugins: [preloadInTasks(), fontSubsets(), tokenDescriptions(), lucideIconKeys(), reactSyncStore(), reactRouterPure(), reactAriaLocales(), ...racContexts, clientContract(), react(), vanillaExtractPlugin(), appVersion(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8080}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // Every browser the portal supports preloads modules itself (Chrome 66, Safari 17, Firefox 115): no polyfill.
    modulePreload: { polyfill: false },
    // Fonts stay files: a small subset inlined as base64 in the first page's CSS (Manrope's Cyrillic Extended
    // was, 3.6 kB) is paid by every page, whether or not its text uses it.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    rolldownOptions: {
      // Building a TypeBox schema has no side effect: a screen that imports one constant of a contract
      // module (apiStatus, socialCode) does not keep every schema of that module, nor TypeBox itself.
      // (Not culori's useMode: it registers a colour space globally, a real side effect.)
      treeshake: { manualPureFunctions: ['Type', 'defineCall', 'Envelope'] },
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
});
