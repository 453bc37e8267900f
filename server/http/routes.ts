/**
 * Routes are registered FROM the contract: for every call that has a handler, its method, path and
 * TypeBox schemas (validation, serialisation, OpenAPI) come from the contract entry, and the auth and
 * permission rules it declares are enforced here, before the handler runs.
 */
import { Type } from 'typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contract, type CallName } from '../../src/api/contract';
import type { CallDef } from '../../src/api/contract/define';
import { hasPermission } from '../../src/api/contract/permissions';
import { apiStatus, Nullable } from '../../src/api/contract/shared';
import type { Services } from '../services';
import { requireCaller } from './auth';
import type { CallContext, Handlers } from './context';
import { ApiFailure, fail } from './envelope';
import { languageOf, translate, type Lang } from './i18n';
import { tokenOf } from './auth';
import { isLoopbackRequest } from './security';

/** Calls limited per client address by @fastify/rate-limit (spec: rate limits on sign-in and code sending). */
const signInCalls: readonly CallName[] = ['login', 'socialLogin', 'socialBindRegister', 'register', 'resetPwdByCode'];
const codeCalls: readonly CallName[] = ['sendFrontLoginCode', 'sendRegisterCode', 'findPwdByEmail', 'sendCurrentUsernameCode', 'sendChangeUsernameCode', 'sendReplayEmailCode'];
/** Calls that tell whether an address has an account: limited too, or registered addresses could be listed. */
const lookupCalls: readonly CallName[] = ['checkEmailRegistered'];

/** The OpenAPI tag of a call: its path's domain (`/api/customer/shoppingCart/…` → shoppingCart). */
const tagOf = (path: string) => path.split('/').filter(Boolean).slice(1, 3).join('/');

const hasTokenQuery = (call: CallDef) =>
  Boolean(call.query && 'token' in ((call.query as { properties?: object }).properties ?? {}));

/** The path of the first Infinity/NaN in a validated request, or null. */
function nonFinitePath(value: unknown, path: string): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = nonFinitePath(child, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/**
 * Ajv coerces the string "Infinity" to a number and then skips minimum/maximum for non-finite numbers, so
 * `?pageNo=Infinity` passes the schema and fails in PostgreSQL (found by the fuzz suite). Refused here, 9001.
 */
function rejectNonFinite(lang: Lang, parts: Record<string, unknown>): void {
  const path = nonFinitePath(parts, '');
  if (!path) return;
  throw new ApiFailure(apiStatus.invalidInput, {
    params: { field: path.split('.').slice(1).join('.') || path, reason: translate(lang, 'server.validation.other') },
  });
}

const noStore = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  reply.header('cache-control', 'no-store');
  return payload;
};

export function registerCalls(app: FastifyInstance, services: Services, handlers: Handlers): CallName[] {
  const registered: CallName[] = [];
  for (const name of Object.keys(contract) as CallName[]) {
    const call: CallDef = contract[name];
    const handler = handlers[name] as ((ctx: CallContext<CallDef>) => Promise<unknown>) | undefined;
    if (!handler) continue;
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
        response: { 200: Type.Object({ status: Type.Integer(), message: Type.String(), data: Nullable(call.data) }) },
      },
      config: limit ? { rateLimit: { max: limit, timeWindow: '1 minute' } } : {},
      // A signed-in customer's data, and every answer to a change (tokens included), must not be stored by
      // the browser or a shared cache; public reference reads (countries, partners) may be.
      ...(call.auth === 'customer' || call.method !== 'GET' ? { onSend: noStore } : {}),
      handler: async (request) => {
        const lang = languageOf(request.headers['accept-language']);
        rejectNonFinite(lang, { params: request.params, query: request.query, body: request.body });
        const query = (request.query ?? {}) as Record<string, unknown>;
        const caller = call.auth === 'customer'
          ? await requireCaller(services, tokenOf(request.headers.authorization, hasTokenQuery(call) ? query.token : undefined), call.permission !== null)
          : null;
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
        });
        return { status: apiStatus.ok, message: translate(lang, 'server.status.ok'), data: data ?? null };
      },
    });
    registered.push(name);
  }
  return registered;
}
