/**
 * Table: React Aria's Table (grid keyboard navigation, sortable columns, row selection with
 * select-all, row actions) with the portal's look. The header sticks while the body scrolls.
 * `isVirtualized` puts it in React Aria's Virtualizer with a TableLayout, so only the visible
 * rows are in the DOM and 10,000 rows scroll as smoothly as 20.
 *
 * TableBody adds the three states a table waits in: loading (rows dimmed, or a spinner when
 * there are none), error (a message and a retry button) and empty.
 */
import type { ReactNode } from 'react';
import {
  Cell as RACCell,
  Collection,
  Column as RACColumn,
  Row as RACRow,
  Table as RACTable,
  TableBody as RACTableBody,
  TableHeader as RACTableHeader,
  TableLayout,
  Virtualizer,
  composeRenderProps,
  useTableOptions,
  type CellProps as RACCellProps,
  type ColumnProps as RACColumnProps,
  type RowProps as RACRowProps,
  type TableBodyProps as RACTableBodyProps,
  type TableHeaderProps as RACTableHeaderProps,
  type TableProps as RACTableProps,
} from 'react-aria-components';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from '@/i18n/i18n';
import { Button } from '@/design-system/components/Button';
import { Checkbox } from '@/design-system/components/Checkbox';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Spinner } from '@/design-system/components/Spinner';
import * as styles from './Table.css';

export const tableDensities = ['regular', 'compact'] as const;
type Density = (typeof tableDensities)[number];

/** Row heights in px, shared by the CSS (plain mode) and the virtual layout. */
export const rowHeights: Record<Density, number> = { regular: 48, compact: 36 };
const headingHeight = 40;

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * Rows and cells do as little as possible per render: a virtualised table builds its
 * collection from every row (10,000 rows are 60,000 cells), so per-cell work adds up. Density
 * is therefore a data attribute on the table that the cell styles read, not a prop or context.
 */
const selectionCellClass = join(styles.cell, styles.selectionCell);

/** `className` as React Aria takes it, with the library's class first; no wrapper when there is nothing to add. */
function withClass<T>(base: string, className: string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined) {
  if (className === undefined) return base;
  return composeRenderProps(className, (custom) => join(base, custom));
}

export interface TableProps extends RACTableProps {
  density?: Density;
  /**
   * Height of the scroll box (CSS length). The header sticks to its top. Required in practice
   * for a virtualised table, which is its own scroll box (default 480px).
   */
  maxHeight?: string;
  /** Render only the visible rows (React Aria Virtualizer + TableLayout). */
  isVirtualized?: boolean;
}

export function Table({ density = 'regular', maxHeight, isVirtualized, className, ...props }: TableProps) {
  const table = (
    <RACTable
      {...props}
      data-density={density}
      data-virtualized={isVirtualized || undefined}
      style={isVirtualized ? { height: maxHeight ?? '480px' } : undefined}
      className={composeRenderProps(className, (custom) => join(styles.table, custom))}
    />
  );
  return isVirtualized ? (
    <Virtualizer layout={TableLayout} layoutOptions={{ rowHeight: rowHeights[density], headingHeight }}>
      {table}
    </Virtualizer>
  ) : (
    <div className={styles.container} style={{ maxHeight }}>
      {table}
    </div>
  );
}

export type TableHeaderProps<T> = RACTableHeaderProps<T>;

/** Adds the select-all column when the table allows multiple selection. */
export function TableHeader<T extends object>({ columns, children, className, ...props }: TableHeaderProps<T>) {
  const { selectionBehavior, selectionMode } = useTableOptions();
  return (
    <RACTableHeader {...props} className={composeRenderProps(className, (custom) => join(styles.header, custom))}>
      {selectionBehavior === 'toggle' && (
        <RACColumn width={44} minWidth={44} className={join(styles.column, styles.selectionCell)}>
          {selectionMode === 'multiple' && (
            <span className={styles.selectionBox}>
              <Checkbox slot="selection" />
            </span>
          )}
        </RACColumn>
      )}
      <Collection items={columns}>{children}</Collection>
    </RACTableHeader>
  );
}

