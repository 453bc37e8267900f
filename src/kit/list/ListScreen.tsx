/**
 * The View part of every list screen: the Page header, an optional strip above the filters (a job's
 * progress), the filter bar (the keyword first, the screen's own fields, saved views and the column
 * chooser at its end), the bulk-action bar while rows are selected, the tabs (each with its count) and
 * under them the table with its empty / loading / error states and the pager (numbered, keyset beyond
 * 10,000). A list View declares only what is its own — columns, filters, tabs, bulk actions — and passes
 * its list props through (`list={props}`); `useListBinding` makes those props in the screen.
 * Narrower than 600 px (a phone), the table becomes cards (ListTable → CardList) with the same columns, selection and sort.
 */
import { memo, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components';
import { Button } from '@/design-system/components/Button';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Skeleton } from '@/design-system/components/Skeleton';
import { SearchField } from '@/design-system/components/SearchField';
import { PlainTabList, PlainTabPanel, PlainTabs } from '@/design-system/components/Tabs/PlainTabs';
import { useTranslation } from '@/i18n/i18n';
import { Page, type PageProps } from '@/kit/page';
import { useLatest } from '@/kit/useLatest';
import type { ChosenColumns } from '@/kit/views/useChosenColumns';
import { BulkActionBar } from './BulkActionBar';
import { ColumnChooser } from './ColumnChooser';
import { tableColumns } from './columns';
import type { DataColumn } from './DataTable';
import { FilterBar } from './FilterBar';
import { isFilteredQuery, selectedIdsOf, sortDescriptorOf, sortPatchOf, type SortQuery } from './listBinding';
import { ListPagination, type ListPage } from './ListPagination';
import { ListTable } from './ListTable';
import * as styles from './list.css';

/** What a list View takes from its screen (`useListBinding(…).props`); stories pass them as args. */
export interface ListViewProps<Q, P> {
  query: Q;
  /** Undefined while the first page loads. */
  page: P | undefined;
  isLoading: boolean;
  /** Translated, when the list failed to load. */
  error: string | null;
  onRetry(): void;
  /** True while paging by cursor (past 10,000 rows). */
  isKeyset?: boolean;
  /** Change filters (back to the first page; the selection is cleared). */
  onFilters(patch: Partial<Q>): void;
  onClearFilters(): void;
  onPage(pageNo: number): void;
  onPageSize(pageSize: number): void;
  onNextCursor?(cursor: string): void;
  onPreviousCursor?(): void;
  /** Row selection, on lists with bulk actions. */
  selected?: Selection;
  onSelectionChange?(keys: Selection): void;
  /** Saved filters (`useListViews`), when the list offers them. */
  views?: ReactNode;
  /** The user's chosen columns (`useListViews`), when the list offers them. */
  chosenColumns?: ChosenColumns;
}

export interface ListTab {
  id: string;
  label: ReactNode;
  /** Shown beside the name (already formatted, e.g. "10,000+"). */
  count?: string | null;
}

/** State tabs: each writes its filter through `onChange`. */
export interface ListTabs {
  /** The tab list's accessible name. */
  label: string;
  selectedKey: string;
  items: readonly ListTab[];
  onChange(key: string): void;
}

export interface ListScreenProps<Q extends { keyword?: string }, R extends { id: number | string }, P extends ListPage & { records: readonly R[] }>
  extends Omit<PageProps, 'children'> {
  list: ListViewProps<Q, P>;
  /** Above the filters (e.g. a running job's progress). */
  before?: ReactNode;
  /** The keyword field's label and hint (applied on Enter, not on every key). */
  keyword: { label: string; placeholder?: string };
  /** The screen's other filter fields, after the keyword. */
  filters?: ReactNode;
  /** Whether "Clear filters" shows; default: any field but paging, page size and sort is set. */
  isFiltered?: boolean;
  /** The table's accessible name. */
  tableLabel: string;
  columns: readonly DataColumn<R>[];
  /** A row's name in words (a card's accessible name on a phone), e.g. the product's title. */
  rowLabel?(row: R): string;
  /** Sortable columns (sent as the query's `sort` and `order`) and the call's default. */
  sort?: { columns: readonly string[]; defaultColumn: string };
  /** The empty state of an unfiltered list. */
  empty: { title: string; description?: string; action?: ReactNode };
  /** The empty state when filters hide every row (it offers "Clear filters"); default: `empty`. */
  emptyFiltered?: { title: string; description?: string };
  /** The bulk-action bar's buttons for the selected rows of this page (rows in table order). */
  renderBulkActions?(ids: R['id'][], rows: R[]): ReactNode;
  tabs?: ListTabs;
}

