/**
 * Every path that checks a password (sign-in, social bind, password change) goes through
 * checkPasswordGuarded: the failure count is read, the e-mail code demanded past the limit, the password
 * verified and a failure recorded in ONE transaction holding the account's advisory lock. Without the lock,
 * concurrent guesses all read the count before any of them wrote a failure, and 90 parallel guesses checked
 * up to 89 passwords instead of 3 (issue 14).
 *
 * The lock is pg_advisory_xact_lock (no schema change): it is released when the transaction ends, and it
 * only serialises attempts on the same account, so other accounts are not slowed down.
 */
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { customer, loginAttempt } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/client';
import { apiStatus } from '../../../src/api/contract/shared';
import { ApiFailure } from '../../http/envelope';
import { findCustomerByUsername, normaliseUsername } from '../customer/service';
import { checkCode } from './codes';
import { decoyPasswordHash, verifyPassword } from './passwords';

export const ACCOUNT_FAILURE_LIMIT = 3;
export const ADDRESS_FAILURE_LIMIT = 10;
export const FAILURE_WINDOW_MS = 15 * 60_000;

type Account = typeof customer.$inferSelect;

/** Holds the account's lock until the transaction ends (the key is the normalised username). */
export async function lockAccount(tx: Tx, username: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`account:${normaliseUsername(username)}`}, 0))`);
}

/** Whether the account, or the client address, has reached its failure limit in the window. */
export async function codeRequired(db: DbOrTx, username: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - FAILURE_WINDOW_MS);
  const failed = and(eq(loginAttempt.succeeded, false), gt(loginAttempt.createdAt, since));
  const [[account], [address]] = await Promise.all([
    db.select({ n: count() }).from(loginAttempt).where(and(failed, eq(loginAttempt.username, username))),
    db.select({ n: count() }).from(loginAttempt).where(and(failed, eq(loginAttempt.ip, ip))),
  ]);
  return account.n >= ACCOUNT_FAILURE_LIMIT || address.n >= ADDRESS_FAILURE_LIMIT;
}

export interface GuardedCheck {
  username: string;
  password: string | undefined;
  ip: string;
  /** The sign-in code (purpose `login`), required once the failure limit is reached. */
  validateCode?: string;
  seq?: string;
  /**
   * What to do past the limit: `code` demands the e-mailed sign-in code (6001/6002); `refuse` answers 410
   * (password change: a signed-in session cannot receive the sign-in code flow, so it waits out the window).
   */
  overLimit: 'code' | 'refuse';
  /** Failure status to answer with (40001 for sign-in, 6006 for a wrong current password). */
  wrongStatus: typeof apiStatus.wrongAccountOrPassword | typeof apiStatus.currentPasswordWrong;
}

/**
 * Checks a password atomically with its failure count, inside the caller's transaction (which it locks).
 * Returns the account, or a failure to throw AFTER the transaction commits (throwing inside would roll back
 * the recorded failure). A good password forgives the account's earlier failures.
 */
export async function checkPasswordInTx(tx: Tx, input: GuardedCheck): Promise<{ account: Account } | { failure: ApiFailure }> {
  const username = normaliseUsername(input.username);
  await lockAccount(tx, username);
  if (await codeRequired(tx, username, input.ip)) {
    if (input.overLimit === 'refuse') return { failure: new ApiFailure(apiStatus.tooManyRequests) };
    if (!input.validateCode) return { failure: new ApiFailure(apiStatus.validateCodeRequired) };
    const good = await checkCode(tx, { email: username, purpose: 'login', code: input.validateCode, seq: input.seq, consume: true });
    if (!good) return { failure: new ApiFailure(apiStatus.validateCodeInvalid) };
  }
  const account = username ? await findCustomerByUsername(tx, username) : null;
  const passwordOk = account && input.password
    ? await verifyPassword(account.passwordHash, input.password)
    // A missing account costs the same time as a wrong password.
    : (await verifyPassword(await decoyPasswordHash(), input.password ?? ''), false);
  if (!account || !passwordOk) {
    await tx.insert(loginAttempt).values({ username, ip: input.ip, succeeded: false });
    return { failure: new ApiFailure(input.wrongStatus) };
  }
  await tx.delete(loginAttempt).where(and(eq(loginAttempt.username, username), eq(loginAttempt.succeeded, false)));
  return { account };
}

/** checkPasswordInTx in its own transaction; throws the failure after the commit. */
export async function checkPasswordGuarded(db: DbOrTx, input: GuardedCheck): Promise<Account> {
  const outcome = await db.transaction((tx) => checkPasswordInTx(tx, input));
  if ('failure' in outcome) throw outcome.failure;
  return outcome.account;
}
