import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/design-system/theme/contract.css';

/** Wraps an icon or a label so the badge can sit on its top-end corner. */
export const anchor = style({ position: 'relative', display: 'inline-flex', verticalAlign: 'middle' });

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: 1,
    whiteSpace: 'nowrap',
    borderRadius: vars.radius.full,
    flexShrink: 0,
  },
  variants: {
    kind: {
      count: { minWidth: '18px', height: '18px', paddingInline: '5px', fontSize: vars.font.size.xs },
      dot: { width: '8px', height: '8px' },
    },
    tone: {
      danger: { background: vars.color.danger.default, color: vars.color.danger.onDefault },
      brand: { background: vars.color.brand.default, color: vars.color.brand.onBrand },
      neutral: { background: vars.color.bg.muted, color: vars.color.text.default },
    },
    /** Placed over the corner of the element it annotates; the ring separates it from that element. */
    placement: {
      inline: {},
      corner: {
        position: 'absolute',
        insetBlockStart: 0,
        insetInlineEnd: 0,
        transform: 'translate(50%, -50%)',
        boxShadow: `0 0 0 2px ${vars.color.bg.surface}`,
        pointerEvents: 'none',
      },
    },
  },
  compoundVariants: [
    // A pale dot vanishes on a white top bar; the neutral dot takes the muted text colour instead.
    { variants: { kind: 'dot', tone: 'neutral' }, style: { background: vars.color.text.muted } },
  ],
  defaultVariants: { kind: 'count', tone: 'danger', placement: 'inline' },
});
