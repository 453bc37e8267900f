/**
 * The theme's chart series colours (`color.chart.1` … in the token file), in order: each brand's own,
 * at least 3:1 against the surface and apart from each other, also for colour-blind readers
 * (src/design-system/theme/chart.test.ts). Series take them in order, or by meaning where a chart has a
 * fixed set (order statuses); role colours (brand, danger) are for controls, not for series.
 */
import { vars } from '@/design-system/theme/contract.css';

// Integer-like keys enumerate in ascending order, so this is the palette's own order.
export const chartPalette: readonly string[] = Object.values(vars.color.chart);
