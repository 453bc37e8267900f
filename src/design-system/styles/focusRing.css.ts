/**
 * The one focus ring of the library. React Aria sets `data-focus-visible` only for keyboard
 * focus, so pointer users never see the ring and keyboard users always do.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Outline values for a focused control; spread into a `&[data-focus-visible]` selector. */
export const focusRingStyle = {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: '2px',
} as const;

/** Ring for a control whose focus is inside (a field group wrapping an input). */
export const focusWithinStyle = {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: '-1px',
} as const;

/** A class for plain elements that only need the ring on keyboard focus. */
export const focusRing = style({
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingStyle },
});

/** Visually hidden yet read by screen readers (the "opens in a new tab" hint, for example). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
