/**
 * Spec section 7, "Auth and account": sign-in (password, e-mail code, social), registration, forgotten
 * password, and sign-out (designed: the spec names no path for it).
 */
import { Type } from 'typebox';
import { defineCall } from './define';
import { Empty, EmailCode, LanguageField, Password, Username, Nullable } from './shared';

/** Login response (spec section 3). `encryptUsername` is a stable pseudonym of the username for third-party widgets. */
export const LoginResult = Type.Object({ token: Type.String(), encryptUsername: Type.String() });

export const SocialProvider = Type.String({ minLength: 2, maxLength: 32, description: 'google, facebook, … or dev (local development provider)' });

/** The verified social identity; `accessToken` is a short-lived ticket that bind/register redeems. */
export const SocialInfo = Type.Object({
  accessToken: Type.String(),
  provider: Type.String(),
  email: Nullable(Type.String()),
  firstName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
});

/**
 * Social login response (spec section 3/8): success is `code` 200 with no `error` (token set);
 * otherwise it is returned as is — e.g. code 6010 "not bound yet" with `socialInfo` for /social/login.
 */
export const SocialLoginResult = Type.Object({
  code: Type.Integer(),
  error: Type.Optional(Type.String()),
  token: Type.Optional(Type.String()),
  encryptUsername: Type.Optional(Type.String()),
  socialInfo: Type.Optional(SocialInfo),
});

/** `code` values of SocialLoginResult. */
export const socialCode = { ok: 200, notBound: 6010, verifyFailed: 6007 } as const;

export const RegisterBody = Type.Object({
  username: Username,
  password: Password,
  cfgPwd: Type.Optional(Type.String({ description: 'password confirmation (must equal password)' })),
  rePassword: Type.Optional(Type.String({ description: 'the other reading of cfgPwd; either is accepted' })),
  language: Type.Optional(LanguageField),
  code: EmailCode,
  seq: Type.Optional(Type.String({ maxLength: 64 })),
  channelSource: Type.Optional(Type.String({ maxLength: 64 })),
  channelUrl: Type.Optional(Type.String({ maxLength: 2048 })),
  regPreLink: Type.Optional(Type.String({ maxLength: 2048 })),
  firstName: Type.Optional(Type.String({ maxLength: 64 })),
  lastName: Type.Optional(Type.String({ maxLength: 64 })),
  engagedTime: Type.Optional(Type.String({ maxLength: 64 })),
  chatAccount: Type.Optional(Type.String({ maxLength: 128 })),
  storeHash: Type.Optional(Type.String({ maxLength: 128 })),
  chatAccountType: Type.Optional(Type.String({ maxLength: 32 })),
  chatAccountAreaCode: Type.Optional(Type.String({ maxLength: 16 })),
  orgDomainVersion: Type.Optional(Type.String({ maxLength: 32 })),
  /** Partner brand the visitor came through (spm query or cookie). */
  parterSource: Type.Optional(Type.String({ maxLength: 32 })),
});