export interface ColumnProps extends Omit<RACColumnProps, 'children'> {
  children?: ReactNode;
}

/** A column heading; sortable columns show their direction (React Aria announces it). */
export function Column({ children, className, ...props }: ColumnProps) {
  return (
    <RACColumn {...props} className={composeRenderProps(className, (custom) => join(styles.column, custom))}>
      {({ allowsSorting, sortDirection }) => (
        <span className={styles.columnContent}>
          {children}
          {allowsSorting &&
            (sortDirection === 'ascending' ? (
              <ArrowUp className={styles.sortIcon({ active: true })} size={14} aria-hidden="true" />
            ) : sortDirection === 'descending' ? (
              <ArrowDown className={styles.sortIcon({ active: true })} size={14} aria-hidden="true" />
            ) : (
              <ArrowUpDown className={styles.sortIcon({ active: false })} size={14} aria-hidden="true" />
            ))}
        </span>
      )}
    </RACColumn>
  );
}

export interface TableBodyProps<T> extends RACTableBodyProps<T> {
  /** Rows are being fetched: dims present rows, or shows a spinner when there are none. */
  isLoading?: boolean;
  /** Loading failed: the body shows this message (and a retry button with `onRetry`). */
  error?: ReactNode;
  onRetry?: () => void;
  /** Shown when there are no rows; defaults to the translated "No data". */
  emptyState?: ReactNode;
}

export function TableBody<T extends object>({
  isLoading,
  error,
  onRetry,
  emptyState,
  items,
  children,
  renderEmptyState,
  className,
  ...props
}: TableBodyProps<T>) {
  const { t } = useTranslation();
  const failed = error !== undefined && error !== null && error !== false;
  const state = () => {
    if (failed) {
      return (
        <div className={styles.state} role="alert">
          <span>{error === true ? t('ds.table.error') : error}</span>
          {onRetry && (
            <Button variant="secondary" size="sm" onPress={onRetry}>
              {t('ds.table.retry')}
            </Button>
          )}
        </div>
      );
    }
    if (isLoading) {
      return (
        <div className={styles.state}>
          <Spinner size="lg" aria-label={t('ds.table.loading')} />
        </div>
      );
    }
    return emptyState ?? <EmptyState size="sm" title={t('ds.table.empty')} />;
  };
  return (
    <RACTableBody
      {...props}
      items={failed ? [] : items}
      data-loading={isLoading || undefined}
      aria-busy={isLoading || undefined}
      renderEmptyState={renderEmptyState ?? state}
      className={composeRenderProps(className, (custom) => join(styles.body, custom))}
    >
      {failed && typeof children !== 'function' ? null : children}
    </RACTableBody>
  );
}

export type RowProps<T> = RACRowProps<T>;

/** A row; adds the selection checkbox cell when the table selects by checkbox. */
export function Row<T extends object>({ id, columns, children, className, ...props }: RowProps<T>) {
  const { selectionBehavior } = useTableOptions();
  return (
    <RACRow id={id} {...props} data-action={props.onAction ? true : undefined} className={withClass(styles.row, className)}>
      {selectionBehavior === 'toggle' && (
        <RACCell className={selectionCellClass}>
          <span className={styles.selectionBox}>
            <Checkbox slot="selection" />
          </span>
        </RACCell>
      )}
      {columns ? (
        <Collection items={columns} dependencies={[columns]}>
          {children}
        </Collection>
      ) : (
        // Without `columns`, children are the row's cells (a render function needs `columns`).
        (children as ReactNode)
      )}
    </RACRow>
  );
}

export type CellProps = RACCellProps;

export function Cell({ className, ...props }: CellProps) {
  return <RACCell {...props} className={withClass(styles.cell, className)} />;
}
