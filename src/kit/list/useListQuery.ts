/**
 * A list's filters, sort and page live in the URL, typed from the list call's query schema: a copied
 * link reopens the same view, and back/forward step through the filters a merchant tried. Changing a
 * filter or the sort goes back to the first page; paging keeps the filters.
 *
 * Keyset paging (past the 10,000 rows an offset reaches) puts the server's `cursor` in the URL and keeps
 * the cursors of the pages before it in the history entry's state, so "previous" steps back through them.
 */
import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { TSchema } from 'typebox';
import { contract, type CallDef, type Contract } from '@/api/contract';
import type { CallName, CallQuery } from '@/kit/data';
import { parseQuery, toSearchParams, type QueryRecord, type QueryValue } from './urlQuery';

/** The calls that have a query schema (lists). */
export type ListCallName = { [N in CallName]: Contract[N] extends { query: TSchema } ? N : never }[CallName];

/** Fields that only move within the result, never change what it holds. */
const PAGING = ['pageNo', 'cursor'] as const;

interface CursorState {
  /** Cursors of the pages before this one (null = the first page). */
  cursors?: (string | null)[];
}

const cursorsOf = (state: unknown): (string | null)[] =>
  typeof state === 'object' && state !== null && Array.isArray((state as CursorState).cursors) ? ((state as CursorState).cursors ?? []) : [];

export interface ListQuery<N extends ListCallName> {
  /** The query the URL describes (every value checked against the schema). */
  query: CallQuery<N>;
  /** Change filters or sort (back to the first page) — one history entry. */
  setFilters(patch: Partial<CallQuery<N>>): void;
  /** Clear every filter, keeping the page size and sort. */
  clearFilters(): void;
  /** Open another whole query (a saved view); values the schema refuses are dropped by the parse. */
  replace(query: QueryRecord): void;
  setPage(pageNo: number): void;
  setPageSize(pageSize: number): void;
  /** Keyset: go to the page after this one. */
  nextCursor(cursor: string): void;
  /** Keyset: go back one page; false when there is no page before (then use setPage). */
  previousCursor(): boolean;
  /** True while paging by cursor. */
  isKeyset: boolean;
}

export function useListQuery<N extends ListCallName>(name: N, keep: readonly string[] = ['pageSize', 'sort', 'order']): ListQuery<N> {
  const def: CallDef = contract[name];
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const raw = useMemo(() => parseQuery(def.query, params), [def, params]);
  // The parse keeps only fields of this schema with values the schema allows: the shape of CallQuery<N>.
  const query = raw as CallQuery<N>;

  // The router applies a navigation as a transition, so a second change made before it renders (a tab,
  // then a keyword) would start from the old URL and drop the first. Changes start from the last one
  // written until the URL this render saw moves on.
  const written = useRef<{ seen: URLSearchParams; query: QueryRecord } | null>(null);
  const base = useCallback((): QueryRecord => (written.current?.seen === params ? written.current.query : raw), [params, raw]);

  const write = useCallback(
    (next: Record<string, QueryValue | undefined>, state?: CursorState) => {
      const search = toSearchParams(next);
      written.current = { seen: params, query: parseQuery(def.query, search) };
      setParams(search, { state });
    },
    [setParams, params, def],
  );

  const setFilters = useCallback(
    (patch: Partial<CallQuery<N>>) => {
      const next: Record<string, QueryValue | undefined> = { ...base(), ...patch };
      PAGING.forEach((field) => delete next[field]);
      write(next);
    },
    [base, write],
  );

  const clearFilters = useCallback(() => {
    write(Object.fromEntries(keep.filter((field) => raw[field] !== undefined).map((field) => [field, raw[field]])));
  }, [keep, raw, write]);

  const replace = useCallback((next: QueryRecord) => write(next), [write]);

  const setPage = useCallback((pageNo: number) => write({ ...raw, cursor: undefined, pageNo: pageNo > 1 ? pageNo : undefined }), [raw, write]);
  const setPageSize = useCallback((pageSize: number) => write({ ...raw, cursor: undefined, pageNo: undefined, pageSize }), [raw, write]);

  const nextCursor = useCallback(
    (cursor: string) => {
      const current = typeof raw.cursor === 'string' ? raw.cursor : null;
      write({ ...raw, pageNo: undefined, cursor }, { cursors: [...cursorsOf(location.state), current] });
    },
    [raw, write, location.state],
  );

  const previousCursor = useCallback(() => {
    const cursors = cursorsOf(location.state);
    if (!cursors.length) return false;
    const previous = cursors[cursors.length - 1];
    write({ ...raw, pageNo: undefined, cursor: previous ?? undefined }, { cursors: cursors.slice(0, -1) });
    return true;
  }, [raw, write, location.state]);

  return { query, setFilters, clearFilters, replace, setPage, setPageSize, nextCursor, previousCursor, isKeyset: typeof raw.cursor === 'string' };
}
