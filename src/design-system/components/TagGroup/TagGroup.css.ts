import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/design-system/theme/contract.css';
import { focusRingStyle } from '@/design-system/styles/focusRing.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontFamily: vars.font.family.body });

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.text.default });

export const description = style({ fontSize: vars.font.size.xs, color: vars.color.text.muted });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingStyle },
});

export const empty = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    maxWidth: '100%',
    boxSizing: 'border-box',
    border: `1px solid ${vars.color.border.default}`,
    background: vars.color.bg.surface,
    color: vars.color.text.default,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'default',
    outline: 'none',
    transition: `background ${vars.motion.duration.fast}, border-color ${vars.motion.duration.fast}`,
    selectors: {
      '&[data-link]': { cursor: 'pointer' },
      '&[data-hovered]': { background: vars.color.bg.subtle, borderColor: vars.color.border.strong },
      '&[data-selection-mode]': { cursor: 'pointer' },
      '&[data-selected]': { background: vars.color.brand.default, borderColor: vars.color.brand.default, color: vars.color.brand.onBrand },
      '&[data-selected][data-hovered]': { background: vars.color.brand.hover, borderColor: vars.color.brand.hover },
      '&[data-disabled]': { color: vars.color.text.disabled, background: vars.color.bg.subtle, cursor: 'not-allowed' },
      '&[data-focus-visible]': focusRingStyle,
    },
  },
  variants: {
    size: {
      sm: { height: '24px', paddingInline: vars.space.xs, fontSize: vars.font.size.xs, borderRadius: vars.radius.sm },
      md: { height: '30px', paddingInline: vars.space.sm, fontSize: vars.font.size.sm, borderRadius: vars.radius.md },
    },
  },
  defaultVariants: { size: 'md' },
});

/** The tag's text gives way (ellipsis) before the close button does. */
export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '18px',
  height: '18px',
  marginInlineEnd: '-4px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.bg.muted, color: vars.color.text.default },
    '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: '0' },
  },
});
