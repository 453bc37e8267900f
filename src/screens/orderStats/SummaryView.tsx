/**
 * Order summary (presentational): totals for the range (orders, amount, paid, average), orders and
 * amount per day (chart, loaded on its own), and the figures per status.
 */
import { lazy, Suspense } from 'react';
import { Card } from '@/design-system/components/Card';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stat } from '@/design-system/components/Stat';
import { Button } from '@/design-system/components/Button';
import { Link } from '@/design-system/components/Link';
import { useTranslation } from '@/i18n/i18n';
import type { CallData } from '@/kit/data';
import { ListTable, type DataColumn } from '@/kit/list';
import { Page } from '@/kit/page';
import { formatCents } from '@/screens/products/format';
import { statusColor } from './colors';
import { StatsControls, type StatsRangeProps } from './StatsControls';
import * as styles from './orderStats.css';

const SummaryChart = lazy(() => import('./SummaryChart'));

export type OrderSummaryData = CallData<'orderSummary'>;
type StatusRow = OrderSummaryData['byStatus'][number] & { id: string };

export interface SummaryViewProps extends StatsRangeProps {
  data: OrderSummaryData | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry(): void;
  currency: string;
  dayStateHref: string | null;
}

export function SummaryView({ data, isLoading, error, onRetry, currency, dayStateHref, ...range }: SummaryViewProps) {
  const { t, locale } = useTranslation();
  const money = (cents: number) => formatCents(cents, currency, locale);
  const loading = !data;
  const columns: DataColumn<StatusRow>[] = [
    { id: 'status', label: t('orderStats.status'), isRowHeader: true, render: (r) => <span><span aria-hidden className={styles.swatch} style={{ background: statusColor[r.status] }} />{t(`orderKinds.status.${r.status}`)}</span> },
    { id: 'count', label: t('orderStats.orders'), render: (r) => <span className={styles.numeric}>{r.count.toLocaleString(locale)}</span> },
    { id: 'amount', label: t('orderStats.amount'), render: (r) => <span className={styles.numeric}>{money(r.totalCents)}</span> },
  ];
  return (
    <Page title={t('route.ordersSummary')} description={t('orderStats.summaryDescription')}
      secondaryActions={dayStateHref ? <Link href={dayStateHref}>{t('route.ordersDayState')}</Link> : undefined}>
      <StatsControls {...range} />
      {error && <InlineAlert tone="danger" role="alert" title={error} actions={<Button size="sm" variant="secondary" onPress={onRetry}>{t('orderStats.retry')}</Button>} />}
      <div className={styles.tiles}>
        <Stat label={t('orderStats.orders')} value={data?.count.toLocaleString(locale)} isLoading={loading} />
        <Stat label={t('orderStats.amount')} value={data && money(data.totalCents)} isLoading={loading} />
        <Stat label={t('orderStats.paid')} value={data && money(data.paidCents)} isLoading={loading} />
        <Stat label={t('orderStats.average')} value={data && money(data.averageCents)} isLoading={loading} />
      </div>
      <Card title={t('orderStats.perDay')} variant="elevated" padding="md">
        <figure className={styles.chart} aria-label={t('orderStats.perDayChart', { count: data?.count ?? 0 })}>
          {data ? (
            <Suspense fallback={<Skeleton height="280px" />}>
              <SummaryChart days={data.byDay} currency={currency} />
            </Suspense>
          ) : <Skeleton height="280px" />}
        </figure>
      </Card>
      {/* Three short columns read well as a table even on a phone: it stays one down to 320 px. */}
      <ListTable compactBelow={320} aria-label={t('orderStats.perStatus')} columns={columns} rows={data?.byStatus.map((s) => ({ ...s, id: s.status }))} isLoading={isLoading} skeletonRows={7} />
    </Page>
  );
}
