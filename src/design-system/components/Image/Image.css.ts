import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/design-system/theme/contract.css';

export const frame = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    verticalAlign: 'middle',
    background: vars.color.bg.subtle,
    color: vars.color.text.disabled,
  },
  variants: {
    radius: {
      none: { borderRadius: vars.radius.none },
      sm: { borderRadius: vars.radius.sm },
      md: { borderRadius: vars.radius.md },
    },
    bordered: { true: { border: `1px solid ${vars.color.border.default}` }, false: {} },
  },
  defaultVariants: { radius: 'sm', bordered: false },
});

export const image = recipe({
  base: {
    display: 'block',
    width: '100%',
    height: '100%',
    opacity: 0,
    transition: `opacity ${vars.motion.duration.normal}`,
    selectors: { '&[data-loaded]': { opacity: 1 } },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    fit: { cover: { objectFit: 'cover' }, contain: { objectFit: 'contain' } },
  },
  defaultVariants: { fit: 'cover' },
});

export const placeholder = style({ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' });
