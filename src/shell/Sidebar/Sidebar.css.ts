import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/design-system/theme/contract.css';

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.sidebar.bg,
  color: vars.color.sidebar.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  overflow: 'hidden',
});

export const brand = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    flexShrink: 0,
    height: vars.size.topBar,
    paddingInline: vars.space.md,
    borderBottom: `1px solid color-mix(in srgb, ${vars.color.sidebar.text} 14%, transparent)`,
  },
  variants: { collapsed: { true: { justifyContent: 'center', paddingInline: 0 }, false: {} } },
});

export const scroll = style({
  flex: 1,
  overflowY: 'auto',
  overflowX: 'hidden',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  scrollbarWidth: 'thin',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' });

export const entry = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    width: '100%',
    boxSizing: 'border-box',
    minHeight: vars.size.controlMd,
    paddingInline: vars.space.md,
    // Room above and below a title that wraps to two lines.
    paddingBlock: vars.space.xs,
    borderRadius: vars.radius.md,
    color: vars.color.sidebar.text,
    textDecoration: 'none',
    fontWeight: vars.font.weight.medium,
    selectors: {
      '&[data-hovered]': { background: vars.color.sidebar.hoverBg, color: vars.color.sidebar.activeText, textDecoration: 'none' },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.sidebar.activeText}`, outlineOffset: '-2px' },
    },
  },
  variants: {
    active: {
      true: {
        background: vars.color.sidebar.activeBg,
        color: vars.color.sidebar.activeText,
        selectors: { '&[data-hovered]': { background: vars.color.sidebar.activeBg } },
      },
      false: {},
    },
    collapsed: {
      true: { justifyContent: 'center', paddingInline: 0, minHeight: vars.size.controlLg },
      // Entries sit under their group's title, indented past its icon.
      false: { paddingInlineStart: `calc(${vars.space.md} + 28px)` },
    },
  },
});

/** A long title ("My product list" beside its count, Turkish and Chinese titles) wraps to a second line rather than losing words. */
export const entryTitle = style({
  flex: 1,
  minWidth: 0,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  lineHeight: 1.3,
});

export const entryBadge = style({ display: 'inline-flex', marginInlineStart: 'auto' });

export const railBadge = style({ position: 'absolute', top: '6px', insetInlineEnd: '10px', display: 'inline-flex' });
