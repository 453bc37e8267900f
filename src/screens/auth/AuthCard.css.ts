import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/design-system/theme/contract.css';

const stacked = 'screen and (max-width: 899px)';

export const shell = recipe({
  base: {
    display: 'grid',
    width: '100%',
    borderRadius: vars.radius.lg,
    overflow: 'hidden',
    background: vars.color.bg.surface,
    border: `1px solid ${vars.color.border.default}`,
    boxShadow: vars.shadow.lg,
  },
  variants: {
    compact: {
      false: { maxWidth: '960px', gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', '@media': { [stacked]: { gridTemplateColumns: '1fr', maxWidth: '480px' } } },
      true: { maxWidth: '440px', gridTemplateColumns: '1fr' },
    },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space['2xl'],
  background: `linear-gradient(160deg, ${vars.color.brand.default}, ${vars.color.brand.active})`,
  color: vars.color.brand.onBrand,
  '@media': { [stacked]: { display: 'none' } },
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  opacity: 0.9,
});

export const tagline = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const points = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const point = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, lineHeight: vars.font.lineHeight.normal });

export const pointIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.md,
  background: `color-mix(in srgb, ${vars.color.brand.onBrand} 16%, transparent)`,
});

export const trust = style({ marginTop: 'auto', marginBottom: 0, fontSize: vars.font.size.sm, opacity: 0.85 });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `${vars.space['2xl']} ${vars.space['2xl']}`,
  '@media': { 'screen and (max-width: 599px)': { padding: vars.space.lg } },
});

export const cardHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
});

export const subtitle = style({ margin: 0, color: vars.color.text.muted, lineHeight: vars.font.lineHeight.normal });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border.default}`,
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});

/** A row with a field and its button (the e-mail code and its "Send code"). */
export const codeRow = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space.sm, alignItems: 'start' });

/** Level with the field's box: below a label line (the field's label height and its gap). */
export const codeButton = style({ marginTop: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.tight} + ${vars.space.xxs})` });

/** Every label in one grid cell: the button is as wide as the widest, only the current one is seen. */
export const codeButtonLabels = style({ display: 'inline-grid', justifyItems: 'center' });
globalStyle(`${codeButtonLabels} > *`, { gridArea: '1 / 1' });
export const codeButtonGhost = style({ visibility: 'hidden' });

export const formRow = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md, '@media': { 'screen and (max-width: 599px)': { gridTemplateColumns: '1fr' } } });

export const inlineEnd = style({ display: 'flex', justifyContent: 'flex-end', marginTop: `calc(-1 * ${vars.space.xs})` });

export const legal = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.text.muted, lineHeight: vars.font.lineHeight.normal });
