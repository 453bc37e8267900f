import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const form = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: {
    gap: { sm: { gap: vars.space.sm }, md: { gap: vars.space.md }, lg: { gap: vars.space.lg } },
  },
  defaultVariants: { gap: 'md' },
});
