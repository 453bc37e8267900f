/**
 * The observations of issue 14, each with a test: developer endpoints only on loopback, no-store on
 * authenticated answers, rate-limit refusals as HTTP 429 (envelope 410), the e-mail lookup limited, the
 * server listening on loopback by default.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, SERVER_START_MS } from '../test/harness';
import { loadConfig } from '../config';
import { createCustomer } from '../modules/customer/service';

let server: TestServer;
let token = '';
beforeAll(async () => {
  server = await startTestServer({ seed: false, config: { loginRateLimit: 5 } });
  const id = await server.services.db.transaction((tx) => createCustomer(tx, { username: 'hardening@shop.test', password: 'Harden#Pass1' }));
  token = await server.services.tokens.issue(server.services.db, id, { ip: '127.0.0.1' });
}, SERVER_START_MS);
afterAll(async () => {
  await server?.close();
});

describe('developer-only endpoints', () => {
  it('the dev outbox answers loopback requests only, never a relayed or remote one', async () => {
    const local = await server.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(local.json()).toMatchObject({ status: 200 });
    const remote = await server.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toMatchObject({ status: 404, data: null });
    const relayed = await server.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(relayed.statusCode).toBe(404);
  });

  it('the dev social provider signs nobody in from another machine', async () => {
    const remote = await server.call('socialLogin', { body: { provider: 'dev', code: 'someone@shop.test' }, ip: '203.0.113.8' });
    expect(remote.data).toMatchObject({ code: 6007 });
    expect(remote.data.socialInfo).toBeUndefined();
    const local = await server.call('socialLogin', { body: { provider: 'dev', code: 'someone@shop.test' } });
    expect(local.data).toMatchObject({ code: 6010 });
  });

  it('the server listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('answers', () => {
  it('authenticated answers and answers to changes are not stored; public reference reads may be', async () => {
    expect((await server.call('customerInfo', { token })).raw.headers['cache-control']).toBe('no-store');
    expect((await server.call('customerInfo', { token: 'bad.token.value' })).raw.headers['cache-control']).toBe('no-store');
    expect((await server.call('login', { body: { username: 'hardening@shop.test', password: 'Harden#Pass1' }, ip: '10.20.0.1' })).raw.headers['cache-control']).toBe('no-store');
    expect((await server.call('countryListPublic')).raw.headers['cache-control']).not.toBe('no-store');
  });

  it('a rate-limit refusal is HTTP 429 with Retry-After and envelope 410; the e-mail lookup is limited too', async () => {
    const answers = [];
    for (let i = 0; i < 7; i += 1) answers.push(await server.call('checkEmailRegistered', { query: { username: `probe${i}@shop.test` }, ip: '10.30.0.1' }));
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const refused = answers[6];
    expect(refused.http).toBe(429);
    expect(refused.status).toBe(410);
    expect(refused.raw.headers['retry-after']).toBeDefined();
    expect(refused.data).toBeNull();
  });
});
