/**
 * Values for the generic security suites, read from a call's TypeBox schema: a valid value of any schema,
 * and the hostile variants of each field (wrong types, out-of-range numbers, NUL-bearing and huge strings,
 * oversized arrays). Nothing here knows a particular call, so calls added later are covered unchanged.
 */
type Json = Record<string, any>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const typesOf = (schema: Json): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** The non-null member of a union (Nullable), or the schema itself. */
export function concrete(schema: Json): Json {
  const members = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (!members) return schema;
  return members.find((member) => !typesOf(member).includes('null')) ?? members[0];
}

const stringCandidates = ['fuzz@example.test', 'aaaaaaaa', 'USD', '#a1b2c3', 'en', '1', 'dev', 'A2B3C4', '2026-01-01'];

function validString(schema: Json, key: string): string {
  if (schema.const !== undefined) return String(schema.const);
  if (Array.isArray(schema.enum)) return String(schema.enum[0]);
  if (schema.format === 'date-time') return new Date().toISOString();
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 2000;
  const preferred = /user|mail/i.test(key) ? ['fuzz@example.test'] : /pass|pwd/i.test(key) ? ['Fuzz#Pass123'] : [];
  const fits = (text: string) => text.length >= min && text.length <= max && (!schema.pattern || new RegExp(schema.pattern, 'u').test(text));
  const found = [...preferred, ...stringCandidates].find(fits);
  if (found) return found;
  const text = 'a'.repeat(Math.max(min, Math.min(3, max)));
  return text;
}

function validNumber(schema: Json, integer: boolean): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined);
  let value = 1;
  if (low !== undefined && value < low) value = low;
  if (high !== undefined && value > high) value = high;
  return integer ? Math.round(value) : value;
}

/** A value the schema accepts (as far as this can tell without knowing the call), with every optional field. */
export function validValue(input: Json, key = ''): unknown {
  const schema = concrete(input);
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const types = typesOf(schema);
  if (types.includes('object') || isObject(schema.properties)) {
    return Object.fromEntries(Object.entries((schema.properties ?? {}) as Record<string, Json>).map(([name, child]) => [name, validValue(child, name)]));
  }
  if (types.includes('array')) {
    const count = Math.max(1, schema.minItems ?? 0);
    return Array.from({ length: Math.min(count, schema.maxItems ?? count) }, () => validValue(schema.items ?? {}, key));
  }
  if (types.includes('integer')) return validNumber(schema, true);
  if (types.includes('number')) return validNumber(schema, false);
  if (types.includes('boolean')) return true;
  if (types.includes('string')) return validString(schema, key);
  if (types.includes('null')) return null;
  return 'x';
}

/** Hostile replacements for a field of this schema. Some are valid boundary values (e.g. the maximum): they must not fail either. */
export function hostileValues(input: Json): unknown[] {
  const schema = concrete(input);
  const types = typesOf(schema);
  const common: unknown[] = [null, {}, [], true];
  if (types.includes('integer') || types.includes('number')) {
    const max = schema.maximum ?? schema.exclusiveMaximum ?? 2147483647;
    const min = schema.minimum ?? schema.exclusiveMinimum ?? -2147483648;
    return [...common, max, min, max + 1, min - 1, 2147483648, -2147483649, 32768, 1e18, -1e18, 1e308, '99999999999999999999', 1.5, 'abc', 'NaN', 'Infinity', ''];
  }
  if (types.includes('string')) {
    const max = schema.maxLength ?? 2000;
    return [...common, '', 'a\u0000b', '\u0000', 'x'.repeat(max), 'x'.repeat(max + 1), 'x'.repeat(20_000), '💥'.repeat(Math.min(max, 500)), '\ud800', 12345, "' OR 1=1 --", '../../etc/passwd'];
  }
  if (types.includes('boolean')) return [...common.filter((v) => v !== true), 'yes', 2, 'true'];
  if (types.includes('array')) {
    const item = validValue(schema.items ?? {});
    const over = (schema.maxItems ?? 1000) + 1;
    return [null, {}, 'text', [], Array.from({ length: over }, () => item), [null], [{}], ['a\u0000b'], [2147483648]];
  }
  if (types.includes('object') || isObject(schema.properties)) return [null, [], 'text', 42, {}];
  return common;
}

export interface FieldPath { path: (string | number)[]; schema: Json }

/** Every field of an object schema, nested objects and the first item of arrays included (depth-limited). */
export function fieldsOf(input: Json, prefix: (string | number)[] = [], depth = 0): FieldPath[] {
  const schema = concrete(input);
  if (depth > 3) return [];
  const out: FieldPath[] = [];
  for (const [name, child] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
    const path = [...prefix, name];
    out.push({ path, schema: child });
    const inner = concrete(child);
    if (isObject(inner.properties)) out.push(...fieldsOf(inner, path, depth + 1));
    if (typesOf(inner).includes('array') && inner.items) {
      out.push({ path: [...path, 0], schema: inner.items });
      out.push(...fieldsOf(inner.items, [...path, 0], depth + 1));
    }
  }
  return out;
}

/** A copy of `value` with the field at `path` replaced (or removed when `replacement` is REMOVE). */
export const REMOVE = Symbol('remove');
export function withField(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(value) as Json;
  let node: any = copy;
  for (const step of path.slice(0, -1)) {
    if (node?.[step] === undefined) return copy;
    node = node[step];
  }
  const last = path[path.length - 1];
  if (node === null || typeof node !== 'object') return copy;
  if (replacement === REMOVE) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = replacement;
  return copy;
}
