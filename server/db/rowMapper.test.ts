/**
 * The statement-compiled row mapper (rowMapper.ts) builds exactly what Drizzle's own mapResultRow builds:
 * flat selections, nested objects, left-joined tables nulled (by their first column, as Drizzle does) or kept,
 * decoders of columns (an integer from a string, a JSON column) and of `sql` with mapWith; and a real
 * select through each storage answers through it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as drizzle from 'drizzle-orm';
import { eq, sql } from 'drizzle-orm';
import { customer, order, store } from './schema';
import { compileRowMapper, type OrderedField } from './rowMapper';
import { freshDatabase, storageKinds } from '../test/harness';

// Drizzle's own mapping and field ordering: exported at run time, left out of its types (internal).
const { mapResultRow, orderSelectedFields } = drizzle as unknown as {
  mapResultRow(fields: OrderedField[], row: unknown[], joinsNotNullableMap?: Record<string, boolean>): Record<string, unknown>;
  orderSelectedFields(fields: Record<string, unknown>): OrderedField[];
};

const selections: Array<[string, Record<string, unknown>, Record<string, boolean> | undefined]> = [
  ['flat columns and sql', { id: order.id, number: order.number, total: sql<number>`1`.mapWith(Number), json: sql<string>`'x'`, createdAt: order.createdAt }, undefined],
  ['a left-joined table nested', { id: order.id, store: { id: store.id, name: store.name }, n: sql<number>`2`.mapWith(Number) }, { orders: true, store: false }],
  ['an inner-joined table nested', { id: order.id, store: { id: store.id, name: store.name } }, { orders: true, store: true }],
  ['two tables nested, one left', { order: { id: order.id, number: order.number }, store: { id: store.id, name: store.name }, customer: { id: customer.id } }, { orders: true, store: false, customer: true }],
  ['a nested object of sql only', { id: order.id, extra: { a: sql<number>`1`.mapWith(Number), b: sql<string>`'b'` } }, { orders: true }],
];

/** Raw driver rows for the fields: every combination of null and a value the decoders take (strings for numbers). */
function rowsFor(fields: OrderedField[]): unknown[][] {
  const value = (index: number, seed: number) => (seed + index) % 3 === 0 ? null : String(10 + seed * 7 + index);
  const rows: unknown[][] = [];
  for (let seed = 0; seed < 12; seed += 1) rows.push(fields.map((_, index) => value(index, seed)));
  rows.push(fields.map(() => null));
  rows.push(fields.map((_, index) => String(index + 1)));
  return rows;
}

describe('compiled row mapper', () => {
  for (const [name, selection, joins] of selections) {
    it(`maps rows as mapResultRow does: ${name}`, () => {
      const fields = orderSelectedFields(selection);
      const rows = rowsFor(fields);
      const expected = rows.map((row) => mapResultRow(fields, row, joins));
      const mapped = compileRowMapper(fields, joins)(rows);
      expect(mapped).toEqual(expected);
      // Same keys in the same order (answers are serialised from these objects).
      expect(mapped.map((row) => JSON.stringify(row))).toEqual(expected.map((row) => JSON.stringify(row)));
    });
  }

  it('nulls a left-joined table by its first column, as Drizzle does', () => {
    const fields = orderSelectedFields({ id: order.id, store: { id: store.id, name: store.name } });
    const map = compileRowMapper(fields, { orders: true, store: false });
    expect(map([[1, null, null], [2, null, 'n'], [3, 4, null]])).toEqual([
      { id: 1, store: null }, { id: 2, store: null }, { id: 3, store: { id: 4, name: null } },
    ]);
  });
});

describe.each(storageKinds)('statements map rows through it (%s)', (kind) => {
  let handle: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => { handle = await freshDatabase(kind, 'demo'); });
  afterAll(() => handle?.drop());

  it('a select with a left join, prepared and not', async () => {
    const { db } = handle.database;
    const query = db.select({ id: customer.id, name: customer.username, store: { id: store.id, name: store.name }, one: sql<number>`1`.mapWith(Number) })
      .from(customer).leftJoin(store, eq(store.customerId, customer.id)).orderBy(customer.id, store.id);
    const prepared = query.prepare('row_mapper_test');
    expect((prepared as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf('function');
    const rows = await query;
    expect(await prepared.execute()).toEqual(rows);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.one).toBe(1);
      expect(typeof row.id).toBe('number');
      if (row.store) expect(typeof row.store.id).toBe('number');
    }
    // A customer without stores gets store: null (the left-joined table nulled), one with stores its rows.
    expect(rows.some((row) => row.store === null)).toBe(true);
    expect(rows.some((row) => row.store !== null)).toBe(true);
  });
});
