/**
 * My products (presentational): the product list with its state tabs, filters (keyword, source
 * platform, date range), the table with selection, removal of one, the selected or all entries (each
 * confirmed), and the pager. Props in, events out: MyProductsScreen binds it to the URL and the API.
 */
import { useState, type ReactNode } from 'react';
import { DialogTrigger, type Key, type Selection, type SortDescriptor } from 'react-aria-components';
import { parseDate } from '@internationalized/date';
import { useNavigate } from 'react-router-dom';
import { FileUp, History, Pencil, Trash2 } from 'lucide-react';
import { skuListSources, skuListSorts, skuListStates } from '@/api/contract/products';
import { AlertDialog } from '@/design-system/components/AlertDialog';
import { Button } from '@/design-system/components/Button';
import { DateRangePicker } from '@/design-system/components/DateRangePicker';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Image } from '@/design-system/components/Image';
import { Link } from '@/design-system/components/Link';
import { SearchField } from '@/design-system/components/SearchField';
import { Select, SelectItem } from '@/design-system/components/Select';
import { StatusPill } from '@/design-system/components/StatusPill';
import { Tab, TabList, TabPanel, Tabs } from '@/design-system/components/Tabs';
import { useTranslation } from '@/i18n/i18n';
import type { CallData, CallQuery } from '@/kit/data';
import { BulkActionBar, ColumnChooser, DataTable, FilterBar, ListPagination, type DataColumn } from '@/kit/list';
import type { ChosenColumns } from '@/kit/views';
import { Page } from '@/kit/page';
import { formatDate, formatPriceRange, stateNameOf, stateNames, stateTone, type SkuListStateName } from './format';
import { productPaths } from './paths';
import * as styles from './products.css';

export type SkuListQuery = CallQuery<'skuListAll'>;
export type SkuListPage = CallData<'skuListAll'>;
export type SkuListRow = SkuListPage['records'][number];

export interface MyProductsViewProps {
  query: SkuListQuery;
  page: SkuListPage | undefined;
  isLoading: boolean;
  /** Translated, when the list failed to load. */
  error: string | null;
  onRetry(): void;
  isKeyset: boolean;
  onFilters(patch: Partial<SkuListQuery>): void;
  onClearFilters(): void;
  onPage(pageNo: number): void;
  onPageSize(pageSize: number): void;
  onNextCursor(cursor: string): void;
  onPreviousCursor(): void;
  selected: Selection;
  onSelectionChange(keys: Selection): void;
  /** Removes these entries; resolves once the server answered (the dialog closes then). */
  onRemove(ids: number[]): Promise<unknown>;
  onRemoveAll(): Promise<unknown>;
  /** The running removal or import job, if any (its progress bar). */
  job?: ReactNode;
  /** The sub-account may import (menu:products:import:batch). */
  canImport: boolean;
  /** Saved views, when available. */
  views?: ReactNode;
  /** The bulk "Publish" action for the selected entries (the stores domain's dialog), when offered. */
  publish?: (ids: number[]) => ReactNode;
  /** The user's chosen columns (useChosenColumns), when available. */
  chosenColumns?: ChosenColumns;
}

type Tab = 'all' | SkuListStateName;

const tabOf = (query: SkuListQuery): Tab => {
  if (query.states?.length !== 1) return 'all';
  return stateNameOf(query.states[0]) ?? 'all';
};

const isFiltered = (query: SkuListQuery) => Boolean(query.keyword || query.thirdFrom || query.startDate || query.endDate || query.states?.length);

function RemoveOne({ row, onRemove }: { row: SkuListRow; onRemove: MyProductsViewProps['onRemove'] }) {
  const { t } = useTranslation();
  return (
    <DialogTrigger>
      <Button variant="quiet" size="sm" iconStart={Trash2} aria-label={t('products.list.removeOne', { title: row.title })}>
        {t('products.list.remove')}
      </Button>
      <AlertDialog title={t('products.remove.oneTitle')} variant="danger" confirmLabel={t('products.list.remove')} onConfirm={() => onRemove([row.id])}>
        {t('products.remove.oneMessage', { title: row.title })}
      </AlertDialog>
    </DialogTrigger>
  );
}

