/**
 * Housekeeping: rows that only matter for a while — ended sessions, old sign-in attempts, spent or
 * expired e-mail codes and tickets, delivered mail — are deleted after a grace period, hourly (the
 * pg-boss `cleanup` schedule, server/jobs/queue.ts). Safe to run from several processes at once.
 */
import { and, isNotNull, lt, or, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { emailCode, loginAttempt, loginTicket, outbox, session } from '../db/schema';

const DAY_MS = 24 * 3600 * 1000;

export async function cleanUp(db: DbOrTx, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
  await db.delete(session).where(or(lt(session.expiresAt, dayAgo), and(isNotNull(session.revokedAt), lt(session.revokedAt, dayAgo))));
  await db.delete(loginAttempt).where(lt(loginAttempt.createdAt, dayAgo));
  await db.delete(emailCode).where(lt(emailCode.expiresAt, dayAgo));
  await db.delete(loginTicket).where(lt(loginTicket.expiresAt, dayAgo));
  await db.delete(outbox).where(and(inArray(outbox.status, ['sent', 'logged']), lt(outbox.createdAt, monthAgo)));
}
