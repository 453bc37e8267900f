import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const flag = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 15,
  fontSize: 15,
  lineHeight: 1,
  objectFit: 'cover',
  borderRadius: 2,
  overflow: 'hidden',
  verticalAlign: 'middle',
  marginInlineEnd: vars.space.xs,
});

/** The flag shown in the field, before the country name. */
export const selectedFlag = style({ marginInlineStart: vars.space.xs, marginInlineEnd: 0 });
