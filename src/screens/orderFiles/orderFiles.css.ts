import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const rowActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' });
export const muted = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });
export const columns = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm, color: vars.color.text.muted, wordBreak: 'break-word' });
export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const filter = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`, borderRadius: vars.radius.full, background: vars.color.bg.subtle,
  fontSize: vars.font.size.sm, color: vars.color.text.default,
});
