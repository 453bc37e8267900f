import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/design-system/theme/contract.css';

export const pill = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    maxWidth: '100%',
    boxSizing: 'border-box',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.bg.subtle, color: vars.color.text.default },
      info: { background: vars.color.info.soft, color: vars.color.info.onSoft },
      success: { background: vars.color.success.soft, color: vars.color.success.onSoft },
      warning: { background: vars.color.warning.soft, color: vars.color.warning.onSoft },
      danger: { background: vars.color.danger.soft, color: vars.color.danger.onSoft },
    },
    size: {
      sm: { paddingBlock: '2px', paddingInline: vars.space.xs, fontSize: vars.font.size.xs },
      md: { paddingBlock: vars.space.xxs, paddingInline: vars.space.sm, fontSize: vars.font.size.sm },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

/** The dot repeats the tone in a second channel (shape), so the state is not colour alone. */
export const dot = recipe({
  base: { width: '6px', height: '6px', borderRadius: vars.radius.full, flexShrink: 0 },
  variants: {
    tone: {
      neutral: { background: vars.color.text.muted },
      info: { background: vars.color.info.default },
      success: { background: vars.color.success.default },
      warning: { background: vars.color.warning.default },
      danger: { background: vars.color.danger.default },
    },
  },
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
