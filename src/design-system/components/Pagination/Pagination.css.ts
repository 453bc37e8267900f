import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/design-system/theme/contract.css';
import { focusRingStyle } from '@/design-system/styles/focusRing.css';

export const pagination = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    color: vars.color.text.default,
  },
  variants: {
    align: {
      start: { justifyContent: 'flex-start' },
      end: { justifyContent: 'flex-end' },
    },
  },
  defaultVariants: { align: 'end' },
});

export const total = style({ color: vars.color.text.muted, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const pageSize = style({ width: '128px' });

export const pages = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const page = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlMd,
  height: vars.size.controlMd,
  paddingInline: vars.space.xs,
  border: `1px solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.default,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.bg.subtle, color: vars.color.brand.default },
    '&[data-pressed]': { background: vars.color.bg.muted },
    '&[aria-current="page"]': { background: vars.color.brand.default, color: vars.color.brand.onBrand, fontWeight: vars.font.weight.semibold, cursor: 'default' },
    '&[data-disabled]': { color: vars.color.text.disabled, background: 'transparent', cursor: 'not-allowed' },
    '&[data-focus-visible]': focusRingStyle,
  },
});

/** Previous/next: mirrored in right-to-left layouts (the whole button is symmetric). */
export const arrow = style([page, { selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } }]);

export const gap = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlMd,
  color: vars.color.text.muted,
});
