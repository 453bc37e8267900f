/**
 * The seed templates that server/test/globalSetup.ts builds once per run and the harness copies per
 * test file: where each level lives, for each storage kind.
 */
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';

/** `empty`: migrated; `reference`: + reference data (seedReferenceData); `demo`: + the demo accounts (seedDemoData). */
export const templateLevels = ['empty', 'reference', 'demo'] as const;
export type TemplateLevel = (typeof templateLevels)[number];

export interface SeedTemplates {
  /** PGlite data directories (closed; copied with cp -r). */
  pglite: Record<TemplateLevel, string>;
  /** PostgreSQL database names on TEST_DATABASE_URL's server, or null without it. */
  postgres: Record<TemplateLevel, string> | null;
  /** A file the global set-up writes when the templates are built ("ok") or could not be ("failed: …"). */
  ready: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seedTemplates: SeedTemplates;
  }
}

/**
 * The templates of this run once they are built, or null outside the server project (the harness then
 * seeds itself). The global set-up builds them while the other projects' first files run: wait for them.
 */
export async function seedTemplates(): Promise<SeedTemplates | null> {
  let templates: SeedTemplates | null;
  try {
    templates = inject('seedTemplates') ?? null;
  } catch {
    return null;
  }
  if (!templates) return null;
  const deadline = Date.now() + 600_000;
  while (!existsSync(templates.ready)) {
    if (Date.now() > deadline) throw new Error('The seed templates were not built within 10 minutes');
    await sleep(100);
  }
  const state = readFileSync(templates.ready, 'utf8');
  if (state !== 'ok') throw new Error(`The seed templates could not be built: ${state}`);
  return templates;
}
