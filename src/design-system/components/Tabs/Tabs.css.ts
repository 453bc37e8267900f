import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/design-system/theme/contract.css';
import { focusRingStyle } from '@/design-system/styles/focusRing.css';

const focusRing = { ...focusRingStyle, outlineOffset: '-2px' } as const;

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.family.body,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const tabList = recipe({
  base: {
    display: 'flex',
    selectors: { '&[data-orientation="vertical"]': { flexDirection: 'column' } },
  },
  variants: {
    variant: {
      line: {
        gap: vars.space.md,
        borderBlockEnd: `1px solid ${vars.color.border.default}`,
        overflowX: 'auto',
        selectors: {
          '&[data-orientation="vertical"]': { gap: 0, borderBlockEnd: 'none', borderInlineEnd: `1px solid ${vars.color.border.default}` },
        },
      },
      pill: { gap: vars.space.xxs, padding: vars.space.xxs, background: vars.color.bg.subtle, borderRadius: vars.radius.md, alignSelf: 'flex-start' },
    },
  },
  defaultVariants: { variant: 'line' },
});

export const tab = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    whiteSpace: 'nowrap',
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    color: vars.color.text.muted,
    cursor: 'pointer',
    outline: 'none',
    transition: `color ${vars.motion.duration.fast}, background ${vars.motion.duration.fast}`,
    selectors: {
      '&[data-hovered]': { color: vars.color.text.default },
      '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
      '&[data-focus-visible]': focusRing,
    },
  },
  variants: {
    variant: {
      line: {
        minHeight: vars.size.controlLg,
        paddingInline: vars.space.xxs,
        marginBlockEnd: '-1px',
        borderBlockEnd: '2px solid transparent',
        selectors: {
          // The label reads in the link colour (AA as text); the brand itself is only held to 3:1 as a UI colour.
          '&[data-selected]': { color: vars.color.text.link, borderBlockEndColor: vars.color.brand.default },
          '[data-orientation="vertical"] > &': {
            paddingInline: vars.space.md,
            marginBlockEnd: 0,
            marginInlineEnd: '-1px',
            borderBlockEnd: 'none',
            borderInlineEnd: '2px solid transparent',
          },
          '[data-orientation="vertical"] > &[data-selected]': { borderInlineEndColor: vars.color.brand.default },
        },
      },
      pill: {
        minHeight: vars.size.controlSm,
        paddingInline: vars.space.sm,
        borderRadius: vars.radius.sm,
        selectors: { '&[data-selected]': { background: vars.color.bg.surface, color: vars.color.text.default, boxShadow: vars.shadow.sm } },
      },
    },
  },
  defaultVariants: { variant: 'line' },
});

export const panel = style({
  paddingBlock: vars.space.md,
  color: vars.color.text.default,
  fontSize: vars.font.size.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: '2px', borderRadius: vars.radius.sm },
    '[data-orientation="vertical"] > &': { paddingBlock: 0, paddingInline: vars.space.md },
  },
});
