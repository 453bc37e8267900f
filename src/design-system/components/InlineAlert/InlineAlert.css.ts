import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/design-system/theme/contract.css';
import { focusRingStyle } from '@/design-system/styles/focusRing.css';

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: '1px solid',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  },
  variants: {
    tone: {
      info: { background: vars.color.info.soft, color: vars.color.info.onSoft, borderColor: vars.color.info.default },
      success: { background: vars.color.success.soft, color: vars.color.success.onSoft, borderColor: vars.color.success.default },
      warning: { background: vars.color.warning.soft, color: vars.color.warning.onSoft, borderColor: vars.color.warning.default },
      danger: { background: vars.color.danger.soft, color: vars.color.danger.onSoft, borderColor: vars.color.danger.default },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({ flexShrink: 0, marginBlockStart: '2px' });

export const body = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs, overflowWrap: 'anywhere' });

export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const actions = style({ display: 'flex', gap: vars.space.xs, marginBlockStart: vars.space.xs });

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  marginBlock: '-4px',
  marginInlineEnd: '-8px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.bg.surface },
    '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: '1px' },
  },
});
