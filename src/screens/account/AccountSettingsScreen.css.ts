import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '860px' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { 'screen and (max-width: 699px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