/** The keyword field: typed text stays local until Enter; a URL change (back, cleared filters) shows in it. */
function KeywordField({ value, label, placeholder, onApply }: { value: string | undefined; label: string; placeholder?: string; onApply(keyword: string | undefined): void }) {
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }
  return (
    <SearchField label={label} placeholder={placeholder} value={text} onChange={setText}
      onSubmit={(typed) => onApply(typed.trim() || undefined)} onClear={() => onApply(undefined)} />
  );
}

/**
 * The list's callbacks behind functions that stay the same across renders (each calls the latest one), so the
 * filter bar, the tabs, the sort choice and the pager are the same elements while what they show is: the list
 * re-renders on every answer (rows, counts, views, a job), and those parts were rendered again each time (issue 13).
 */
function useStableEvents<Q, P>(list: ListViewProps<Q, P>, props: { tabs?: ListTabs; sort?: { columns: readonly string[] } }) {
  const latest = useLatest({ list, props });
  return useMemo(() => ({
    onFilters: (patch: Partial<Q>) => latest.current.list.onFilters(patch),
    onClearFilters: () => latest.current.list.onClearFilters(),
    onPage: (pageNo: number) => latest.current.list.onPage(pageNo),
    onPageSize: (pageSize: number) => latest.current.list.onPageSize(pageSize),
    onNextCursor: (cursor: string) => latest.current.list.onNextCursor?.(cursor),
    onPreviousCursor: () => latest.current.list.onPreviousCursor?.(),
    onSelectionChange: (keys: Selection) => latest.current.list.onSelectionChange?.(keys),
    onTab: (key: string) => latest.current.props.tabs?.onChange(key),
    onSort: (next: SortDescriptor) => {
      const fields = latest.current.props.sort && sortPatchOf(next, latest.current.props.sort.columns);
      if (fields) latest.current.list.onFilters(fields as Partial<Q>);
    },
  }), [latest]);
}

/** What the tabs show, as one string (labels other than text count as changed on every render). */
const tabsShown = (tabs: ListTabs) => tabs.items.every((tab) => typeof tab.label === 'string')
  ? `${tabs.label}|${tabs.items.map((tab) => `${tab.id}:${String(tab.label)}:${tab.count ?? ''}`).join('|')}`
  : tabs;

/** The tab strip, rendered again only when what it shows changes (a count, the language), not on each answer. */
const ListTabList = memo(function ListTabList({ tabs }: { tabs: ListTabs }) {
  const items = tabs.items.map((tab) => ({
    id: tab.id,
    children: (
      <>
        {tab.label}
        {tab.count && <span className={styles.tabCount}>{tab.count}</span>}
      </>
    ),
  }));
  // Plain tabs (React Aria's build a collection in a second, synchronous render: issue 13), same roles and keys.
  return <PlainTabList aria-label={tabs.label} items={items} />;
}, (before, after) => tabsShown(before.tabs) === tabsShown(after.tabs));

/**
 * The page the list shows: a new answer is rendered in a background render (a deferred value), which React
 * interrupts every few milliseconds for the browser, and shown when that render is done; meanwhile the list
 * stays as it was (the skeleton, or the last page) and says it is loading. The answer arrives through TanStack
 * Query's external store, which React renders at once and whole: the first page's rows and pager were one task
 * of ~25 ms at 1x CPU, 100 ms on a slow phone (issue 13). A failure is shown at once.
 */
function useShownPage<P>(list: ListViewProps<unknown, P>) {
  const page = useDeferredValue(list.page);
  return { page, isLoading: list.isLoading || (page !== list.page && !list.error) };
}

/** Where the filters, tabs and rows will be while their first render runs (see ListScreen). */
function ListPending() {
  return (
    <div className={styles.pending} aria-busy="true">
      <Skeleton lines={6} />
    </div>
  );
}

