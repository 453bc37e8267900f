/**
 * Query serialisation the API expects (spec section 7): nested objects with dots (`filter.store=3`),
 * lists as repeated keys (`states=1&states=2`), lists of objects with an index (`lines[0].id=7`).
 * Empty values (undefined, null) are left out; dates are sent as ISO text.
 */
export type QueryValue = string | number | boolean | Date | null | undefined | QueryObject | readonly QueryValue[];
export interface QueryObject {
  [key: string]: QueryValue;
}

const isPlainObject = (value: unknown): value is QueryObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

function scalar(value: string | number | boolean | Date): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function collect(pairs: [string, string][], key: string, value: QueryValue): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item: QueryValue, index: number) => {
      if (isPlainObject(item)) collect(pairs, `${key}[${index}]`, item);
      else collect(pairs, key, item);
    });
    return;
  }
  if (isPlainObject(value)) {
    for (const [child, childValue] of Object.entries(value)) collect(pairs, key ? `${key}.${child}` : child, childValue);
    return;
  }
  pairs.push([key, scalar(value as string | number | boolean | Date)]);
}

/** Turns a query object into `a=1&b.c=2&states=1&states=2` (no leading `?`; empty string when nothing to send). */
export function serializeQuery(query: QueryObject | null | undefined): string {
  if (!query) return '';
  const pairs: [string, string][] = [];
  collect(pairs, '', query);
  return pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
}

/** Fills `:name` path parameters (URI-encoded); a missing one is a programming error. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** `path` + `?query` when the query has anything to send. */
export function withQuery(path: string, query: QueryObject | null | undefined): string {
  const text = serializeQuery(query);
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}
