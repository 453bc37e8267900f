import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const textArea = style({ resize: 'vertical', minHeight: `calc(${vars.size.controlMd} * 2)`, lineHeight: vars.font.lineHeight.normal });

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.font.size.xs,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
});
