/**
 * Drizzle's rows, mapped by a mapper built once per statement instead of per row and column.
 *
 * Drizzle maps every row of a select (or `returning`) with `mapResultRow`, which for EACH column of EACH row
 * asks what kind of field it is (`is(field, Column)`, then SQL, Subquery, … each a walk up the prototype
 * chain when it fails) to find the column's decoder, and walks the column's path with an iterator. On the
 * orders list (21 rows × 4 columns, plus the session check) that was ~5 % of the API process's samples
 * (issue 12, bench:orders profile). The answer to those questions depends on the statement's fields only, so
 * here they are answered once, when the statement first maps rows, and each row is then a plain loop.
 *
 * The result is the same object `mapResultRow` builds (same keys, same order, same decoders, the same
 * nulling of a left-joined table, decided by its first column); rowMapper.test.ts compares the two.
 * Installed on the sessions' `prepareQuery` (client.ts), as the statement's `customResultMapper`: Drizzle's
 * own hook for a statement's row mapping (its relational queries pass their own, which is left alone).
 */
import { Column, SQL, Subquery, getTableName, is } from 'drizzle-orm';

/** A field of a statement as Drizzle orders them (`orderSelectedFields`): its path in the row object and its source. */
export interface OrderedField { path: string[]; field: unknown }
type Decoder = { mapFromDriverValue(value: unknown): unknown };

/** The decoder Drizzle's mapResultRow picks for a field. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field as unknown as Decoder;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: { decoder: Decoder } } })._.sql.decoder;
  return (field as { sql: { decoder: Decoder } }).sql.decoder;
}

/** `mapResultRow(fields, row, joinsNotNullableMap)` for every row, with the per-field work done once. */
export function compileRowMapper(fields: readonly OrderedField[], joinsNotNullableMap?: Record<string, boolean>): (rows: unknown[][]) => Record<string, unknown>[] {
  const count = fields.length;
  const decoders = fields.map(({ field }) => decoderOf(field));
  const paths = fields.map(({ path }) => path);
  const last = paths.map((path) => path[path.length - 1]);
  // A column two levels deep (a joined table's) takes part in the nulling of that table, as in mapResultRow.
  const tables = fields.map(({ path, field }) => (joinsNotNullableMap && path.length === 2 && is(field, Column) ? getTableName((field as Column).table) : null));
  const flat = paths.every((path) => path.length === 1);
  const nulling = tables.some((table) => table !== null);

  if (flat) {
    return (rows) => {
      const mapped = new Array<Record<string, unknown>>(rows.length);
      for (let r = 0; r < rows.length; r += 1) {
        const row = rows[r];
        const result: Record<string, unknown> = {};
        for (let i = 0; i < count; i += 1) {
          const raw = row[i];
          result[last[i]] = raw === null ? null : decoders[i].mapFromDriverValue(raw);
        }
        mapped[r] = result;
      }
      return mapped;
    };
  }

  return (rows) => rows.map((row) => {
    const result: Record<string, unknown> = {};
    const nullify: Record<string, string | false> = {};
    for (let i = 0; i < count; i += 1) {
      const path = paths[i];
      let node = result;
      for (let depth = 0; depth < path.length - 1; depth += 1) {
        const chunk = path[depth];
        if (!(chunk in node)) node[chunk] = {};
        node = node[chunk] as Record<string, unknown>;
      }
      const raw = row[i];
      const value = node[last[i]] = raw === null ? null : decoders[i].mapFromDriverValue(raw);
      const table = tables[i];
      if (table !== null) {
        const objectName = path[0];
        if (!(objectName in nullify)) nullify[objectName] = value === null ? table : false;
        else if (typeof nullify[objectName] === 'string' && nullify[objectName] !== table) nullify[objectName] = false;
      }
    }
    if (nulling) {
      for (const objectName in nullify) {
        const tableName = nullify[objectName];
        if (typeof tableName === 'string' && !joinsNotNullableMap![tableName]) result[objectName] = null;
      }
    }
    return result;
  });
}

interface PreparedLike { fields?: OrderedField[]; joinsNotNullableMap?: Record<string, boolean>; customResultMapper?: unknown }
type PrepareQuery = (this: unknown, query: unknown, fields: OrderedField[] | undefined, name: unknown, arrayMode: unknown, customResultMapper: unknown, ...rest: unknown[]) => PreparedLike;

const installed = new WeakSet<object>();

/**
 * Makes a Drizzle session class's statements map their rows with compileRowMapper. The mapper is built on the
 * statement's first rows: the select builder sets `joinsNotNullableMap` after `prepareQuery` returns.
 */
export function installRowMapper(Session: { prototype: object }): void {
  const proto = Session.prototype as { prepareQuery: PrepareQuery };
  if (installed.has(proto)) return;
  installed.add(proto);
  const prepare = proto.prepareQuery;
  proto.prepareQuery = function prepareQuery(query, fields, name, arrayMode, customResultMapper, ...rest) {
    const prepared = prepare.call(this, query, fields, name, arrayMode, customResultMapper, ...rest);
    if (fields && !customResultMapper) {
      let map: ((rows: unknown[][]) => Record<string, unknown>[]) | null = null;
      prepared.customResultMapper = (rows: unknown[][]) => (map ??= compileRowMapper(fields, prepared.joinsNotNullableMap))(rows);
    }
    return prepared;
  };
}
