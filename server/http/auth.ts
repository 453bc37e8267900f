/**
 * Who is calling: the bearer token (or the `token` query parameter where the contract allows it) is
 * verified (signature, expiry) and its session must be live. One query loads session and customer.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { customer, session } from '../db/schema';
import { permissionsOf } from '../modules/customer/service';
import type { Services } from '../services';
import type { Caller } from './context';
import { fail } from './envelope';

export function tokenOf(authorization: string | undefined, queryToken: unknown): string | null {
  if (authorization) {
    const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
    return match ? match[1].trim() : null;
  }
  return typeof queryToken === 'string' && queryToken ? queryToken : null;
}

/** The caller of a token, or null when the token is absent, bad, expired or revoked. */
export async function callerOf(services: Services, token: string | null, withPermissions: boolean): Promise<Caller | null> {
  if (!token) return null;
  const claims = await services.tokens.decode(token);
  if (!claims) return null;
  const [row] = await services.db
    .select({ id: customer.id, refId: customer.refId, username: customer.username })
    .from(session)
    .innerJoin(customer, eq(customer.id, session.customerId))
    .where(and(eq(session.id, claims.sessionId), eq(session.customerId, claims.customerId), isNull(session.revokedAt), gt(session.expiresAt, new Date())));
  if (!row) return null;
  // A main account passes every permission check, so only a sub-account's codes are loaded.
  const permissions = row.refId && withPermissions ? await permissionsOf(services.db, row.id) : [];
  return { id: row.id, ownerId: row.refId ?? row.id, refId: row.refId, username: row.username, sessionId: claims.sessionId, permissions };
}

export async function requireCaller(services: Services, token: string | null, withPermissions: boolean): Promise<Caller> {
  const caller = await callerOf(services, token, withPermissions);
  if (!caller) throw fail.tokenInvalid();
  return caller;
}

/** Calls that name a customer id in their path or query: it must be the caller (or the main account it works for). */
export function requireSelf(caller: Caller, customerId: number | undefined): void {
  if (customerId !== undefined && customerId !== caller.id && customerId !== caller.ownerId) throw fail.notFound();
}
