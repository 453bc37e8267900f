/**
 * The pure parts of a list screen, kept apart from React so they can be tested alone: which ids a
 * selection holds on this page, whether a query is filtered, and the table's sort <-> the query's
 * `sort`/`order` fields.
 */
import type { Selection, SortDescriptor } from 'react-aria-components';

/** Fields that only page, size or order the result: setting them is not filtering. */
const NOT_FILTERS = new Set(['pageNo', 'cursor', 'pageSize', 'sort', 'order']);

/** The ids a selection holds among these rows ("all" = every row of this page). */
export function selectedIdsOf<Id extends number | string>(selected: Selection | undefined, rows: readonly { id: Id }[] | undefined): Id[] {
  if (!selected) return [];
  const ids = (rows ?? []).map((row) => row.id);
  return selected === 'all' ? ids : ids.filter((id) => selected.has(id));
}

/** True when any field other than paging, page size and sort is set (ignoring `except`, e.g. a tab or fixed field). */
export function isFilteredQuery(query: object, except: readonly string[] = []): boolean {
  return Object.entries(query).some(([field, value]) => !NOT_FILTERS.has(field) && !except.includes(field)
    && value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0));
}

export interface SortQuery<S extends string> {
  sort?: S;
  order?: 'asc' | 'desc';
}

/** The table's sort from the query (the call's default column, newest first, when the URL says nothing). */
export function sortDescriptorOf<S extends string>(query: SortQuery<S>, defaultColumn: S): SortDescriptor {
  return { column: query.sort ?? defaultColumn, direction: query.order === 'asc' ? 'ascending' : 'descending' };
}

/** The query patch for a header the user sorted by, or null when the call cannot sort by that column. */
export function sortPatchOf<S extends string>(next: SortDescriptor, sorts: readonly S[]): SortQuery<S> | null {
  const column = sorts.find((key) => key === next.column);
  return column ? { sort: column, order: next.direction === 'ascending' ? 'asc' : 'desc' } : null;
}
