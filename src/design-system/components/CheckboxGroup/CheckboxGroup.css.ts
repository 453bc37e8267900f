import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** The options' layout inside a group (shared by CheckboxGroup and RadioGroup). */
export const options = recipe({
  base: { display: 'flex', gap: vars.space.sm },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});
