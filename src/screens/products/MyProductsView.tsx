/**
 * My products (presentational): the product list with its state tabs, filters (keyword, source
 * platform, date range), the table with selection, removal of one, the selected or all entries (each
 * confirmed), and the pager. Props in, events out: MyProductsScreen binds it to the URL and the API. The
 * confirmations' code (React Aria's dialogs) loads on first use (the kit's DialogButton and withOverlays; issue 13).
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { FileUp, History, Pencil, Trash2 } from 'lucide-react';
import { skuListSources, skuListSorts, skuListStates } from '@/api/contract/products';
import { Button } from '@/design-system/components/Button';
import { Image } from '@/design-system/components/Image';
import { Link } from '@/design-system/components/Link';
import { StatusPill } from '@/design-system/components/StatusPill';
import { useTranslation } from '@/i18n/i18n';
import type { CallData, CallQuery } from '@/kit/data';
import { DateRangeFilter, EnumFilter, ListScreen, type DataColumn, type ListViewProps } from '@/kit/list';
import { DialogButton, overlayParts, withOverlays } from '@/kit/overlays';
import { formatDate, formatPriceRange, stateNameOf, stateNames, stateTone, type SkuListStateName } from './format';
import { productPaths } from './paths';
import * as styles from './products.css';

export type SkuListQuery = CallQuery<'skuListAll'>;
export type SkuListPage = CallData<'skuListAll'>;
export type SkuListRow = SkuListPage['records'][number];

export interface MyProductsViewProps extends ListViewProps<SkuListQuery, SkuListPage> {
  /** Removes these entries; resolves once the server answered (the dialog closes then). */
  onRemove(ids: number[]): Promise<unknown>;
  onRemoveAll(): Promise<unknown>;
  /** The running removal or import job, if any (its progress bar). */
  job?: ReactNode;
  /** The sub-account may import (menu:products:import:batch). */
  canImport: boolean;
  /** The bulk "Publish" action for the selected entries (the stores domain's dialog), when offered. */
  publish?: (ids: number[]) => ReactNode;
}

type Tab = 'all' | SkuListStateName;

const tabOf = (query: SkuListQuery): Tab => {
  if (query.states?.length !== 1) return 'all';
  return stateNameOf(query.states[0]) ?? 'all';
};

/** A row's "Remove": it asks the list's one confirmation (a dialog per row was 20 more overlay triggers per page). */
function RemoveOne({ row, onAsk }: { row: SkuListRow; onAsk(row: SkuListRow): void }) {
  const { t } = useTranslation();
  return (
    <Button variant="quiet" size="sm" iconStart={Trash2} aria-label={t('products.list.removeOne', { title: row.title })} onPress={() => onAsk(row)}>
      {t('products.list.remove')}
    </Button>
  );
}

/** The row being removed; kept while the dialog closes so its message does not change under the exit animation. */
type Removing = { row: SkuListRow; isOpen: boolean } | null;

