import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    borderRadius: vars.radius.lg,
    background: vars.color.bg.surface,
    color: vars.color.text.default,
    fontFamily: vars.font.family.body,
  },
  variants: {
    variant: {
      outlined: { border: `1px solid ${vars.color.border.default}` },
      elevated: { border: `1px solid ${vars.color.border.default}`, boxShadow: vars.shadow.sm },
      subtle: { background: vars.color.bg.subtle },
    },
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.sm },
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg },
    },
  },
  defaultVariants: { variant: 'outlined', padding: 'md' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });
