import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const root = style({ position: 'relative', width: '100%', minWidth: 0 });

// The plot's slider is visually hidden: its focus ring is drawn around the whole plot instead.
export const plot = style({
  position: 'relative',
  borderRadius: vars.radius.sm,
  selectors: { '&:has(input:focus-visible)': { boxShadow: `0 0 0 2px ${vars.color.border.focus}` } },
});

export const svg = style({ display: 'block', overflow: 'visible' });

export const tick = style({ fill: vars.color.text.muted, fontSize: 12, fontVariantNumeric: 'tabular-nums' });

export const empty = style({
  display: 'grid', placeItems: 'center', margin: 0,
  color: vars.color.text.muted, fontSize: vars.font.size.sm,
  border: `1px dashed ${vars.color.border.default}`, borderRadius: vars.radius.md,
});

export const legend = style({
  display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: `${vars.space.xs} ${vars.space.md}`,
  listStyle: 'none', margin: `${vars.space.sm} 0 0`, padding: 0,
  fontSize: vars.font.size.sm, color: vars.color.text.default,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const swatch = style({ display: 'inline-block', width: 10, height: 10, borderRadius: vars.radius.sm, flexShrink: 0 });

export const lineSwatch = style({ display: 'inline-block', width: 14, height: 3, borderRadius: vars.radius.sm, flexShrink: 0 });

export const tooltip = style({
  position: 'absolute', top: 0, zIndex: 1, pointerEvents: 'none',
  minWidth: 140, padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.bg.surface, color: vars.color.text.default,
  border: `1px solid ${vars.color.border.strong}`, borderRadius: vars.radius.md, boxShadow: vars.shadow.md,
  fontSize: vars.font.size.sm, whiteSpace: 'nowrap',
});

export const tooltipTitle = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const tooltipList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const tooltipRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const tooltipValue = style({ marginInlineStart: 'auto', paddingInlineStart: vars.space.md, fontVariantNumeric: 'tabular-nums' });
