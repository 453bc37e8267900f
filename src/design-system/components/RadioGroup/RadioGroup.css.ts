import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../styles/focusRing.css';

export const radio = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' } },
});

export const circle = style({
  boxSizing: 'border-box',
  flexShrink: 0,
  width: 18,
  height: 18,
  borderRadius: '50%',
  border: `1.5px solid ${vars.color.border.strong}`,
  background: vars.color.bg.surface,
  transition: `border-width ${vars.motion.duration.fast}, border-color ${vars.motion.duration.fast}`,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.brand.default },
    [`${radio}[data-selected] &`]: { borderWidth: 5, borderColor: vars.color.brand.default },
    [`${radio}[data-pressed] &`]: { borderColor: vars.color.brand.active },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger.default },
    [`${radio}[data-focus-visible] &`]: focusRingStyle,
    [`${radio}[data-disabled] &`]: { borderColor: vars.color.border.default, background: vars.color.bg.subtle },
    [`${radio}[data-disabled][data-selected] &`]: { borderColor: vars.color.text.disabled },
  },
});
