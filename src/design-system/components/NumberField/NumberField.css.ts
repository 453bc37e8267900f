import { style } from '@vanilla-extract/css';

/** Numbers line up by their digits. */
export const numberInput = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'end' });
