/**
 * The session check's batches (auth.ts FreshBatches): concurrent checks share one statement, but only one that
 * started after the request arrived, so a sign-out is never outrun by a shared answer.
 * Reads folded into the session statement (customer info, the cart count, a sub-account's store scope) answer as the reads
 * they replace.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLine, country, customer, customerPermission, store } from '../db/schema';
import { createCustomer } from '../modules/customer/service';
import { startTestServer, type TestServer, SERVER_START_MS } from '../test/harness';
import { FreshBatches } from './auth';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, SERVER_START_MS);
afterAll(async () => {
  await server?.close();
});

const nextCheckPhase = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('FreshBatches', () => {
  type Load = { keys: string[]; done: ReturnType<typeof deferred<Map<string, string>>> };
  const recorder = () => {
    const loads: Load[] = [];
    const load = (keys: string[]) => {
      const done = deferred<Map<string, string>>();
      loads.push({ keys, done });
      return done.promise;
    };
    return { loads, load };
  };

  it('reads the keys asked in one turn with one load, each key once, and answers each caller its own row', async () => {
    const batches = new FreshBatches<string>();
    const { loads, load } = recorder();
    const asked = [batches.get('g', 'a', load), batches.get('g', 'b', load), batches.get('g', 'a', load), batches.get('g', 'gone', load)];
    expect(loads).toHaveLength(0);
    await nextCheckPhase();
    expect(loads.map((l) => l.keys)).toEqual([['a', 'b', 'gone']]);
    loads[0].done.resolve(new Map([['a', 'row a'], ['b', 'row b']]));
    await expect(Promise.all(asked)).resolves.toEqual(['row a', 'row b', 'row a', undefined]);
  });

  it('hands a caller that arrives during a load the NEXT load, shared with the others that waited', async () => {
    const batches = new FreshBatches<string>(1);
    const { loads, load } = recorder();
    const first = batches.get('g', 's', load);
    await nextCheckPhase();
    expect(loads).toHaveLength(1);
    // Arrive while the first load runs (it may have read the database before they asked).
    const second = batches.get('g', 's', load);
    const third = batches.get('g', 't', load);
    await nextCheckPhase();
    expect(loads).toHaveLength(1);
    loads[0].done.resolve(new Map([['s', 'before sign-out']]));
    await expect(first).resolves.toBe('before sign-out');
    await nextCheckPhase();
    expect(loads.map((l) => l.keys)).toEqual([['s'], ['s', 't']]);
    loads[1].done.resolve(new Map([['t', 'other']]));
    await expect(second).resolves.toBeUndefined();
    await expect(third).resolves.toBe('other');
  });

  it('runs two loads of a group at once by default, the later one for the later callers', async () => {
    const batches = new FreshBatches<string>();
    const { loads, load } = recorder();
    const first = batches.get('g', 's', load);
    await nextCheckPhase();
    const second = batches.get('g', 's', load);
    await nextCheckPhase();
    const third = batches.get('g', 's', load);
    await nextCheckPhase();
    expect(loads).toHaveLength(2);
    loads[1].done.resolve(new Map([['s', 'second']]));
    loads[0].done.resolve(new Map([['s', 'first']]));
    await expect(Promise.all([first, second])).resolves.toEqual(['first', 'second']);
    await nextCheckPhase();
    expect(loads).toHaveLength(3);
    loads[2].done.resolve(new Map([['s', 'third']]));
    await expect(third).resolves.toBe('third');
  });

  it('keeps groups apart, passes failures on, and forgets idle groups', async () => {
    const batches = new FreshBatches<number>();
    let calls = 0;
    await expect(batches.get('a', 'k', async () => { calls += 1; throw new Error('down'); })).rejects.toThrow('down');
    const count = async (keys: string[]) => new Map(keys.map((key) => [key, ++calls]));
    await expect(Promise.all([batches.get('a', 'k', count), batches.get('b', 'k', count)])).resolves.toEqual([2, 3]);
    await expect(batches.get('a', 'k', count)).resolves.toBe(4);
    await nextCheckPhase();
    expect((batches as unknown as { groups: Map<string, unknown> }).groups.size).toBe(0);
  });
});

describe('revocation with shared session checks', () => {
  it('a token signed out while a burst of its calls is running fails on the next call', async () => {
    const token = await server.login('merchant@demo.shop', 'Merchant#2026');
    const burst = Array.from({ length: 20 }, (_, index) => server.call(index % 2 ? 'customerInfo' : 'countUserCart', { token }));
    const signOut = server.call('logout', { token });
    const answers = await Promise.all(burst);
    expect((await signOut).status).toBe(200);
    // Calls that raced the sign-out may pass or fail; none may fail for another reason.
    expect(answers.every((answer) => answer.status === 200 || answer.status === 40101)).toBe(true);
    expect((await server.call('customerInfo', { token })).status).toBe(40101);
    expect((await server.call('countUserCart', { token })).status).toBe(40101);
  });
});

describe('reads folded into the session statement', () => {
  /**
   * Customer info as the spec builds it, from the rows (the SQL spelling in customer/service.ts is the only one
   * the server has): the user's row, its country's flag, an authorised store of its main account, and a
   * sub-account's role and permission codes.
   */
  const expectedInfo = async (id: number): Promise<unknown> => {
    const db = server.services.db;
    const [c] = await db.select().from(customer).where(eq(customer.id, id));
    const [flag] = await db.select({ flag: country.flag }).from(country).where(eq(country.id, c.countryId));
    const stores = await db.select({ id: store.id }).from(store).where(and(eq(store.customerId, c.refId ?? c.id), eq(store.authorised, true)));
    const permissions = c.refId
      ? await db.select({ code: customerPermission.code }).from(customerPermission).where(eq(customerPermission.customerId, id)).orderBy(asc(customerPermission.code))
      : [];
    return JSON.parse(JSON.stringify({
      id: c.id, username: c.username, firstName: c.firstName, lastName: c.lastName, countryId: c.countryId, countryImg: flag.flag,
      currencyCode: c.currencyCode, timeZoneId: c.timeZoneId, paymentType: c.paymentType, logisticsId: c.logisticsId, trackingWay: c.trackingWay,
      hasAuthStore: stores.length > 0, parterSource: c.parterSource, refId: c.refId, roleInfos: c.refId && c.roleName ? [{ name: c.roleName }] : [],
      permissions, isShowUserSettings: c.isShowUserSettings, hasInvoicePower: c.hasInvoicePower, language: c.language,
    }));
  };

  it('customer info, read with the session or on its own, is the spec answer from the rows: main account, sub-accounts with and without a role', async () => {
    const db = server.services.db;
    const [merchant] = await db.select({ id: customer.id }).from(customer).where(eq(customer.username, 'merchant@demo.shop'));
    const roleless = await createCustomer(db, { username: 'fold-roleless@demo.shop', password: 'Roleless#2026', refId: merchant.id, roleName: '', permissions: ['menu:order', 'cart:list'] });
    const accounts = [['merchant@demo.shop', 'Merchant#2026'], ['clerk@demo.shop', 'Clerk#2026'], ['fold-roleless@demo.shop', 'Roleless#2026']] as const;
    const check = async () => {
      for (const [username, password] of accounts) {
        const answer = await server.call('customerInfo', { token: await server.login(username, password) });
        expect(answer.status).toBe(200);
        expect(answer.data).toEqual(await expectedInfo(answer.data.id));
        // The same answer read on its own, as updateProfile returns it after a change.
        const token = await server.login(username, password);
        const updated = await server.call('updateProfile', { token, params: { id: answer.data.id }, body: { firstName: 'Fold', lastName: username } });
        expect(updated.status).toBe(200);
        expect(updated.data).toEqual(await expectedInfo(answer.data.id));
        expect(updated.data).toMatchObject({ firstName: 'Fold', lastName: username });
      }
    };
    await check();
    const rolelessInfo = await expectedInfo(roleless);
    expect(rolelessInfo).toMatchObject({ refId: merchant.id, roleInfos: [], permissions: [{ code: 'cart:list' }, { code: 'menu:order' }] });
    // An authorised store of the main account shows for it and its sub-accounts.
    await db.insert(store).values({ customerId: merchant.id, platform: 'shopify', name: 'Fold test', authorised: true, status: 'authorized' });
    expect(await expectedInfo(roleless)).toMatchObject({ hasAuthStore: true });
    await check();
  });

  it('the cart count read with the session is the cart lines in order, for a main account and an unscoped sub-account', async () => {
    const db = server.services.db;
    const [merchant] = await db.select({ id: customer.id }).from(customer).where(eq(customer.username, 'merchant@demo.shop'));
    const lines = await db.select({ type: cartLine.type, skuNum: cartLine.skuNum }).from(cartLine).where(eq(cartLine.customerId, merchant.id)).orderBy(asc(cartLine.id));
    expect(lines.length).toBeGreaterThan(1);
    for (const [username, password] of [['merchant@demo.shop', 'Merchant#2026'], ['clerk@demo.shop', 'Clerk#2026']] as const) {
      const answer = await server.call('countUserCart', { token: await server.login(username, password) });
      expect(answer.data).toEqual(lines);
    }
  });
});
