import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/design-system/theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    gap: vars.space.xs,
    fontFamily: vars.font.family.body,
    color: vars.color.text.muted,
  },
  variants: {
    size: {
      sm: { padding: vars.space.md, fontSize: vars.font.size.sm },
      md: { padding: `${vars.space.xl} ${vars.space.lg}`, fontSize: vars.font.size.md },
    },
  },
  defaultVariants: { size: 'md' },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.full,
  background: vars.color.bg.subtle,
  color: vars.color.text.muted,
  marginBlockEnd: vars.space.xs,
});

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, color: vars.color.text.default });

export const description = style({ margin: 0, maxWidth: '48ch' });

export const action = style({ marginBlockStart: vars.space.sm, display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', justifyContent: 'center' });
