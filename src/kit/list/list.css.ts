import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/design-system/theme/contract.css';

export const filterBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

// Wraps on narrow screens (phones): saved views, save and columns never run off the page.
export const filterActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', marginInlineStart: 'auto' });

export const bulkBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg.subtle,
  border: `1px solid ${vars.color.border.default}`,
});

export const bulkCount = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text.default });

export const footer = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });

export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const keyset = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

export const failures = style({ margin: `${vars.space.xs} 0 0`, paddingInlineStart: vars.space.lg, fontSize: vars.font.size.sm });

export const columnList = style({ listStyle: 'none', margin: `${vars.space.sm} 0 0`, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const columnRow = style({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.sm, background: vars.color.bg.subtle,
});

export const columnMoves = style({ display: 'flex', gap: vars.space.xs });

export const columnActions = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, marginTop: vars.space.md });

/** A tab's panel: the table and its pager under the tab list. */
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingTop: vars.space.md });

/** The count beside a tab's name. */
export const tabCount = style({ marginInlineStart: vars.space.xs, color: vars.color.text.muted, fontSize: vars.font.size.sm });

/** ListTable's measured box: it may shrink below the table's width in a grid or flex parent (the table then scrolls inside it). */
export const listTable = style({ minWidth: 0 });

/** Where the table will be while its chunk loads (ListTable). */
export const tablePending = style({ padding: vars.space.md });

/** Compact mode (CardList): the rows as cards, one under another. */
export const cardList = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.sm,
  selectors: { '&[data-loading]': { cursor: 'progress' } },
});

/** "Select all" and the sort choice above the cards. */
export const cardTools = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.sm });

export const cardSort = style({ minWidth: '12rem', flex: '1 1 12rem', maxWidth: '20rem' });

// '&&': these override the GridList's own list and item styles whatever order the style sheets load in.
export const cards = style({ selectors: { '&&': { gap: vars.space.sm, border: 'none', background: 'transparent', overflow: 'visible' } } });

export const card = style({
  selectors: {
    '&&': {
      alignItems: 'flex-start',
      paddingBlock: vars.space.sm,
      border: `1px solid ${vars.color.border.default}`,
      borderRadius: vars.radius.md,
    },
    // The GridList drops the last item's bottom line (its rows share borders); a card keeps all four.
    '&&:last-child': { borderBlockEnd: `1px solid ${vars.color.border.default}` },
    '&&[data-selected]': { borderColor: vars.color.brand.default },
    // The loading line over the first card, as the table draws it over its first row.
    [`${cardList}[data-loading] &&:first-child`]: { boxShadow: `inset 0 2px 0 ${vars.color.brand.default}` },
  },
  '@media': {
    // A pointer over a selectable card (CardGrid draws no data-hovered; touch screens keep no hover).
    '(hover: hover)': { selectors: { '&&[data-selection-mode]:hover:not([data-selected]):not([data-disabled])': { background: vars.color.bg.subtle } } },
  },
});

export const cardHeader = style({ marginBlockEnd: vars.space.sm });

/** The first line when columns rank 'primary': the row header, and their values at the line's end (wrapping under it when long). */
export const cardTop = style({
  display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: `${vars.space.xs} ${vars.space.sm}`,
  marginBlockEnd: vars.space.sm,
});

globalStyle(`${cardTop} > ${cardHeader}`, { marginBlockEnd: 0, minWidth: 0, flex: '1 1 12rem' });

export const cardPrimary = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm, fontWeight: vars.font.weight.semibold });

/** The 'actions' columns on the card's last line (big enough to press with a thumb). */
export const cardActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginBlockStart: vars.space.sm });

/** The labels in one column and the values beside them, aligned from card to card. */
export const cardPairs = style({
  display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', alignItems: 'baseline',
  gap: `${vars.space.xs} ${vars.space.sm}`, margin: 0,
});

export const cardPair = style({ display: 'contents' });

export const cardLabel = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const cardValue = style({ margin: 0, minWidth: 0 });

export const cardSkeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** Empty, loading and error states where the cards would be. */
export const cardState = style({
  display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: vars.space.sm,
  minHeight: '160px', padding: vars.space.lg, color: vars.color.text.muted, textAlign: 'center',
});

/**
 * Where a list screen's filters, tabs and rows will be while their first render runs (ListScreen): at least a
 * screen high, so nothing under it (the footer) shows and then moves down when they arrive (a layout shift).
 */
export const pending = style({ padding: vars.space.md, minHeight: '100vh' });

/** The rows' place in a list screen (ListScreen): a screen high while the first page loads (see `pending`). */
export const rows = style({ minWidth: 0, selectors: { '&[data-first-load]': { minHeight: '100vh' } } });
