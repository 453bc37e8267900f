/**
 * Starts a throwaway PostgreSQL 15 on loopback for the storage tests (and the benchmark): finds the
 * binaries (PG_BIN, /usr/lib/postgresql/15/bin, /usr/local/bin, pg_config), or — as root on Debian —
 * installs postgresql-15; initialises .cache/pg as the `postgres` user (PostgreSQL refuses to run as
 * root) and starts it on 127.0.0.1 on a private port (PG_PORT, default 54329).
 * Returns { url, stop } or undefined when no PostgreSQL can be had (the tests then use PGlite only).
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function run(command, args, options = {}) {
  return spawnSync(command, args, { encoding: 'utf8', ...options });
}

function findBinDir() {
  const candidates = [process.env.PG_BIN, '/usr/lib/postgresql/15/bin', '/usr/local/bin'];
  const pgConfig = run('pg_config', ['--bindir']);
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim());
  return candidates.find((dir) => dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

function install() {
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false;
  console.log('Installing PostgreSQL 15 (apt-get install postgresql-15)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update'], { stdio: 'inherit', env });
  return run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql-15'], { stdio: 'inherit', env }).status === 0;
}

/** Runs a PostgreSQL binary as the postgres user when we are root. */
function asPostgres(bin, args) {
  if (!isRoot) return run(bin, args);
  return run('runuser', ['-u', 'postgres', '--', bin, ...args]);
}

function uidOf(user) {
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((entry) => entry.startsWith(`${user}:`));
  if (!line) return undefined;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

export async function ensurePostgres() {
  try {
    let bin = findBinDir();
    if (!bin && install()) bin = findBinDir();
    if (!bin) {
      console.warn('PostgreSQL 15 not found and not installable here: storage tests run on PGlite only.');
      return undefined;
    }
    const port = Number(process.env.PG_PORT ?? 54329);
    const cache = join(root, '.cache');
    const dataDir = join(cache, 'pg');
    mkdirSync(dataDir, { recursive: true });
    if (isRoot) {
      const owner = uidOf('postgres');
      if (!owner) throw new Error('no postgres user to run PostgreSQL as');
      chownSync(dataDir, owner.uid, owner.gid);
    }
    if (!existsSync(join(dataDir, 'PG_VERSION'))) {
      const init = asPostgres(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
      if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
    }
    const status = asPostgres(join(bin, 'pg_ctl'), ['-D', dataDir, 'status']);
    const alreadyRunning = status.status === 0;
    if (!alreadyRunning) {
      const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dataDir} -c fsync=off -c max_connections=200`;
      const start = asPostgres(join(bin, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', join(dataDir, 'server.log'), '-w', '-t', '60', 'start']);
      if (start.status !== 0) throw new Error(`pg_ctl start failed: ${start.stderr || start.stdout}`);
    }
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    return {
      url,
      /** The postmaster's pid file: benches find the cluster's backends (and their CPU time) from it. */
      pidFile: join(dataDir, 'postmaster.pid'),
      /** Stops the server if this call started it (synchronous: callers stop in a finally block). */
      stop() {
        if (!alreadyRunning) asPostgres(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      },
    };
  } catch (error) {
    console.warn(`PostgreSQL could not be started (${error.message}); storage tests run on PGlite only.`);
    return undefined;
  }
}

// `node scripts/ensure-postgres.mjs` starts it and prints the URL (leaves it running; stop with pg_ctl).
if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const pg = await ensurePostgres();
  console.log(pg ? pg.url : 'no PostgreSQL');
}
