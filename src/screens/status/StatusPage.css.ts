import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/design-system/theme/contract.css';

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  maxWidth: '520px',
  margin: '0 auto',
  padding: `${vars.space['2xl']} ${vars.space.lg}`,
  fontFamily: vars.font.family.body,
});

export const badge = recipe({
  base: { display: 'grid', placeItems: 'center', width: '64px', height: '64px', borderRadius: vars.radius.full, marginBottom: vars.space.xs },
  variants: {
    tone: {
      neutral: { background: vars.color.brand.soft, color: vars.color.brand.onSoft },
      danger: { background: vars.color.danger.soft, color: vars.color.danger.onSoft },
    },
  },
});

export const code = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.12em',
  color: vars.color.text.muted,
});

export const title = style({ margin: 0, fontSize: vars.font.size['3xl'], fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight, color: vars.color.text.default });

export const description = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.text.muted, lineHeight: vars.font.lineHeight.normal, fontSize: vars.font.size.lg });
