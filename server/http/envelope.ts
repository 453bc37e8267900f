/**
 * The spec's envelope `{ status, message, data }` and the failures services throw. A service throws
 * `ApiFailure(apiStatus.x)`; the error handler (errors.ts) turns it into the envelope in the caller's
 * language. HTTP is 200 except for the real 401 (no or bad token), 404 (no such call) and 500.
 */
import { apiStatus, type ApiStatus } from '../../src/api/contract/shared';
import type { Params } from './i18n';

const statusKeys: Record<ApiStatus, string> = {
  [apiStatus.ok]: 'ok',
  [apiStatus.wrongAccountOrPassword]: 'wrongAccountOrPassword',
  [apiStatus.tokenInvalid]: 'tokenInvalid',
  [apiStatus.noPermission]: 'noPermission',
  [apiStatus.serverBusy]: 'serverBusy',
  [apiStatus.tooManyRequests]: 'tooManyRequests',
  [apiStatus.validateCodeRequired]: 'validateCodeRequired',
  [apiStatus.validateCodeInvalid]: 'validateCodeInvalid',
  [apiStatus.emailRegistered]: 'emailRegistered',
  [apiStatus.accountNotFound]: 'accountNotFound',
  [apiStatus.passwordMismatch]: 'passwordMismatch',
  [apiStatus.currentPasswordWrong]: 'currentPasswordWrong',
  [apiStatus.socialVerifyFailed]: 'socialVerifyFailed',
  [apiStatus.socialAlreadyBound]: 'socialAlreadyBound',
  [apiStatus.businessRule]: 'notFound',
  [apiStatus.invalidInput]: 'invalidInput',
  [apiStatus.notFound]: 'notFound',
};

/** The message key of a status (`server.status.<name>`). */
export const messageKeyOf = (status: ApiStatus): string => `server.status.${statusKeys[status]}`;

export class ApiFailure extends Error {
  readonly messageKey: string;
  constructor(
    readonly status: ApiStatus,
    options: { key?: string; params?: Params; httpStatus?: number } = {},
  ) {
    super(options.key ?? messageKeyOf(status));
    this.name = 'ApiFailure';
    this.messageKey = options.key ?? messageKeyOf(status);
    this.params = options.params ?? {};
    this.httpStatus = options.httpStatus ?? (status === apiStatus.tokenInvalid ? 401 : status === apiStatus.serverBusy ? 500 : 200);
  }
  readonly params: Params;
  readonly httpStatus: number;
}

/** Shorthands for the failures services throw most. */
export const fail = {
  notFound: () => new ApiFailure(apiStatus.notFound),
  tokenInvalid: () => new ApiFailure(apiStatus.tokenInvalid),
  noPermission: () => new ApiFailure(apiStatus.noPermission),
  /** A 700 business warning with its own message key. */
  rule: (key: string, params?: Params) => new ApiFailure(apiStatus.businessRule, { key, params }),
};
