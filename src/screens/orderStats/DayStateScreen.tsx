/** /orders/orderdaystate (menu:order:orderdaystate): per day, the orders created that day by their status now. */
import { useTranslation } from '@/i18n/i18n';
import { useCall } from '@/kit/data';
import { usePermission } from '@/machines/permission';
import { DayStateView } from './DayStateView';
import { useStatsRange } from './useStatsRange';

export default function DayStateScreen() {
  const { t } = useTranslation();
  const range = useStatsRange();
  const canSummary = usePermission('menu:order:list');
  const result = useCall('orderDayState', { query: { startDate: range.startDate, endDate: range.endDate, kind: range.kind } });
  return (
    <DayStateView
      {...range}
      data={result.data}
      isLoading={result.isFetching}
      error={result.isError ? t('orderStats.loadFailed') : null}
      onRetry={() => void result.refetch()}
      currency="USD"
      summaryHref={canSummary ? `/orders/summary${range.search ? `?${range.search}` : ''}` : null}
    />
  );
}
