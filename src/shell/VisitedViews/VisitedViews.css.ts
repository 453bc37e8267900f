import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const strip = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  boxSizing: 'border-box',
  paddingInline: vars.space.md,
  background: vars.color.bg.surface,
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const tags = style({ flex: 1, minWidth: 0 });

/** The view being shown: brand-soft like a selected tab, without making it a selection. */
export const current = style({
  background: vars.color.brand.soft,
  borderColor: vars.color.brand.default,
  color: vars.color.brand.onSoft,
  fontWeight: vars.font.weight.semibold,
});
