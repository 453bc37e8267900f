import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const counts = style({ display: 'block', margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const failures = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const failuresTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, color: vars.color.text.default });

export const failureList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
