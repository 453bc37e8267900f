import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const cellStack = style({ display: 'flex', flexDirection: 'column', minWidth: 0, gap: vars.space.xxs, fontStyle: 'normal' });
export const muted = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingTop: vars.space.md });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const inline = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm });
export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' });
export const tabCount = style({ marginInlineStart: vars.space.xs, color: vars.color.text.muted, fontSize: vars.font.size.sm });
export const grid = style({
  display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)', alignItems: 'start',
  '@media': { 'screen and (max-width: 899px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const factLabel = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });
export const factValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const line = style({
  display: 'grid', gridTemplateColumns: '48px minmax(0, 1fr) auto', gap: vars.space.md, alignItems: 'center',
  paddingBottom: vars.space.sm, borderBottom: `1px solid ${vars.color.border.default}`,
});
export const mapLine = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(240px, 1fr)', gap: vars.space.md, alignItems: 'end',
  paddingBottom: vars.space.md, borderBottom: `1px solid ${vars.color.border.default}`,
  '@media': { 'screen and (max-width: 799px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const timeline = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });
export const event = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, paddingInlineStart: vars.space.md, borderInlineStart: `2px solid ${vars.color.border.default}` });
export const totals = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xs, margin: 0 });
export const total = style({ fontWeight: vars.font.weight.semibold });
export const formRow = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: vars.space.md, alignItems: 'start' });
