import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const layout = style({
  display: 'grid', gap: vars.space.lg, alignItems: 'start', gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr) 340px' } },
});

export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const totals = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xs, margin: 0 });

export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', margin: 0 });

export const total = style({ fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.md });
