/**
 * Who is calling: the bearer token (or the `token` query parameter where the contract allows it) is
 * verified (signature, expiry) and its session must be live. One query loads session, customer, a
 * sub-account's permission codes and store scope, and the call's own read where it declares one (`SessionRead`).
 *
 * The hot path of every signed-in call (issue 13, measured with `npm run bench:server`):
 * - a token's signature and expiry are pure facts about its text, so a verified token is remembered
 *   (bounded, until its own expiry) instead of running HMAC verification on every call;
 * - the session check is never cached: it is one prepared statement per database handle (parsed and
 *   planned once by PostgreSQL, built once by Drizzle), so a signed-out or revoked token fails at once,
 *   in every API process;
 * - concurrent checks share a statement (`FreshBatches`): the sessions of the requests that arrived together
 *   (one user's parallel calls, many users' calls) are read by one statement, but only by one that STARTED
 *   AFTER the request arrived: a request that finds a batch already running joins the next one, so no
 *   request is ever answered from a database state older than itself, and revocation stays as immediate as
 *   a query per request.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { customer, session } from '../db/schema';
import type { Db } from '../db/client';
import type { Services } from '../services';
import type { Caller, SessionRead } from './context';
import { fail } from './envelope';

type Claims = { sessionId: string; customerId: number };

/**
 * Verified tokens per server (its signing key): text -> claims and expiry (ms). Bounded; the oldest entry
 * leaves first. Kept per Services, so a token one server verified is never taken on trust by another
 * server in the same process that signs with a different key (tests start several).
 */
const verifiedBy = new WeakMap<Services, Map<string, Claims & { expiresAt: number }>>();
const VERIFIED_MAX = 10_000;

/** The claims of a token whose signature and expiry are good, from memory when it was verified before. */
async function claimsOf(services: Services, token: string): Promise<Claims | null> {
  let verified = verifiedBy.get(services);
  if (!verified) verifiedBy.set(services, (verified = new Map()));
  const known = verified.get(token);
  if (known && known.expiresAt > Date.now()) return known;
  if (known) verified.delete(token);
  const claims = await services.tokens.decode(token);
  if (!claims) return null;
  const expiresAt = expiryOf(token);
  if (expiresAt === null) return claims;
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
  verified.set(token, { ...claims, expiresAt });
  return claims;
}

