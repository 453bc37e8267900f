/**
 * A list's table on the design-system Table: typed columns (a label and how a row renders in it),
 * checkbox selection, sortable columns bound to the list query, and the three waiting states —
 * skeleton rows while the first page loads (the previous page stays, dimmed, while another loads),
 * the error with a retry, and the list's own empty state. `visibleColumns` shows the user's chosen
 * columns in their order (see ColumnChooser and useChosenColumns).
 */
import { useMemo, type ReactNode } from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@/design-system/components/Table';
import { Skeleton } from '@/design-system/components/Skeleton';
import { VisuallyHidden } from '@/design-system/components/VisuallyHidden';
import { useTranslation } from '@/i18n/i18n';
import { visibleColumns } from './columns';

export interface DataColumn<T> {
  id: string;
  label: string;
  render(row: T): ReactNode;
  /** The column that names the row for screen readers (exactly one). */
  isRowHeader?: boolean;
  allowsSorting?: boolean;
  width?: number | `${number}%` | `${number}fr`;
  minWidth?: number;
  /** Hidden until the user chooses it in the column chooser. */
  defaultHidden?: boolean;
  /**
   * Where a phone card (CardList) shows it: 'primary' on the card's first line beside the row header, without
   * its label (a state, a total); 'actions' on the card's last line, without its label (buttons, links);
   * 'hide' not on the card (a detail a merchant does not need on a phone); 'only' on the card and never in the
   * table (a phone's one-line summary of columns the card hides; ListTable leaves it out of the table);
   * default: a "label: value" line.
   */
  phone?: 'primary' | 'actions' | 'hide' | 'only';
  /**
   * How a phone card shows it, when that differs from the table's cell: e.g. a row's actions without the
   * "Edit" link that the card's title already is. Default: `render`.
   */
  renderCard?(row: T): ReactNode;
}

export interface DataTableProps<T extends { id: number | string }> {
  'aria-label': string;
  columns: readonly DataColumn<T>[];
  /** Undefined while the first page loads. */
  rows: readonly T[] | undefined;
  /** A page is loading (the shown rows are the previous page's). */
  isLoading?: boolean;
  /** A translated message when loading failed. */
  error?: string | null;
  onRetry?: () => void;
  emptyState?: ReactNode;
  selectedKeys?: Selection;
  onSelectionChange?: (keys: Selection) => void;
  sortDescriptor?: SortDescriptor;
  onSortChange?: (sort: SortDescriptor) => void;
  onRowAction?: (id: T['id']) => void;
  /** Placeholder rows while the first page loads. */
  skeletonRows?: number;
  /** The user's chosen columns, in order (`useChosenColumns`); undefined: the default columns. */
  visibleColumns?: readonly string[];
}

interface SkeletonRow {
  id: string;
  skeleton: true;
}

export function DataTable<T extends { id: number | string }>({
  columns: allColumns, visibleColumns: chosen, rows, isLoading, error, onRetry, emptyState, selectedKeys, onSelectionChange, sortDescriptor, onSortChange, onRowAction,
  skeletonRows = 5, ...props
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const columns = useMemo(() => visibleColumns(allColumns, chosen), [allColumns, chosen]);
  const firstLoad = rows === undefined && !error;
  const placeholders = useMemo<SkeletonRow[]>(() => Array.from({ length: skeletonRows }, (_, i) => ({ id: `skeleton-${i}`, skeleton: true })), [skeletonRows]);
  const items: (T | SkeletonRow)[] = firstLoad ? placeholders : [...(rows ?? [])];
  const isSkeleton = (row: T | SkeletonRow): row is SkeletonRow => 'skeleton' in row && row.skeleton === true;
  return (
    <Table
      aria-label={props['aria-label']}
      aria-busy={isLoading || firstLoad || undefined}
      selectionMode={onSelectionChange ? 'multiple' : 'none'}
      selectionBehavior="toggle"
      selectedKeys={selectedKeys}
      onSelectionChange={onSelectionChange}
      disabledKeys={firstLoad ? placeholders.map((p) => p.id) : undefined}
      sortDescriptor={sortDescriptor}
      onSortChange={onSortChange}
      onRowAction={onRowAction && !firstLoad ? (key) => onRowAction(key as T['id']) : undefined}
    >
      <TableHeader columns={columns}>
        {(column) => (
          <Column id={column.id} isRowHeader={column.isRowHeader} allowsSorting={column.allowsSorting} width={column.width} minWidth={column.minWidth}>
            {column.label}
          </Column>
        )}
      </TableHeader>
      <TableBody items={items} isLoading={isLoading || firstLoad} error={error ?? undefined} onRetry={onRetry} emptyState={emptyState} dependencies={[columns]}>
        {(row) => (
          <Row id={row.id} columns={columns}>
            {(column) => (
              <Cell>
                {isSkeleton(row) ? (
                  // A placeholder row still names itself (a row header must not be empty).
                  <>{column.isRowHeader && <VisuallyHidden>{t('kit.page.loading')}</VisuallyHidden>}<Skeleton width="80%" /></>
                ) : column.render(row)}
              </Cell>
            )}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
