import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const benefits = style({ margin: `0 0 ${vars.space.md}`, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xxs });
export const muted = style({ color: vars.color.text.muted, margin: 0 });
export const heading = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, margin: 0 });
export const tryPanel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
});
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