/** The `exp` claim (ms) of a token already verified; null when it has none (then it is not remembered). */
function expiryOf(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Per database handle: the session statement, plain (key '') or with a call's read (its name). */
const sessionQueries = new WeakMap<Db, Map<string, ReturnType<typeof prepareSessionQuery>>>();
const sessionChecks = new WeakMap<Db, FreshBatches<SessionRow>>();
type SessionRow = { sessionId: string; id: number; refId: number | null; username: string; permissions: string[] | null; storeIds: number[] | null; read?: unknown };

/** Batches of one group (one statement) started at once, at most; a further batch waits for one of them to end. */
const BATCHES_RUNNING = 2;

interface Batch<T> { keys: Map<string, { promise: Promise<T | undefined>; resolve(value: T | undefined): void; reject(error: unknown): void }> }
interface BatchGroup<T> { running: number; pending: Batch<T> | null; queued: boolean }

/**
 * Concurrent reads of one group (the session statement of one call read) share ONE statement for all their keys
 * (sessions), as a batch; a key asked twice in a batch is read once. A request only ever joins a batch that has
 * not started yet, so no request is answered from a database state older than itself: a signed-out or revoked
 * token fails on the very next call, as with one query per request (issue 13, many users: with 50 sessions the
 * per-statement cost in the API process and PostgreSQL was paid per request).
 * A batch starts in the event loop's check phase (setImmediate), so every request parsed in the same I/O turn
 * joins it; at most BATCHES_RUNNING run per group, and the requests arriving meanwhile form the next batch.
 * Groups without work are forgotten.
 */
export class FreshBatches<T> {
  private groups = new Map<string, BatchGroup<T>>();

  constructor(private readonly running = BATCHES_RUNNING) {}

  get(group: string, key: string, load: (keys: string[]) => Promise<Map<string, T>>): Promise<T | undefined> {
    let state = this.groups.get(group);
    if (!state) this.groups.set(group, (state = { running: 0, pending: null, queued: false }));
    let batch = state.pending;
    if (!batch) {
      batch = state.pending = { keys: new Map() };
      this.schedule(group, state, load);
    }
    const known = batch.keys.get(key);
    if (known) return known.promise;
    let resolve!: (value: T | undefined) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<T | undefined>((res, rej) => { resolve = res; reject = rej; });
    batch.keys.set(key, { promise, resolve, reject });
    return promise;
  }

  /** Starts the pending batch in the next check phase if a place is free; else the next batch to end starts it. */
  private schedule(group: string, state: BatchGroup<T>, load: (keys: string[]) => Promise<Map<string, T>>) {
    if (state.queued || !state.pending || state.running >= this.running) return;
    state.queued = true;
    setImmediate(() => {
      state.queued = false;
      const batch = state.pending;
      if (!batch) return;
      state.pending = null;
      state.running += 1;
      const waiting = [...batch.keys];
      load(waiting.map(([key]) => key)).then(
        (found) => { for (const [key, entry] of waiting) entry.resolve(found.get(key)); },
        (error: unknown) => { for (const [, entry] of waiting) entry.reject(error); },
      ).finally(() => {
        state.running -= 1;
        if (state.pending) this.schedule(group, state, load);
        else if (state.running === 0 && this.groups.get(group) === state) this.groups.delete(group);
      });
    });
  }
}

/**
 * The live sessions among `sessionIds` with their customers: not revoked, not expired (by the database's clock).
 * A sub-account's permission codes and store scope (null: every store) come in the same statement (read on every
 * call as before, so a change by its main account applies to the very next call, without a second round trip);
 * a main account passes every check, sees every store and reads neither (null). With a call's `read`, its column
 * too (one statement per read, named after it). The token's customer is matched in callerOf.
 */
function prepareSessionQuery(db: Db, read?: SessionRead) {
  return db
    .select({
      sessionId: session.id, id: customer.id, refId: customer.refId, username: customer.username,
      // Qualified by hand: drizzle may render columns unqualified in a select's sql.
      permissions: sql<string[] | null>`case when "customer"."ref_id" is not null then array(select cp.code from "customer_permission" cp where cp.customer_id = "customer"."id" order by cp.code) end`,
      storeIds: sql<number[] | null>`case when "customer"."ref_id" is not null then (select ss.store_ids from "store_scope" ss where ss.sub_account_id = "customer"."id") end`,
      ...(read ? { read: read.column } : {}),
    })
    .from(session)
    .innerJoin(customer, eq(customer.id, session.customerId))
    .where(and(
      sql`"session"."id" = any(${sql.placeholder('sessionIds')}::text[])`,
      isNull(session.revokedAt),
      gt(session.expiresAt, sql`now()`),
    ))
    .prepare(read ? `auth_live_sessions_${read.name}` : 'auth_live_sessions');
}

export function tokenOf(authorization: string | undefined, queryToken: unknown): string | null {
  if (authorization) {
    const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
    return match ? match[1].trim() : null;
  }
  return typeof queryToken === 'string' && queryToken ? queryToken : null;
}

/**
 * The caller of a token, or null when the token is absent, bad, expired or revoked; with a call's `read`, its
 * value (read in the same statement) beside it.
 */
export async function callerOf(services: Services, token: string | null, withPermissions: boolean, read?: SessionRead): Promise<{ caller: Caller; read: unknown } | null> {
  if (!token) return null;
  const claims = await claimsOf(services, token);
  if (!claims) return null;
  let queries = sessionQueries.get(services.db);
  if (!queries) sessionQueries.set(services.db, (queries = new Map()));
  const name = read?.name ?? '';
  let query = queries.get(name);
  if (!query) queries.set(name, (query = prepareSessionQuery(services.db, read)));
  let checks = sessionChecks.get(services.db);
  if (!checks) sessionChecks.set(services.db, (checks = new FreshBatches()));
  const prepared = query;
  const row = await checks.get(name, claims.sessionId, async (sessionIds) => {
    const rows = await prepared.execute({ sessionIds });
    return new Map(rows.map((found) => [found.sessionId, found]));
  });
  // The session must belong to the token's customer (as the token says).
  if (!row || row.id !== claims.customerId) return null;
  // A main account passes every permission check, so only a sub-account's codes are read (with the session).
  const permissions = row.refId && withPermissions ? (row.permissions ?? []).map((code) => ({ code })) : [];
  return {
    caller: { id: row.id, ownerId: row.refId ?? row.id, refId: row.refId, username: row.username, sessionId: claims.sessionId, permissions, storeScope: row.storeIds },
    read: row.read,
  };
}

export async function requireCaller(services: Services, token: string | null, withPermissions: boolean, read?: SessionRead): Promise<{ caller: Caller; read: unknown }> {
  const found = await callerOf(services, token, withPermissions, read);
  if (!found) throw fail.tokenInvalid();
  return found;
}

/** Calls that name a customer id in their path or query: it must be the caller (or the main account it works for). */
export function requireSelf(caller: Caller, customerId: number | undefined): void {
  if (customerId !== undefined && customerId !== caller.id && customerId !== caller.ownerId) throw fail.notFound();
}
