/**
 * Atomic layout classes over the theme's spacing, radius and surface roles, for Box, Stack,
 * Inline and Grid. Responsive where layout needs it (gap, padding, direction, columns) at the
 * portal's two breakpoints; everything else is a single condition to keep the CSS small.
 */
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/contract.css';

export const breakpoints = { tablet: 768, desktop: 1200 } as const;

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid', 'inline-block'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const fixed = defineProperties({
  properties: {
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    flexWrap: ['nowrap', 'wrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    textAlign: ['left', 'center', 'right'],
    borderRadius: vars.radius,
    background: {
      canvas: vars.color.bg.canvas,
      surface: vars.color.bg.surface,
      subtle: vars.color.bg.subtle,
      brandSoft: vars.color.brand.soft,
    },
    color: {
      default: vars.color.text.default,
      muted: vars.color.text.muted,
      brand: vars.color.brand.default,
    },
    boxShadow: vars.shadow,
    overflow: ['hidden', 'auto', 'visible'],
    minWidth: [0],
    width: { full: '100%', auto: 'auto' },
  },
});

export const sprinkles = createSprinkles(responsive, fixed);
export type Sprinkles = Parameters<typeof sprinkles>[0];
