import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';
import { focusRingStyle } from '@/design-system/styles/focusRing.css';

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

/** The row of tabs: the design system's tag list (TagGroup's), drawn without React Aria's collection code. */
export const list = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

/** Hover and keyboard focus as the design system's Tag shows them (it marks them with data attributes). */
export const tab = style({
  selectors: {
    '&:hover': { background: vars.color.bg.subtle, borderColor: vars.color.border.strong },
    '&:focus-visible': focusRingStyle,
  },
});

export const remove = style({ selectors: { '&:hover': { background: vars.color.bg.muted, color: vars.color.text.default } } });

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
