import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const loading = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100vh',
  background: vars.color.bg.canvas,
  color: vars.color.brand.default,
});
