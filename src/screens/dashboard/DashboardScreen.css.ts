import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '1280px' });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1099px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const strong = style({ margin: 0, fontWeight: vars.font.weight.semibold, color: vars.color.text.default });

export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal });

export const storeConnected = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start' });

export const platforms = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border.default}` });

export const platformList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const platform = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.bg.subtle,
  border: `1px solid ${vars.color.border.default}`,
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.controlLg,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.default}` } },
});

/**
 * auto-fit, not auto-fill: the empty tracks collapse, so the figures and the next steps always span the
 * page's width (with the sidebar collapsed the page is wider and auto-fill left an empty column).
 */
export const figures = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(160px, 100%), 1fr))', gap: vars.space.md });

export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(260px, 100%), 1fr))', gap: vars.space.md });

export const step = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.bg.subtle,
});

export const stepIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.md,
  background: vars.color.brand.soft,
  color: vars.color.brand.onSoft,
});

export const stepText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, alignItems: 'flex-start' });

export const stepLink = style({ fontWeight: vars.font.weight.semibold });

export const stepButton = style({ paddingInline: 0, height: 'auto', minHeight: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, color: vars.color.text.link, background: 'transparent' });

/** The page header (the same look as the kit's Page header, kept here so the dashboard needs no shell styles). */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
});

export const description = style({
  margin: `${vars.space.xxs} 0 0`,
  color: vars.color.text.muted,
  fontSize: vars.font.size.md,
});
