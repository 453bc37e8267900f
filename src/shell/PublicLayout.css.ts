import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: `radial-gradient(1200px 600px at 85% -10%, ${vars.color.brand.soft}, transparent 60%), ${vars.color.bg.canvas}`,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  height: vars.size.topBar,
  boxSizing: 'content-box',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xl,
  '@media': { 'screen and (max-width: 767px)': { paddingInline: vars.space.md } },
});

export const brandLink = style({ textDecoration: 'none', selectors: { '&[data-hovered]': { textDecoration: 'none' } } });

export const main = style({
  flex: 1,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space['2xl']}`,
  '@media': { 'screen and (min-height: 820px)': { alignItems: 'center' } },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: vars.space.md,
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});

export const footerLinks = style({ display: 'inline-flex', gap: vars.space.md });
