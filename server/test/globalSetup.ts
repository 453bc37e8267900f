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
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
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

async function pgliteTemplates(): Promise<{ dirs: Record<TemplateLevel, string>; remove(): void }> {
  const root = mkdtempSync(join(tmpdir(), 'portal-template-'));
  const dirs = Object.fromEntries(templateLevels.map((level) => [level, join(root, level)])) as Record<TemplateLevel, string>;
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
  return { dirs, remove: () => rmSync(root, { recursive: true, force: true }) };
}

async function postgresTemplates(base: string): Promise<{ names: Record<TemplateLevel, string>; remove(): Promise<void> }> {
  const run = randomBytes(4).toString('hex');
  const names = Object.fromEntries(templateLevels.map((level) => [level, `portal_template_${run}_${level}`])) as Record<TemplateLevel, string>;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  try {
    let previous: string | null = null;
    for (const level of templateLevels) {
      // A template must have no open connection while it is copied: each level is closed before the next copies it.
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
  return {
    names,
    async remove() {
      const client = new Client({ connectionString: base });
      await client.connect();
      for (const name of Object.values(names)) await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const pglite = await pgliteTemplates();
  const base = process.env.TEST_DATABASE_URL;
  const postgres = base ? await postgresTemplates(base) : null;
  const templates: SeedTemplates = { pglite: pglite.dirs, postgres: postgres?.names ?? null };
  project.provide('seedTemplates', templates);
  console.log(`server tests: seed templates (${postgres ? 'PGlite and PostgreSQL' : 'PGlite'}) ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return async () => {
    pglite.remove();
    await postgres?.remove();
  };
}
