import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const row = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: vars.space.md, alignItems: 'start' });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end' });
export const muted = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm, margin: 0 });
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const line = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 140px auto', gap: vars.space.md, alignItems: 'end',
  paddingBottom: vars.space.sm, borderBottom: `1px solid ${vars.color.border.default}`,
});
export const choice = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md });
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const address = style({ fontStyle: 'normal', color: vars.color.text.default });
