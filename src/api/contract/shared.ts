/**
 * Schemas shared by several domains of the contract, and the spec's status codes (section 8).
 * Only TypeBox's Type builders are used here, so the browser bundle never carries a validator.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { passwordRules } from './passwordRules';

/**
 * `T | null` — the spec's records often leave a field empty. A scalar becomes one schema with a type array
 * (`type: ['string', 'null']`): the server's ajv coerces types (query strings arrive as text), and with a union it
 * tries the scalar branch first and turns null into "" or 0 in place; with a type array it coerces only when no
 * listed type matches, so null stays null and "" stays "". Objects, arrays and unions keep a union, null first.
 */
export const Nullable = <T extends TSchema>(schema: T) => {
  const { type, const: literal, enum: members } = schema as { type?: unknown; const?: unknown; enum?: unknown };
  // A literal or enum would refuse null inside the same schema: those keep the union.
  if ((type === 'string' || type === 'integer' || type === 'number' || type === 'boolean') && literal === undefined && members === undefined) {
    return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] });
  }
  return Type.Union([Type.Null(), schema]);
};

export const Id = Type.Integer({ minimum: 1 });
export const IdParams = Type.Object({ id: Id });
/** An ISO 8601 timestamp string. */
export const DateTime = Type.String({ format: 'date-time' });
/** Interface language; anything outside en/zh/tr is treated as English (spec section 5). */
export const LanguageField = Type.String({ maxLength: 8, description: 'en, zh or tr; anything else means en' });
/** An e-mail address, which is also the account's username. Trimmed by the server before use. */
export const Username = Type.String({ minLength: 3, maxLength: 254, description: 'e-mail address (trimmed by the server)' });
/** A new password; its bounds are passwordRules (the forms read them there, without TypeBox). */
export const Password = Type.String({ ...passwordRules });
/** A code sent by e-mail (six characters from the look-alike-free alphabet). */
export const EmailCode = Type.String({ minLength: 4, maxLength: 12 });
export const Money = Type.Number({ description: 'amount in the currency given alongside' });

export const PageQuery = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
};

/** One page of a list. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    records: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    pageNo: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  });

export const Empty = Type.Null({ description: 'no data' });
export const Count = Type.Integer({ minimum: 0 });

/**
 * Envelope `status` values. The spec fixes 200, 40001, 40101, 40301, 500 and the families 60x/410/700
 * (business warnings, message shown translated) and 900x (errors, message shown translated).
 * The members of the families are ours.
 */
export const apiStatus = {
  ok: 200,
  /** Wrong account or password (spec: 40001, key error.IncorrectAccountOrPwd). */
  wrongAccountOrPassword: 40001,
  /** No token, invalid, expired or revoked token: the client logs out (HTTP 401 too). */
  tokenInvalid: 40101,
  /** A sub-account without the permission code of the call. */
  noPermission: 40301,
  serverBusy: 500,
  /** Too many attempts; wait and try again. */
  tooManyRequests: 410,
  /** Sign-in needs the e-mail code from sendFrontLoginCode (after repeated failures). */
  validateCodeRequired: 6001,
  /** The e-mail code is wrong, used or expired. */
  validateCodeInvalid: 6002,
  /** The e-mail address already has an account. */
  emailRegistered: 6003,
  /** No account with this e-mail address. */
  accountNotFound: 6004,
  /** Password and confirmation differ. */
  passwordMismatch: 6005,
  /** The current password given for a change is wrong. */
  currentPasswordWrong: 6006,
  /** A social sign-in that the provider did not verify. */
  socialVerifyFailed: 6007,
  /** The social account is already bound to another customer. */
  socialAlreadyBound: 6008,
  /** A business rule refused the operation (message says which). */
  businessRule: 700,
  /** The request does not match the call's schema (message names the field). */
  invalidInput: 9001,
  /** No such record for this customer (also for another customer's records). */
  notFound: 9002,
} as const;

export type ApiStatus = (typeof apiStatus)[keyof typeof apiStatus];
