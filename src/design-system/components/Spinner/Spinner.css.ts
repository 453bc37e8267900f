import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/design-system/theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: { display: 'inline-flex', flexShrink: 0, lineHeight: 0 },
  variants: {
    size: {
      sm: { width: '14px', height: '14px' },
      md: { width: '20px', height: '20px' },
      lg: { width: '32px', height: '32px' },
    },
    tone: {
      // `current` follows the text colour around it (inside a button, a toast, a dark sidebar).
      current: { color: 'currentColor' },
      brand: { color: vars.color.brand.default },
      muted: { color: vars.color.text.muted },
    },
  },
  defaultVariants: { size: 'md', tone: 'brand' },
});

export const svg = style({
  width: '100%',
  height: '100%',
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
});

export const track = style({ opacity: 0.2 });