export function MyProductsView(props: MyProductsViewProps) {
  const { query, page, selected, onFilters } = props;
  const { t, locale } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const [shownKeyword, setShownKeyword] = useState(query.keyword);
  // The URL changed the keyword (back/forward, a cleared filter): show it in the field.
  if (shownKeyword !== query.keyword) {
    setShownKeyword(query.keyword);
    setKeyword(query.keyword ?? '');
  }
  const tab = tabOf(query);
  const rows = page?.records;
  const selectedIds: number[] = selected === 'all' ? (rows ?? []).map((row) => row.id) : [...selected].filter((key): key is number => typeof key === 'number');

  const columns: DataColumn<SkuListRow>[] = [
    {
      id: 'title', label: t('products.column.product'), isRowHeader: true, allowsSorting: true, minWidth: 260,
      render: (row) => (
        <span className={styles.product}>
          <Image src={row.image} alt="" width={40} radius="sm" bordered />
          <span className={styles.productText}>
            <Link href={productPaths.edit(row.id)}>{row.title}</Link>
            <span className={styles.muted}>{row.goodsId}</span>
          </span>
        </span>
      ),
    },
    {
      id: 'state', label: t('products.column.state'),
      render: (row) => {
        const name = stateNameOf(row.state);
        return name ? <StatusPill tone={stateTone[name]} hasDot>{t(`products.state.${name}`)}</StatusPill> : null;
      },
    },
    { id: 'minPrice', label: t('products.column.price'), allowsSorting: true, render: (row) => formatPriceRange(row.minPrice, row.maxPrice, row.currencyCode, locale) },
    { id: 'variants', label: t('products.column.variants'), render: (row) => row.variantCount.toLocaleString(locale) },
    { id: 'source', label: t('products.column.source'), render: (row) => (row.thirdFrom ? t(`products.source.${row.thirdFrom}`) : '—') },
    { id: 'createdAt', label: t('products.column.created'), allowsSorting: true, render: (row) => formatDate(row.createdAt, locale) },
    { id: 'updatedAt', label: t('products.column.updated'), allowsSorting: true, defaultHidden: true, render: (row) => formatDate(row.updatedAt, locale) },
    {
      id: 'actions', label: t('products.column.actions'),
      render: (row) => (
        <span className={styles.rowActions}>
          <Link href={productPaths.edit(row.id)} aria-label={t('products.list.editOne', { title: row.title })}>
            <Pencil size={14} aria-hidden="true" /> {t('products.list.edit')}
          </Link>
          <RemoveOne row={row} onRemove={props.onRemove} />
        </span>
      ),
    },
  ];

  const sort: SortDescriptor = { column: query.sort ?? 'createdAt', direction: query.order === 'asc' ? 'ascending' : 'descending' };
  const onSortChange = (next: SortDescriptor) => {
    const column = skuListSorts.find((key) => key === next.column);
    if (column) onFilters({ sort: column, order: next.direction === 'ascending' ? 'asc' : 'desc' });
  };

  const range = query.startDate && query.endDate ? { start: parseDate(query.startDate), end: parseDate(query.endDate) } : null;
  const table = (
    <DataTable
      aria-label={t('products.list.table')}
      columns={columns}
      visibleColumns={props.chosenColumns?.visible}
      rows={rows}
      isLoading={props.isLoading}
      error={props.error}
      onRetry={props.onRetry}
      selectedKeys={selected}
      onSelectionChange={props.onSelectionChange}
      sortDescriptor={sort}
      onSortChange={onSortChange}
      emptyState={
        isFiltered(query) ? (
          <EmptyState size="sm" title={t('products.empty.filteredTitle')} description={t('products.empty.filteredHint')}
            action={<Button variant="secondary" onPress={props.onClearFilters}>{t('kit.list.clearFilters')}</Button>} />
        ) : (
          <EmptyState size="sm" title={t('products.empty.title')} description={t('products.empty.hint')}
            action={props.canImport ? <Link href={productPaths.import}>{t('products.import.title')}</Link> : undefined} />
        )
      }
    />
  );

  return (
    <Page
      title={t('route.myProducts')}
      description={t('products.list.description')}
      secondaryActions={
        <>
          <Link href={productPaths.records}><History size={14} aria-hidden="true" /> {t('route.importRecord')}</Link>
          <DialogTrigger>
            <Button variant="secondary" iconStart={Trash2} isDisabled={!page?.total}>{t('products.list.removeAll')}</Button>
            <AlertDialog title={t('products.remove.allTitle')} variant="danger" confirmLabel={t('products.list.removeAll')} onConfirm={props.onRemoveAll}>
              {t('products.remove.allMessage')}
            </AlertDialog>
          </DialogTrigger>
        </>
      }
      primaryAction={props.canImport ? <Button variant="primary" iconStart={FileUp} onPress={() => navigate(productPaths.import)}>{t('products.import.title')}</Button> : undefined}
    >
      {props.job}
      <FilterBar
        isFiltered={isFiltered(query)}
        onClear={props.onClearFilters}
        end={<>{props.views}{props.chosenColumns && <ColumnChooser columns={columns} {...props.chosenColumns} />}</>}
      >
        <SearchField
          label={t('products.filter.keyword')}
          placeholder={t('products.filter.keywordHint')}
          value={keyword}
          onChange={setKeyword}
          onSubmit={(value) => onFilters({ keyword: value.trim() || undefined })}
          onClear={() => onFilters({ keyword: undefined })}
        />
        <Select
          label={t('products.filter.source')}
          selectedKey={query.thirdFrom ?? 'any'}
          onSelectionChange={(key: Key | null) => onFilters({ thirdFrom: skuListSources.find((source) => source === key) })}
        >
          <SelectItem id="any">{t('products.source.any')}</SelectItem>
          {skuListSources.map((source) => <SelectItem key={source} id={source}>{t(`products.source.${source}`)}</SelectItem>)}
        </Select>
        <DateRangePicker
          label={t('products.filter.created')}
          value={range}
          onChange={(value) => onFilters({ startDate: value?.start.toString(), endDate: value?.end.toString() })}
        />
      </FilterBar>
      <BulkActionBar count={selectedIds.length} onClear={() => props.onSelectionChange(new Set())}>
        {props.publish?.(selectedIds)}
        <DialogTrigger>
          <Button variant="danger" size="sm" iconStart={Trash2}>{t('products.list.removeSelected')}</Button>
          <AlertDialog title={t('products.remove.selectedTitle')} variant="danger" confirmLabel={t('products.list.remove')} onConfirm={() => props.onRemove(selectedIds)}>
            {t('products.remove.selectedMessage', { count: selectedIds.length })}
          </AlertDialog>
        </DialogTrigger>
      </BulkActionBar>
      <Tabs selectedKey={tab} onSelectionChange={(key) => {
        const name = stateNames.find((state) => state === key);
        onFilters({ states: name ? [skuListStates[name]] : undefined });
      }}>
        <TabList aria-label={t('products.list.states')}>
          <Tab id="all">{t('products.state.all')}</Tab>
          {stateNames.map((name) => <Tab key={name} id={name}>{t(`products.state.${name}`)}</Tab>)}
        </TabList>
        {(['all', ...stateNames] as const).map((key) => (
          <TabPanel key={key} id={key} className={styles.panel}>
            {table}
            <ListPagination
              page={page}
              isKeyset={props.isKeyset}
              onPageChange={props.onPage}
              onPageSizeChange={props.onPageSize}
              onNextCursor={props.onNextCursor}
              onPreviousCursor={props.onPreviousCursor}
              isDisabled={props.isLoading}
            />
          </TabPanel>
        ))}
      </Tabs>
    </Page>
  );
}