export function ListScreen<Q extends { keyword?: string }, R extends { id: number | string }, P extends ListPage & { records: readonly R[] }>(
  props: ListScreenProps<Q, R, P>,
) {
  const { columns, tabs } = props;
  const { t } = useTranslation();
  const shown = useShownPage(props.list);
  const list = { ...props.list, ...shown };
  // The filters, tabs, rows and pager (most of a list screen's first render: ~40 ms at 1x CPU in one task) come
  // in a background render after the page's header, which React slices; the header (the page's largest text)
  // paints first. Only a mount is deferred: once shown they stay.
  const isBodyShown = useDeferredValue(true, false);
  const events = useStableEvents(list, props);
  const rows = list.page?.records;
  const selectedIds = selectedIdsOf(list.selected, rows);
  const selectedRows = (rows ?? []).filter((row) => selectedIds.includes(row.id));
  const isFiltered = props.isFiltered ?? isFilteredQuery(list.query);
  const sort = props.sort;
  const filtered = isFiltered ? props.emptyFiltered : undefined;
  const { sort: sortColumn, order } = list.query as SortQuery<string>;
  const defaultSort = sort?.defaultColumn;
  const sortDescriptor = useMemo(
    () => (defaultSort === undefined ? undefined : sortDescriptorOf({ sort: sortColumn, order }, defaultSort)),
    [defaultSort, sortColumn, order],
  );
  const emptyState = filtered ? (
    <EmptyState size="sm" title={filtered.title} description={filtered.description}
      action={<Button variant="secondary" onPress={events.onClearFilters}>{t('kit.list.clearFilters')}</Button>} />
  ) : (
    <EmptyState size="sm" title={props.empty.title} description={props.empty.description} action={props.empty.action} />
  );

  const tableProps = {
    'aria-label': props.tableLabel,
    columns,
    visibleColumns: list.chosenColumns?.visible,
    rows,
    isLoading: list.isLoading,
    error: list.error,
    onRetry: list.onRetry,
    selectedKeys: props.renderBulkActions ? list.selected : undefined,
    onSelectionChange: props.renderBulkActions ? events.onSelectionChange : undefined,
    sortDescriptor,
    onSortChange: sort ? events.onSort : undefined,
    emptyState,
  };
  // While the first page loads, the rows' place is a screen high: the footer under the list stays out of view
  // instead of showing under the skeleton and being pushed down by the rows (a layout shift).
  const isFirstLoad = list.page === undefined && !list.error;
  const table = (
    <div className={styles.rows} data-first-load={isFirstLoad || undefined}>
      <ListTable {...tableProps} rowLabel={props.rowLabel} />
    </div>
  );
  const isKeyset = list.isKeyset ?? false;
  const pager = useMemo(() => (
    <ListPagination
      page={list.page}
      isKeyset={isKeyset}
      onPageChange={events.onPage}
      onPageSizeChange={events.onPageSize}
      onNextCursor={events.onNextCursor}
      onPreviousCursor={events.onPreviousCursor}
      isDisabled={list.isLoading}
    />
  ), [list.page, isKeyset, list.isLoading, events]);

  const { keyword: { label: keywordLabel, placeholder: keywordPlaceholder }, filters } = props;
  const { views, chosenColumns } = list;
  const filterBar = useMemo(() => (
    <FilterBar
      isFiltered={isFiltered}
      onClear={events.onClearFilters}
      end={(views || chosenColumns) && <>{views}{chosenColumns && <ColumnChooser columns={tableColumns(columns)} {...chosenColumns} />}</>}
    >
      <KeywordField value={list.query.keyword} label={keywordLabel} placeholder={keywordPlaceholder} onApply={(keyword) => events.onFilters({ keyword } as Partial<Q>)} />
      {filters}
    </FilterBar>
  ), [isFiltered, views, chosenColumns, columns, list.query.keyword, keywordLabel, keywordPlaceholder, filters, events]);

  return (
    <Page title={props.title} description={props.description} primaryAction={props.primaryAction} secondaryActions={props.secondaryActions}>
      {props.before}
      {isBodyShown ? (
        <>
          {filterBar}
          {props.renderBulkActions && (
            <BulkActionBar count={selectedIds.length} onClear={() => events.onSelectionChange(new Set())}>
              {selectedIds.length > 0 && props.renderBulkActions(selectedIds, selectedRows)}
            </BulkActionBar>
          )}
          {tabs ? (
            <PlainTabs selectedKey={tabs.selectedKey} onSelectionChange={events.onTab}>
              <ListTabList tabs={tabs} />
              {/* The table or cards and the pager are always tabbable; the panel stays in place across tabs (the rows are not mounted again). */}
              <PlainTabPanel className={styles.panel}>
                {table}
                {pager}
              </PlainTabPanel>
            </PlainTabs>
          ) : (
            <>
              {table}
              {pager}
            </>
          )}
        </>
      ) : <ListPending />}
    </Page>
  );
}
