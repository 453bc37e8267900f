/** Chart colours from the design tokens' CSS variables (so every brand's theme colours the charts). */
import { vars } from '@/design-system/theme/contract.css';
import type { OrderStatus } from '@/api/contract/orders';

export const statusColor: Record<OrderStatus, string> = {
  draft: vars.color.text.muted,
  awaiting_payment: vars.color.warning.default,
  processing: vars.color.info.default,
  shipped: vars.color.brand.default,
  delivered: vars.color.success.default,
  completed: vars.color.success.onSoft,
  canceled: vars.color.danger.default,
};

export const chartColors = {
  count: vars.color.brand.default,
  // Ink, not a hue: a partner's brand may be green or red, and the line crosses the brand-coloured bars.
  amount: vars.color.text.default,
} as const;
