/**
 * The order list (presentational): status tabs with their counts (and "needs attention"), filters (keyword
 * over number / store order / buyer / tracking / SKU, kind, store, payment, fulfilment, dates), the table with
 * chosen columns and selection, bulk pay / cancel (confirmed) / export of the current filter, keyset pages.
 * Props in, events out: OrdersListScreen binds it to the URL and the API.
 */
import { DialogTrigger } from 'react-aria-components';
import { parseDate } from '@internationalized/date';
import { CreditCard, FileDown, FilePen, XCircle } from 'lucide-react';
import { fulfilmentStatuses, orderKinds, paymentStatuses } from '@/api/contract/orders';
import { AlertDialog } from '@/design-system/components/AlertDialog';
import { Button } from '@/design-system/components/Button';
import { DateRangePicker } from '@/design-system/components/DateRangePicker';
import { Link } from '@/design-system/components/Link';
import { StatusPill } from '@/design-system/components/StatusPill';
import { hasKey, useTranslation } from '@/i18n/i18n';
import type { CallData, CallQuery } from '@/kit/data';
import { EnumFilter, ListScreen, type DataColumn, type ListViewProps } from '@/kit/list';
import { channelLabel, formatCents, formatCount, formatDate, statusTone, tabs } from './format';
import { orderPaths } from './paths';
import * as styles from './orders.css';

export type OrderListQuery = CallQuery<'orderList'>;
export type OrderListPage = CallData<'orderList'>;
export type OrderRow = OrderListPage['records'][number];
export type OrderCounts = CallData<'orderStatusCounts'>;
export type StoreChoice = { id: number; name: string };

export interface OrdersListViewProps extends ListViewProps<OrderListQuery, OrderListPage> {
  counts: OrderCounts | undefined;
  stores: readonly StoreChoice[];
  /** Opens the checkout with these (awaiting-payment) orders. */
  onPay(ids: number[]): void;
  /** Cancels these orders; resolves once the server answered (the dialog closes then). */
  onCancel(ids: number[]): Promise<unknown>;
  /** The export page with the current filter. */
  exportHref: string;
  canProcessDrafts: boolean;
}

/** The status tab is not a filter: "Clear filters" shows for these only. */
const filterFields = ['keyword', 'kind', 'storeId', 'startDate', 'endDate', 'paymentStatus', 'fulfilmentStatus'] as const;
const isFiltered = (query: OrderListQuery) => filterFields.some((field) => query[field] !== undefined);

/** The columns that name an order (its number with the store's order name, and its store): shared with the drafts. */
export function orderNameColumns(t: ReturnType<typeof useTranslation>['t']): DataColumn<OrderRow>[] {
  return [
      {
        id: 'number', label: t('orders.column.number'), isRowHeader: true, minWidth: 190,
        render: (row) => (
          <span className={styles.cellStack}>
            <Link href={orderPaths.detail(row.id)}>{row.number}</Link>
            {row.storeOrderName && <span className={styles.muted}>{row.storeOrderName}</span>}
          </span>
        ),
      },
      { id: 'store', label: t('orders.column.store'), render: (row) => row.storeName ?? t(`orders.source.${row.source}`) },
  ];
}

