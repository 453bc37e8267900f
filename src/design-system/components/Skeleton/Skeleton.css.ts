import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/design-system/theme/contract.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%' });

export const skeleton = recipe({
  base: {
    display: 'block',
    background: vars.color.bg.muted,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { height: '0.9em', borderRadius: vars.radius.sm, selectors: { [`${stack} > &:last-child:not(:first-child)`]: { width: '60%' } } },
      rect: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.full, aspectRatio: '1' },
    },
  },
  defaultVariants: { shape: 'text' },
});
