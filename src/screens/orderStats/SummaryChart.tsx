/** Orders (bars) and amount (line, on the end axis) per day, drawn by the kit's chart in the theme's colours. */
import { BarLineChart } from '@/kit/chart';
import { useTranslation } from '@/i18n/i18n';
import { formatCents } from '@/screens/products/format';
import { chartColors } from './colors';
import { dayLabel } from './range';

export interface SummaryChartProps {
  days: ReadonlyArray<{ day: string; count: number; totalCents: number }>;
  currency: string;
}

export default function SummaryChart({ days, currency }: SummaryChartProps) {
  const { t, locale } = useTranslation();
  // Axis ticks in the compact form ("$1.2K"), the tooltip and table with every cent.
  const compact = new Intl.NumberFormat(locale, { style: 'currency', currency, notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });
  return (
    <BarLineChart label={t('orderStats.perDay')} categoryLabel={t('orderStats.day')} height={280}
      categories={days.map((d) => dayLabel(d.day, locale))}
      formatEnd={(cents) => compact.format(cents / 100)}
      series={[
        { id: 'count', kind: 'bar', label: t('orderStats.orders'), color: chartColors.count, values: days.map((d) => d.count) },
        { id: 'amount', kind: 'line', axis: 'end', label: t('orderStats.amount'), color: chartColors.amount,
          values: days.map((d) => d.totalCents), format: (cents) => formatCents(cents, currency, locale) },
      ]} />
  );
}
