import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/design-system/theme/contract.css';
import { focusRingStyle } from '@/design-system/styles/focusRing.css';

const insetRing = { ...focusRingStyle, outlineOffset: '-2px' } as const;

/** The scroll box of a plain table: the sticky header sticks to its top edge. */
export const container = style({
  position: 'relative',
  overflow: 'auto',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  color: vars.color.text.default,
  background: vars.color.bg.surface,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': insetRing,
    // A virtualised table is its own scroll box (React Aria positions rows inside it).
    '&[data-virtualized]': {
      display: 'block',
      overflow: 'auto',
      border: `1px solid ${vars.color.border.default}`,
      borderRadius: vars.radius.md,
    },
  },
});

export const header = style({
  color: vars.color.text.muted,
  selectors: { '[data-virtualized] &': { background: vars.color.bg.subtle } },
});

export const column = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  boxSizing: 'border-box',
  height: '40px',
  paddingInline: vars.space.sm,
  background: vars.color.bg.subtle,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered]': { color: vars.color.text.default },
    '&[data-focus-visible]': insetRing,
    // Virtualised: React Aria positions a wrapper per column; the heading fills it.
    '[data-virtualized] &': { display: 'flex', alignItems: 'center', position: 'static', width: '100%', height: '100%' },
  },
});

export const columnContent = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, verticalAlign: 'middle' });

export const sortIcon = recipe({
  base: { flexShrink: 0 },
  variants: {
    active: { true: { color: vars.color.brand.default }, false: { color: vars.color.text.disabled } },
  },
});

export const row = style({
  outline: 'none',
  background: vars.color.bg.surface,
  selectors: {
    '&[data-href], &[data-action]': { cursor: 'pointer' },
    '&[data-hovered]': { background: vars.color.bg.subtle },
    '&[data-selected]': { background: vars.color.brand.soft },
    '&[data-disabled]': { color: vars.color.text.disabled },
    '&[data-focus-visible]': insetRing,
    '[data-virtualized] &': { display: 'block', width: '100%', height: '100%' },
  },
});

/** Density comes from the table's data-density, so a cell needs no props or context to size itself. */
export const cell = style({
  boxSizing: 'border-box',
  height: '48px',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: {
    '[data-density="compact"] &': { height: '36px', paddingBlock: vars.space.xxs },
    [`${row}:last-child > &`]: { borderBlockEnd: 'none' },
    // The loading line over the first row (see `body`).
    [`[data-loading] > ${row}:first-child > &`]: { boxShadow: `inset 0 2px 0 ${vars.color.brand.default}` },
    '&[data-focus-visible]': insetRing,
    '[data-virtualized] &': { display: 'flex', alignItems: 'center', width: '100%', height: '100%', overflow: 'hidden', whiteSpace: 'nowrap' },
  },
});

/** Narrow first column that holds the selection checkboxes. */
export const selectionCell = style({ width: '40px', paddingInlineEnd: 0 });

/** Centres the checkbox on the row's middle instead of the text baseline. */
export const selectionBox = style({ display: 'flex', alignItems: 'center' });

export const body = style({
  selectors: {
    // Rows stay while a new page loads (no layout jump, text keeps its contrast); a brand line
    // over the first row and the progress cursor show the wait.
    '&[data-loading]': { cursor: 'progress' },
  },
});

/** Empty, loading and error states fill the body's width and stay centred. */
export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '160px',
  padding: vars.space.lg,
  color: vars.color.text.muted,
  textAlign: 'center',
});
