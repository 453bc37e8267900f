import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../styles/focusRing.css';

export const button = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    userSelect: 'none',
    transition: `background-color ${vars.motion.duration.fast}, border-color ${vars.motion.duration.fast}, color ${vars.motion.duration.fast}`,
    selectors: {
      '&[data-focus-visible]': focusRingStyle,
      '&[data-disabled]': {
        cursor: 'not-allowed',
        background: vars.color.bg.muted,
        borderColor: 'transparent',
        color: vars.color.text.disabled,
      },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand.default,
        color: vars.color.brand.onBrand,
        selectors: {
          '&[data-hovered]': { background: vars.color.brand.hover },
          '&[data-pressed]': { background: vars.color.brand.active },
        },
      },
      secondary: {
        background: vars.color.bg.surface,
        borderColor: vars.color.border.strong,
        color: vars.color.text.default,
        selectors: {
          '&[data-hovered]': { background: vars.color.bg.subtle },
          '&[data-pressed]': { background: vars.color.bg.muted },
        },
      },
      quiet: {
        background: 'transparent',
        color: vars.color.text.default,
        selectors: {
          '&[data-hovered]': { background: vars.color.bg.subtle },
          '&[data-pressed]': { background: vars.color.bg.muted },
          '&[data-disabled]': { background: 'transparent' },
        },
      },
      danger: {
        background: vars.color.danger.default,
        color: vars.color.danger.onDefault,
        selectors: {
          '&[data-hovered]': { background: vars.color.danger.hover },
          '&[data-pressed]': { background: vars.color.danger.hover, filter: 'brightness(0.92)' },
        },
      },
    },
    size: {
      sm: { minHeight: vars.size.controlSm, paddingInline: vars.space.sm, fontSize: vars.font.size.sm },
      md: { minHeight: vars.size.controlMd, paddingInline: vars.space.md, fontSize: vars.font.size.md },
      lg: { minHeight: vars.size.controlLg, paddingInline: vars.space.lg, fontSize: vars.font.size.lg },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'secondary', size: 'md', fullWidth: false },
});
