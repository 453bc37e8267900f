/**
 * Social sign-in. The provider verifies the browser's code; a bound identity signs in (code 200);
 * an unknown one answers code 6010 with socialInfo, whose accessToken the /social/login screen sends
 * to bind/register to link an existing account (its password) or create one.
 */
import { and, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import { socialCode, type SocialLoginResult } from '../../../src/api/contract/auth';
import { apiStatus } from '../../../src/api/contract/shared';
import { customer, socialAccount } from '../../db/schema';
import { ApiFailure } from '../../http/envelope';
import { normaliseLanguage, translate, type Lang } from '../../http/i18n';
import type { Services } from '../../services';
import { createCustomer, findCustomerByUsername, requireEmail, requireMatchingPasswords } from '../customer/service';
import { requireCode } from './codes';
import { signIn } from './login';
import { checkPasswordGuarded } from './attempts';

type SocialData = Static<typeof SocialLoginResult>;
interface Meta { ip: string; userAgent?: string; lang: Lang; loopback?: boolean }

/** The development provider signs anyone in by e-mail address: only for requests from this machine. */
const DEV_PROVIDER = 'dev';

export async function socialLogin(services: Services, input: { provider: string; code: string; redirectUri?: string }, meta: Meta): Promise<SocialData> {
  const provider = input.provider === DEV_PROVIDER && !meta.loopback ? undefined : services.social.get(input.provider);
  const identity = provider ? await provider.verify({ code: input.code, redirectUri: input.redirectUri }).catch(() => null) : null;
  if (!identity) {
    return { code: socialCode.verifyFailed, error: translate(meta.lang, 'server.status.socialVerifyFailed', { provider: input.provider }) };
  }
  const [bound] = await services.db
    .select({ id: customer.id, username: customer.username })
    .from(socialAccount)
    .innerJoin(customer, eq(customer.id, socialAccount.customerId))
    .where(and(eq(socialAccount.provider, identity.provider), eq(socialAccount.subject, identity.subject)));
  if (bound) return { code: socialCode.ok, ...(await signIn(services, bound.id, bound.username, meta)) };
  return {
    code: socialCode.notBound,
    error: translate(meta.lang, 'server.status.socialNotBound', { provider: identity.provider }),
    socialInfo: {
      accessToken: await services.socialTickets.sign(identity),
      provider: identity.provider,
      email: identity.email,
      firstName: identity.firstName,
      lastName: identity.lastName,
    },
  };
}

export async function socialBindRegister(
  services: Services,
  input: { accessToken: string; username: string; password: string; cfgPwd?: string; code?: string; firstName?: string; lastName?: string; language?: string; parterSource?: string },
  meta: Meta,
): Promise<SocialData> {
  const identity = await services.socialTickets.verify(input.accessToken);
  if (!identity) throw new ApiFailure(apiStatus.socialVerifyFailed, { params: { provider: 'social' } });
  const username = requireEmail(input.username);
  const existing = await findCustomerByUsername(services.db, username);

  if (existing) {
    // The same guarded check as sign-in: counted failures, and the e-mailed sign-in code (sent as `code`)
    // once the limit is reached. Unguarded, this path let an attacker guess passwords without limit.
    await checkPasswordGuarded(services.db, {
      username, password: input.password, ip: meta.ip, validateCode: input.code,
      overLimit: 'code', wrongStatus: apiStatus.wrongAccountOrPassword,
    });
  } else {
    requireMatchingPasswords(input.password, input.cfgPwd);
    // The provider vouches for its own e-mail address; any other address proves itself with a code.
    if (identity.email !== username) {
      if (!input.code) throw new ApiFailure(apiStatus.validateCodeRequired);
      await requireCode(services.db, { email: username, purpose: 'register', code: input.code, consume: true });
    }
  }

  const customerId = await services.db.transaction(async (tx) => {
    const [taken] = await tx.select({ customerId: socialAccount.customerId }).from(socialAccount)
      .where(and(eq(socialAccount.provider, identity.provider), eq(socialAccount.subject, identity.subject)));
    if (taken && taken.customerId !== existing?.id) throw new ApiFailure(apiStatus.socialAlreadyBound, { params: { provider: identity.provider } });
    const id = existing?.id ?? await createCustomer(tx, {
      username,
      password: input.password,
      firstName: input.firstName ?? identity.firstName ?? '',
      lastName: input.lastName ?? identity.lastName ?? '',
      language: normaliseLanguage(input.language, meta.lang),
      parterSource: input.parterSource ?? null,
    });
    if (!taken) await tx.insert(socialAccount).values({ customerId: id, provider: identity.provider, subject: identity.subject, email: identity.email });
    return id;
  });
  return { code: socialCode.ok, ...(await signIn(services, customerId, username, meta)) };
}
