import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const tiles = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: vars.space.md });
export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.md });
export const chart = style({ minHeight: 300, margin: 0 });
export const swatch = style({ display: 'inline-block', width: 10, height: 10, borderRadius: vars.radius.sm, marginInlineEnd: vars.space.xs });
export const numeric = style({ fontVariantNumeric: 'tabular-nums' });
