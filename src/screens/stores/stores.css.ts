import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const store = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const storeText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, gap: vars.space.xxs });

export const muted = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const rowActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });

export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' });

export const platforms = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.sm,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingTop: vars.space.md });

export const logos = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const logoRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const inventory = style({ display: 'flex', alignItems: 'end', gap: vars.space.xs });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const counts = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const items = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxHeight: '320px', overflowY: 'auto' });

export const item = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

/** The item's state pill in a column of its own width, so the titles beside it line up. */
export const itemState = style({ flex: '0 0 96px', display: 'flex' });
