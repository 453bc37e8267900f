export { BarLineChart, type BarLineChartProps, type ChartSeries } from './BarLineChart';
