import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const layout = style({
  display: 'grid', gap: vars.space.lg, alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr) 340px' } },
});

export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const product = style({ display: 'grid', gridTemplateColumns: '48px minmax(0, 1fr)', gap: vars.space.sm, alignItems: 'center', minWidth: 0 });

export const title = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: vars.font.weight.semibold });

export const muted = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const quantity = style({ width: '8rem', maxWidth: '100%' });

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const addressGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm, border: 'none', padding: 0, margin: 0, minWidth: 0 });

export const legend = style({ gridColumn: '1 / -1', padding: 0, marginBottom: vars.space.xs, fontWeight: vars.font.weight.semibold });

export const wide = style({ gridColumn: '1 / -1' });

export const totals = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xs, margin: 0 });

export const total = style({ fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.md });

export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', margin: 0 });

export const panel = style({ paddingTop: vars.space.md });
