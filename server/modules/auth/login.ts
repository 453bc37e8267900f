/**
 * Password sign-in (spec section 7): the username is trimmed; after 3 failures for an account, or 10
 * from one client address, within 15 minutes, a code e-mailed by sendFrontLoginCode is required too.
 * A one-time ticket (`tk`) signs in without a password.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Static } from 'typebox';
import { customer, loginTicket } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import type { LoginResult } from '../../../src/api/contract/auth';
import { apiStatus } from '../../../src/api/contract/shared';
import { fail } from '../../http/envelope';
import type { Lang } from '../../http/i18n';
import type { Services } from '../../services';
import { findCustomerByUsername, normaliseUsername } from '../customer/service';
import { issueCode } from './codes';
import { checkPasswordGuarded } from './attempts';
import { enqueueMail } from '../mail/outbox';
import { codeMail } from '../mail/templates';
import { brandOf } from '../common/partners';

export { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT } from './attempts';
const TICKET_TTL_MS = 10 * 60_000;

export type LoginData = Static<typeof LoginResult>;
interface Meta { ip: string; userAgent?: string; lang: Lang }

export async function signIn(services: Services, customerId: number, username: string, meta: Meta): Promise<LoginData> {
  const token = await services.tokens.issue(services.db, customerId, meta);
  return { token, encryptUsername: services.pseudonym(username) };
}

export async function login(
  services: Services,
  input: { username: string; password?: string; seq?: string; tk?: string; validateCode?: string },
  meta: Meta,
): Promise<LoginData> {
  if (input.tk) return redeemTicket(services, input.tk, meta);
  const account = await checkPasswordGuarded(services.db, {
    username: input.username, password: input.password, ip: meta.ip, validateCode: input.validateCode, seq: input.seq,
    overLimit: 'code', wrongStatus: apiStatus.wrongAccountOrPassword,
  });
  return signIn(services, account.id, account.username, meta);
}

/** E-mails a sign-in code when the account exists; answers alike either way, so it reveals nothing. */
export async function sendFrontLoginCode(services: Services, input: { username: string; language?: Lang }): Promise<{ seq: string }> {
  const username = normaliseUsername(input.username);
  const account = await findCustomerByUsername(services.db, username);
  if (!account) return { seq: randomBytes(16).toString('hex') };
  const seq = await services.db.transaction(async (tx) => {
    const issued = await issueCode(tx, username, 'login');
    const lang = input.language ?? (account.language as Lang);
    await enqueueMail(tx, codeMail(username, lang, 'login', issued.code, await brandOf(tx, account.parterSource)));
    return issued.seq;
  });
  services.mail.kick();
  return { seq };
}

const ticketHash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A one-time sign-in ticket for a customer (for links that sign a user in, e.g. from staff tools). */
export async function issueLoginTicket(db: DbOrTx, customerId: number): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db.insert(loginTicket).values({ tokenHash: ticketHash(ticket), customerId, expiresAt: new Date(Date.now() + TICKET_TTL_MS) });
  return ticket;
}

async function redeemTicket(services: Services, ticket: string, meta: Meta): Promise<LoginData> {
  const [used] = await services.db.update(loginTicket).set({ usedAt: new Date() })
    .where(and(eq(loginTicket.tokenHash, ticketHash(ticket)), isNull(loginTicket.usedAt), gt(loginTicket.expiresAt, new Date())))
    .returning({ customerId: loginTicket.customerId });
  if (!used) throw fail.rule('server.status.ticketInvalid');
  const [account] = await services.db.select({ id: customer.id, username: customer.username }).from(customer).where(eq(customer.id, used.customerId));
  if (!account) throw fail.rule('server.status.ticketInvalid');
  return signIn(services, account.id, account.username, meta);
}
