/**
 * Routes are registered FROM the contract: for every call that has a handler, its method, path and
 * TypeBox schemas (validation, serialisation, OpenAPI) come from the contract entry, and the auth and
 * permission rules it declares are enforced here, before the handler runs.
 */
import { Type, type TSchema } from 'typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contract, type CallName } from '../../src/api/contract';
import type { CallDef } from '../../src/api/contract/define';
import { hasPermission } from '../../src/api/contract/permissions';
import { apiStatus, Nullable } from '../../src/api/contract/shared';
import type { Services } from '../services';
import { requireCaller } from './auth';
import type { CallContext, Handlers, SessionReads } from './context';
import { ApiFailure, fail } from './envelope';
import { languageOf, translate, type Lang } from './i18n';
import { tokenOf } from './auth';
import { isLoopbackRequest } from './security';
import { splicedProperty, spliceWritten } from './writtenJson';

/** Calls limited per client address by @fastify/rate-limit (spec: rate limits on sign-in and code sending). */
const signInCalls: readonly CallName[] = ['login', 'socialLogin', 'socialBindRegister', 'register', 'resetPwdByCode'];
const codeCalls: readonly CallName[] = ['sendFrontLoginCode', 'sendRegisterCode', 'findPwdByEmail', 'sendCurrentUsernameCode', 'sendChangeUsernameCode', 'sendReplayEmailCode'];
/** Calls that tell whether an address has an account: limited too, or registered addresses could be listed. */
const lookupCalls: readonly CallName[] = ['checkEmailRegistered'];

/**
 * The envelope's data schema for the serialiser: `null` or the call's data. An object or array takes
 * `nullable: true` (OpenAPI 3.0's own keyword, which fast-json-stringify writes with one null test) instead
 * of a union: for a union the serialiser first VALIDATES the whole answer with Ajv against each branch to pick
 * one, ~13 µs of a 20-row order list page on every call; the text written is the same (envelope.test.ts).
 */
export function envelopeData(data: TSchema): TSchema {
  const { type } = data as { type?: unknown };
  return type === 'object' || type === 'array' ? ({ ...data, nullable: true } as TSchema) : Nullable(data);
}

/** The OpenAPI tag of a call: its path's domain (`/api/customer/shoppingCart/…` → shoppingCart). */
const tagOf = (path: string) => path.split('/').filter(Boolean).slice(1, 3).join('/');

const hasTokenQuery = (call: CallDef) =>
  Boolean(call.query && 'token' in ((call.query as { properties?: object }).properties ?? {}));

/** The keys leading to the first Infinity/NaN in a validated request, or null (no path text built unless one is found). */
function nonFiniteKeys(value: unknown): string[] | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : [];
  if (typeof value !== 'object' || value === null) return null;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const found = nonFiniteKeys((value as Record<string, unknown>)[key]);
    if (found) {
      found.unshift(key);
      return found;
    }
  }
  return null;
}

/**
 * Ajv coerces the string "Infinity" to a number and then skips minimum/maximum for non-finite numbers, so
 * `?pageNo=Infinity` passes the schema and fails in PostgreSQL (found by the fuzz suite). Refused here, 9001.
 */
function rejectNonFinite(lang: Lang, parts: Record<string, unknown>): void {
  const keys = nonFiniteKeys(parts);
  if (!keys) return;
  throw new ApiFailure(apiStatus.invalidInput, {
    params: { field: keys.slice(1).join('.') || keys.join('.'), reason: translate(lang, 'server.validation.other') },
  });
}

/** A callback hook: an async one costs a promise and a microtask turn on every answer. */
const noStore = (_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
  reply.header('cache-control', 'no-store');
  done(null, payload);
};

export function registerCalls(app: FastifyInstance, services: Services, handlers: Handlers, reads: SessionReads = {}): CallName[] {
  const registered: CallName[] = [];
  for (const name of Object.keys(contract) as CallName[]) {
    const call: CallDef = contract[name];
    const handler = handlers[name] as ((ctx: CallContext<CallDef>) => Promise<unknown>) | undefined;
    if (!handler) continue;
    const tokenInQuery = hasTokenQuery(call);
    const read = call.auth === 'customer' ? reads[name] : undefined;
    // A page whose rows may come already written as JSON (writtenJson.ts): its records' key and item schema.
    const spliced = splicedProperty(call.data);
    const limit = signInCalls.includes(name) || lookupCalls.includes(name) ? services.config.loginRateLimit : codeCalls.includes(name) ? services.config.codeRateLimit : 0;
    app.route({
      method: call.method,
      url: call.path,
      schema: {
        operationId: name,
        summary: call.summary,
        tags: [tagOf(call.path)],
        ...(call.params ? { params: call.params } : {}),
        ...(call.query ? { querystring: call.query } : {}),
        ...(call.body ? { body: call.body } : {}),
        ...(call.auth === 'customer' ? { security: [{ bearer: [] }] } : {}),
        response: { 200: Type.Object({ status: Type.Integer(), message: Type.String(), data: envelopeData(call.data) }) },
      },
      config: limit ? { rateLimit: { max: limit, timeWindow: '1 minute' } } : {},
      // A signed-in customer's data, and every answer to a change (tokens included), must not be stored by
      // the browser or a shared cache; public reference reads (countries, partners) may be.
      ...(call.auth === 'customer' || call.method !== 'GET' ? { onSend: noStore } : {}),
      handler: async (request, reply) => {
        const lang = languageOf(request.headers['accept-language']);
        rejectNonFinite(lang, { params: request.params, query: request.query, body: request.body });
        const query = (request.query ?? {}) as Record<string, unknown>;
        const signedIn = call.auth === 'customer'
          ? await requireCaller(services, tokenOf(request.headers.authorization, tokenInQuery ? query.token : undefined), call.permission !== null, read)
          : null;
        const caller = signedIn?.caller ?? null;
        if (caller && !hasPermission(caller, call.permission)) throw fail.noPermission();
        const data = await handler({
          params: request.params as never,
          query: query as never,
          body: request.body as never,
          caller,
          lang,
          ip: request.ip,
          loopback: isLoopbackRequest(request),
          userAgent: request.headers['user-agent'],
          idempotencyKey: typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : undefined,
          services,
          read: signedIn?.read,
        });
        const envelope = { status: apiStatus.ok, message: translate(lang, 'server.status.ok'), data: data ?? null };
        const text = spliced ? spliceWritten((payload) => reply.serialize(payload) as string, envelope, spliced.key, spliced.items) : undefined;
        // Already JSON: Fastify sends a string with a JSON content type as it is (the same type it sets itself).
        if (text !== undefined) reply.type('application/json; charset=utf-8');
        return text ?? envelope;
      },
    });
    registered.push(name);
  }
  return registered;
}
