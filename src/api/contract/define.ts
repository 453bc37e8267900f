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

/**
 * Bounds every request schema gets unless it says otherwise, so a new call is safe by default: a value the
 * database cannot hold (an id of 2^31, a NUL character, a megabyte string) is refused with 9001 by the
 * schema instead of failing in PostgreSQL with a 500.
 */
export const requestLimits = {
  /** PostgreSQL `integer` (int4), the type of every id and count column. */
  intMin: -2147483648,
  intMax: 2147483647,
  /** A number without bounds: in cents it still fits int4 (and it fits numeric(12,2)). */
  numberAbsMax: 21474836,
  stringMaxLength: 2000,
  arrayMaxItems: 1000,
  recordMaxProperties: 100,
} as const;

/** PostgreSQL text cannot hold U+0000. */
export const NUL_FREE_PATTERN = '^[^\\u0000]*$';

type Json = Record<string, unknown>;
const isSchema = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy keeping TypeBox's non-enumerable markers (`~kind`, `~optional`). */
const copyOf = (schema: Json): Json => Object.defineProperties({}, Object.getOwnPropertyDescriptors(schema)) as Json;

const typesOf = (schema: Json): unknown[] => (Array.isArray(schema.type) ? schema.type : [schema.type]);

/**
 * Closes and bounds a request schema (a new object; the shared one is not changed): objects refuse
 * properties they do not name, integers stay within int4, numbers within ±requestLimits.numberAbsMax,
 * strings get a maximum length and may not contain NUL, arrays and records a maximum size. Bounds the
 * schema gives itself win. Idempotent.
 */
export function closeSchema<S extends TSchema>(schema: S): S {
  const s = copyOf(schema as unknown as Json);
  if (isSchema(s.properties)) {
    s.properties = Object.fromEntries(Object.entries(s.properties).map(([key, value]) => [key, closeSchema(value as TSchema)]));
  }
  if (isSchema(s.patternProperties)) {
    s.patternProperties = Object.fromEntries(Object.entries(s.patternProperties).map(([key, value]) => [key, closeSchema(value as TSchema)]));
  }
  if (isSchema(s.additionalProperties)) s.additionalProperties = closeSchema(s.additionalProperties as TSchema);
  if (isSchema(s.items)) s.items = closeSchema(s.items as TSchema);
  if (Array.isArray(s.items)) s.items = s.items.map((item) => closeSchema(item as TSchema));
  if (Array.isArray(s.prefixItems)) s.prefixItems = s.prefixItems.map((item) => closeSchema(item as TSchema));
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(s[key])) s[key] = (s[key] as TSchema[]).map((member) => closeSchema(member));
  }
  if (Array.isArray(s.allOf)) {
    // Closing each member of an intersection would refuse the other members' properties.
    throw new Error('Request schemas cannot be intersections (allOf): write one Type.Object so it can be closed');
  }
  const types = typesOf(s);
  if (types.includes('object')) {
    if (s.additionalProperties === undefined) s.additionalProperties = false;
    if (s.additionalProperties !== false && s.maxProperties === undefined) s.maxProperties = requestLimits.recordMaxProperties;
  }
  if (types.includes('integer')) {
    if (s.minimum === undefined && s.exclusiveMinimum === undefined) s.minimum = requestLimits.intMin;
    if (s.maximum === undefined && s.exclusiveMaximum === undefined) s.maximum = requestLimits.intMax;
  } else if (types.includes('number')) {
    if (s.minimum === undefined && s.exclusiveMinimum === undefined) s.minimum = -requestLimits.numberAbsMax;
    if (s.maximum === undefined && s.exclusiveMaximum === undefined) s.maximum = requestLimits.numberAbsMax;
  }
  if (types.includes('string')) {
    if (s.maxLength === undefined && s.enum === undefined && s.const === undefined) s.maxLength = requestLimits.stringMaxLength;
    if (s.pattern === undefined) s.pattern = NUL_FREE_PATTERN;
    else if (s.pattern !== NUL_FREE_PATTERN && !String(s.pattern).startsWith('^(?=[^\\u0000]*$)')) {
      // Keep the schema's own pattern (matched anywhere, as before) and refuse NUL in the whole string.
      s.pattern = `^(?=[^\\u0000]*$)[\\s\\S]*?(?:${String(s.pattern)})`;
    }
  }
  if (types.includes('array') && s.maxItems === undefined) s.maxItems = requestLimits.arrayMaxItems;
  return s as unknown as S;
}

/**
 * Every call goes through here: its params, query and body schemas are closed and bounded
 * (closeSchema), so a call added later is safe without anyone remembering to do it.
 */
export const defineCall = <const C extends CallDef>(call: C): C => ({
  ...call,
  ...(call.params ? { params: closeSchema(call.params) } : {}),
  ...(call.query ? { query: closeSchema(call.query) } : {}),
  ...(call.body ? { body: closeSchema(call.body) } : {}),
});

/** The spec's envelope around every API answer. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ status: Type.Number(), message: Type.String(), data });

export type Envelope<T> = { status: number; message: string; data: T };

type StaticOf<S> = S extends TSchema ? Static<S> : undefined;
export type ParamsOf<C extends CallDef> = StaticOf<C['params']>;
export type QueryOf<C extends CallDef> = StaticOf<C['query']>;
export type BodyOf<C extends CallDef> = StaticOf<C['body']>;
export type DataOf<C extends CallDef> = StaticOf<C['data']>;
