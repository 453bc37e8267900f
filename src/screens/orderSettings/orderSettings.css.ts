import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: 720 });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const row = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: vars.space.md, alignItems: 'start' });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });
export const muted = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm, margin: 0 });
export const figures = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: vars.space.md });
