/**
 * Opens the database: PGlite in a data directory by default, PostgreSQL (node-postgres pool) when a
 * URL is given. Both are Drizzle `PgDatabase`s over the same schema, so services do not know which.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';
import { installRowMapper } from './rowMapper';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A handle inside `db.transaction(async (tx) => …)`: inside a transaction use only this. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either; services that may join a caller's transaction take this. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * After the migrations: a table of some size with no page marked all-visible is vacuumed. A migration that rewrote a
 * table (0039_order_item_count's backfill of 1,000,000 orders) leaves it without a visibility map, so every
 * index-only scan reads the heap too, and autovacuum, counting no dead or inserted rows, may not come for long.
 * Vacuuming the rewritten orders took 1.3 s; a table already vacuumed is not touched.
 */
async function vacuumUnmapped(query: (text: string) => Promise<{ rows: Array<{ name: string }> }>): Promise<void> {
  const { rows } = await query(`select c.relname as name from pg_class c where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and c.relpages >= 1000 and c.relallvisible = 0`);
  for (const { name } of rows) await query(`vacuum "${name.replaceAll('"', '""')}"`);
}

export async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { drizzle, PgliteSession } = await import('drizzle-orm/pglite');
    installRowMapper(PgliteSession);
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder });
    await vacuumUnmapped((text) => client.query<{ name: string }>(text));
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      async close() {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle, NodePgSession } = await import('drizzle-orm/node-postgres');
  installRowMapper(NodePgSession);
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) console.error('PostgreSQL connection lost:', error.message);
  });
  // Several API processes may start together: one migrates at a time (advisory lock on one connection).
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock(727001)');
    await migrate(drizzle({ client: conn, schema }), { migrationsFolder });
    await vacuumUnmapped((text) => conn.query<{ name: string }>(text));
  } finally {
    await conn.query('select pg_advisory_unlock(727001)').catch(() => undefined);
    conn.release();
  }
  return {
    db: drizzle({ client: pool, schema }) as unknown as Db,
    kind: 'postgres',
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
