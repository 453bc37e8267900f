import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/design-system/theme/contract.css';
import { focusRingStyle } from '@/design-system/styles/focusRing.css';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'none' },
});

/** The region sits at the top centre, just under the top bar, like the portal's other messages. */
export const region = style({
  position: 'fixed',
  insetBlockStart: `calc(${vars.size.topBar} + ${vars.space.sm})`,
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  zIndex: 2000,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: 'max-content',
  maxWidth: `min(480px, calc(100vw - 2 * ${vars.space.md}))`,
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: '4px' },
  },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    minWidth: '280px',
    padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: '1px solid',
    borderInlineStartWidth: '4px',
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    outline: 'none',
    animation: `${enter} ${vars.motion.duration.normal} ease-out`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
    selectors: {
      '&[data-focus-visible]': focusRingStyle,
    },
  },
  variants: {
    kind: {
      success: { background: vars.color.success.soft, color: vars.color.success.onSoft, borderColor: vars.color.success.default },
      warning: { background: vars.color.warning.soft, color: vars.color.warning.onSoft, borderColor: vars.color.warning.default },
      error: { background: vars.color.danger.soft, color: vars.color.danger.onSoft, borderColor: vars.color.danger.default },
    },
  },
});

export const icon = style({ flexShrink: 0, marginBlockStart: '2px' });

export const content = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const message = style({ display: 'block', fontWeight: vars.font.weight.medium });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  marginBlock: '-4px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.bg.surface },
    '&[data-pressed]': { background: vars.color.bg.subtle },
    '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: '1px' },
  },
});
