import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fields = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))', gap: vars.space.md, alignItems: 'end' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });

export const cell = style({ textAlign: 'start', padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border.default}` });

export const muted = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });
