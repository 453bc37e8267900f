import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/design-system/theme/contract.css';

/** Shared by ProgressBar and Meter: label row on top, the track under it. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  width: '100%',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
});

export const label = style({ fontWeight: vars.font.weight.medium, minWidth: 0, overflowWrap: 'anywhere' });

export const value = style({ gridColumn: 2, color: vars.color.text.muted, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const track = recipe({
  base: { gridColumn: '1 / -1', position: 'relative', overflow: 'hidden', background: vars.color.bg.muted, borderRadius: vars.radius.full },
  variants: { size: { sm: { height: '4px' }, md: { height: '8px' } } },
  defaultVariants: { size: 'md' },
});

export const fillTones = {
  brand: { background: vars.color.brand.default },
  success: { background: vars.color.success.default },
  warning: { background: vars.color.warning.default },
  danger: { background: vars.color.danger.default },
} as const;

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const fill = recipe({
  base: {
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    borderRadius: 'inherit',
    transition: `width ${vars.motion.duration.normal} ease-out`,
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    tone: fillTones,
    indeterminate: {
      true: {
        width: '40%',
        animation: `${slide} 1.4s ease-in-out infinite`,
        '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.5 } },
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'brand', indeterminate: false },
});
