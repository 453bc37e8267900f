/**
 * Keyset paging steps, kept apart from React so they can be tested alone. The server's `cursor` is in
 * the URL (a copied link opens the same rows). A keyset run starts from an offset page — usually the last
 * one an offset reaches (page 500 of 20 rows = row 10,000) — and that page number stays in the URL
 * beside the cursor (the server ignores pageNo while a cursor is set). The cursors of the pages before
 * this one are kept in the history entry's state, so "Previous" steps back through them, and from the
 * first keyset page it returns to the offset page the run started from — never to page 1. After a reload
 * or from a shared link the trail is gone; "Previous" then returns to that offset page too.
 */
import type { QueryRecord, QueryValue } from './urlQuery';

export interface CursorState {
  /** Cursors of the pages before this one in the keyset run (null = the offset page it started from). */
  cursors?: (string | null)[];
}

export type PagingQuery = Record<string, QueryValue | undefined>;

export const cursorsOf = (state: unknown): (string | null)[] => {
  const cursors = typeof state === 'object' && state !== null ? (state as CursorState).cursors : undefined;
  return Array.isArray(cursors) ? cursors.filter((c): c is string | null => c === null || typeof c === 'string') : [];
};

/** The page after this one: its cursor in the URL, this page's cursor (or null: the offset page) on the trail. */
export function nextPage(query: QueryRecord, state: unknown, cursor: string): { query: PagingQuery; state: CursorState } {
  const current = typeof query.cursor === 'string' ? query.cursor : null;
  return { query: { ...query, cursor }, state: { cursors: [...cursorsOf(state), current] } };
}

/** The page before this one, or null when this is not a keyset page (use the numbered pager). */
export function previousPage(query: QueryRecord, state: unknown): { query: PagingQuery; state: CursorState } | null {
  if (typeof query.cursor !== 'string') return null;
  const cursors = cursorsOf(state);
  const previous = cursors.length ? cursors[cursors.length - 1] : null;
  return { query: { ...query, cursor: previous ?? undefined }, state: { cursors: cursors.slice(0, -1) } };
}
