/**
 * A responsive grid: either a fixed number of equal columns, or as many columns of at least
 * `minColumnWidth` as fit (dashboard figures, product cards) without media queries.
 */
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Box, type BoxProps } from '../Box';
import { autoGrid, columnCount, fixedGrid, minColumnWidth } from './Grid.css';

export const gridColumnCounts = [1, 2, 3, 4, 6, 12] as const;

export type GridProps = Omit<BoxProps, 'display'> & {
  gap?: BoxProps['gap'];
  /** A fixed number of equal columns. */
  columns?: number;
  /** Auto-fill columns no narrower than this CSS length (ignored when `columns` is set). */
  minColumnWidth?: string;
};

export function Grid({ gap = 'md', columns, minColumnWidth: min = '220px', className, style, ...props }: GridProps) {
  const gridClass = columns ? fixedGrid : autoGrid;
  const gridVars = columns ? assignInlineVars({ [columnCount]: String(columns) }) : assignInlineVars({ [minColumnWidth]: min });
  return (
    <Box
      gap={gap}
      className={className ? `${gridClass} ${className}` : gridClass}
      style={{ ...gridVars, ...style }}
      {...props}
    />
  );
}
