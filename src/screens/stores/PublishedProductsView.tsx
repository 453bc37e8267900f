/**
 * Published products (presentational): every product published to the merchant's stores with its
 * store, state (on the shelf, or deleted in the store), the inventory available there (edited per
 * variant), push the entry's current data again, unpublish (confirmed), and "Sync deleted", which asks
 * the stores which products they no longer have. A second tab holds the batch shelf record.
 */
import { useState, type ReactNode } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { ArchiveX, PackageCheck, Pencil, RefreshCcw, UploadCloud } from 'lucide-react';
import { skuPublishedStates } from '@/api/contract/stores';
import { AlertDialog } from '@/design-system/components/AlertDialog';
import { Button } from '@/design-system/components/Button';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Image } from '@/design-system/components/Image';
import { Link } from '@/design-system/components/Link';
import { SearchField } from '@/design-system/components/SearchField';
import { StatusPill } from '@/design-system/components/StatusPill';
import { Tab, TabList, TabPanel, Tabs } from '@/design-system/components/Tabs';
import { useTranslation } from '@/i18n/i18n';
import type { CallData, CallInput } from '@/kit/data';
import { EnumFilter, FilterBar, ListPagination, ListTable, type DataColumn } from '@/kit/list';
import { Page } from '@/kit/page';
import { InventoryDialog, type PublishedDetail } from './components/InventoryDialog';
import { formatDateTime, type StoreOption } from './format';
import * as styles from './stores.css';

export type PublishedFilters = NonNullable<CallInput<'skuPublishedList'>['body']>;
export type PublishedPage = CallData<'skuPublishedList'>;
export type PublishedRow = PublishedPage['records'][number];
type StateName = keyof typeof skuPublishedStates;
const stateNames = Object.keys(skuPublishedStates) as StateName[];

export interface PublishedProductsViewProps {
  filters: PublishedFilters;
  page: PublishedPage | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry(): void;
  onFilters(patch: Partial<PublishedFilters>): void;
  onClearFilters(): void;
  onPage(pageNo: number): void;
  onPageSize(pageSize: number): void;
  stores: readonly StoreOption[] | undefined;
  onSyncDeleted(storeId: number | undefined): Promise<unknown>;
  isSyncing?: boolean;
  onUnpublish(id: number): Promise<unknown>;
  onPushUpdate(id: number): Promise<unknown>;
  /** Opening a row's inventory loads its variants (then `inventory` holds them). */
  onOpenInventory(row: PublishedRow): void;
  inventory: PublishedDetail | undefined;
  onSaveInventory(row: PublishedRow, variants: { id: number; available: number }[]): Promise<unknown>;
  isSavingInventory?: boolean;
  busyId?: number | null;
  /** The batch shelf record tab's content. */
  records: ReactNode;
  tab: 'products' | 'records';
  onTab(tab: 'products' | 'records'): void;
}

const isFiltered = (filters: PublishedFilters) => Boolean(filters.keyword || filters.storeId || filters.state);

