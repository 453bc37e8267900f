/**
 * Staff shipping (presentational): every customer's paid orders by status; ship one with carrier and tracking
 * number (a dialog; the server's field errors land on the fields), mark a shipped one delivered (confirmed).
 */
import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { PackageCheck, Truck } from 'lucide-react';
import { adminOrderStatuses } from '@/api/contract/admin';
import { AlertDialog } from '@/design-system/components/AlertDialog';
import { Button } from '@/design-system/components/Button';
import { Dialog } from '@/design-system/components/Dialog';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Form, type ServerFieldErrors } from '@/design-system/components/Form';
import { SearchField } from '@/design-system/components/SearchField';
import { StatusPill } from '@/design-system/components/StatusPill';
import { Tab, TabList, TabPanel, Tabs } from '@/design-system/components/Tabs';
import { TextField } from '@/design-system/components/TextField';
import { hasKey, useTranslation } from '@/i18n/i18n';
import type { CallData, CallQuery } from '@/kit/data';
import { textRules } from '@/kit/form';
import { FilterBar, ListPagination, ListTable, type DataColumn } from '@/kit/list';
import { Page } from '@/kit/page';
import { channelLabel } from '@/screens/orders/format';
import * as styles from './admin.css';

export type AdminOrderQuery = CallQuery<'adminOrderList'>;
export type AdminOrderPage = CallData<'adminOrderList'>;
export type AdminOrderRow = AdminOrderPage['records'][number];

export interface AdminOrdersViewProps {
  query: AdminOrderQuery;
  page: AdminOrderPage | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry(): void;
  isKeyset: boolean;
  onFilters(patch: Partial<AdminOrderQuery>): void;
  onClearFilters(): void;
  onPage(pageNo: number): void;
  onPageSize(pageSize: number): void;
  onNextCursor(cursor: string): void;
  onPreviousCursor(): void;
  /** Ships; resolves when shipped (the dialog closes), rejects to keep it open. */
  onShip(id: number, shipment: { carrier: string; trackingNumber: string }): Promise<unknown>;
  onDeliver(id: number): Promise<unknown>;
  shipErrors: ServerFieldErrors | null;
  isShipping: boolean;
}

const tone = { processing: 'info', shipped: 'info', delivered: 'success', completed: 'success' } as const;

function ShipForm({ row, props, close }: { row: AdminOrderRow; props: AdminOrdersViewProps; close(): void }) {
  const { t } = useTranslation();
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  return (
    <Form aria-label={t('admin.ship.title', { number: row.number })} className={styles.form} validationErrors={props.shipErrors ?? undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void props.onShip(row.id, { carrier: carrier.trim(), trackingNumber: trackingNumber.trim() }).then(close, () => undefined);
      }}>
      <TextField name="carrier" label={t('admin.ship.carrier')} value={carrier} onChange={setCarrier} {...textRules('adminOrderShip', 'carrier')} />
      <TextField name="trackingNumber" label={t('admin.ship.tracking')} description={t('admin.ship.trackingHint')} value={trackingNumber} onChange={setTrackingNumber}
        {...textRules('adminOrderShip', 'trackingNumber')} />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={close}>{t('admin.ship.back')}</Button>
        <Button variant="primary" type="submit" iconStart={Truck} isPending={props.isShipping}>{t('admin.ship.confirm')}</Button>
      </div>
    </Form>
  );
}

