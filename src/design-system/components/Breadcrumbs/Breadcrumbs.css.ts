import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';
import { focusRingStyle } from '@/design-system/styles/focusRing.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', minWidth: 0 });

export const link = style({
  color: vars.color.text.muted,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.link, textDecoration: 'underline' },
    '&[data-focus-visible]': focusRingStyle,
    // The current page (and a crumb without a destination) is plain text.
    '&[data-current], &[data-disabled]': { color: vars.color.text.default, fontWeight: vars.font.weight.medium, cursor: 'default', textDecoration: 'none' },
  },
});

export const separator = style({
  flexShrink: 0,
  marginInline: vars.space.xxs,
  color: vars.color.text.disabled,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
