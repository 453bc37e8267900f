import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/design-system/theme/contract.css';
import { focusRingStyle } from '@/design-system/styles/focusRing.css';

export const group = recipe({
  base: { display: 'flex', flexDirection: 'column', fontFamily: vars.font.family.body },
  variants: {
    variant: {
      // A stack of sections on a page: one bordered box, sections divided by lines.
      default: { border: `1px solid ${vars.color.border.default}`, borderRadius: vars.radius.md, background: vars.color.bg.surface, overflow: 'hidden' },
      // The sidebar's groups, on the sidebar's own colours.
      sidebar: { gap: vars.space.xxs },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const disclosure = recipe({
  base: { display: 'flex', flexDirection: 'column' },
  variants: {
    variant: {
      default: {
        background: vars.color.bg.surface,
        selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.default}` } },
      },
      sidebar: { color: vars.color.sidebar.text },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const trigger = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    width: '100%',
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: '-2px' },
    },
  },
  variants: {
    variant: {
      default: {
        minHeight: vars.size.controlLg,
        padding: `${vars.space.sm} ${vars.space.md}`,
        fontSize: vars.font.size.md,
        fontWeight: vars.font.weight.semibold,
        color: vars.color.text.default,
        selectors: { '&[data-hovered]': { background: vars.color.bg.subtle } },
      },
      sidebar: {
        minHeight: vars.size.controlLg,
        paddingInline: vars.space.md,
        borderRadius: vars.radius.md,
        fontSize: vars.font.size.md,
        fontWeight: vars.font.weight.medium,
        selectors: {
          '&[data-hovered]': { background: vars.color.sidebar.hoverBg },
          '&[data-focus-visible]': { outlineColor: vars.color.sidebar.activeText },
        },
      },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const title = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.duration.normal}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const panel = recipe({
  variants: {
    variant: {
      default: { padding: `0 ${vars.space.md} ${vars.space.md}`, color: vars.color.text.default, fontSize: vars.font.size.md },
      sidebar: { paddingBlock: vars.space.xxs },
    },
  },
  defaultVariants: { variant: 'default' },
});
