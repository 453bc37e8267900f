/**
 * Storage on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL 15: migrations, seeding,
 * persistence across a restart, the outbox shared by several dispatchers, e-mail codes, and the
 * data-directory lock that keeps a second process off a PGlite directory.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { freshDatabase, startTestServer, storageKinds, type StorageKind, SERVER_START_MS } from '../test/harness';
import { openPglite, openPostgres, type Database } from './client';
import { acquireDataDirLock } from './lock';
import { country, customer, outbox } from './schema';
import { seedDemoData, seedReferenceData } from '../seed/seed';
import { createMailDispatcher, enqueueMail } from '../modules/mail/outbox';
import { checkCode, issueCode } from '../modules/auth/codes';
import { cleanUp } from '../jobs/cleanup';
import { session } from './schema';

describe.each(storageKinds)('storage on %s', (kind: StorageKind) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let database: Database;
  beforeAll(async () => {
    // The run's global set-up migrated and seeded the template on this storage (a failure there fails every file).
    fresh = await freshDatabase(kind, 'demo');
    database = fresh.database;
  }, SERVER_START_MS);
  afterAll(() => fresh?.drop());

  it('migrates and seeds every country once, with 232 the United States', async () => {
    const [{ n }] = await database.db.select({ n: count() }).from(country);
    expect(n).toBe(249);
    const [us] = await database.db.select().from(country).where(eq(country.id, 232));
    expect(us).toMatchObject({ code: 'US', flag: '🇺🇸', nameEn: 'United States', nameZh: '美国', nameTr: 'Amerika Birleşik Devletleri' });
    await seedReferenceData(database.db);
    expect((await database.db.select({ n: count() }).from(country))[0].n).toBe(249);
  });

  it('seeds the demo accounts only on an empty database', async () => {
    expect(await seedDemoData(database.db)).toBe(false);
    expect((await database.db.select({ n: count() }).from(customer))[0].n).toBe(4);
  });

  it('keeps data across a restart', async () => {
    await database.db.update(customer).set({ firstName: 'Persisted' }).where(eq(customer.username, 'staff@demo.shop'));
    await database.close();
    database = kind === 'pglite' ? await openPglite(fresh.location) : await openPostgres(fresh.location, 2);
    fresh.database = database;
    const [row] = await database.db.select().from(customer).where(eq(customer.username, 'staff@demo.shop'));
    expect(row.firstName).toBe('Persisted');
  });

  it('delivers each outbox mail exactly once with two dispatchers working at once', async () => {
    const printed: string[] = [];
    for (let i = 0; i < 12; i += 1) await enqueueMail(database.db, { to: `m${i}@shop.test`, subject: `S${i}`, body: 'hello' });
    const a = createMailDispatcher({ db: database.db, from: 'x@y.z', print: (text) => printed.push(text) });
    const b = createMailDispatcher({ db: database.db, from: 'x@y.z', print: (text) => printed.push(text) });
    const [da, db] = await Promise.all([a.deliverPending(), b.deliverPending()]);
    expect(da + db).toBe(12);
    expect(printed).toHaveLength(12);
    const rows = await database.db.select().from(outbox);
    expect(rows.every((row) => row.status === 'logged' && row.attempts === 1)).toBe(true);
  });

  it('keeps a mail pending for retry when SMTP is down', async () => {
    await enqueueMail(database.db, { to: 'retry@shop.test', subject: 'Retry', body: 'hello' });
    const broken = createMailDispatcher({ db: database.db, from: 'x@y.z', smtpUrl: 'smtp://127.0.0.1:1' });
    await broken.deliverPending();
    await broken.stop();
    const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, 'retry@shop.test'));
    expect(row.status).toBe('pending');
    expect(row.error).toBeTruthy();
  });

  it('checks e-mail codes: hash only, expiry, five tries, single use', async () => {
    const { code, seq } = await issueCode(database.db, 'codes@shop.test', 'reset');
    const check = (value: string, consume = false) => checkCode(database.db, { email: 'codes@shop.test', purpose: 'reset', code: value, seq, consume });
    expect(await check(code.toLowerCase())).toBe(true);
    expect(await checkCode(database.db, { email: 'codes@shop.test', purpose: 'login', code, consume: false })).toBe(false);
    for (let i = 0; i < 5; i += 1) expect(await check('WRONG2')).toBe(false);
    expect(await check(code)).toBe(false); // five wrong tries kill the code
  });

  it('cleans up ended sessions and expired codes after a day, keeping live ones', async () => {
    const [owner] = await database.db.select({ id: customer.id }).from(customer).limit(1);
    const hour = 3600 * 1000;
    await database.db.insert(session).values([
      { id: 'live', customerId: owner.id, expiresAt: new Date(Date.now() + hour) },
      { id: 'expired-long-ago', customerId: owner.id, expiresAt: new Date(Date.now() - 48 * hour) },
      { id: 'revoked-long-ago', customerId: owner.id, expiresAt: new Date(Date.now() + hour), revokedAt: new Date(Date.now() - 48 * hour) },
    ]);
    await cleanUp(database.db);
    const ids = (await database.db.select({ id: session.id }).from(session)).map((row) => row.id);
    expect(ids).toContain('live');
    expect(ids).not.toContain('expired-long-ago');
    expect(ids).not.toContain('revoked-long-ago');
    await cleanUp(database.db, new Date(Date.now() + 3 * 24 * hour));
    expect((await database.db.select({ n: count() }).from(session))[0].n).toBe(0);
  });
});

describe.each(storageKinds)('the API on %s', (kind: StorageKind) => {
  it('signs in and reads the session user and the cart count', { timeout: SERVER_START_MS }, async () => {
    const server = await startTestServer({ kind });
    try {
      const token = await server.login('merchant@demo.shop', 'Merchant#2026');
      expect((await server.call('customerInfo', { token })).data.username).toBe('merchant@demo.shop');
      expect((await server.call('countUserCart', { token })).data).toHaveLength(9);
      expect((await server.call('logout', { token })).status).toBe(200);
      expect((await server.call('countUserCart', { token })).status).toBe(40101);
    } finally {
      await server.close();
    }
  });
});

describe('PGlite data-directory lock', () => {
  it('refuses a second opener while the first holds the directory, and takes over a stale lock', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
    try {
      const release = acquireDataDirLock(dir);
      writeFileSync(join(dir, 'portal.lock'), String(process.ppid)); // a live process other than us
      expect(() => acquireDataDirLock(dir)).toThrow(/in use by process/);
      writeFileSync(join(dir, 'portal.lock'), '999999999'); // a process that is gone
      const again = acquireDataDirLock(dir);
      again();
      release();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
