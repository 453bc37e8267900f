/**
 * A list screen's whole binding in one hook: the URL query (useListQuery, typed from the call's query
 * schema) → the call's input → the data (useCall), the selection (cleared whenever the filter changes,
 * so an action never reaches rows the user no longer sees), and the pager, numbered or keyset. It answers
 * `props`: exactly the `ListViewProps` a list View takes, to spread into it.
 *
 *   const list = useListBinding('skuListAll', productsCalls.skuListAll, { loadFailed: 'products.list.loadFailed' });
 *   return <MyProductsView {...list.props} onRemove={…} />;
 *
 * Saved views and chosen columns are a second, optional hook (`useListViews` in kit/views), so lists
 * without them do not load their code.
 */
import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import { useTranslation } from '@/i18n/i18n';
import { useCall, type CallData, type CallInput, type CallQuery } from '@/kit/data';
import type { ListViewProps } from './ListScreen';
import { useListQuery, type ListCall, type ListCallName, type ListQueryOf } from './useListQuery';

export interface ListBindingOptions<Q> {
  /** The key of the message shown in the table when the list fails to load. */
  loadFailed: string;
  /** Fields this screen always sends, whatever the URL says (e.g. the drafts list: `{ status: 'draft' }`). */
  fixed?: Partial<Q>;
  /** Offer row selection (a bulk-action bar). */
  selectable?: boolean;
}

export interface ListBinding<Q, P> {
  /** The View's list props (spread them into the View). */
  props: ListViewProps<Q, P>;
  /** The URL query and its setters (saved views open a whole query with `url.replace`). */
  url: ListQueryOf<Q>;
  /** The current page's data, once loaded. */
  page: P | undefined;
  /** Clear the selection (after a bulk action answered). */
  clearSelection(): void;
}

export function useListBinding<N extends ListCallName>(
  name: N,
  /** The same call's definition from its contract file (its query schema reads the URL). */
  call: ListCall,
  options: ListBindingOptions<CallQuery<N>>,
): ListBinding<CallQuery<N>, CallData<N>> {
  const { t } = useTranslation();
  // The definition's query schema is call N's query (the caller passes the pair from one contract entry).
  const url = useListQuery(call) as ListQueryOf<CallQuery<N>>;
  const query: CallQuery<N> = options.fixed ? { ...url.query, ...options.fixed } : url.query;
  // One cast: TypeScript cannot see that `{ query }` is the input of a generic list call N.
  const result = useCall(name, { query } as CallInput<N>);
  const [selected, setSelected] = useState<Selection>(new Set());
  const clearSelection = () => setSelected(new Set());

  const props: ListViewProps<CallQuery<N>, CallData<N>> = {
    query,
    page: result.data,
    isLoading: result.isFetching,
    error: result.isError ? t(options.loadFailed) : null,
    onRetry: () => void result.refetch(),
    isKeyset: url.isKeyset,
    onFilters: (patch) => { clearSelection(); url.setFilters(patch); },
    onClearFilters: () => { clearSelection(); url.clearFilters(); },
    onPage: url.setPage,
    onPageSize: url.setPageSize,
    onNextCursor: url.nextCursor,
    // From the first keyset page "Previous" returns to the offset page the run started from.
    onPreviousCursor: () => { if (!url.previousCursor()) url.setPage(1); },
    ...(options.selectable ? { selected, onSelectionChange: setSelected } : {}),
  };
  return { props, url, page: result.data, clearSelection };
}
