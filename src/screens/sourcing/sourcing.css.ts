import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const cellStack = style({ display: 'flex', flexDirection: 'column', minWidth: 0, gap: vars.space.xxs });
export const muted = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingTop: vars.space.md });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap', alignItems: 'end' });
export const rowActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const twoColumns = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.md,
  '@media': { 'screen and (max-width: 699px)': { gridTemplateColumns: '1fr' } },
});
export const detail = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: vars.space.lg, alignItems: 'start',
  '@media': { 'screen and (max-width: 899px)': { gridTemplateColumns: '1fr' } },
});
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const term = style({ color: vars.color.text.muted });
export const value = style({ margin: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });
export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const event = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.xxs, paddingInlineStart: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.border.default}`,
});
export const product = style({ display: 'grid', gridTemplateColumns: '72px minmax(0, 1fr)', gap: vars.space.md, alignItems: 'center' });
export const picture = style({ maxWidth: '100%', maxHeight: '16rem', objectFit: 'contain', borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border.default}` });
export const preview = style({ maxWidth: '8rem', maxHeight: '8rem', objectFit: 'contain', borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border.default}` });
export const fieldWide = style({ gridColumn: '1 / -1' });
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const url = style({ overflowWrap: 'anywhere' });
export const codeField = style({ minWidth: '10rem' });
export const error = style({ color: vars.color.danger.onSoft, fontSize: vars.font.size.sm });
