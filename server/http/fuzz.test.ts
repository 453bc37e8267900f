/**
 * Schema-driven fuzz of EVERY routed contract call (issue 14): wrong types, missing and extra fields,
 * out-of-range numbers, huge and NUL-bearing strings, oversized arrays, bad path parameters, malformed
 * bodies and URLs. Any HTTP 5xx, an answer that is not the envelope, or a leaked stack trace fails it.
 * It reads the contract table, so a call added later is fuzzed without editing this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { contract, type CallName } from '../../src/api/contract';
import type { CallDef } from '../../src/api/contract/define';
import { startTestServer, type TestServer, SERVER_START_MS } from '../test/harness';
import { createCustomer } from '../modules/customer/service';
import { fieldsOf, hostileValues, REMOVE, validValue, withField } from '../test/schemaValues';

let server: TestServer;
let ownerId = 0;
let token = '';

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  ownerId = await server.services.db.transaction((tx) => createCustomer(tx, { username: 'fuzz-owner@shop.test', password: 'Owner#Pass987', firstName: 'Fuzz' }));
  token = await server.services.tokens.issue(server.services.db, ownerId, { ip: '127.0.0.1' });
}, SERVER_START_MS);
afterAll(async () => {
  await server?.close();
});

type Json = Record<string, any>;
interface Probe { label: string; url: string; payload?: unknown; raw?: string }

const BAD_SEGMENTS = ['2147483648', '-1', '0', 'abc', '1.5', '1e3', '%', '%00', '%E0%A4%A', 'x'.repeat(3000), '99999999999999999999', '..', '%2e%2e', '%20'];
const RAW_BODIES = ['{', '{"a":', 'null', '[]', '"text"', '42', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}', '\u0000'];
const STACK = /\n\s+at |node_modules|\.[cm]?[jt]s:\d+:\d+/;

const pathOf = (call: CallDef, segments: Record<string, string>) =>
  call.path.replace(/:(\w+)/g, (_, key: string) => segments[key] ?? '1');

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Json)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A lone surrogate (a hostile string in a string path parameter) cannot be URI-encoded: it goes as U+FFFD. */
const encodeSegment = (value: string) => encodeURIComponent(value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
const encodeSegments = (params: unknown) =>
  Object.fromEntries(Object.entries((params ?? {}) as Json).map(([key, value]) => [key, encodeSegment(String(value))]));

/** Every probe of one call, derived from its schemas. */
function probesOf(call: CallDef): Probe[] {
  const base = { params: validValue(call.params ?? {}), query: validValue(call.query ?? {}), body: call.body ? validValue(call.body) : undefined };
  const url = (params: unknown, query: unknown) => `${pathOf(call, encodeSegments(params))}${queryString(query)}`;
  const probes: Probe[] = [{ label: 'valid', url: url(base.params, base.query), payload: base.body }];
  for (const where of ['params', 'query', 'body'] as const) {
    const schema = call[where] as Json | undefined;
    if (!schema) continue;
    for (const field of fieldsOf(schema)) {
      for (const value of [REMOVE, ...hostileValues(field.schema)]) {
        const changed = withField(base[where], field.path, value);
        const label = `${where}.${field.path.join('.')}=${value === REMOVE ? '<missing>' : JSON.stringify(value)?.slice(0, 40)}`;
        probes.push({
          label,
          url: url(where === 'params' ? changed : base.params, where === 'query' ? changed : base.query),
          payload: where === 'body' ? changed : base.body,
        });
      }
    }
  }
  probes.push({ label: 'query extra', url: `${url(base.params, { ...(base.query as Json), extraField: 'x' })}` , payload: base.body });
  for (const key of call.path.match(/:(\w+)/g)?.map((k) => k.slice(1)) ?? []) {
    for (const segment of BAD_SEGMENTS) {
      probes.push({ label: `params.${key}=${segment.slice(0, 20)}`, url: `${pathOf(call, { ...encodeSegments(base.params), [key]: segment })}${queryString(base.query)}`, payload: base.body });
    }
  }
  if (call.method !== 'GET') {
    probes.push({ label: 'body extra', url: url(base.params, base.query), payload: { ...(base.body as Json), extraField: 1, refId: 1, permissions: ['cart'] } });
    for (const raw of RAW_BODIES) probes.push({ label: `raw body ${raw.slice(0, 20)}`, url: url(base.params, base.query), raw });
  }
  return probes;
}

describe('schema-driven fuzz of every routed call', () => {
  it('every request schema in the contract is closed and bounded (defineCall)', () => {
    const open: string[] = [];
    const walk = (name: string, schema: Json, at: string) => {
      const types = Array.isArray(schema.type) ? schema.type : [schema.type];
      if (types.includes('object') && schema.additionalProperties !== false && schema.maxProperties === undefined) open.push(`${name} ${at}: open object`);
      if (types.includes('string') && (schema.maxLength === undefined && schema.enum === undefined && schema.const === undefined)) open.push(`${name} ${at}: unbounded string`);
      if (types.includes('string') && !String(schema.pattern ?? '').includes('\\u0000')) open.push(`${name} ${at}: NUL allowed`);
      if ((types.includes('integer') || types.includes('number')) && (schema.maximum ?? schema.exclusiveMaximum) === undefined) open.push(`${name} ${at}: unbounded number`);
      if (types.includes('array') && schema.maxItems === undefined) open.push(`${name} ${at}: unbounded array`);
      for (const [key, child] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) walk(name, child, `${at}.${key}`);
      for (const member of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) walk(name, member, at);
      if (schema.items && typeof schema.items === 'object') walk(name, schema.items, `${at}[]`);
    };
    for (const [name, call] of Object.entries(contract) as [CallName, CallDef][]) {
      for (const where of ['params', 'query', 'body'] as const) if (call[where]) walk(name, call[where] as Json, where);
    }
    expect(open).toEqual([]);
  });

  it('answers every hostile request with the envelope, never 5xx or a stack trace', async () => {
    const routed = server.routed;
    const failures: string[] = [];
    let sent = 0;
    const check = (name: string, probe: Probe, answer: LightMyRequestResponse) => {
      sent += 1;
      let envelope: Json | null = null;
      try {
        envelope = answer.json();
      } catch {
        envelope = null;
      }
      const problem = answer.statusCode >= 500 ? `HTTP ${answer.statusCode}`
        : !envelope || typeof envelope.status !== 'number' || typeof envelope.message !== 'string' ? `not the envelope: ${answer.body.slice(0, 120)}`
        : STACK.test(answer.body) ? 'stack trace in the answer' : null;
      if (problem) failures.push(`${name} [${probe.label}] ${problem}`);
    };
    for (const name of routed) {
      const call: CallDef = contract[name];
      const probes = probesOf(call);
      // A few at a time: concurrency finds ordering bugs, and the whole run stays short.
      for (let i = 0; i < probes.length; i += 8) {
        await Promise.all(probes.slice(i, i + 8).map(async (probe) => {
          const headers: Record<string, string> = { 'accept-language': 'en', authorization: `Bearer ${token}` };
          if (probe.raw !== undefined) headers['content-type'] = 'application/json';
          const answer = await server.app.inject({
            method: call.method,
            url: probe.url,
            headers,
            ...(probe.raw !== undefined ? { payload: probe.raw } : probe.payload !== undefined ? { payload: probe.payload as object } : {}),
          });
          check(name, probe, answer);
        }));
        // A probe may have signed the owner out (logout) or ended its sessions: keep a live token.
        if ((await server.call('customerInfo', { token })).http === 401) token = await server.services.tokens.issue(server.services.db, ownerId, { ip: '127.0.0.1' });
      }
    }
    // Malformed URLs outside any call still answer with the envelope.
    for (const url of ['/api/%', '/api/%E0%A4%A', '/api/customer/customer/info?token=%', '/api/\u0000', `/api/${'x'.repeat(5000)}`]) {
      check('(no call)', { label: url.slice(0, 30), url }, await server.app.inject({ method: 'GET', url }));
    }
    const report = { callsInContract: Object.keys(contract).length, callsCovered: routed.length, requestsSent: sent, failures: failures.length };
    console.info(`[fuzz] ${JSON.stringify(report)}`);
    if (failures.length) console.info(`[fuzz] failures:\n${failures.slice(0, 80).join('\n')}`);
    expect(failures).toEqual([]);
    expect(routed.length).toBeGreaterThan(20);
  }, 240_000);
});
