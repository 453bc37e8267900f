import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../styles/focusRing.css';

export const trigger = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.xs} 0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg.surface,
  color: vars.color.text.default,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text.muted },
    '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: '-1px', borderColor: vars.color.border.focus },
    '[data-invalid] > &': { borderColor: vars.color.danger.default },
    '&[data-disabled]': { background: vars.color.bg.subtle, color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: { '&[data-placeholder]': { color: vars.color.text.muted } },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.text.muted,
  transition: `transform ${vars.motion.duration.fast}`,
  selectors: { '[data-open] &': { transform: 'rotate(180deg)' } },
});
