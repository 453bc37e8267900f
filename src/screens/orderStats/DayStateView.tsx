/**
 * Daily order status (presentational): for each day of the range, how many of the orders created that
 * day are in each status now — a stacked chart and the table of the same figures.
 */
import { lazy, Suspense } from 'react';
import { orderStatuses } from '@/api/contract/orders';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { Link } from '@/design-system/components/Link';
import { Skeleton } from '@/design-system/components/Skeleton';
import { useTranslation } from '@/i18n/i18n';
import type { CallData } from '@/kit/data';
import { ListTable, type DataColumn } from '@/kit/list';
import { Page } from '@/kit/page';
import { formatCents } from '@/screens/products/format';
import { StatsControls, type StatsRangeProps } from './StatsControls';
import { dayLabel } from './range';
import * as styles from './orderStats.css';

const DayStateChart = lazy(() => import('./DayStateChart'));

export type DayStateData = CallData<'orderDayState'>;
type DayRow = DayStateData['days'][number] & { id: string };

export interface DayStateViewProps extends StatsRangeProps {
  data: DayStateData | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry(): void;
  currency: string;
  summaryHref: string | null;
}

export function DayStateView({ data, isLoading, error, onRetry, currency, summaryHref, ...range }: DayStateViewProps) {
  const { t, locale } = useTranslation();
  const columns: DataColumn<DayRow>[] = [
    { id: 'day', label: t('orderStats.day'), isRowHeader: true, render: (r) => dayLabel(r.day, locale) },
    ...orderStatuses.map((s) => ({ id: s, label: t(`orderKinds.status.${s}`), phone: 'hide' as const, render: (r: DayRow) => <span className={styles.numeric}>{r.counts[s].toLocaleString(locale)}</span> })),
    // A phone card lists only the statuses that day has, on one line, instead of seven "status: 0" lines.
    {
      id: 'counts', label: t('orderStats.orders'), phone: 'only',
      render: (r) => orderStatuses.filter((s) => r.counts[s] > 0).map((s) => `${t(`orderKinds.status.${s}`)}\u00a0${r.counts[s].toLocaleString(locale)}`).join(' · '),
    },
    { id: 'amount', label: t('orderStats.amount'), phone: 'primary', render: (r) => <span className={styles.numeric}>{formatCents(r.totalCents, currency, locale)}</span> },
  ];
  const rows = data?.days.filter((d) => orderStatuses.some((s) => d.counts[s] > 0)).reverse().map((d) => ({ ...d, id: d.day }));
  return (
    <Page title={t('route.ordersDayState')} description={t('orderStats.dayStateDescription')}
      secondaryActions={summaryHref ? <Link href={summaryHref}>{t('route.ordersSummary')}</Link> : undefined}>
      <StatsControls {...range} />
      {error && <InlineAlert tone="danger" role="alert" title={error} actions={<Button size="sm" variant="secondary" onPress={onRetry}>{t('orderStats.retry')}</Button>} />}
      <Card title={t('orderStats.byStatusPerDay')} variant="elevated" padding="md">
        <figure className={styles.chart} aria-label={t('orderStats.dayStateChart', { days: data?.days.length ?? 0 })}>
          {data ? (
            <Suspense fallback={<Skeleton height="300px" />}>
              <DayStateChart days={data.days} />
            </Suspense>
          ) : <Skeleton height="300px" />}
        </figure>
      </Card>
      <ListTable aria-label={t('orderStats.dayTable')} columns={columns} rowLabel={(r) => dayLabel(r.day, locale)} rows={rows} isLoading={isLoading}
        emptyState={<p>{t('orderStats.noOrders')}</p>} />
    </Page>
  );
}
