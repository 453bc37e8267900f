import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Near the top, like every palette: the list grows downwards as one types less. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: `12vh ${vars.space.md} ${vars.space.md}`,
  background: vars.color.bg.backdrop,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.fast} ease-out` } },
});

export const modal = style({
  boxSizing: 'border-box',
  width: `min(100%, calc(${vars.size.dialog} * 1.2))`,
  maxHeight: '70dvh',
  display: 'flex',
  borderRadius: vars.radius.lg,
  background: vars.color.bg.surface,
  color: vars.color.text.default,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family.body,
  outline: 'none',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  minHeight: 0,
  padding: vars.space.sm,
  outline: 'none',
});

export const list = style({ flex: 1, minHeight: 0, overflow: 'auto' });

export const hint = style({
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.xs} 0`,
  borderTop: `1px solid ${vars.color.border.default}`,
  fontSize: vars.font.size.xs,
  color: vars.color.text.muted,
});
