/**
 * toQuery (search.ts) writes a statement's text and parameters exactly as Drizzle's PgDialect does for the SQL trees
 * the catalogue search builds, and leaves any other tree to Drizzle. No database: the text itself is compared.
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { product } from '../../db/schema';
import { toQuery } from './search';

const dialect = new PgDialect();
/** What a statement sends: its text and parameters (PgDialect's typings are all "none" here and unused). */
const drizzleQuery = (query: ReturnType<typeof sql>) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { sql: text, params };
};

describe('catalogue search: statement text', () => {
  it('matches PgDialect for text, nested SQL, joins, raw text and primitive values (nulls and undefined too)', () => {
    const inner = sql`p.id = any(${'{1,2}'}::int[]) and p.title ilike ${'%a%'}`;
    const parts = sql.join([sql`p.status = 'on_sale'`, undefined, inner, sql`(select ${24}::int)`, sql`${null}::text is null`, sql`${true}`].filter((p) => p !== undefined), sql` and `);
    const query = sql`with m as (select p.id from product p where ${parts} limit ${sql.raw('2401')}) select ${undefined}count(*), ${3.5} from m where ${sql.empty()}true`;
    const mine = toQuery(query);
    expect(mine).toEqual(drizzleQuery(query));
    expect(mine.params).toEqual(['{1,2}', '%a%', 24, null, true, 3.5]);
    expect(mine.sql).toContain('$6');
  });

  it('leaves a tree with a column, a table or an array to PgDialect', () => {
    for (const query of [sql`select ${product.id} from ${product} where ${eq(product.id, 3)}`, sql`select 1 where 2 in ${[1, 2]}`]) {
      expect(toQuery(query)).toEqual(dialect.sqlToQuery(query));
    }
  });
});