export function OrdersListView(props: OrdersListViewProps) {
  const { query, onFilters, counts } = props;
  const { t, locale } = useTranslation();
  const money = (cents: number, row: OrderRow) => formatCents(cents, row.currencyCode, locale);

  const columns: DataColumn<OrderRow>[] = [
    ...orderNameColumns(t),
    {
      id: 'buyer', label: t('orders.column.buyer'),
      render: (row) => (
        <span className={styles.cellStack}>
          <span>{row.buyerName ?? '—'}</span>
          {row.countryCode && <span className={styles.muted}>{row.countryCode}</span>}
        </span>
      ),
    },
    { id: 'kind', label: t('orders.column.kind'), phone: 'hide', render: (row) => t(`orders.kind.${row.kind}`) },
    {
      id: 'status', label: t('orders.column.status'), minWidth: 170, phone: 'primary',
      render: (row) => (
        <span className={styles.inline}>
          <StatusPill tone={statusTone[row.status]} hasDot>{t(`orders.status.${row.status}`)}</StatusPill>
          {row.problem && row.status !== 'canceled' && <StatusPill tone="danger" size="sm">{t(`orders.problem.${row.problem}`)}</StatusPill>}
        </span>
      ),
    },
    { id: 'payment', label: t('orders.column.payment'), phone: 'hide', render: (row) => t(`orders.payment.${row.paymentStatus}`) },
    { id: 'fulfilment', label: t('orders.column.fulfilment'), defaultHidden: true, render: (row) => t(`orders.fulfilment.${row.fulfilmentStatus}`) },
    { id: 'items', label: t('orders.column.items'), phone: 'hide', render: (row) => row.itemCount.toLocaleString(locale) },
    { id: 'total', label: t('orders.column.total'), phone: 'primary', render: (row) => money(row.totalCents, row) },
    { id: 'shipping', label: t('orders.column.shipping'), defaultHidden: true, render: (row) => money(row.shippingCents, row) },
    { id: 'channel', label: t('orders.column.channel'), defaultHidden: true, render: (row) => channelLabel(t, hasKey, row.channelCode) ?? '—' },
    { id: 'tracking', label: t('orders.column.tracking'), defaultHidden: true, render: (row) => (row.trackingNumber ? `${row.carrier ?? ''} ${row.trackingNumber}`.trim() : '—') },
    { id: 'createdAt', label: t('orders.column.created'), render: (row) => formatDate(row.createdAt, locale) },
  ];

  const range = query.startDate && query.endDate ? { start: parseDate(query.startDate), end: parseDate(query.endDate) } : null;
  const countOf = (tab: string) => (counts ? formatCount(counts.counts[tab] ?? 0, counts.capped.includes(tab), locale) : null);

  return (
    <ListScreen
      list={props}
      title={t('route.ordersList')}
      description={t('orders.list.description')}
      secondaryActions={
        <>
          {props.canProcessDrafts && <Link href={orderPaths.drafts}><FilePen size={14} aria-hidden="true" /> {t('route.ordersDraft')}</Link>}
          <Link href={props.exportHref}><FileDown size={14} aria-hidden="true" /> {t('orders.list.export')}</Link>
        </>
      }
      keyword={{ label: t('orders.filter.keyword'), placeholder: t('orders.filter.keywordHint') }}
      filters={
        <>
          <EnumFilter label={t('orders.filter.kind')} anyLabel={t('orders.kind.any')} value={query.kind}
            options={orderKinds} labelOf={(kind) => t(`orders.kind.${kind}`)} onChange={(kind) => onFilters({ kind })} />
          <EnumFilter label={t('orders.filter.store')} anyLabel={t('orders.filter.anyStore')} value={query.storeId}
            options={props.stores.map((store) => ({ value: store.id, label: store.name }))} onChange={(storeId) => onFilters({ storeId })} />
          <EnumFilter label={t('orders.filter.payment')} anyLabel={t('orders.payment.any')} value={query.paymentStatus}
            options={paymentStatuses} labelOf={(status) => t(`orders.payment.${status}`)} onChange={(paymentStatus) => onFilters({ paymentStatus })} />
          <EnumFilter label={t('orders.filter.fulfilment')} anyLabel={t('orders.fulfilment.any')} value={query.fulfilmentStatus}
            options={fulfilmentStatuses} labelOf={(status) => t(`orders.fulfilment.${status}`)} onChange={(fulfilmentStatus) => onFilters({ fulfilmentStatus })} />
          <DateRangePicker
            label={t('orders.filter.created')}
            value={range}
            onChange={(value) => onFilters({ startDate: value?.start.toString(), endDate: value?.end.toString() })}
          />
        </>
      }
      isFiltered={isFiltered(query)}
      tableLabel={t('orders.list.table')}
      columns={columns}
      rowLabel={(row) => row.number}
      empty={{ title: t('orders.empty.title'), description: t('orders.empty.hint') }}
      emptyFiltered={{ title: t('orders.empty.filteredTitle'), description: t('orders.empty.filteredHint') }}
      renderBulkActions={(_ids, selectedRows) => {
        const payable = selectedRows.filter((row) => row.status === 'awaiting_payment' && !row.problem).map((row) => row.id);
        const cancelable = selectedRows.filter((row) => row.status === 'draft' || row.status === 'awaiting_payment').map((row) => row.id);
        return (
          <>
            <Button variant="primary" size="sm" iconStart={CreditCard} isDisabled={payable.length === 0} onPress={() => props.onPay(payable)}>
              {t('orders.list.pay', { count: payable.length })}
            </Button>
            <DialogTrigger>
              <Button variant="danger" size="sm" iconStart={XCircle} isDisabled={cancelable.length === 0}>{t('orders.list.cancel', { count: cancelable.length })}</Button>
              <AlertDialog title={t('orders.cancel.title')} variant="danger" confirmLabel={t('orders.cancel.confirm')} onConfirm={() => props.onCancel(cancelable)}>
                {t('orders.cancel.message', { count: cancelable.length })}
              </AlertDialog>
            </DialogTrigger>
          </>
        );
      }}
      tabs={{
        label: t('orders.list.tabs'),
        selectedKey: query.status ?? 'all',
        items: [{ id: 'all', label: t('orders.status.all') }, ...tabs.map((tab) => ({ id: tab, label: t(`orders.status.${tab}`), count: countOf(tab) }))],
        onChange: (key) => onFilters({ status: tabs.find((tab) => tab === key) }),
      }}
    />
  );
}
