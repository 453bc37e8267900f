import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const frame = style({ width: '100%', maxWidth: '520px', marginInline: 'auto' });

export const body = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, textAlign: 'center' });

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold, color: vars.color.text.default });

export const text = style({ margin: 0, color: vars.color.text.muted });

export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'center', flexWrap: 'wrap' });
