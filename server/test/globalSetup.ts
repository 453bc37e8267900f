/**
 * Global set-up of the server project: migrate and seed ONCE per run, into template databases that
 * every test file copies instead of running initdb, the migrations and the demo seed again (15–20 s
 * per file on two cores). Three levels: `empty` (migrated), `reference` (+ countries, partners, apps,
 * catalogue, logistics) and `demo` (+ the demo accounts and their data). On PGlite a template is a
 * closed data directory copied per file; on PostgreSQL (TEST_DATABASE_URL) a database that
 * `create database … template …` copies.
 *
 * The demo data's dates are relative to now: they are seeded at the start of the run, so a file sees
 * them minutes older than a file that seeded itself would (orders from 0.5 to 90 days ago, tasks and
 * messages days ago); no test compares them with the clock more finely than a day.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, type Database } from '../db/client';
import { seedDemoData, seedReferenceData } from '../seed/seed';
import { templateLevels, type SeedTemplates, type TemplateLevel } from './templates';

/** Seeds what `level` adds to the level before it. */
async function seedLevel(database: Database, level: TemplateLevel): Promise<void> {
  if (level === 'empty') return;
  await database.db.transaction(async (tx) => {
    if (level === 'reference') await seedReferenceData(tx);
    else await seedDemoData(tx);
  });
}

/** The PGlite templates' directories under `root`, each level a copy of the one before plus its seed. */
async function buildPgliteTemplates(dirs: Record<TemplateLevel, string>): Promise<void> {
  let previous: string | null = null;
  for (const level of templateLevels) {
    if (previous) cpSync(previous, dirs[level], { recursive: true });
    const database = await openPglite(dirs[level]);
    try {
      await seedLevel(database, level);
    } finally {
      await database.close();
    }
    previous = dirs[level];
  }
}

/** The PostgreSQL templates, each level created from the one before (closed first: a template must have no connection). */
async function buildPostgresTemplates(base: string, names: Record<TemplateLevel, string>): Promise<void> {
  const admin = new Client({ connectionString: base });
  await admin.connect();
  try {
    let previous: string | null = null;
    for (const level of templateLevels) {
      await admin.query(`create database ${names[level]}${previous ? ` template ${previous}` : ''}`);
      const url = new URL(base);
      url.pathname = `/${names[level]}`;
      const database = await openPostgres(url.toString(), 2);
      try {
        await seedLevel(database, level);
      } finally {
        await database.close();
      }
      previous = names[level];
    }
  } finally {
    await admin.end();
  }
}

async function dropPostgresTemplates(base: string, names: Record<TemplateLevel, string>): Promise<void> {
  const client = new Client({ connectionString: base });
  await client.connect();
  for (const name of Object.values(names)) await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}

/**
 * Names the templates at once and builds them in the background (PGlite in this process and PostgreSQL in
 * its server, side by side), writing `ready` when both are done (or the error). Vitest runs every project's
 * global set-up before the first test of any project, so waiting here would hold the unit tests and the
 * story browser's start for the whole seed; the harness waits for `ready` instead, in the server files only.
 */
export default function setup(project: TestProject): () => Promise<void> {
  const started = Date.now();
  const root = mkdtempSync(join(tmpdir(), 'portal-template-'));
  const dirs = Object.fromEntries(templateLevels.map((level) => [level, join(root, level)])) as Record<TemplateLevel, string>;
  const base = process.env.TEST_DATABASE_URL;
  const run = randomBytes(4).toString('hex');
  const names = base ? (Object.fromEntries(templateLevels.map((level) => [level, `portal_template_${run}_${level}`])) as Record<TemplateLevel, string>) : null;
  const ready = join(root, 'ready');
  const templates: SeedTemplates = { pglite: dirs, postgres: names, ready };
  project.provide('seedTemplates', templates);
  const building = Promise.all([buildPgliteTemplates(dirs), base && names ? buildPostgresTemplates(base, names) : null]).then(
    () => {
      writeFileSync(ready, 'ok');
      console.log(`server tests: seed templates (${names ? 'PGlite and PostgreSQL' : 'PGlite'}) ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
    (error: Error) => writeFileSync(ready, `failed: ${error.stack ?? error.message}`),
  );
  return async () => {
    await building;
    rmSync(root, { recursive: true, force: true });
    if (base && names) await dropPostgresTemplates(base, names);
  };
}