export const authCalls = {
  login: defineCall({
    method: 'POST', path: '/api/auth/jwt/token/customer', auth: 'public', permission: null,
    summary: 'Sign in with e-mail and password (username is trimmed). After repeated failures the answer is status 6001 and validateCode (from sendFrontLoginCode, identified by seq) becomes required. A valid one-time ticket `tk` signs in without a password.',
    body: Type.Object({
      username: Type.String({ maxLength: 254 }),
      password: Type.Optional(Type.String({ maxLength: 128 })),
      seq: Type.Optional(Type.String({ maxLength: 64 })),
      tk: Type.Optional(Type.String({ maxLength: 256 })),
      validateCode: Type.Optional(Type.String({ maxLength: 12 })),
    }),
    data: LoginResult,
  }),
  sendFrontLoginCode: defineCall({
    method: 'POST', path: '/api/tenant/common/nonAuth/sendFrontLoginCode', auth: 'public', permission: null, designed: true,
    summary: 'E-mail a sign-in code to the account; returns the seq to send back with validateCode. Answers the same whether or not the account exists.',
    body: Type.Object({ username: Type.String({ maxLength: 254 }), language: Type.Optional(LanguageField) }),
    data: Type.Object({ seq: Type.String() }),
  }),
  socialLogin: defineCall({
    method: 'POST', path: '/api/auth/jwt/token/customer/social', auth: 'public', permission: null, designed: true,
    summary: 'Sign in with a social provider: the provider code is verified server-side. Bound account → code 200 and token; unknown → code 6010 with socialInfo for /social/login.',
    body: Type.Object({
      provider: SocialProvider,
      code: Type.String({ minLength: 1, maxLength: 2048, description: 'authorisation code (or id token) from the provider' }),
      redirectUri: Type.Optional(Type.String({ maxLength: 2048 })),
    }),
    data: SocialLoginResult,
  }),
  socialBindRegister: defineCall({
    method: 'POST', path: '/api/auth/jwt/token/customer/social/bind/register', auth: 'public', permission: null, designed: true,
    summary: 'Bind a verified social identity (socialInfo.accessToken) to an existing account (its password) or register a new one, then sign in. A new account whose e-mail differs from the provider-verified one needs the e-mail code. Binding an existing account counts wrong passwords like sign-in: past the limit it answers 6001 and `code` must carry the sign-in code from sendFrontLoginCode.',
    body: Type.Object({
      accessToken: Type.String({ minLength: 1, maxLength: 4096 }),
      username: Username,
      password: Password,
      cfgPwd: Type.Optional(Type.String()),
      code: Type.Optional(EmailCode),
      firstName: Type.Optional(Type.String({ maxLength: 64 })),
      lastName: Type.Optional(Type.String({ maxLength: 64 })),
      language: Type.Optional(LanguageField),
      parterSource: Type.Optional(Type.String({ maxLength: 32 })),
    }),
    data: SocialLoginResult,
  }),
  checkEmailRegistered: defineCall({
    method: 'GET', path: '/api/customer/customer/check/email/registered', auth: 'public', permission: null, designed: true,
    summary: 'Whether an account exists for this e-mail address.',
    query: Type.Object({ username: Type.String({ maxLength: 254 }), language: Type.Optional(LanguageField) }),
    data: Type.Object({ registered: Type.Boolean() }),
  }),
  sendRegisterCode: defineCall({
    method: 'POST', path: '/api/customer/customer/sendRegisterCode', auth: 'public', permission: null, designed: true,
    summary: 'E-mail the registration code to a new address (status 6003 when it already has an account). Not named by the spec.',
    body: Type.Object({
      username: Username,
      language: Type.Optional(LanguageField),
      /** The partner the visitor came through: the code mail is signed with that brand's name. */
      parterSource: Type.Optional(Type.String({ maxLength: 32 })),
    }),
    data: Type.Object({ seq: Type.String() }),
  }),
  register: defineCall({
    method: 'POST', path: '/api/customer/customer/register', auth: 'public', permission: null, designed: true,
    summary: 'Create a main customer account with the e-mail code, and sign in.',
    body: RegisterBody,
    data: LoginResult,
  }),
  findPwdByEmail: defineCall({
    method: 'POST', path: '/api/customer/customer/findPwdByEmail', auth: 'public', permission: null, designed: true,
    summary: 'Without code: e-mail a password-reset code. With code: check the code (not consumed) before the new password is asked.',
    body: Type.Object({ username: Type.String({ maxLength: 254 }), language: Type.Optional(LanguageField), code: Type.Optional(EmailCode) }),
    data: Type.Object({ codeValid: Type.Boolean() }),
  }),
  resetPwdByCode: defineCall({
    method: 'POST', path: '/api/customer/customer/resetPwdByCode', auth: 'public', permission: null, designed: true,
    summary: 'Set a new password with the reset code; every session of the account is revoked.',
    body: Type.Object({
      username: Type.String({ maxLength: 254 }),
      password: Password,
      cfgPwd: Type.Optional(Type.String()),
      rePassword: Type.Optional(Type.String()),
      language: Type.Optional(LanguageField),
      code: EmailCode,
      seq: Type.Optional(Type.String({ maxLength: 64 })),
    }),
    data: Empty,
  }),
  logout: defineCall({
    method: 'POST', path: '/api/auth/jwt/token/customer/logout', auth: 'customer', permission: null, designed: true,
    summary: 'Sign out: revokes the token of this request.',
    data: Empty,
  }),
} as const;
