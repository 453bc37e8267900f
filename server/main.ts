/**
 * `npm start`: builds the portal if needed, opens the database (PGlite in DATA_DIR, or PostgreSQL at
 * DATABASE_URL) and migrates it, seeds reference and demo data, then serves the portal, its
 * translations and the API on PORT (8080).
 */
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createServices } from './services';
import { buildApp } from './app';
import { demoAccounts, seedDemoData, seedReferenceData } from './seed/seed';
import { buildFrontEnd, frontEndIsStale } from './build';
import { jobWorkers } from './jobs/workers';
import { join } from 'node:path';
import { storeQueues } from './modules/stores/queues';
import { seedDemoStores } from './seed/stores';

const config = loadConfig();
// The store platforms' sandboxes keep their shops next to the database (they survive a restart like a real platform).
config.sandboxStateDir = join(config.dataDir, 'sandbox');

if (process.env.SKIP_BUILD !== '1' && frontEndIsStale(config.distDir) && !buildFrontEnd(config.distDir)) {
  console.warn('⚠ The portal build failed; serving the API (and the previous build, if any).');
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch((error: Error) => {
  console.error(`✖ ${error.message}`);
  process.exit(1);
});
const services = await createServices(database.db, config);
const seededDemo = await database.db.transaction(async (tx) => {
  await seedReferenceData(tx);
  const seeded = await seedDemoData(tx);
  if (seeded) console.log('Seeded the demo accounts.');
  return seeded;
});
const { app } = await buildApp(services, { logger: true });
await app.listen({ port: config.port, host: config.host });
const listening = app.server.address();
if (listening && typeof listening === 'object') services.stores.registry.setOrigin(`http://${listening.family === 'IPv6' ? `[${listening.address}]` : listening.address === '0.0.0.0' ? '127.0.0.1' : listening.address}:${listening.port}`);
// pg-boss: jobs (resuming the unfinished ones), mail delivery, the hourly clean-up, store fulfilment pushes and order syncs.
await services.jobs.start({ workers: jobWorkers, deliverMail: () => services.mail.deliverPending(), queues: storeQueues(services) });
// The demo merchant's two stores are connected through the real connect flow against the sandboxes (needs the server up).
if (seededDemo) await seedDemoStores(services).catch((error: Error) => console.warn(`⚠ Demo stores not connected: ${error.message}`));

const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
console.log(`
Merchant Portal on http://localhost:${config.port}  (API reference: http://localhost:${config.port}/api/docs)
Database: ${where}.  E-mail: ${config.smtpUrl ? 'SMTP' : `printed here and kept at http://localhost:${config.port}/api/dev/outbox`}
Demo sign-ins:
  main merchant   ${demoAccounts.merchant.username} / ${demoAccounts.merchant.password}
  sub-account     ${demoAccounts.clerk.username} / ${demoAccounts.clerk.password}
  staff           ${demoAccounts.staff.username} / ${demoAccounts.staff.password}
  partner (kervan) ${demoAccounts.partner.username} / ${demoAccounts.partner.password}   (partner brands: ?spm=kervan, ?spm=lumen, ?spm=harbor)
`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping…`);
  await app.close();
  await services.jobs.stop();
  await services.mail.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
