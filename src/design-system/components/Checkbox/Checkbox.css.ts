import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../styles/focusRing.css';

export const checkbox = style({
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

export const box = style({
  boxSizing: 'border-box',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 18,
  height: 18,
  border: `1.5px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.bg.surface,
  color: vars.color.brand.onBrand,
  transition: `background-color ${vars.motion.duration.fast}, border-color ${vars.motion.duration.fast}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.brand.default },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.brand.default,
      borderColor: vars.color.brand.default,
    },
    [`${checkbox}[data-pressed] &`]: { borderColor: vars.color.brand.active },
    [`${checkbox}[data-selected][data-pressed] &`]: { background: vars.color.brand.active },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger.default },
    [`${checkbox}[data-focus-visible] &`]: focusRingStyle,
    [`${checkbox}[data-disabled] &`]: { borderColor: vars.color.border.default, background: vars.color.bg.subtle, color: vars.color.text.disabled },
  },
});
