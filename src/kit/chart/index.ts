export { BarLineChart, type BarLineChartProps, type ChartSeries } from './BarLineChart';
export { chartPalette } from './palette';
