/**
 * The session check's shared reads (auth.ts FreshShared): concurrent checks of one session share a query,
 * but only one that started after the request arrived, so a sign-out is never outrun by a shared answer.
 * Reads folded into the session statement (customer info, the cart count, a sub-account's store scope) answer as the reads
 * they replace.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLine, customer, store } from '../db/schema';
import { createCustomer, customerInfo } from '../modules/customer/service';
import { startTestServer, type TestServer, SERVER_START_MS } from '../test/harness';
import { FreshShared } from './auth';

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

describe('FreshShared', () => {
  it('hands a caller that arrives during a load the NEXT load, shared with the others that waited', async () => {
    const shared = new FreshShared<string>();
    const loads: ReturnType<typeof deferred<string>>[] = [];
    const load = () => {
      const next = deferred<string>();
      loads.push(next);
      return next.promise;
    };
    const first = shared.get('s', load);
    // Arrive while the first load runs (it may have read the database before they asked).
    const second = shared.get('s', load);
    const third = shared.get('s', load);
    expect(loads).toHaveLength(1);
    loads[0].resolve('before sign-out');
    await expect(first).resolves.toBe('before sign-out');
    await Promise.resolve();
    expect(loads).toHaveLength(2);
    loads[1].resolve('signed out');
    await expect(second).resolves.toBe('signed out');
    await expect(third).resolves.toBe('signed out');
  });

  it('keeps keys apart, passes failures on, and forgets idle keys', async () => {
    const shared = new FreshShared<number>();
    let calls = 0;
    await expect(shared.get('a', async () => { calls += 1; throw new Error('down'); })).rejects.toThrow('down');
    await expect(Promise.all([shared.get('a', async () => ++calls), shared.get('b', async () => ++calls)])).resolves.toEqual([2, 3]);
    await expect(shared.get('a', async () => ++calls)).resolves.toBe(4);
    expect((shared as unknown as { slots: Map<string, unknown> }).slots.size).toBe(0);
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
  const standalone = async (id: number) => JSON.parse(JSON.stringify(await customerInfo(server.services.db, id))) as unknown;

  it('customer info read with the session is the standalone read: main account, sub-accounts with and without a role', async () => {
    const db = server.services.db;
    const [merchant] = await db.select({ id: customer.id }).from(customer).where(eq(customer.username, 'merchant@demo.shop'));
    const roleless = await createCustomer(db, { username: 'fold-roleless@demo.shop', password: 'Roleless#2026', refId: merchant.id, roleName: '', permissions: ['menu:order', 'cart:list'] });
    const accounts = [['merchant@demo.shop', 'Merchant#2026'], ['clerk@demo.shop', 'Clerk#2026'], ['fold-roleless@demo.shop', 'Roleless#2026']] as const;
    const check = async () => {
      for (const [username, password] of accounts) {
        const answer = await server.call('customerInfo', { token: await server.login(username, password) });
        expect(answer.status).toBe(200);
        expect(answer.data).toEqual(await standalone(answer.data.id));
      }
    };
    await check();
    const rolelessInfo = await standalone(roleless);
    expect(rolelessInfo).toMatchObject({ refId: merchant.id, roleInfos: [], permissions: [{ code: 'cart:list' }, { code: 'menu:order' }] });
    // An authorised store of the main account shows for it and its sub-accounts.
    await db.insert(store).values({ customerId: merchant.id, platform: 'shopify', name: 'Fold test', authorised: true, status: 'authorized' });
    expect(await standalone(roleless)).toMatchObject({ hasAuthStore: true });
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
