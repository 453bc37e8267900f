import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end' });

export const price = style({ width: '9rem' });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' });

export const group = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });

export const muted = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });

// Phones (below 600 px) show two cards a row, not one 180 px card alone in a 358 px row.
export const grid = style({
  display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0,
  '@media': { 'screen and (max-width: 599px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm } },
});

/**
 * The card's picture: 180 px where there is room, the card's width (still square) in a phone's half-row.
 * `!important` because the Image sets its width and height inline; the width stays, capped by max-width.
 */
export const cardImage = style({ maxWidth: '100%', aspectRatio: '1 / 1', height: 'auto !important' });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

export const card = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.sm, minWidth: 0,
  border: `1px solid ${vars.color.border.default}`, borderRadius: vars.radius.md, background: vars.color.bg.surface,
});

export const row = style({
  display: 'grid', gridTemplateColumns: 'auto 64px minmax(0, 1fr) auto', gap: vars.space.md, alignItems: 'center', padding: vars.space.sm,
  border: `1px solid ${vars.color.border.default}`, borderRadius: vars.radius.md, background: vars.color.bg.surface,
});

/** Same height with or without the checkbox (a listed product has none), so the cards' images line up. */
export const cardTop = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', minHeight: '1.5rem' });

export const title = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const detail = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.xl,
  '@media': { 'screen and (max-width: 799px)': { gridTemplateColumns: '1fr' } },
});

export const thumbs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const thumb = style({
  padding: 2, border: `2px solid transparent`, borderRadius: vars.radius.sm, background: 'none', cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.border.focus } },
});

export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });

export const term = style({ color: vars.color.text.muted });

export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const table = style({ borderCollapse: 'collapse', width: '100%', fontVariantNumeric: 'tabular-nums' });

export const cell = style({ textAlign: 'start', padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border.default}` });

export const subheading = style({ margin: `${vars.space.md} 0 ${vars.space.sm}`, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const layout = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', border: 0, margin: 0, padding: 0 });

export const cartForm = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });

export const quantity = style({ width: '8rem' });

export const search = style({ maxWidth: '22rem' });

export const url = style({ overflowWrap: 'anywhere', fontWeight: vars.font.weight.regular });

export const steps = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });
