import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

const narrow = 'screen and (max-width: 899px)';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  height: vars.size.topBar,
  boxSizing: 'border-box',
  paddingInline: vars.space.md,
  background: vars.color.topBar.bg,
  color: vars.color.topBar.text,
  borderBottom: `1px solid ${vars.color.border.default}`,
  fontFamily: vars.font.family.body,
});

export const start = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0, flex: 1 });

export const crumbs = style({
  minWidth: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  '@media': { [narrow]: { display: 'none' } },
});

export const end = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, flexShrink: 0 });

export const hideNarrow = style({ display: 'inline-flex', '@media': { [narrow]: { display: 'none' } } });

/** Off screen but still read, where a narrow bar keeps only a control's icon (the text stays its name). */
const offScreen = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const textNarrowHidden = style({ '@media': { [narrow]: offScreen } });

export const divider = style({ width: '1px', height: '24px', marginInline: vars.space.xs, background: vars.color.border.default });

// The language trigger's classes live with the public pages' switcher (no top bar CSS on /login).
export { languageCode, textTrigger } from '../LanguageSwitcher.css';

export const chevron = style({ flexShrink: 0, opacity: 0.7 });

export const userButton = style({
  gap: vars.space.sm,
  paddingInline: vars.space.xs,
  height: 'auto',
  minHeight: vars.size.controlMd,
});

export const userText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  lineHeight: vars.font.lineHeight.tight,
  maxWidth: '180px',
  '@media': { [narrow]: offScreen },
});

export const userName = style({
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const userRole = style({
  fontSize: vars.font.size.xs,
  color: vars.color.text.muted,
  fontWeight: vars.font.weight.regular,
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const menuHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  textTransform: 'none',
  letterSpacing: 'normal',
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.muted,
  maxWidth: '260px',
  overflowWrap: 'anywhere',
});

globalStyle(`${menuHeader} strong`, { color: vars.color.text.default, fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.md });

/** A count or dot pinned to the top-end corner of an icon button (the button is the positioned box). */
/** Starts at the icon's middle and grows outwards, so a wide count ("99+") never covers the icon. */
export const iconBadge = style({
  position: 'absolute',
  insetBlockStart: '0px',
  insetInlineStart: 'calc(50% + 3px)',
  display: 'inline-flex',
  pointerEvents: 'none',
  borderRadius: vars.radius.full,
  boxShadow: `0 0 0 2px ${vars.color.topBar.bg}`,
});
