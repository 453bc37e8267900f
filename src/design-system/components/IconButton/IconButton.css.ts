import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Square sizing on top of the button recipe. */
export const iconButton = recipe({
  base: { paddingInline: 0, flexShrink: 0, position: 'relative' },
  variants: {
    size: {
      sm: { width: vars.size.controlSm, minWidth: vars.size.controlSm },
      md: { width: vars.size.controlMd, minWidth: vars.size.controlMd },
      lg: { width: vars.size.controlLg, minWidth: vars.size.controlLg },
    },
    shape: { square: {}, circle: { borderRadius: vars.radius.full } },
  },
  defaultVariants: { size: 'md', shape: 'square' },
});
