/** Registration with an e-mail code, and the forgotten-password flow (find by e-mail, reset by code). */
import type { Static } from 'typebox';
import type { RegisterBody } from '../../../src/api/contract/auth';
import { apiStatus } from '../../../src/api/contract/shared';
import { ApiFailure } from '../../http/envelope';
import { normaliseLanguage, type Lang } from '../../http/i18n';
import type { Services } from '../../services';
import { createCustomer, findCustomerByUsername, requireEmail, requireMatchingPasswords, setPassword } from '../customer/service';
import { brandOf } from '../common/partners';
import { enqueueMail } from '../mail/outbox';
import { codeMail } from '../mail/templates';
import { checkCode, issueCode, requireCode } from './codes';
import { signIn, type LoginData } from './login';
import { loginAttempt } from '../../db/schema';
import { and, eq } from 'drizzle-orm';

interface Meta { ip: string; userAgent?: string; lang: Lang }

export async function checkEmailRegistered(services: Services, username: string): Promise<{ registered: boolean }> {
  return { registered: Boolean(await findCustomerByUsername(services.db, username)) };
}

export async function sendRegisterCode(services: Services, input: { username: string; language?: string; parterSource?: string }, meta: Meta): Promise<{ seq: string }> {
  const username = requireEmail(input.username);
  if (await findCustomerByUsername(services.db, username)) throw new ApiFailure(apiStatus.emailRegistered);
  const seq = await services.db.transaction(async (tx) => {
    const issued = await issueCode(tx, username, 'register');
    await enqueueMail(tx, codeMail(username, normaliseLanguage(input.language, meta.lang), 'register', issued.code, await brandOf(tx, input.parterSource)));
    return issued.seq;
  });
  services.mail.kick();
  return { seq };
}

export async function register(services: Services, body: Static<typeof RegisterBody>, meta: Meta): Promise<LoginData> {
  const username = requireEmail(body.username);
  requireMatchingPasswords(body.password, body.cfgPwd ?? body.rePassword);
  // Refuse a taken address before the code is spent on it.
  if (await findCustomerByUsername(services.db, username)) throw new ApiFailure(apiStatus.emailRegistered);
  await requireCode(services.db, { email: username, purpose: 'register', code: body.code, seq: body.seq || undefined, consume: true });
  const id = await services.db.transaction((tx) =>
    // Field by field, never the body: a sign-up creates a main account, whatever else the request carries
    // (sub-account fields such as refId or permissions are only ever set by the server itself).
    createCustomer(tx, {
      username,
      password: body.password,
      firstName: body.firstName,
      lastName: body.lastName,
      language: normaliseLanguage(body.language, meta.lang),
      parterSource: body.parterSource ?? null,
      channelSource: body.channelSource,
      channelUrl: body.channelUrl,
      regPreLink: body.regPreLink,
      engagedTime: body.engagedTime,
      chatAccount: body.chatAccount,
      chatAccountType: body.chatAccountType,
      chatAccountAreaCode: body.chatAccountAreaCode,
      storeHash: body.storeHash,
      orgDomainVersion: body.orgDomainVersion,
    }),
  );
  return signIn(services, id, username, meta);
}

/** Without a code: e-mail a reset code. With a code: say whether it is right (without spending it). */
export async function findPwdByEmail(services: Services, input: { username: string; language?: string; code?: string }): Promise<{ codeValid: boolean }> {
  const username = requireEmail(input.username);
  const account = await findCustomerByUsername(services.db, username);
  if (!account) throw new ApiFailure(apiStatus.accountNotFound);
  if (input.code) {
    await requireCode(services.db, { email: username, purpose: 'reset', code: input.code, consume: false });
    return { codeValid: true };
  }
  await services.db.transaction(async (tx) => {
    const issued = await issueCode(tx, username, 'reset');
    const lang = normaliseLanguage(input.language, account.language as Lang);
    await enqueueMail(tx, codeMail(username, lang, 'reset', issued.code, await brandOf(tx, account.parterSource)));
  });
  services.mail.kick();
  return { codeValid: false };
}

/** Sets the new password; every session of the account ends and its failed sign-ins are forgiven. */
export async function resetPwdByCode(
  services: Services,
  input: { username: string; password: string; cfgPwd?: string; rePassword?: string; code: string; seq?: string },
): Promise<null> {
  const username = requireEmail(input.username);
  requireMatchingPasswords(input.password, input.cfgPwd ?? input.rePassword);
  const account = await findCustomerByUsername(services.db, username);
  if (!account) throw new ApiFailure(apiStatus.accountNotFound);
  if (!(await checkCode(services.db, { email: username, purpose: 'reset', code: input.code, seq: input.seq || undefined, consume: true }))) {
    throw new ApiFailure(apiStatus.validateCodeInvalid);
  }
  await services.db.transaction(async (tx) => {
    await setPassword(tx, account.id, input.password);
    await services.tokens.revokeOthers(tx, account.id);
    await tx.delete(loginAttempt).where(and(eq(loginAttempt.username, username), eq(loginAttempt.succeeded, false)));
  });
  return null;
}
