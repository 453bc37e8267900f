import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const content = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });

export const icon = recipe({
  base: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 32,
    height: 32,
    borderRadius: vars.radius.full,
  },
  variants: {
    variant: {
      default: { background: vars.color.info.soft, color: vars.color.info.onSoft },
      danger: { background: vars.color.danger.soft, color: vars.color.danger.onSoft },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const message = style({ margin: 0, paddingTop: 6, overflowWrap: 'anywhere' });
