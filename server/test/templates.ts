/**
 * The seed templates that server/test/globalSetup.ts builds once per run and the harness copies per
 * test file: where each level lives, for each storage kind.
 */
import { inject } from 'vitest';

/** `empty`: migrated; `reference`: + reference data (seedReferenceData); `demo`: + the demo accounts (seedDemoData). */
export const templateLevels = ['empty', 'reference', 'demo'] as const;
export type TemplateLevel = (typeof templateLevels)[number];

export interface SeedTemplates {
  /** PGlite data directories (closed; copied with cp -r). */
  pglite: Record<TemplateLevel, string>;
  /** PostgreSQL database names on TEST_DATABASE_URL's server, or null without it. */
  postgres: Record<TemplateLevel, string> | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seedTemplates: SeedTemplates;
  }
}

/** The templates of this run, or null outside the server project (the harness then seeds itself). */
export function seedTemplates(): SeedTemplates | null {
  try {
    return inject('seedTemplates') ?? null;
  } catch {
    return null;
  }
}
