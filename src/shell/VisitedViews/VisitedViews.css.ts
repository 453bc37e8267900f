import { globalStyle, style } from '@vanilla-extract/css';
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

/** On a phone the four tabs stay on one line and scroll sideways (wrapped, they took two rows of a small screen). */
globalStyle(`${tags} [role="grid"]`, {
  '@media': {
    'screen and (max-width: 767px)': { flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'none', paddingBlock: vars.space.xxs },
  },
});
globalStyle(`${tags} [role="row"]`, { '@media': { 'screen and (max-width: 767px)': { flexShrink: 0 } } });

/** The view being shown: brand-soft like a selected tab, without making it a selection. */
export const current = style({
  background: vars.color.brand.soft,
  borderColor: vars.color.brand.default,
  color: vars.color.brand.onSoft,
  fontWeight: vars.font.weight.semibold,
});
