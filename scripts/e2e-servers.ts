/**
 * The end-to-end servers: one `npm start` per Playwright worker, side by side (Playwright starts its webServer
 * entries one after the other, which would seed one database after the other), server N on E2E_PORT + N with a
 * data directory of its own under E2E_DATA_DIR. Prints "e2e servers ready" once every server has printed its
 * address (after its seed and the demo stores' connection), which playwright.config.ts waits for.
 *
 * The portal is built once here when it is stale, so the servers never build into dist/ at the same time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { loadConfig } from '../server/config';
import { buildFrontEnd, frontEndIsStale } from '../server/build';

const basePort = Number(process.env.E2E_PORT ?? 8090);
const count = Number(process.env.E2E_SERVERS ?? 1);
const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) throw new Error('E2E_DATA_DIR is not set');

const { distDir } = loadConfig(process.env);
if (process.env.SKIP_BUILD !== '1' && frontEndIsStale(distDir) && !buildFrontEnd(distDir)) {
  console.warn('⚠ The portal build failed; the servers serve the previous build, if any.');
}

let ready = 0;
const children: ChildProcess[] = [];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => { stopAll(); process.exit(0); });

for (let index = 0; index < count; index += 1) {
  const child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(basePort + index), DATA_DIR: join(dataDir, `server-${index}`), SKIP_BUILD: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let printed: string | null = '';
  // The server logs every request to stdout: keep reading it (a full pipe would stop the server), look only until ready.
  child.stdout?.on('data', (chunk: Buffer) => {
    if (printed === null) return;
    printed += chunk.toString();
    if (!printed.includes('Merchant Portal on http')) return;
    printed = null;
    ready += 1;
    if (ready === count) console.log('e2e servers ready');
  });
  child.on('exit', (code, signal) => {
    console.error(`e2e server ${index} (port ${basePort + index}) stopped: ${signal ?? code}`);
    stopAll();
    process.exit(1);
  });
}
