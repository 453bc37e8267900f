import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const cellStack = style({ display: 'flex', flexDirection: 'column', minWidth: 0, gap: vars.space.xxs });
export const muted = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });
export const rowActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingTop: vars.space.md });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' });
