/**
 * The signed-in frame: sidebar on the left, and on the right the top bar (50px, spec section 9), the strip
 * of visited views, the page and the footer. The sidebar's width follows its collapsed state through a
 * data attribute, so the layout never re-renders to resize.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const frame = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.sidebar} minmax(0, 1fr)`,
  minHeight: '100vh',
  background: vars.color.bg.canvas,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  transition: `grid-template-columns ${vars.motion.duration.normal} ease`,
  selectors: {
    '&[data-sidebar="closed"]': { gridTemplateColumns: `${vars.size.sidebarCollapsed} minmax(0, 1fr)` },
  },
  // Phones: the sidebar is a drawer over the page (SidebarDrawer), so the page has the whole width.
  '@media': {
    'screen and (max-width: 767px)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      selectors: { '&[data-sidebar="closed"]': { gridTemplateColumns: 'minmax(0, 1fr)' } },
    },
  },
});

export const side = style({
  position: 'sticky',
  top: 0,
  height: '100vh',
  minWidth: 0,
  zIndex: 3,
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: '100vh',
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  background: vars.color.topBar.bg,
  boxShadow: vars.shadow.sm,
});

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.lg,
  outline: 'none',
  '@media': { 'screen and (max-width: 767px)': { padding: vars.space.md } },
});

/** The page's own heading row (title on the left, actions on the right). */
export const pageHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  marginBottom: vars.space.lg,
});

export const pageTitle = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
});

export const pageDescription = style({
  margin: `${vars.space.xxs} 0 0`,
  color: vars.color.text.muted,
  fontSize: vars.font.size.md,
});

/** Keyboard users skip the menus and land on the page. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: `calc(-1 * ${vars.size.topBar})`,
  zIndex: 10,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand.default,
  color: vars.color.brand.onBrand,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  selectors: { '&:focus': { top: vars.space.xs } },
});

globalStyle('html, body', { margin: 0 });
