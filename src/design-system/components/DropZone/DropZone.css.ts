import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../styles/focusRing.css';

export const dropZone = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: 160,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.bg.subtle,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  textAlign: 'center',
  outline: 'none',
  transition: `background-color ${vars.motion.duration.fast}, border-color ${vars.motion.duration.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text.muted },
    '&[data-drop-target]': { borderColor: vars.color.brand.default, borderStyle: 'solid', background: vars.color.brand.soft, color: vars.color.brand.onSoft },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { color: vars.color.text.disabled, borderColor: vars.color.border.default, cursor: 'not-allowed' },
  },
});

export const icon = style({ color: vars.color.brand.default, selectors: { '[data-disabled] &': { color: 'inherit' } } });

export const prompt = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });
