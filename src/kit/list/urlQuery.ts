/**
 * A list call's query <-> the URL's search parameters, read from the call's own TypeBox (JSON
 * Schema) query schema: integers become numbers, arrays repeat (`?states=0&states=1`), and a value the
 * schema would refuse (out of range, too long, not one of the allowed literals, wrong pattern) is
 * dropped rather than sent — a hand-edited or stale link opens the list, it never fails it.
 */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  maxItems?: number;
}

export type QueryValue = string | number | boolean | (string | number)[];
export type QueryRecord = Record<string, QueryValue>;

/** One scalar from the URL, as the schema wants it, or undefined when the schema refuses it. */
export function parseScalar(schema: JsonSchema, raw: string): string | number | boolean | undefined {
  if (schema.anyOf) {
    for (const option of schema.anyOf) {
      const value = parseScalar(option, raw);
      if (value !== undefined) return value;
    }
    return undefined;
  }
  if (schema.const !== undefined) return String(schema.const) === raw ? (schema.const as string | number | boolean) : undefined;
  if (schema.enum) return schema.enum.find((value): value is string | number => (typeof value === 'string' || typeof value === 'number') && String(value) === raw);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') {
    if (raw.trim() === '') return undefined;
    const n = Number(raw);
    if (!Number.isFinite(n) || (type === 'integer' && !Number.isInteger(n))) return undefined;
    if (schema.minimum !== undefined && n < schema.minimum) return undefined;
    if (schema.maximum !== undefined && n > schema.maximum) return undefined;
    return n;
  }
  if (type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : undefined;
  if (type === 'string') {
    if (raw === '') return undefined;
    if (schema.maxLength !== undefined && raw.length > schema.maxLength) return undefined;
    if (schema.minLength !== undefined && raw.length < schema.minLength) return undefined;
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(raw)) return undefined;
    return raw;
  }
  return undefined;
}

/** The query the URL describes, field by field from the schema; unknown parameters are ignored. */
export function parseQuery(schema: unknown, params: URLSearchParams): QueryRecord {
  const properties = (schema as JsonSchema | undefined)?.properties ?? {};
  const query: QueryRecord = {};
  for (const [name, field] of Object.entries(properties)) {
    if (field.type === 'array' && field.items) {
      const items = field.items;
      const values = params.getAll(name).map((raw) => parseScalar(items, raw)).filter((v): v is string | number => v !== undefined && typeof v !== 'boolean');
      const unique = [...new Set(values)].slice(0, field.maxItems ?? 50);
      if (unique.length) query[name] = unique;
      continue;
    }
    const raw = params.get(name);
    if (raw === null) continue;
    const value = parseScalar(field, raw);
    if (value !== undefined) query[name] = value;
  }
  return query;
}

/** The URL form of a query: empty values are left out so links stay short. */
export function toSearchParams(query: Partial<Record<string, QueryValue | undefined | null>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(name, String(item)));
    else params.set(name, String(value));
  }
  return params;
}
