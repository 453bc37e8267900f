/** Chart colours from the design tokens' CSS variables (so every brand's theme colours the charts). */
import { vars } from '@/design-system/theme/contract.css';
import type { OrderStatus } from '@/api/contract/orders';

/**
 * Each status a series of the theme's chart palette, chosen by meaning (slate for drafts, orange for
 * awaiting payment, red for canceled). Not role colours: a partner's brand may sit next to red (Kervan's
 * terracotta "Shipped" beside "Canceled"), while the palette keeps its hues apart in every brand.
 */
export const statusColor: Record<OrderStatus, string> = {
  draft: vars.color.chart['6'],
  awaiting_payment: vars.color.chart['2'],
  processing: vars.color.chart['1'],
  shipped: vars.color.chart['3'],
  delivered: vars.color.chart['4'],
  completed: vars.color.chart['7'],
  canceled: vars.color.chart['5'],
};

export const chartColors = {
  count: vars.color.brand.default,
  // Ink, not a hue: a partner's brand may be green or red, and the line crosses the brand-coloured bars.
  amount: vars.color.text.default,
} as const;
