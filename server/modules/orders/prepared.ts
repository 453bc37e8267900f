import type { DbOrTx } from '../../db/client';

/**
 * A cache of prepared statements per database handle and name: `prepare` runs on a name's first use (Drizzle
 * builds the query once per process; PostgreSQL parses and plans it once per connection under that name).
 * One cache per kind of statement, so each keeps its own type.
 */
export function preparedOnce<T>(): (db: DbOrTx, name: string, prepare: () => T) => T {
  const kept = new WeakMap<object, Map<string, T>>();
  return (db, name, prepare) => {
    let statements = kept.get(db);
    if (!statements) kept.set(db, (statements = new Map()));
    let statement = statements.get(name);
    if (!statement) statements.set(name, (statement = prepare()));
    return statement;
  };
}
