import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/design-system/theme/contract.css';
import { focusRingStyle } from '@/design-system/styles/focusRing.css';

export const stat = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, fontFamily: vars.font.family.body, minWidth: 0 },
  variants: {
    variant: {
      plain: {},
      tile: {
        padding: vars.space.md,
        background: vars.color.bg.surface,
        border: `1px solid ${vars.color.border.default}`,
        borderRadius: vars.radius.lg,
        boxShadow: vars.shadow.sm,
      },
    },
  },
  defaultVariants: { variant: 'tile' },
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, margin: 0, color: vars.color.text.muted });

export const label = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const icon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.brand.default });

export const value = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const description = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.text.muted });

export const link = style({
  alignSelf: 'flex-start',
  marginBlockStart: vars.space.xxs,
  fontSize: vars.font.size.sm,
  color: vars.color.text.link,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': focusRingStyle,
  },
});
