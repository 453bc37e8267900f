import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const intro = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal });

export const loading = style({ display: 'grid', placeItems: 'center', minHeight: '120px' });
