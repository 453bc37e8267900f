/**
 * Setup file of the server project: wait until the global set-up has built this run's seed templates
 * (server/test/globalSetup.ts builds them while the unit tests run). Waiting here, while the file loads,
 * is not bounded by the hook timeout the way a wait in a test file's beforeAll would be, which matters
 * on a loaded machine where the seed can take minutes.
 */
import { seedTemplates } from './templates';

await seedTemplates();
