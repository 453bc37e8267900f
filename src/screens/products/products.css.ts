import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const product = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const productText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, gap: vars.space.xxs });

export const muted = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const rowActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingTop: vars.space.md });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const row = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: vars.space.md, alignItems: 'start' });

export const images = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

export const imageChoice = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xxs });

export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const subheading = style({ margin: `${vars.space.md} 0 ${vars.space.sm}`, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, color: vars.color.text.default });

export const variants = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });

export const variant = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(180px, 2fr) minmax(140px, 1fr) minmax(140px, 1fr) auto',
  gap: vars.space.md,
  alignItems: 'end',
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border.default}`,
  '@media': { 'screen and (max-width: 799px)': { gridTemplateColumns: '1fr' } },
});
