import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'none' } });

export const popover = style({
  boxSizing: 'border-box',
  minWidth: 'var(--trigger-width)',
  maxWidth: 'min(420px, calc(100vw - 16px))',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg.surface,
  color: vars.color.text.default,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  outline: 'none',
  overflow: 'auto',
  selectors: {
    '&[data-entering]': { animation: `${enter} ${vars.motion.duration.fast} ease-out` },
  },
});

/** A popover holding free content (a dialog) gets padding; list popovers do not. */
export const padded = style({ padding: vars.space.md });

export const arrow = style({
  display: 'block',
  fill: vars.color.bg.surface,
  stroke: vars.color.border.default,
  strokeWidth: 1,
  selectors: {
    '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
    '[data-placement=left] &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] &': { transform: 'rotate(90deg)' },
  },
});

export const dialog = style({ outline: 'none' });
