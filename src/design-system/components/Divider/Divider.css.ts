import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const divider = recipe({
  base: { border: 'none', margin: 0, flexShrink: 0, background: vars.color.border.default },
  variants: {
    orientation: {
      horizontal: { height: 1, width: '100%' },
      vertical: { width: 1, alignSelf: 'stretch', minHeight: '1em' },
    },
    strength: {
      default: {},
      strong: { background: vars.color.border.strong },
    },
  },
  defaultVariants: { orientation: 'horizontal', strength: 'default' },
});
