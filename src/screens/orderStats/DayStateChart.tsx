/** Orders of each day stacked by the status they are in now, drawn by the kit's chart in the theme's colours. */
import { orderStatuses, type OrderStatus } from '@/api/contract/orders';
import { BarLineChart } from '@/kit/chart';
import { useTranslation } from '@/i18n/i18n';
import { statusColor } from './colors';
import { dayLabel } from './range';

export interface DayStateChartProps {
  days: ReadonlyArray<{ day: string; counts: Record<OrderStatus, number> }>;
}

export default function DayStateChart({ days }: DayStateChartProps) {
  const { t, locale } = useTranslation();
  // The page shows the same figures in its own table, so the chart's hidden table is left out.
  return (
    <BarLineChart label={t('orderStats.byStatusPerDay')} categoryLabel={t('orderStats.day')} height={300} stacked table={false}
      categories={days.map((d) => dayLabel(d.day, locale))}
      series={orderStatuses.map((s) => ({ id: s, kind: 'bar' as const, label: t(`orderKinds.status.${s}`), color: statusColor[s], values: days.map((d) => d.counts[s]) }))} />
  );
}
