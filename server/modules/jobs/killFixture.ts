/**
 * Test fixture for jobs.test.ts: a separate process that opens the PGlite directory given in argv,
 * starts pg-boss with the real workers and prints "item <seq>" as items finish, until the test kills
 * it with SIGKILL mid-job (a real crash: no graceful stop, no close).
 */
import { openPglite } from '../../db/client';
import { loadConfig } from '../../config';
import { createServices } from '../../services';
import { jobWorkers } from '../../jobs/workers';
import type { ItemWorker } from './service';

const dir = process.argv[2];
const database = await openPglite(dir);
const services = await createServices(database.db, { ...loadConfig({}), distDir: '/nonexistent' });
const logged: typeof jobWorkers = Object.fromEntries(Object.entries(jobWorkers).map(([kind, worker]) => [kind, (async (tx, job, item) => {
  const outcome = await worker(tx, job, item);
  // Printed before the item's transaction commits: the test may kill us between the two.
  process.stdout.write(`item ${item.seq}\n`);
  return outcome;
}) satisfies ItemWorker])) as typeof jobWorkers;
await services.jobs.start({ workers: logged, deliverMail: async () => 0 });
process.stdout.write('started\n');
