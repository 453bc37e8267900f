/**
 * A list's rows, the one way every list shows them: a table (DataTable) where there is room, and cards
 * (CardList) where the list is narrower than `compactBelow` px — a phone, or a narrow window beside the
 * sidebar — because a table there scrolls sideways. The one place that decides compact: ListScreen uses it,
 * and so does every list that lays out its own page around a table. Columns choose their place on a card
 * with `phone` (see DataColumn); `rowLabel` names a card for screen readers and typeahead.
 *
 * The table (React Aria's Table, its layouts and virtualizer: ~80 kB of the kit's list chunk, ~22 kB gzip) is a
 * chunk of its own, so a phone, which shows cards, never loads it (issue 13: My products at 412 px). A window
 * wide enough for a table starts loading it with this module, so the table is there by the list's first render;
 * when it is not (a phone turned sideways, a window widened), the list shows its skeleton until it is.
 */
import { Suspense, use } from 'react';
import { Skeleton } from '@/design-system/components/Skeleton';
import { chunk } from '../chunk';
import type { CardListProps } from './CardList';
import { CardList } from './CardList';
import { tableColumns } from './columns';
import { compactBelow as phoneWidth, useCompact } from './useCompact';
import * as styles from './list.css';

const table = chunk(() => import('./DataTable'));
// Started early; a failure here is left to the list's render, which loads it again and shows the error.
if (typeof window !== 'undefined' && window.innerWidth >= phoneWidth) table.load().catch(() => {});

export interface ListTableProps<T extends { id: number | string }> extends CardListProps<T> {
  /**
   * The list's width (px) under which its rows become cards; default 600. A short table that reads well at
   * phone width (two or three narrow columns, e.g. a total per day) passes a smaller one and stays a table.
   */
  compactBelow?: number;
}

/** The table, from its chunk (suspends only while that chunk loads). */
function LoadedTable<T extends { id: number | string }>(props: Omit<CardListProps<T>, 'rowLabel' | 'holdsFields'>) {
  const { DataTable } = table.loaded() ?? use(table.load());
  return <DataTable {...props} columns={tableColumns(props.columns)} />;
}

/** While the table's chunk loads: the skeleton lines the table shows for a first page. */
function TablePending() {
  return (
    <div className={styles.tablePending} aria-busy="true">
      <Skeleton lines={6} />
    </div>
  );
}

export function ListTable<T extends { id: number | string }>({ compactBelow = phoneWidth, rowLabel, holdsFields, ...props }: ListTableProps<T>) {
  const [isCompact, measure] = useCompact(compactBelow);
  return (
    // The element measured: as wide as the list may be (min-width 0 lets a grid or flex parent shrink it).
    <div ref={measure} className={styles.listTable}>
      {isCompact ? <CardList {...props} rowLabel={rowLabel} holdsFields={holdsFields} />
        : <Suspense fallback={<TablePending />}><LoadedTable {...props} /></Suspense>}
    </div>
  );
}
