/**
 * Field chrome shared by every text-like control (TextField, PasswordField, SearchField,
 * NumberField, TextArea, Select, ComboBox, DatePicker): one look for the box, its label,
 * help text and error, with states read from React Aria's data-* attributes.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusWithinStyle } from './focusRing.css';

export const fieldRoot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  fontFamily: vars.font.family.body,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
  selectors: { '[data-disabled] > &': { color: vars.color.text.disabled } },
});

export const description = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.muted,
  // While the field shows an error, the error takes the help text's place: the two no longer say the
  // same thing twice ("At least 8 characters." above "Use at least 8 characters."), and the field below moves less.
  selectors: { '[data-invalid] > &': { display: 'none' } },
});

export const fieldError = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.danger.default,
});

/** The box look, shared by a lone <Input> and by a <Group> that holds an input and buttons. */
const box = {
  boxSizing: 'border-box',
  minHeight: vars.size.controlMd,
  width: '100%',
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg.surface,
  color: vars.color.text.default,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  transition: `border-color ${vars.motion.duration.fast}`,
} as const;

/** A lone input (TextField, TextArea). */
export const inputBox = style({
  ...box,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text.muted },
    '&[data-focused]': { ...focusWithinStyle, borderColor: vars.color.border.focus },
    '&[data-invalid]': { borderColor: vars.color.danger.default },
    '&[data-invalid][data-focused]': { outlineColor: vars.color.danger.default },
    '&[data-disabled]': { background: vars.color.bg.subtle, color: vars.color.text.disabled, cursor: 'not-allowed' },
    '&[readonly]': { background: vars.color.bg.subtle },
  },
});

/** A box holding an input plus adornments (show/hide, clear, steppers, chevrons). */
export const fieldGroup = style({
  ...box,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInline: vars.space.xxs,
  overflow: 'hidden',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text.muted },
    '&[data-focus-within]': { ...focusWithinStyle, borderColor: vars.color.border.focus },
    '&[data-invalid]': { borderColor: vars.color.danger.default },
    '&[data-invalid][data-focus-within]': { outlineColor: vars.color.danger.default },
    '&[data-disabled]': { background: vars.color.bg.subtle, color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

/** The input inside a field group: borderless, the group draws the box. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  paddingInline: vars.space.xs,
  selectors: {
    '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** Small square buttons inside a field group (chevron, clear, show/hide, steppers). */
export const groupButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: `calc(${vars.size.controlMd} - 10px)`,
  height: `calc(${vars.size.controlMd} - 10px)`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.muted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.bg.subtle, color: vars.color.text.default },
    '&[data-pressed]': { background: vars.color.bg.muted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed', background: 'transparent' },
  },
});
