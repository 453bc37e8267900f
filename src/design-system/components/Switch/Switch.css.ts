import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../styles/focusRing.css';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  color: vars.color.text.default,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' } },
});

export const track = style({
  boxSizing: 'border-box',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  width: 36,
  height: 20,
  padding: 2,
  borderRadius: vars.radius.full,
  background: vars.color.border.strong,
  transition: `background-color ${vars.motion.duration.fast}`,
  selectors: {
    [`${switchRoot}[data-hovered] &`]: { background: vars.color.text.muted },
    [`${switchRoot}[data-selected] &`]: { background: vars.color.brand.default },
    [`${switchRoot}[data-selected][data-hovered] &`]: { background: vars.color.brand.hover },
    [`${switchRoot}[data-focus-visible] &`]: focusRingStyle,
    [`${switchRoot}[data-disabled] &`]: { background: vars.color.bg.muted },
  },
});

export const thumb = style({
  width: 16,
  height: 16,
  borderRadius: '50%',
  background: vars.color.bg.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.duration.fast}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: 'translateX(16px)' },
    [`[dir=rtl] ${switchRoot}[data-selected] &`]: { transform: 'translateX(-16px)' },
  },
});
