/**
 * Saved views: per user (the caller's own id — a sub-account's views are its own) and per list. The
 * list key is the name of the list's contract call, and a saved filter must pass that call's query
 * schema field by field, so a view can never hold a filter the list would refuse.
 */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import { contract, type CallName } from '../../../src/api/contract';
import { VIEWS_PER_LIST_MAX } from '../../../src/api/contract/views';
import type { DbOrTx } from '../../db/client';
import { savedView } from '../../db/schema';
import { fail } from '../../http/envelope';
import type { Lang } from '../../http/i18n';
import { fieldError } from '../products/service';

/** The query schema of list `listKey`, or a 9001 on listKey when it is not a list call. */
function listQuerySchema(listKey: string, lang: Lang): { properties: Record<string, TSchema> } {
  const call = (contract as Record<string, { method: string; query?: TSchema }>)[listKey];
  const query = call?.query as { properties?: Record<string, TSchema> } | undefined;
  if (!call || !query?.properties) throw fieldError(lang, 'listKey', 'server.views.unknownList');
  return { properties: query.properties };
}

/** Checks each filter field against the list's query schema (URL text converted as the server would). */
export function checkFilter(listKey: string, filter: Record<string, unknown>, lang: Lang): Record<string, unknown> {
  const { properties } = listQuerySchema(listKey, lang);
  const clean: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(filter)) {
    const schema = properties[field];
    if (!schema || ['pageNo', 'cursor', 'beforeId'].includes(field)) throw fieldError(lang, `filter.${field}`, 'server.views.unknownField');
    const converted = Value.Convert(schema, value);
    if (!Value.Check(schema, converted)) throw fieldError(lang, `filter.${field}`, 'server.validation.format');
    clean[field] = converted;
  }
  return clean;
}

export const toView = (row: typeof savedView.$inferSelect) => ({
  id: row.id, listKey: row.listKey, name: row.name, filter: row.filter as Record<string, never>, columns: row.columns, updatedAt: row.updatedAt,
});

export async function listViews(db: DbOrTx, userId: number, listKey: string) {
  const rows = await db.select().from(savedView).where(and(eq(savedView.userId, userId), eq(savedView.listKey, listKey)))
    .orderBy(sql`${savedView.name} is not null`, asc(savedView.name));
  return rows.map(toView);
}

export async function saveView(db: DbOrTx, userId: number, input: { id?: number; listKey: string; name?: string; filter: Record<string, unknown>; columns: string[] }, lang: Lang) {
  const filter = checkFilter(input.listKey as CallName, input.filter, lang);
  const name = input.name?.trim() || null;
  return db.transaction(async (tx) => {
    if (input.id) {
      const [own] = await tx.select({ id: savedView.id }).from(savedView).where(and(eq(savedView.id, input.id), eq(savedView.userId, userId), eq(savedView.listKey, input.listKey)));
      if (!own) throw fail.notFound();
    }
    const [clash] = await tx.select({ id: savedView.id }).from(savedView).where(and(
      eq(savedView.userId, userId), eq(savedView.listKey, input.listKey),
      name === null ? sql`${savedView.name} is null` : eq(savedView.name, name),
      input.id ? ne(savedView.id, input.id) : undefined,
    ));
    // The columns-only row (name null) is one per list: saving it again replaces it.
    const targetId = input.id ?? (name === null ? clash?.id : undefined);
    if (clash && clash.id !== targetId) throw fail.rule('server.views.nameTaken');
    if (targetId) {
      const [row] = await tx.update(savedView).set({ name, filter, columns: input.columns, updatedAt: new Date() }).where(eq(savedView.id, targetId)).returning();
      return toView(row);
    }
    const [{ n }] = await tx.select({ n: count() }).from(savedView).where(and(eq(savedView.userId, userId), eq(savedView.listKey, input.listKey)));
    if (n >= VIEWS_PER_LIST_MAX + 1) throw fail.rule('server.views.tooMany', { max: VIEWS_PER_LIST_MAX });
    const [row] = await tx.insert(savedView).values({ userId, listKey: input.listKey, name, filter, columns: input.columns }).returning();
    return toView(row);
  });
}

export async function deleteView(db: DbOrTx, userId: number, id: number) {
  const removed = await db.delete(savedView).where(and(eq(savedView.id, id), eq(savedView.userId, userId))).returning({ id: savedView.id });
  if (removed.length === 0) throw fail.notFound();
}
