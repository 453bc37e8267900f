import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Selected state on top of the button recipe: the brand's soft colour, like a pressed key. */
export const toggleButton = recipe({
  base: {
    selectors: {
      '&[data-selected]': { background: vars.color.brand.soft, borderColor: vars.color.brand.default, color: vars.color.brand.onSoft },
      '&[data-selected][data-hovered]': { background: vars.color.brand.soft, borderColor: vars.color.brand.hover },
      '&[data-selected][data-disabled]': { background: vars.color.bg.muted, borderColor: 'transparent', color: vars.color.text.disabled },
    },
  },
});