export function AdminOrdersView(props: AdminOrdersViewProps) {
  const { query, page } = props;
  const { t, locale } = useTranslation();
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const money = (row: AdminOrderRow) => new Intl.NumberFormat(locale, { style: 'currency', currency: row.currencyCode }).format(row.totalCents / 100);
  const date = (iso: string | null) => (iso ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso)) : '—');

  const columns: DataColumn<AdminOrderRow>[] = [
    {
      id: 'number', label: t('admin.column.number'), isRowHeader: true, minWidth: 190,
      render: (row) => (
        <span className={styles.cellStack}>
          <span>{row.number}</span>
          {row.storeOrderName && <span className={styles.muted}>{[row.storeName, row.storeOrderName].filter(Boolean).join(' ')}</span>}
        </span>
      ),
    },
    { id: 'customer', label: t('admin.column.customer'), render: (row) => row.customerUsername },
    { id: 'kind', label: t('admin.column.kind'), render: (row) => t(`orders.kind.${row.kind}`) },
    { id: 'destination', label: t('admin.column.destination'), phone: 'hide', render: (row) => [row.countryCode, channelLabel(t, hasKey, row.channelCode)].filter(Boolean).join(' · ') || '—' },
    { id: 'status', label: t('admin.column.status'), phone: 'primary', render: (row) => <StatusPill tone={tone[row.status as keyof typeof tone] ?? 'neutral'} hasDot>{t(`orders.status.${row.status}`)}</StatusPill> },
    { id: 'total', label: t('admin.column.total'), phone: 'primary', render: money },
    { id: 'paidAt', label: t('admin.column.paidAt'), render: (row) => date(row.paidAt) },
    { id: 'tracking', label: t('admin.column.tracking'), render: (row) => (row.trackingNumber ? `${row.carrier ?? ''} ${row.trackingNumber}`.trim() : '—') },
    {
      id: 'actions', label: t('admin.column.actions'), phone: 'actions',
      render: (row) => (
        <span className={styles.rowActions}>
          {row.status === 'processing' && (
            <DialogTrigger>
              <Button variant="primary" size="sm" iconStart={Truck} aria-label={t('admin.ship.one', { number: row.number })}>{t('admin.ship.action')}</Button>
              <Dialog title={t('admin.ship.title', { number: row.number })} size="sm">{(close) => <ShipForm row={row} props={props} close={close} />}</Dialog>
            </DialogTrigger>
          )}
          {row.status === 'shipped' && (
            <DialogTrigger>
              <Button variant="secondary" size="sm" iconStart={PackageCheck} aria-label={t('admin.deliver.one', { number: row.number })}>{t('admin.deliver.action')}</Button>
              <AlertDialog title={t('admin.deliver.title')} confirmLabel={t('admin.deliver.action')} onConfirm={() => props.onDeliver(row.id)}>
                {t('admin.deliver.message', { number: row.number, customer: row.customerUsername })}
              </AlertDialog>
            </DialogTrigger>
          )}
        </span>
      ),
    },
  ];

  const table = (
    <ListTable aria-label={t('admin.orders.table')} columns={columns} rowLabel={(row) => row.number} rows={page?.records} isLoading={props.isLoading} error={props.error} onRetry={props.onRetry}
      emptyState={<EmptyState size="sm" title={t('admin.orders.emptyTitle')} description={t('admin.orders.emptyHint')} />} />
  );
  return (
    <Page title={t('route.adminOrders')} description={t('admin.orders.description')}>
      <FilterBar isFiltered={Boolean(query.keyword)} onClear={props.onClearFilters}>
        <SearchField label={t('admin.orders.keyword')} placeholder={t('admin.orders.keywordHint')} value={keyword} onChange={setKeyword}
          onSubmit={(value) => props.onFilters({ keyword: value.trim() || undefined })} onClear={() => props.onFilters({ keyword: undefined })} />
      </FilterBar>
      <Tabs selectedKey={query.status ?? 'all'} onSelectionChange={(key) => props.onFilters({ status: adminOrderStatuses.find((status) => status === key) })}>
        <TabList aria-label={t('admin.orders.tabs')}>
          <Tab id="all">{t('admin.orders.allPaid')}</Tab>
          {adminOrderStatuses.map((status) => <Tab key={status} id={status}>{t(`orders.status.${status}`)}</Tab>)}
        </TabList>
        {(['all', ...adminOrderStatuses] as const).map((key) => (
          <TabPanel key={key} id={key} className={styles.panel}>
            {table}
            <ListPagination page={page} isKeyset={props.isKeyset} onPageChange={props.onPage} onPageSizeChange={props.onPageSize}
              onNextCursor={props.onNextCursor} onPreviousCursor={props.onPreviousCursor} isDisabled={props.isLoading} />
          </TabPanel>
        ))}
      </Tabs>
    </Page>
  );
}
