import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const tooltip = style({
  boxSizing: 'border-box',
  maxWidth: 280,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.bg.inverse,
  color: vars.color.text.inverse,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  boxShadow: vars.shadow.md,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.fast} ease-out` },
    '&[data-placement=top]': { marginBottom: 6 },
    '&[data-placement=bottom]': { marginTop: 6 },
    '&[data-placement=left]': { marginRight: 6 },
    '&[data-placement=right]': { marginLeft: 6 },
  },
});

export const arrow = style({
  display: 'block',
  fill: vars.color.bg.inverse,
  selectors: {
    '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
    '[data-placement=left] &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] &': { transform: 'rotate(90deg)' },
  },
});
