import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' }, to: { opacity: 1, transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  background: vars.color.bg.backdrop,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.normal} ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.duration.fast} ease-in reverse` },
  },
});

export const modal = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'flex',
    maxWidth: '100%',
    maxHeight: 'calc(100dvh - 64px)',
    borderRadius: vars.radius.lg,
    background: vars.color.bg.surface,
    color: vars.color.text.default,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.family.body,
    outline: 'none',
    selectors: { '&[data-entering]': { animation: `${rise} ${vars.motion.duration.normal} ease-out` } },
  },
  variants: {
    size: {
      sm: { width: `calc(${vars.size.dialog} * 0.75)` },
      md: { width: vars.size.dialog },
      lg: { width: `calc(${vars.size.dialog} * 1.5)` },
      shipTo: { width: vars.size.shipToDialog },
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md} 0 ${vars.space.lg}`,
});

export const title = style({
  flex: 1,
  margin: 0,
  paddingTop: vars.space.xs,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.border.focus}` } },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border.default}`,
});
