import { createVar, style } from '@vanilla-extract/css';

/** Minimum column width; the grid fits as many columns of at least this width as the row allows. */
export const minColumnWidth = createVar();
/** Fixed column count, used when `columns` is given. */
export const columnCount = createVar();

export const autoGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(${minColumnWidth}, 100%), 1fr))`,
});

export const fixedGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${columnCount}, minmax(0, 1fr))`,
});
