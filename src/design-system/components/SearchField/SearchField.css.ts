import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const searchIcon = style({ flexShrink: 0, marginInlineStart: vars.space.xs, color: vars.color.text.muted });

/** The clear button is shown only when there is something to clear. */
export const clearButton = style({ selectors: { '[data-empty] &': { visibility: 'hidden' } } });
