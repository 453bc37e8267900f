import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const icon = recipe({
  base: { flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' },
  variants: {
    size: { xs: { width: 12, height: 12 }, sm: { width: 16, height: 16 }, md: { width: 20, height: 20 }, lg: { width: 24, height: 24 } },
    tone: {
      current: { color: 'currentColor' },
      muted: { color: vars.color.text.muted },
      brand: { color: vars.color.brand.default },
      danger: { color: vars.color.danger.default },
      success: { color: vars.color.success.default },
      warning: { color: vars.color.warning.default },
    },
  },
  defaultVariants: { size: 'sm', tone: 'current' },
});
