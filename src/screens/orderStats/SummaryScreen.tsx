/** /orders/summary (menu:order:list): counts and amounts per day and status over a date range. */
import { useTranslation } from '@/i18n/i18n';
import { useCall } from '@/kit/data';
import { usePermission } from '@/machines/permission';
import { SummaryView } from './SummaryView';
import { useStatsRange } from './useStatsRange';

export default function SummaryScreen() {
  const { t } = useTranslation();
  const range = useStatsRange();
  const canDayState = usePermission('menu:order:orderdaystate');
  const result = useCall('orderSummary', { query: { startDate: range.startDate, endDate: range.endDate, kind: range.kind } });
  return (
    <SummaryView
      {...range}
      data={result.data}
      isLoading={result.isFetching}
      error={result.isError ? t('orderStats.loadFailed') : null}
      onRetry={() => void result.refetch()}
      currency="USD"
      dayStateHref={canDayState ? `/orders/orderdaystate${range.search ? `?${range.search}` : ''}` : null}
    />
  );
}
