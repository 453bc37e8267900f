/**
 * A list's saved filters and chosen columns, both remembered per user on the server under the list's
 * key (its call name): spread the answer into the View beside `useListBinding(…).props`.
 *
 *   const views = useListViews('skuListAll', list.url);
 *   return <MyProductsView {...list.props} {...views} … />;
 */
import { useMemo, type ReactNode } from 'react';
import type { ListQueryOf } from '@/kit/list/useListQuery';
import { SavedViews } from './SavedViews';
import { useChosenColumns, type ChosenColumns } from './useChosenColumns';

export interface ListViews {
  views: ReactNode;
  chosenColumns: ChosenColumns;
}

export function useListViews<Q extends object>(listKey: string, url: Pick<ListQueryOf<Q>, 'query' | 'replace'>): ListViews {
  const chosenColumns = useChosenColumns(listKey);
  // The same element while the query is: the list's filter bar, where it sits, then skips the list's re-renders.
  const { query, replace } = url;
  const views = useMemo(() => <SavedViews listKey={listKey} query={query} onApply={replace} />, [listKey, query, replace]);
  return useMemo(() => ({ views, chosenColumns }), [views, chosenColumns]);
}
