/** The stats screens by route name (read by the router only; the charts load with their screen). */
import type { ScreenLoaders } from '@/routes/define';

export const orderStatsScreens: ScreenLoaders = {
  ordersDayState: () => import('./DayStateScreen'),
  ordersSummary: () => import('./SummaryScreen'),
};
