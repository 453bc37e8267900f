import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';
import { focusRingStyle } from '@/design-system/styles/focusRing.css';

const insetRing = { ...focusRingStyle, outlineOffset: '-2px' } as const;

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'auto',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  color: vars.color.text.default,
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': insetRing,
    '&[data-layout="grid"]': {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
      gap: vars.space.sm,
      padding: vars.space.sm,
      border: 'none',
      background: 'transparent',
    },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlLg,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  background: vars.color.bg.surface,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&:last-child': { borderBlockEnd: 'none' },
    '&[data-link], &[data-selection-mode]': { cursor: 'pointer' },
    '&[data-hovered]': { background: vars.color.bg.subtle },
    '&[data-selected]': { background: vars.color.brand.soft },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    '&[data-focus-visible]': insetRing,
    '[data-layout="grid"] > &': {
      alignItems: 'flex-start',
      padding: vars.space.md,
      border: `1px solid ${vars.color.border.default}`,
      borderRadius: vars.radius.md,
    },
    '[data-layout="grid"] > &[data-selected]': { borderColor: vars.color.brand.default },
  },
});

export const content = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const empty = style({ padding: vars.space.lg });
