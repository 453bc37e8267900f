/**
 * A list's rows, the one way every list shows them: a table (DataTable) where there is room, and cards
 * (CardList) where the list is narrower than `compactBelow` px — a phone, or a narrow window beside the
 * sidebar — because a table there scrolls sideways. The one place that decides compact: ListScreen uses it,
 * and so does every list that lays out its own page around a table. Columns choose their place on a card
 * with `phone` (see DataColumn); `rowLabel` names a card for screen readers and typeahead.
 */
import type { CardListProps } from './CardList';
import { CardList } from './CardList';
import { tableColumns } from './columns';
import { DataTable } from './DataTable';
import { compactBelow as phoneWidth, useCompact } from './useCompact';
import * as styles from './list.css';

export interface ListTableProps<T extends { id: number | string }> extends CardListProps<T> {
  /**
   * The list's width (px) under which its rows become cards; default 600. A short table that reads well at
   * phone width (two or three narrow columns, e.g. a total per day) passes a smaller one and stays a table.
   */
  compactBelow?: number;
}

export function ListTable<T extends { id: number | string }>({ compactBelow = phoneWidth, rowLabel, holdsFields, ...props }: ListTableProps<T>) {
  const [isCompact, measure] = useCompact(compactBelow);
  return (
    // The element measured: as wide as the list may be (min-width 0 lets a grid or flex parent shrink it).
    <div ref={measure} className={styles.listTable}>
      {isCompact ? <CardList {...props} rowLabel={rowLabel} holdsFields={holdsFields} />
        : <DataTable {...props} columns={tableColumns(props.columns)} />}
    </div>
  );
}
