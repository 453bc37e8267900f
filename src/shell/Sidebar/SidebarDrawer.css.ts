import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  background: vars.color.bg.backdrop,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.normal} ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.duration.fast} ease-in reverse` },
  },
});

/** The sidebar's own width, never wider than the screen less a strip of page to tap and close it. */
export const modal = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  width: `min(${vars.size.sidebar}, calc(100vw - 48px))`,
  height: '100dvh',
  outline: 'none',
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.motion.duration.normal} ease-out` },
    '&[data-exiting]': { animation: `${slideIn} ${vars.motion.duration.fast} ease-in reverse` },
  },
});

export const dialog = style({ position: 'relative', height: '100%', outline: 'none' });

/** The close button sits in the brand row's end, on the sidebar's colours. */
export const close = style({
  position: 'absolute',
  top: `calc((${vars.size.topBar} - ${vars.size.controlMd}) / 2)`,
  insetInlineEnd: vars.space.xs,
  zIndex: 1,
  color: vars.color.sidebar.text,
});
