/**
 * Option lists inside popovers (Select, ComboBox, CountrySelect, Menu): one look for rows,
 * section headers and separators, states from React Aria's data-* attributes.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const listBox = style({
  boxSizing: 'border-box',
  maxHeight: 'inherit',
  overflow: 'auto',
  padding: vars.space.xxs,
  outline: 'none',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  color: vars.color.text.default,
});

export const listBoxItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlSm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  textDecoration: 'none',
  color: vars.color.text.default,
  selectors: {
    '&[data-focused]': { background: vars.color.bg.subtle },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-2px' },
    '&[data-pressed]': { background: vars.color.bg.muted },
    '&[data-selected]': { background: vars.color.brand.soft, color: vars.color.brand.onSoft, fontWeight: vars.font.weight.medium },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed', background: 'transparent' },
  },
});

/** The part of a row that grows (its label); the check mark or badge sits after it. */
export const itemLabel = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

export const itemCheck = style({ flexShrink: 0, color: vars.color.brand.default });

export const sectionHeader = style({
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xxs}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const separator = style({
  height: 1,
  margin: `${vars.space.xxs} ${vars.space.xs}`,
  background: vars.color.border.default,
  border: 'none',
});

export const emptyState = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});