export function MyProductsView(props: MyProductsViewProps) {
  const { query, page } = props;
  const { t, locale } = useTranslation();
  const navigate = useNavigate();
  // The filters and "Remove all" call the latest callbacks through refs, and the rows' remove buttons open the one
  // removal dialog, so the columns (and every rendered cell, which the table and the cards cache by their columns)
  // survive the screen's re-renders; only the language rebuilds them.
  const onFilters = useRef(props.onFilters);
  const onRemoveAll = useRef(props.onRemoveAll);
  useLayoutEffect(() => {
    onFilters.current = props.onFilters;
    onRemoveAll.current = props.onRemoveAll;
  });

  const [removing, setRemoving] = useState<Removing>(null);
  // Stable, so the columns below stay the same across renders. The dialog opens once its code has loaded.
  const askRemove = useCallback((row: SkuListRow) => withOverlays(() => setRemoving({ row, isOpen: true })), []);
  const overlays = overlayParts.loaded();
  const columns = useMemo((): DataColumn<SkuListRow>[] => [
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
      id: 'state', label: t('products.column.state'), phone: 'primary',
      render: (row) => {
        const name = stateNameOf(row.state);
        return name ? <StatusPill tone={stateTone[name]} hasDot>{t(`products.state.${name}`)}</StatusPill> : null;
      },
    },
    { id: 'minPrice', label: t('products.column.price'), allowsSorting: true, render: (row) => formatPriceRange(row.minPrice, row.maxPrice, row.currencyCode, locale) },
    // A phone card keeps what a merchant acts on (title, state, price, date); the variant count and the source
    // platform are on the product's page and in the filters.
    { id: 'variants', label: t('products.column.variants'), phone: 'hide', render: (row) => row.variantCount.toLocaleString(locale) },
    { id: 'source', label: t('products.column.source'), phone: 'hide', render: (row) => (row.thirdFrom ? t(`products.source.${row.thirdFrom}`) : '—') },
    { id: 'createdAt', label: t('products.column.created'), allowsSorting: true, render: (row) => formatDate(row.createdAt, locale) },
    { id: 'updatedAt', label: t('products.column.updated'), allowsSorting: true, defaultHidden: true, render: (row) => formatDate(row.updatedAt, locale) },
    {
      id: 'actions', label: t('products.column.actions'), phone: 'actions',
      // On a card the title is already the link to the product's page: only the removal is added.
      renderCard: (row) => <RemoveOne row={row} onAsk={askRemove} />,
      render: (row) => (
        <span className={styles.rowActions}>
          <Link href={productPaths.edit(row.id)} aria-label={t('products.list.editOne', { title: row.title })}>
            <Pencil size={14} aria-hidden="true" /> {t('products.list.edit')}
          </Link>
          <RemoveOne row={row} onAsk={askRemove} />
        </span>
      ),
    },
  // The locale follows the language, so the labels are translated again when it changes.
  ], [t, locale, askRemove]);

  // The filter fields (a date range picker is dozens of components) are the same element while the query and the
  // language are: the list's many re-renders as its calls answer (rows, counts, views, jobs) skip them (issue 13).
  const { thirdFrom, startDate, endDate } = query;
  const filters = useMemo(() => {
    return (
      <>
        <EnumFilter label={t('products.filter.source')} anyLabel={t('products.source.any')} value={thirdFrom}
          options={skuListSources} labelOf={(source) => t(`products.source.${source}`)} onChange={(next) => onFilters.current({ thirdFrom: next })} />
        <DateRangeFilter label={t('products.filter.created')} start={startDate} end={endDate}
          onChange={(range) => onFilters.current({ startDate: range?.start, endDate: range?.end })} />
      </>
    );
  }, [t, thirdFrom, startDate, endDate]);

  const hasEntries = Boolean(page?.total);
  const secondaryActions = useMemo(() => (
    <>
      <Link href={productPaths.records}><History size={14} aria-hidden="true" /> {t('route.importRecord')}</Link>
      <DialogButton variant="secondary" iconStart={Trash2} isDisabled={!hasEntries} renderDialog={({ AlertDialog }) => (
        <AlertDialog title={t('products.remove.allTitle')} variant="danger" confirmLabel={t('products.list.removeAll')} onConfirm={() => onRemoveAll.current()}>
          {t('products.remove.allMessage')}
        </AlertDialog>
      )}>
        {t('products.list.removeAll')}
      </DialogButton>
    </>
  ), [t, hasEntries]);
  const { canImport } = props;
  const primaryAction = useMemo(
    () => (canImport ? <Button variant="primary" iconStart={FileUp} onPress={() => navigate(productPaths.import)}>{t('products.import.title')}</Button> : undefined),
    [t, canImport, navigate],
  );

  return (
    <ListScreen
      list={props}
      title={t('route.myProducts')}
      description={t('products.list.description')}
      secondaryActions={secondaryActions}
      primaryAction={primaryAction}
      before={(
        <>
          {props.job}
          {removing && overlays && (
            <overlays.AlertDialog title={t('products.remove.oneTitle')} variant="danger" confirmLabel={t('products.list.remove')}
              isOpen={removing.isOpen} onOpenChange={(isOpen) => setRemoving(isOpen ? removing : { ...removing, isOpen: false })}
              onConfirm={() => props.onRemove([removing.row.id])}>
              {t('products.remove.oneMessage', { title: removing.row.title })}
            </overlays.AlertDialog>
          )}
        </>
      )}
      keyword={{ label: t('products.filter.keyword'), placeholder: t('products.filter.keywordHint') }}
      filters={filters}
      tableLabel={t('products.list.table')}
      columns={columns}
      rowLabel={(row) => row.title}
      sort={{ columns: skuListSorts, defaultColumn: 'createdAt' }}
      empty={{
        title: t('products.empty.title'), description: t('products.empty.hint'),
        action: props.canImport ? <Link href={productPaths.import}>{t('products.import.title')}</Link> : undefined,
      }}
      emptyFiltered={{ title: t('products.empty.filteredTitle'), description: t('products.empty.filteredHint') }}
      renderBulkActions={(ids) => (
        <>
          {props.publish?.(ids)}
          <DialogButton variant="danger" size="sm" iconStart={Trash2} renderDialog={({ AlertDialog }) => (
            <AlertDialog title={t('products.remove.selectedTitle')} variant="danger" confirmLabel={t('products.list.remove')} onConfirm={() => props.onRemove(ids)}>
              {t('products.remove.selectedMessage', { count: ids.length })}
            </AlertDialog>
          )}>
            {t('products.list.removeSelected')}
          </DialogButton>
        </>
      )}
      tabs={{
        label: t('products.list.states'),
        selectedKey: tabOf(query),
        items: (['all', ...stateNames] as const).map((name) => ({ id: name, label: t(`products.state.${name}`) })),
        onChange: (key) => {
          const name = stateNames.find((state) => state === key);
          props.onFilters({ states: name ? [skuListStates[name]] : undefined });
        },
      }}
    />
  );
}
