/**
 * A list's filters, sort and page live in the URL, typed from the list call's query schema: a copied
 * link reopens the same view, and back/forward step through the filters a merchant tried. Changing a
 * filter or the sort goes back to the first page; paging keeps the filters. Keyset paging (past the
 * 10,000 rows an offset reaches): see keyset.ts.
 *
 * Pass the call's definition from its contract file — `useListQuery(productsCalls.skuListAll)` — so
 * the screen's chunk holds that one query schema, not the whole contract. The older name form
 * (`useListQuery('skuListAll')`) still works but loads the whole contract (a separate chunk, once).
 */
import { use, useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { Static, TSchema } from 'typebox';
import type { Contract } from '@/api/contract';
import type { CallName, CallQuery } from '@/kit/data';
import { nextPage, previousPage, type CursorState, type PagingQuery } from './keyset';
import { parseQuery, toSearchParams, type QueryRecord } from './urlQuery';

/** The calls that have a query schema (lists). */
export type ListCallName = { [N in CallName]: Contract[N] extends { query: TSchema } ? N : never }[CallName];

/** What the list kit needs of a list call: its query schema (pass the call's definition). */
export interface ListCall {
  query: TSchema;
}

/** Fields that only move within the result, never change what it holds. */
const PAGING = ['pageNo', 'cursor'] as const;

export interface ListQueryOf<Q> {
  /** The query the URL describes (every value checked against the schema). */
  query: Q;
  /** Change filters or sort (back to the first page) — one history entry. */
  setFilters(patch: Partial<Q>): void;
  /** Clear every filter, keeping the page size and sort. */
  clearFilters(): void;
  /** Open another whole query (a saved view); values the schema refuses are dropped by the parse. */
  replace(query: QueryRecord): void;
  setPage(pageNo: number): void;
  setPageSize(pageSize: number): void;
  /** Keyset: go to the page after this one. */
  nextCursor(cursor: string): void;
  /** Keyset: go back one page (from the first keyset page: to the offset page it started from); false on an offset page. */
  previousCursor(): boolean;
  /** True while paging by cursor. */
  isKeyset: boolean;
}

/** The list query of call `N` (by name). */
export type ListQuery<N extends ListCallName> = ListQueryOf<CallQuery<N>>;

let wholeContract: Promise<typeof import('@/api/contract')> | undefined;

export function useListQuery<C extends ListCall>(call: C, keep?: readonly string[]): ListQueryOf<Static<C['query']>>;
/** @deprecated Pass the call's definition (e.g. `productsCalls.skuListAll`): the name form loads the whole contract. */
export function useListQuery<N extends ListCallName>(name: N, keep?: readonly string[]): ListQuery<N>;
export function useListQuery(call: ListCall | ListCallName, keep: readonly string[] = ['pageSize', 'sort', 'order']): ListQueryOf<QueryRecord> {
  // The name form suspends once while the whole contract loads (React's `use`; screens are lazy, under Suspense).
  const schema = typeof call === 'string' ? (use((wholeContract ??= import('@/api/contract'))).contract[call] as ListCall).query : call.query;
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const raw = useMemo(() => parseQuery(schema, params), [schema, params]);

  // The router applies a navigation as a transition, so a second change made before it renders (a tab,
  // then a keyword) would start from the old URL and drop the first. Changes start from the last one
  // written until the URL this render saw moves on.
  const written = useRef<{ seen: URLSearchParams; query: QueryRecord } | null>(null);
  const base = useCallback((): QueryRecord => (written.current?.seen === params ? written.current.query : raw), [params, raw]);

  const write = useCallback(
    (next: PagingQuery, state?: CursorState) => {
      const search = toSearchParams(next);
      written.current = { seen: params, query: parseQuery(schema, search) };
      setParams(search, { state });
    },
    [setParams, params, schema],
  );

  const setFilters = useCallback(
    (patch: Partial<QueryRecord>) => {
      const next: PagingQuery = { ...base(), ...patch };
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

  const nextCursor = useCallback((cursor: string) => {
    const step = nextPage(raw, location.state, cursor);
    write(step.query, step.state);
  }, [raw, write, location.state]);

  const previousCursor = useCallback(() => {
    const step = previousPage(raw, location.state);
    if (step) write(step.query, step.state);
    return step !== null;
  }, [raw, write, location.state]);

  return { query: raw, setFilters, clearFilters, replace, setPage, setPageSize, nextCursor, previousCursor, isKeyset: typeof raw.cursor === 'string' };
}
