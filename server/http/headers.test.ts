/**
 * The security headers computed once at start (security.ts installSecurityHeaders) are exactly those
 * @fastify/helmet sets per request with the same options: same names (as spelled on the wire), same values,
 * on every kind of answer (a call, a refused call, an unknown API path, a page).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { startTestServer, type TestServer, SERVER_START_MS } from '../test/harness';
import { helmetOptions, securityHeaders } from './security';

let server: TestServer;
let reference: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
  const plain = Fastify();
  await plain.register(helmet, helmetOptions());
  plain.get('/', async () => 'ok');
  const answer = await plain.inject({ method: 'GET', url: '/' });
  await plain.close();
  reference = Object.fromEntries(Object.entries(answer.headers)
    .filter(([name]) => !['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name))
    .map(([name, value]) => [name, String(value)]));
}, SERVER_START_MS);
afterAll(async () => {
  await server?.close();
});

describe('security headers', () => {
  it('are helmet\'s, spelled as helmet spells them', async () => {
    const headers = await securityHeaders();
    expect(Object.fromEntries(headers.map(([name, value]) => [name.toLowerCase(), value]))).toEqual(reference);
    expect(headers.map(([name]) => name)).toContain('Content-Security-Policy');
    expect(reference['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(reference['strict-transport-security']).toBeDefined();
  });

  it('go out on every kind of answer', async () => {
    const answers = await Promise.all([
      server.call('countryListPublic'),
      server.call('customerInfo', { token: 'bad.token.value' }),
    ].map(async (answer) => (await answer).raw));
    answers.push(await server.app.inject({ method: 'GET', url: '/api/no-such-call' }));
    answers.push(await server.app.inject({ method: 'GET', url: '/orders/list' }));
    for (const answer of answers) {
      for (const [name, value] of Object.entries(reference)) expect(answer.headers[name], `${answer.raw.req.url} ${name}`).toBe(value);
    }
  });

  it('a route\'s own header still wins: the API reference page keeps swagger-ui\'s policy, the rest stay', async () => {
    // As with @fastify/helmet itself: swagger-ui's staticCSP sets its own policy on its routes.
    const docs = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toContain('validator.swagger.io');
    for (const [name, value] of Object.entries(reference)) if (name !== 'content-security-policy') expect(docs.headers[name], name).toBe(value);
  });
});
