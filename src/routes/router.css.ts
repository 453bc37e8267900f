import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

/** A centred wait while a page's code or the signed-in user loads. */
export const pageLoading = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '40vh',
  color: vars.color.text.muted,
});
