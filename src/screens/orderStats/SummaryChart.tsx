/** Orders and amounts per day (recharts, loaded only by the stats pages; colours from the tokens). */
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
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
  const data = days.map((d) => ({ day: dayLabel(d.day, locale), count: d.count, amount: d.totalCents / 100 }));
  return (
    <ResponsiveContainer width="100%" height={280}>
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={chartColors.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" stroke={chartColors.axis} tick={{ fill: chartColors.axis, fontSize: 12 }} minTickGap={16} />
        <YAxis yAxisId="count" allowDecimals={false} stroke={chartColors.axis} tick={{ fill: chartColors.axis, fontSize: 12 }} width={40} />
        <YAxis yAxisId="amount" orientation="right" stroke={chartColors.axis} tick={{ fill: chartColors.axis, fontSize: 12 }} width={64}
          tickFormatter={(v: number) => formatCents(Math.round(v * 100), currency, locale)} />
        <Tooltip contentStyle={{ background: chartColors.tooltipBg, color: chartColors.text }}
          formatter={(value, name) => (name === t('orderStats.amount') ? formatCents(Math.round(Number(value) * 100), currency, locale) : String(value))} />
        <Legend />
        <Bar yAxisId="count" dataKey="count" name={t('orderStats.orders')} fill={chartColors.count} isAnimationActive={false} />
        <Line yAxisId="amount" dataKey="amount" name={t('orderStats.amount')} stroke={chartColors.amount} strokeWidth={2} dot={false} isAnimationActive={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
