/**
 * Answers whose rows arrive already written as JSON text (the order list: PostgreSQL writes each listed order's
 * object, listed.ts): the route splices that text into the envelope its serialiser writes around it, instead of
 * the rows being parsed into objects and written out again value by value.
 *
 * A value is marked with the item schema its text was written for, and a route uses the text only when its own
 * schema's items are that very schema: under any other schema (the staff list's AdminOrder, a route that adds or
 * drops a key) the value is serialised as usual.
 */
import type { TSchema } from 'typebox';

interface Written {
  /** The schema of the array's items the text was written for. */
  items: TSchema;
  /** The array's JSON text, byte for byte what the route's serialiser writes for the array under `items`. */
  text: () => string;
}

const written = new WeakMap<object, Written>();

/** Marks `value` (an array) as written as `text()` under `items`; returns it. */
export function withWrittenJson<T extends object>(value: T, items: TSchema, text: () => string): T {
  written.set(value, { items, text });
  return value;
}

/** The JSON text of `value` written for `items`, or undefined (not marked, or marked for another schema). */
export function writtenJsonOf(value: unknown, items: TSchema): string | undefined {
  const found = typeof value === 'object' && value !== null ? written.get(value) : undefined;
  return found && found.items === items ? found.text() : undefined;
}

/** The data schema's first property when it is an array (a page's `records`): the one a route can splice. */
export function splicedProperty(data: TSchema): { key: string; items: TSchema } | null {
  const { type, properties } = data as { type?: unknown; properties?: Record<string, TSchema> };
  const first = type === 'object' && properties ? Object.keys(properties)[0] : undefined;
  const schema = first === undefined ? undefined : (properties![first] as { type?: unknown; items?: TSchema });
  return schema?.type === 'array' && schema.items ? { key: first!, items: schema.items } : null;
}

/**
 * The envelope's text with `data[key]`'s written JSON in place, or undefined when that array carries none.
 * `serialize` is the route's own serialiser (the envelope, `data`'s other properties); it writes
 * `{"status":…,"message":"…","data":{"<key>":[],…}}`, where `"data":{"<key>":` can only be the data's first
 * key (a message's quotes are escaped), so the empty array there is replaced by the rows.
 */
export function spliceWritten(serialize: (payload: unknown) => string, envelope: { data: unknown }, key: string, items: TSchema): string | undefined {
  const data = envelope.data as Record<string, unknown> | null;
  const rows = data ? writtenJsonOf(data[key], items) : undefined;
  if (rows === undefined) return undefined;
  const text = serialize({ ...envelope, data: { ...data, [key]: [] } });
  const marker = `"data":{${JSON.stringify(key)}:[]`;
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`spliceWritten: no ${marker} in the serialised envelope`);
  const open = at + marker.length - 2;
  return text.slice(0, open) + rows + text.slice(open + 2);
}
