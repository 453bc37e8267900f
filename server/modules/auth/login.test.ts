/** Sign-in, the e-mail code after repeated failures, one-time tickets, tokens, sign-out and rate limits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { startMailbox, startTestServer, codeIn, type TestServer, SERVER_START_MS } from '../../test/harness';
import { issueLoginTicket, ACCOUNT_FAILURE_LIMIT } from './login';
import { CODE_ALPHABET, randomCode } from './codes';

let server: TestServer;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startTestServer({ smtpUrl: mailbox.url });
}, SERVER_START_MS);
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

describe('POST /api/auth/jwt/token/customer', () => {
  it('signs in with a trimmed, case-insensitive username and returns a working token', async () => {
    const answer = await server.call('login', { body: { username: '  Merchant@Demo.shop ', password: 'Merchant#2026' } });
    expect(answer.status).toBe(200);
    expect(answer.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(answer.data.encryptUsername).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.data.encryptUsername).not.toContain('merchant');
    const info = await server.call('customerInfo', { token: answer.data.token });
    expect(info.data.username).toBe('merchant@demo.shop');
  });

  it('answers 40001 for a wrong password and for an unknown account alike', async () => {
    const wrong = await server.call('login', { body: { username: 'staff@demo.shop', password: 'nope' }, ip: '10.0.0.2' });
    const unknown = await server.call('login', { body: { username: 'ghost@demo.shop', password: 'Staff#2026' }, ip: '10.0.0.2' });
    expect([wrong.status, unknown.status]).toEqual([40001, 40001]);
    expect(wrong.message).toBe('Incorrect account or password');
    expect(wrong.data).toBeNull();
  });

  it('rejects bad input with 9001', async () => {
    const answer = await server.call('login', { body: { username: 'x'.repeat(300), password: 'a' } });
    expect(answer.status).toBe(9001);
    expect(answer.message).toContain('username');
  });

  it('requires an e-mailed code after repeated failures for the account, and accepts it with the seq', async () => {
    const username = 'partner@demo.shop';
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) {
      expect((await server.call('login', { body: { username, password: 'wrong' }, ip: `10.1.0.${i}` })).status).toBe(40001);
    }
    // Even the right password now needs the code.
    const blocked = await server.call('login', { body: { username, password: 'Partner#2026' }, ip: '10.1.1.1', lang: 'tr' });
    expect(blocked.status).toBe(6001);
    expect(blocked.message).toContain('doğrulama kodunu');

    const sent = await server.call('sendFrontLoginCode', { body: { username, language: 'tr' } });
    expect(sent.status).toBe(200);
    const mail = await mailbox.next(username);
    expect(mail.subject).toContain('Kervan Ticaret'); // the partner's brand, in Turkish
    const code = codeIn(mail);

    const wrongCode = await server.call('login', { body: { username, password: 'Partner#2026', validateCode: 'ZZZZZZ', seq: sent.data.seq } });
    expect(wrongCode.status).toBe(6002);
    const ok = await server.call('login', { body: { username, password: 'Partner#2026', validateCode: code.toLowerCase(), seq: sent.data.seq } });
    expect(ok.status).toBe(200);
    // A good sign-in forgives the account's failures: no code next time.
    expect((await server.call('login', { body: { username, password: 'Partner#2026' }, ip: '10.1.2.1' })).status).toBe(200);
  });

  it('requires a code after many failures from one client address, whatever the account', async () => {
    for (let i = 0; i < 10; i += 1) await server.call('login', { body: { username: `nobody${i}@demo.shop`, password: 'x' }, ip: '10.9.9.9' });
    const answer = await server.call('login', { body: { username: 'merchant@demo.shop', password: 'Merchant#2026' }, ip: '10.9.9.9' });
    expect(answer.status).toBe(6001);
    expect((await server.call('login', { body: { username: 'merchant@demo.shop', password: 'Merchant#2026' }, ip: '10.9.9.8' })).status).toBe(200);
  });

  it('answers sendFrontLoginCode alike for an unknown address, sending nothing', async () => {
    const before = mailbox.messages.length;
    const answer = await server.call('sendFrontLoginCode', { body: { username: 'ghost@demo.shop' } });
    expect(answer.status).toBe(200);
    expect(answer.data.seq).toMatch(/^[\w-]{16,}$/);
    await server.services.mail.deliverPending();
    expect(mailbox.messages.length).toBe(before);
  });

  it('refuses a second code for the same address within a minute (410)', async () => {
    const username = 'staff@demo.shop';
    expect((await server.call('sendFrontLoginCode', { body: { username } })).status).toBe(200);
    const again = await server.call('sendFrontLoginCode', { body: { username } });
    expect(again.status).toBe(410);
  });

  it('signs in once with a one-time ticket (tk)', async () => {
    const [merchant] = await server.services.db.query.customer.findMany({ where: (c, { eq }) => eq(c.username, 'merchant@demo.shop') });
    const tk = await issueLoginTicket(server.services.db, merchant.id);
    const first = await server.call('login', { body: { username: '', tk } });
    expect(first.status).toBe(200);
    expect((await server.call('customerInfo', { token: first.data.token })).data.id).toBe(merchant.id);
    const second = await server.call('login', { body: { username: '', tk } });
    expect(second.status).toBe(700);
  });
});

describe('tokens and sign-out', () => {
  it('rejects a missing, malformed, forged or expired token with HTTP 401 / 40101', async () => {
    const token = await server.login('merchant@demo.shop', 'Merchant#2026');
    const claims = (await server.services.tokens.decode(token))!;
    const expired = await server.services.tokens.signRaw({ ...claims, expiresAt: Math.floor(Date.now() / 1000) - 10 });
    const forged = `${token.slice(0, -4)}AAAA`;
    const unknownSession = await server.services.tokens.signRaw({ sessionId: randomUUID(), customerId: claims.customerId, expiresAt: Math.floor(Date.now() / 1000) + 60 });
    for (const bad of [null, 'garbage', forged, expired, unknownSession]) {
      const answer = await server.call('customerInfo', { token: bad });
      expect(answer.http, String(bad)).toBe(401);
      expect(answer.status).toBe(40101);
      expect(answer.data).toBeNull();
    }
  });

  it('accepts the token as the `token` query parameter of customer info', async () => {
    const token = await server.login('staff@demo.shop', 'Staff#2026');
    const answer = await server.call('customerInfo', { query: { token } });
    expect(answer.status).toBe(200);
    expect(answer.data.username).toBe('staff@demo.shop');
  });

  it('revokes the token on sign-out, leaving other sessions alone', async () => {
    const a = await server.login('merchant@demo.shop', 'Merchant#2026');
    const b = await server.login('merchant@demo.shop', 'Merchant#2026');
    expect((await server.call('logout', { token: a })).status).toBe(200);
    expect((await server.call('customerInfo', { token: a })).status).toBe(40101);
    expect((await server.call('countUserCart', { token: a })).status).toBe(40101);
    expect((await server.call('customerInfo', { token: b })).status).toBe(200);
    expect((await server.call('logout')).status).toBe(40101);
  });
});

describe('codes', () => {
  it('draws codes only from the alphabet without look-alikes', () => {
    expect(CODE_ALPHABET).not.toMatch(/[01ILO]/);
    for (let i = 0; i < 200; i += 1) expect(randomCode()).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
  });
});

describe('rate limits', () => {
  // Starts a second server (a fresh database): allow for a slow machine.
  it('limits sign-in attempts per client address (410)', { timeout: SERVER_START_MS }, async () => {
    const limited = await startTestServer({ config: { loginRateLimit: 3 }, seed: false });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await limited.call('login', { body: { username: `a${i}@b.co`, password: 'x' }, ip: '10.5.5.5' })).status);
      expect(statuses).toEqual([40001, 40001, 40001, 410, 410]);
      expect((await limited.call('login', { body: { username: 'a@b.co', password: 'x' }, ip: '10.5.5.6' })).status).toBe(40001);
    } finally {
      await limited.close();
    }
  });
});
