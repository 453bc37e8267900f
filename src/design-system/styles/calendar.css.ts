/**
 * Date inputs and calendars, shared by DatePicker and DateRangePicker: editable segments in a
 * field box, and a month grid whose cells show today, selection, range ends and unavailable days.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  paddingInline: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const segment = style({
  padding: '0 1px',
  borderRadius: vars.radius.sm,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.muted },
    '&[data-type=literal]': { color: vars.color.text.muted, padding: 0 },
    '&[data-focused]': { background: vars.color.brand.default, color: vars.color.brand.onBrand },
    '&[data-disabled]': { color: vars.color.text.disabled },
  },
});

export const rangeDash = style({ paddingInline: vars.space.xxs, color: vars.color.text.muted });

export const calendar = style({
  padding: vars.space.sm,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
});

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  marginBottom: vars.space.xs,
});

export const calendarHeading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, flex: 1, textAlign: 'center' });

export const grid = style({ borderCollapse: 'collapse', borderSpacing: 0 });

export const weekday = style({ paddingBottom: vars.space.xxs, fontSize: vars.font.size.xs, fontWeight: vars.font.weight.medium, color: vars.color.text.muted });

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  margin: 1,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.bg.subtle },
    '&[data-pressed]': { background: vars.color.bg.muted },
    '&[data-today]': { boxShadow: `inset 0 0 0 1px ${vars.color.border.strong}` },
    '&[data-selected]': { background: vars.color.brand.soft, color: vars.color.brand.onSoft, borderRadius: 0 },
    '&[data-selection-start], &[data-selection-end]': { background: vars.color.brand.default, color: vars.color.brand.onBrand, borderRadius: vars.radius.md },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 1 },
    '&[data-unavailable], &[data-disabled]': { color: vars.color.text.disabled, textDecoration: 'line-through', cursor: 'not-allowed', background: 'transparent' },
  },
});

/** In a single-date calendar the selected day is a solid brand cell, not a soft range band. */
export const singleCell = style({
  selectors: { '&[data-selected]': { background: vars.color.brand.default, color: vars.color.brand.onBrand, borderRadius: vars.radius.md } },
});
