/**
 * Codes sent by e-mail (registration, sign-in after failures, password reset, e-mail change). Six
 * characters from an alphabet without look-alikes (spec section 9); only a hash is stored; a code
 * lives 10 minutes, allows 5 tries, and a new one for the same address and purpose waits a minute.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailCode, type EmailCodePurpose } from '../../db/schema';
import { ApiFailure } from '../../http/envelope';
import { apiStatus } from '../../../src/api/contract/shared';

/** No 0/O, 1/I/L: a code read from a phone screen is typed right. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 6;
export const CODE_TTL_MINUTES = 10;
const MAX_TRIES = 5;
const RESEND_AFTER_MS = 60_000;

export const randomCode = (length = CODE_LENGTH): string =>
  Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const digest = (code: string) => createHash('sha256').update(code.trim().toUpperCase()).digest('hex');

/** Stores a new code; throws 410 when one was issued for the same address and purpose less than a minute ago. */
export async function issueCode(db: DbOrTx, email: string, purpose: EmailCodePurpose): Promise<{ code: string; seq: string }> {
  const [latest] = await db.select({ createdAt: emailCode.createdAt }).from(emailCode)
    .where(and(eq(emailCode.email, email), eq(emailCode.purpose, purpose)))
    .orderBy(desc(emailCode.createdAt)).limit(1);
  if (latest && Date.now() - latest.createdAt.getTime() < RESEND_AFTER_MS) {
    throw new ApiFailure(apiStatus.tooManyRequests, { key: 'server.status.codeTooSoon' });
  }
  const code = randomCode();
  const seq = randomUUID();
  await db.insert(emailCode).values({
    email, purpose, seq, codeHash: digest(code), expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
  });
  return { code, seq };
}

/**
 * Checks a code against the newest live code of the address and purpose (and seq, when given).
 * `consume` marks it used. Wrong tries count; after five the code is dead.
 */
export async function checkCode(
  db: DbOrTx,
  input: { email: string; purpose: EmailCodePurpose; code: string; seq?: string; consume: boolean },
): Promise<boolean> {
  const [row] = await db.select().from(emailCode)
    .where(and(
      eq(emailCode.email, input.email), eq(emailCode.purpose, input.purpose), isNull(emailCode.consumedAt),
      gt(emailCode.expiresAt, new Date()), input.seq ? eq(emailCode.seq, input.seq) : undefined,
    ))
    .orderBy(desc(emailCode.createdAt)).limit(1);
  if (!row || row.attempts >= MAX_TRIES) return false;
  if (row.codeHash !== digest(input.code)) {
    await db.update(emailCode).set({ attempts: row.attempts + 1 }).where(eq(emailCode.id, row.id));
    return false;
  }
  if (input.consume) await db.update(emailCode).set({ consumedAt: new Date() }).where(eq(emailCode.id, row.id));
  return true;
}

/** checkCode that throws 6002 when the code is not good. */
export async function requireCode(db: DbOrTx, input: Parameters<typeof checkCode>[1]): Promise<void> {
  if (!(await checkCode(db, input))) throw new ApiFailure(apiStatus.validateCodeInvalid);
}