export function PublishedProductsView(props: PublishedProductsViewProps) {
  const { filters, page, onFilters } = props;
  const { t, locale } = useTranslation();
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  const [shownKeyword, setShownKeyword] = useState(filters.keyword);
  if (shownKeyword !== filters.keyword) {
    setShownKeyword(filters.keyword);
    setKeyword(filters.keyword ?? '');
  }
  const n = (value: number) => value.toLocaleString(locale);
  const stateOf = (state: number) => stateNames.find((name) => skuPublishedStates[name] === state) ?? 'onShelf';

  const columns: DataColumn<PublishedRow>[] = [
    {
      id: 'title', label: t('stores.column.product'), isRowHeader: true, minWidth: 240,
      render: (row) => (
        <span className={styles.store}>
          <Image src={row.image} alt="" width={40} radius="sm" bordered />
          <span className={styles.storeText}>
            {row.url ? <Link href={row.url} isExternal>{row.title}</Link> : <strong>{row.title}</strong>}
            <span className={styles.muted}>{t('stores.published.shopProductId', { id: row.shopProductId })}</span>
          </span>
        </span>
      ),
    },
    {
      id: 'store', label: t('stores.column.store'),
      render: (row) => (
        <span className={styles.storeText}>
          <span>{row.storeName}</span>
          <span className={styles.muted}>{t(`stores.platform.${row.platform}`)}</span>
        </span>
      ),
    },
    {
      id: 'state', label: t('stores.column.state'), phone: 'primary',
      render: (row) => {
        const name = stateOf(row.state);
        return <StatusPill tone={name === 'onShelf' ? 'success' : 'danger'} hasDot>{t(`stores.published.state.${name}`)}</StatusPill>;
      },
    },
    {
      id: 'inventory', label: t('stores.column.inventory'),
      render: (row) => (
        <span className={styles.inventory}>
          <span>{n(row.inventoryAvailable)}</span>
          {row.state === skuPublishedStates.onShelf && (
            <DialogTrigger onOpenChange={(open) => { if (open) props.onOpenInventory(row); }}>
              <Button variant="quiet" size="sm" iconStart={Pencil} aria-label={t('stores.inventory.editOne', { title: row.title, store: row.storeName })}>
                {t('stores.inventory.edit')}
              </Button>
              <InventoryDialog title={row.title} detail={props.inventory?.product.id === row.id ? props.inventory : undefined}
                onSave={(variants) => props.onSaveInventory(row, variants)} isSaving={props.isSavingInventory} />
            </DialogTrigger>
          )}
        </span>
      ),
    },
    { id: 'lastSyncedAt', label: t('stores.column.lastSync'), phone: 'hide', render: (row) => formatDateTime(row.lastSyncedAt, locale) ?? t('stores.list.never') },
    {
      id: 'actions', label: t('stores.column.actions'), phone: 'actions',
      render: (row) => (
        <span className={styles.rowActions}>
          {row.state === skuPublishedStates.onShelf && (
            <Button variant="quiet" size="sm" iconStart={UploadCloud} isPending={props.busyId === row.id}
              aria-label={t('stores.published.pushOne', { title: row.title, store: row.storeName })} onPress={() => void props.onPushUpdate(row.id)}>
              {t('stores.published.push')}
            </Button>
          )}
          <DialogTrigger>
            <Button variant="quiet" size="sm" iconStart={ArchiveX} aria-label={t('stores.published.unpublishOne', { title: row.title, store: row.storeName })}>
              {t('stores.published.unpublish')}
            </Button>
            <AlertDialog title={t('stores.published.unpublishTitle')} variant="danger" confirmLabel={t('stores.published.unpublish')} onConfirm={() => props.onUnpublish(row.id)}>
              {t('stores.published.unpublishMessage', { title: row.title, store: row.storeName })}
            </AlertDialog>
          </DialogTrigger>
        </span>
      ),
    },
  ];

  return (
    <Page
      title={t('route.myPublishedProducts')}
      description={t('stores.published.description')}
      primaryAction={
        <Button variant="secondary" iconStart={RefreshCcw} isPending={props.isSyncing} onPress={() => void props.onSyncDeleted(filters.storeId)}>
          {filters.storeId ? t('stores.published.syncDeletedStore') : t('stores.published.syncDeleted')}
        </Button>
      }
    >
      <Tabs selectedKey={props.tab} onSelectionChange={(key) => props.onTab(key === 'records' ? 'records' : 'products')}>
        <TabList aria-label={t('stores.published.tabs')}>
          <Tab id="products">{t('stores.published.tabProducts')}</Tab>
          <Tab id="records">{t('stores.published.tabRecords')}</Tab>
        </TabList>
        <TabPanel id="products" className={styles.panel}>
          <FilterBar isFiltered={isFiltered(filters)} onClear={props.onClearFilters}>
            <SearchField
              label={t('stores.filter.product')}
              placeholder={t('stores.filter.productHint')}
              value={keyword}
              onChange={setKeyword}
              onSubmit={(value) => onFilters({ keyword: value.trim() || undefined })}
              onClear={() => onFilters({ keyword: undefined })}
            />
            <EnumFilter label={t('stores.filter.store')} anyLabel={t('stores.filter.anyStore')} value={filters.storeId}
              options={(props.stores ?? []).map((store) => ({ value: store.id, label: store.name }))} onChange={(storeId) => onFilters({ storeId })} />
            <EnumFilter label={t('stores.filter.state')} anyLabel={t('stores.published.state.all')} value={filters.state}
              options={stateNames.map((name) => ({ value: skuPublishedStates[name], label: t(`stores.published.state.${name}`) }))}
              onChange={(state) => onFilters({ state })} />
          </FilterBar>
          <ListTable
            aria-label={t('stores.published.table')}
            rowLabel={(row) => `${row.title} · ${row.storeName}`}
            columns={columns}
            rows={page?.records}
            isLoading={props.isLoading}
            error={props.error}
            onRetry={props.onRetry}
            emptyState={isFiltered(filters) ? (
              <EmptyState size="sm" title={t('stores.published.filteredTitle')} description={t('stores.empty.filteredHint')}
                action={<Button variant="secondary" onPress={props.onClearFilters}>{t('kit.list.clearFilters')}</Button>} />
            ) : (
              <EmptyState size="sm" icon={<PackageCheck aria-hidden="true" />} title={t('stores.published.emptyTitle')} description={t('stores.published.emptyHint')}
                action={<Link href="/products/my-products" variant="standalone">{t('route.myProducts')}</Link>} />
            )}
          />
          <ListPagination page={page} isKeyset={false} onPageChange={props.onPage} onPageSizeChange={props.onPageSize}
            onNextCursor={() => undefined} onPreviousCursor={() => undefined} isDisabled={props.isLoading} />
        </TabPanel>
        <TabPanel id="records" className={styles.panel}>
          {props.records}
          <p className={styles.muted}>{t('stores.records.hint')} <Link href="/products/my-products">{t('route.myProducts')}</Link></p>
        </TabPanel>
      </Tabs>
    </Page>
  );
}
