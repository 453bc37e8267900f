/**
 * Concurrency cases of issue 14: the failure limit cannot be raced, social bind counts wrong passwords
 * like sign-in, and concurrent password changes leave exactly one winner. Each case fires its requests
 * at once (Promise.all over inject), which is how the attack found the holes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer, SERVER_START_MS } from '../../test/harness';
import { createCustomer } from '../customer/service';
import { loginAttempt, outbox } from '../../db/schema';
import { ACCOUNT_FAILURE_LIMIT } from './attempts';

let server: TestServer;
const password = 'Right#Pass1';

async function account(username: string): Promise<number> {
  return server.services.db.transaction((tx) => createCustomer(tx, { username, password, firstName: 'Test' }));
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});

beforeAll(async () => {
  server = await startTestServer({ seed: false });
}, SERVER_START_MS);
afterAll(async () => {
  await server?.close();
});

describe('the sign-in failure limit under concurrent guesses', () => {
  it('checks at most the limit of passwords, however many guesses arrive at once', async () => {
    const username = 'race@shop.test';
    await account(username);
    const guesses = 40;
    const answers = await Promise.all(Array.from({ length: guesses }, (_, i) =>
      server.call('login', { body: { username, password: `Wrong#${i}xyz` }, ip: `10.9.${i}.1` })));
    const counts = tally(answers.map((a) => a.status));
    console.info(`[concurrency] ${guesses} concurrent wrong sign-ins: ${JSON.stringify(counts)}`);
    expect(counts[40001]).toBe(ACCOUNT_FAILURE_LIMIT);
    expect(counts[6001]).toBe(guesses - ACCOUNT_FAILURE_LIMIT);
    const failures = await server.services.db.select().from(loginAttempt).where(and(eq(loginAttempt.username, username), eq(loginAttempt.succeeded, false)));
    expect(failures).toHaveLength(ACCOUNT_FAILURE_LIMIT);
    // Even the right password now needs the code.
    expect((await server.call('login', { body: { username, password }, ip: '10.9.99.1' })).status).toBe(6001);
  });
});

describe('social bind to an existing account', () => {
  async function ticket(email: string): Promise<string> {
    const answer = await server.call('socialLogin', { body: { provider: 'dev', code: email } });
    return answer.data.socialInfo.accessToken as string;
  }

  it('counts wrong passwords with sign-in, then demands the code and binds nothing', async () => {
    const username = 'victim@shop.test';
    await account(username);
    const accessToken = await ticket('attacker@social.test');
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) =>
      server.call('socialBindRegister', { body: { accessToken, username, password: `Guess#${i}abc` }, ip: `10.8.${i}.1` })));
    const counts = tally(answers.map((a) => a.status));
    console.info(`[concurrency] 25 concurrent wrong social binds: ${JSON.stringify(counts)}`);
    expect(counts[40001]).toBe(ACCOUNT_FAILURE_LIMIT);
    expect(counts[6001]).toBe(25 - ACCOUNT_FAILURE_LIMIT);
    // The right password without the code binds nothing, and sign-in is locked too.
    expect((await server.call('socialBindRegister', { body: { accessToken, username, password }, ip: '10.8.99.1' })).status).toBe(6001);
    expect((await server.call('login', { body: { username, password }, ip: '10.8.99.2' })).status).toBe(6001);
    expect((await server.call('socialLogin', { body: { provider: 'dev', code: 'attacker@social.test' } })).data.code).toBe(6010);
  });
});

describe('concurrent password changes', () => {
  it('lets exactly one change win; the others find the current password wrong', async () => {
    const username = 'changer@shop.test';
    await account(username);
    const token = await server.login(username, password, '10.7.0.1');
    const mailsBefore = (await server.services.db.select().from(outbox).where(eq(outbox.recipient, username))).length;
    const changes = 20;
    const answers = await Promise.all(Array.from({ length: changes }, (_, i) =>
      server.call('updatePassword', { token, body: { oldPassword: password, password: `New#Pass${i}x`, cfgPwd: `New#Pass${i}x` }, ip: '10.7.0.1' })));
    const counts = tally(answers.map((a) => a.status));
    console.info(`[concurrency] ${changes} concurrent password changes: ${JSON.stringify(counts)}`);
    expect(counts[200]).toBe(1);
    const winner = answers.findIndex((a) => a.status === 200);
    const mails = (await server.services.db.select().from(outbox).where(eq(outbox.recipient, username))).length;
    expect(mails - mailsBefore).toBe(1);
    // The losers' wrong "current password" counted: past the limit the change is refused with 410.
    expect(answers.every((a) => [200, 6006, 410].includes(a.status))).toBe(true);
    expect((await server.call('login', { body: { username, password: `New#Pass${winner}x` }, ip: '10.7.1.1' })).status).toBe(6001);
  });

  it('counts wrong current passwords and refuses further tries with 410', async () => {
    const username = 'guesser@shop.test';
    await account(username);
    const token = await server.login(username, password, '10.6.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT + 2; i += 1) {
      statuses.push((await server.call('updatePassword', { token, body: { oldPassword: `Bad#${i}xxxx`, password: 'New#Pass9x', cfgPwd: 'New#Pass9x' }, ip: '10.6.0.1' })).status);
    }
    expect(statuses).toEqual([6006, 6006, 6006, 410, 410]);
    expect((await server.call('updatePassword', { token, body: { oldPassword: password, password: 'New#Pass9x', cfgPwd: 'New#Pass9x' }, ip: '10.6.0.1' })).status).toBe(410);
  });
});
