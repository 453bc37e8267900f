/** Handlers of the auth calls (sign-in, codes, social, registration, password reset, sign-out). */
import type { Handlers } from '../../http/context';
import { normaliseLanguage } from '../../http/i18n';
import { login, sendFrontLoginCode } from './login';
import { checkEmailRegistered, findPwdByEmail, register, resetPwdByCode, sendRegisterCode } from './register';
import { socialBindRegister, socialLogin } from './social';

export const authHandlers: Handlers = {
  login: ({ services, body, ip, userAgent, lang }) => login(services, body, { ip, userAgent, lang }),
  sendFrontLoginCode: ({ services, body, lang }) =>
    sendFrontLoginCode(services, { username: body.username, language: body.language ? normaliseLanguage(body.language) : lang }),
  socialLogin: ({ services, body, ip, userAgent, lang, loopback }) => socialLogin(services, body, { ip, userAgent, lang, loopback }),
  socialBindRegister: ({ services, body, ip, userAgent, lang }) => socialBindRegister(services, body, { ip, userAgent, lang }),
  checkEmailRegistered: ({ services, query }) => checkEmailRegistered(services, query.username),
  sendRegisterCode: ({ services, body, ip, lang }) => sendRegisterCode(services, body, { ip, lang }),
  register: ({ services, body, ip, userAgent, lang }) => register(services, body, { ip, userAgent, lang }),
  findPwdByEmail: ({ services, body }) => findPwdByEmail(services, body),
  resetPwdByCode: ({ services, body }) => resetPwdByCode(services, body),
  logout: async ({ services, caller }) => {
    await services.tokens.revoke(services.db, caller.sessionId);
    return null;
  },
};
