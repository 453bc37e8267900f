/**
 * Draft orders (presentational): the drafts that arrived from stores or were saved, what each still needs
 * ("needs attention"), and the way into processing one or many; drafts that are ready can be submitted
 * straight from here. Props in, events out.
 */
import { FilePen, Send } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { Link } from '@/design-system/components/Link';
import { StatusPill } from '@/design-system/components/StatusPill';
import { useTranslation } from '@/i18n/i18n';
import { ListScreen, type DataColumn, type ListViewProps } from '@/kit/list';
import { orderNameColumns, type OrderListPage, type OrderListQuery, type OrderRow } from './OrdersListView';
import { formatCents, formatDate } from './format';
import { orderPaths } from './paths';

export interface DraftsViewProps extends ListViewProps<OrderListQuery, OrderListPage> {
  /** Opens processing with these drafts. */
  onProcess(ids: number[]): void;
  /** Submits these (ready) drafts; resolves once the server answered. */
  onSubmit(ids: number[]): Promise<unknown>;
  isSubmitting: boolean;
}

export function DraftsView(props: DraftsViewProps) {
  const { t, locale } = useTranslation();

  const columns: DataColumn<OrderRow>[] = [
    ...orderNameColumns(t),
    { id: 'buyer', label: t('orders.column.buyer'), render: (row) => [row.buyerName, row.countryCode].filter(Boolean).join(' · ') || '—' },
    {
      id: 'state', label: t('orders.draft.state'), minWidth: 200, phone: 'primary',
      render: (row) => (row.problem
        ? <StatusPill tone="danger" hasDot>{t(`orders.problem.${row.problem}`)}</StatusPill>
        : <StatusPill tone="success" hasDot>{t('orders.draft.ready')}</StatusPill>),
    },
    { id: 'items', label: t('orders.column.items'), phone: 'hide', render: (row) => row.itemCount.toLocaleString(locale) },
    { id: 'total', label: t('orders.column.total'), render: (row) => (row.problem ? '—' : formatCents(row.totalCents, row.currencyCode, locale)) },
    { id: 'createdAt', label: t('orders.column.created'), render: (row) => formatDate(row.createdAt, locale) },
    {
      id: 'actions', label: t('orders.column.actions'), phone: 'actions',
      render: (row) => (
        <Link href={orderPaths.processIds([row.id])} aria-label={t('orders.draft.processOne', { number: row.number })}>
          <FilePen size={14} aria-hidden="true" /> {t('orders.draft.process')}
        </Link>
      ),
    },
  ];

  return (
    <ListScreen
      list={props}
      title={t('route.ordersDraft')}
      description={t('orders.draft.description')}
      secondaryActions={<Link href={orderPaths.list}>{t('route.ordersList')}</Link>}
      keyword={{ label: t('orders.filter.keyword'), placeholder: t('orders.filter.keywordHint') }}
      isFiltered={Boolean(props.query.keyword)}
      tableLabel={t('orders.draft.table')}
      columns={columns}
      rowLabel={(row) => row.number}
      empty={{ title: t('orders.draft.emptyTitle'), description: t('orders.draft.emptyHint') }}
      renderBulkActions={(ids, rows) => {
        const ready = rows.filter((row) => !row.problem).map((row) => row.id);
        return (
          <>
            <Button variant="secondary" size="sm" iconStart={FilePen} onPress={() => props.onProcess(ids)}>{t('orders.draft.processSelected')}</Button>
            <Button variant="primary" size="sm" iconStart={Send} isDisabled={ready.length === 0} isPending={props.isSubmitting} onPress={() => void props.onSubmit(ready)}>
              {t('orders.draft.submitReady', { count: ready.length })}
            </Button>
          </>
        );
      }}
    />
  );
}
