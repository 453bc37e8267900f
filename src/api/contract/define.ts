/**
 * How one call of the API contract is written down. The client and the server both read the same
 * table of these (src/api/contract/index.ts), so a call cannot exist on one side only.
 *
 * Schemas are TypeBox: the server validates and serialises with them and publishes them as OpenAPI;
 * the client only uses their static types (and method/path), so it does not ship a validator.
 */
import { Type, type Static, type TSchema } from 'typebox';
import type { PermissionCode } from './permissions';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallDef {
  method: Method;
  /** Path with `:name` parameters, e.g. `/api/customer/customer/bind/social/list/:id`. */
  path: string;
  summary: string;
  /** `public`: no token needed; `customer`: a valid customer token is required. */
  auth: 'public' | 'customer';
  /** The permission code a sub-account needs (spec section 6); null when none. */
  permission: PermissionCode | null;
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  /** The schema of the envelope's `data`. */
  data: TSchema;
  /** True where the spec leaves the shape unsaid and we designed it (listed in the notes). */
  designed?: boolean;
}

export const defineCall = <const C extends CallDef>(call: C): C => call;

/** The spec's envelope around every API answer. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ status: Type.Number(), message: Type.String(), data });

export type Envelope<T> = { status: number; message: string; data: T };

type StaticOf<S> = S extends TSchema ? Static<S> : undefined;
export type ParamsOf<C extends CallDef> = StaticOf<C['params']>;
export type QueryOf<C extends CallDef> = StaticOf<C['query']>;
export type BodyOf<C extends CallDef> = StaticOf<C['body']>;
export type DataOf<C extends CallDef> = StaticOf<C['data']>;
