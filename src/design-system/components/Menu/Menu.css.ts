import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const menu = style({ minWidth: 180 });

export const itemIcon = style({ flexShrink: 0, color: vars.color.text.muted, selectors: { '[data-disabled] &': { color: 'inherit' } } });

export const itemText = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const itemLabelRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const itemDescription = style({ fontSize: vars.font.size.xs, color: vars.color.text.muted });

export const itemEnd = style({ marginInlineStart: 'auto', display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, flexShrink: 0 });

export const dangerItem = style({ color: vars.color.danger.default, selectors: { '&[data-focused]': { background: vars.color.danger.soft, color: vars.color.danger.onSoft } } });
