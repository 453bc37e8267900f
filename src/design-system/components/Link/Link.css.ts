import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../styles/focusRing.css';

export const link = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    transition: `color ${vars.motion.duration.fast}`,
    selectors: {
      '&[data-focus-visible]': focusRingStyle,
      '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed', textDecoration: 'none' },
    },
  },
  variants: {
    variant: {
      /** Inside running text: always underlined, so it is not told apart by colour alone. */
      inline: {
        color: vars.color.text.link,
        textDecoration: 'underline',
        textUnderlineOffset: '2px',
        selectors: { '&[data-hovered]': { textDecorationThickness: '2px' } },
      },
      /** On its own (a footer link, "view all"): underline on hover. */
      standalone: {
        color: vars.color.text.link,
        textDecoration: 'none',
        fontWeight: vars.font.weight.medium,
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      },
      /** Takes the surrounding colour (navigation, muted footers). */
      quiet: {
        color: 'inherit',
        textDecoration: 'none',
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'standalone' },
});

export const externalMark = style({ width: '0.9em', height: '0.9em', flexShrink: 0 });
