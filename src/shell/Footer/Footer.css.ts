import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border.default}`,
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
  fontFamily: vars.font.family.body,
});

export const copyright = style({ whiteSpace: 'nowrap' });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, listStyle: 'none', margin: 0, padding: 0 });

export const link = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });
