/**
 * What a call handler receives and returns. Handlers are written per contract call name, so their
 * params/query/body/data types come from the contract and a handler cannot drift from it.
 */
import type { BodyOf, CallDef, DataOf, ParamsOf, QueryOf } from '../../src/api/contract/define';
import type { CallName, Contract } from '../../src/api/contract';
import type { SQL } from 'drizzle-orm';
import type { Lang } from './i18n';
import type { Services } from '../services';

/** The signed-in customer of a request. */
export interface Caller {
  /** The customer's own id (a sub-account's own id). */
  id: number;
  /** Whose data the caller works on: the main account (refId) for a sub-account, else itself. */
  ownerId: number;
  refId: number | null;
  username: string;
  sessionId: string;
  permissions: readonly { code: string }[];
  /**
   * The stores a sub-account is limited to (null: every store), read with the session (auth.ts); absent where
   * a caller is made without it (the store service then reads it).
   */
  storeScope?: number[] | null;
}

/**
 * A call's own read done in the session statement instead of a round trip of its own (issue 13): a SQL
 * expression over the caller's "customer" row, its value handed to the handler as `ctx.read`. `name` names the
 * prepared statement (unique per read).
 */
export interface SessionRead {
  name: string;
  column: SQL<unknown>;
}
export type SessionReads = { [N in CallName]?: SessionRead };

export interface CallContext<C extends CallDef> {
  params: ParamsOf<C>;
  query: QueryOf<C>;
  body: BodyOf<C>;
  caller: C['auth'] extends 'customer' ? Caller : Caller | null;
  lang: Lang;
  ip: string;
  /** The request comes from this machine, not relayed by a proxy (developer-only features). */
  loopback: boolean;
  userAgent: string | undefined;
  /** The request's Idempotency-Key header (money-moving calls such as checkoutPay require it). */
  idempotencyKey: string | undefined;
  services: Services;
  /** The value of the call's `SessionRead`, read with the session (undefined when the call declares none). */
  read?: unknown;
}

/**
 * What a handler may return for a data schema: the same shape, except that a timestamp may be a Date
 * (the serialiser writes `format: date-time` strings as ISO 8601).
 */
export type Wire<T> = T extends string ? string | Date
  : T extends readonly (infer U)[] ? Wire<U>[]
  : T extends object ? { [K in keyof T]: Wire<T[K]> }
  : T;

export type Handler<N extends CallName> = (ctx: CallContext<Contract[N]>) => Promise<Wire<DataOf<Contract[N]>>>;
export type Handlers = { [N in CallName]?: Handler<N> };
