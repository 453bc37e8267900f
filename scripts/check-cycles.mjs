#!/usr/bin/env node
/**
 * Fails when the portal (src/main.tsx) or the API server (server/main.ts) has an import cycle.
 * dpdm follows static and dynamic imports (a lazy `import()` still ties the modules together) with
 * TypeScript's path aliases; type-only imports are dropped (`transform`), as they vanish at run time.
 * Run by `npm test`; by hand: `node scripts/check-cycles.mjs`.
 */
import path from 'node:path';
import { defaultOptions, parseCircular, parseDependencyTree } from 'dpdm';

const entries = ['src/main.tsx', 'server/main.ts'];
const cwd = process.cwd();

let failed = false;
for (const entry of entries) {
  const started = performance.now();
  const tree = await parseDependencyTree([entry], {
    ...defaultOptions,
    cwd,
    context: cwd,
    extensions: defaultOptions.extensions.filter(Boolean),
    tsconfig: path.join(cwd, 'tsconfig.json'),
    transform: true,
    skipDynamicImports: false,
  });
  const modules = Object.keys(tree).filter((id) => !id.includes('node_modules')).length;
  if (modules === 0) {
    console.error(`${entry}: no modules found (wrong entry?)`);
    failed = true;
    continue;
  }
  const cycles = parseCircular(tree, false);
  const took = Math.round(performance.now() - started);
  if (cycles.length === 0) {
    console.log(`${entry}: no import cycle in ${modules} modules (${took} ms)`);
    continue;
  }
  failed = true;
  console.error(`${entry}: ${cycles.length} import cycle(s):`);
  for (const [index, cycle] of cycles.entries()) console.error(`  ${index + 1}) ${[...cycle, cycle[0]].join(' -> ')}`);
}
process.exit(failed ? 1 : 0);
