import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const views = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, marginTop: vars.space.md });
