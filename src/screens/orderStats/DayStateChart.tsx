/** Orders of each day stacked by the status they are in now (recharts; colours from the tokens). */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { orderStatuses, type OrderStatus } from '@/api/contract/orders';
import { useTranslation } from '@/i18n/i18n';
import { chartColors, statusColor } from './colors';
import { dayLabel } from './range';

export interface DayStateChartProps {
  days: ReadonlyArray<{ day: string; counts: Record<OrderStatus, number> }>;
}

export default function DayStateChart({ days }: DayStateChartProps) {
  const { t, locale } = useTranslation();
  const data = days.map((d) => ({ day: dayLabel(d.day, locale), ...d.counts }));
  return (
    <ResponsiveContainer width="100%" height={300}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={chartColors.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" stroke={chartColors.axis} tick={{ fill: chartColors.axis, fontSize: 12 }} minTickGap={16} />
        <YAxis allowDecimals={false} stroke={chartColors.axis} tick={{ fill: chartColors.axis, fontSize: 12 }} width={40} />
        <Tooltip contentStyle={{ background: chartColors.tooltipBg, color: chartColors.text }} />
        <Legend />
        {orderStatuses.map((s) => (
          <Bar key={s} dataKey={s} stackId="status" name={t(`orderKinds.status.${s}`)} fill={statusColor[s]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
