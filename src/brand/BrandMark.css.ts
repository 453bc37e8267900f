import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/design-system/theme/contract.css';

export const root = recipe({
  base: { display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0, fontFamily: vars.font.family.body },
  variants: {
    tone: {
      default: { color: vars.color.text.default },
      // On the sidebar: its own text colour, which every brand holds to AA against the sidebar background.
      inverse: { color: vars.color.sidebar.text },
    },
  },
});

export const mark = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '34px',
  height: '34px',
  borderRadius: vars.radius.md,
  background: vars.color.brand.default,
  color: vars.color.brand.onBrand,
  overflow: 'hidden',
  boxShadow: vars.shadow.sm,
});

/** The brand's own icon carries its colours and shape; no tile behind it. */
export const iconMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '34px',
  height: '34px',
  overflow: 'hidden',
});

export const logo = style({ width: '100%', height: '100%', objectFit: 'contain' });

export const monogram = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.md, letterSpacing: '0.02em' });

export const name = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
