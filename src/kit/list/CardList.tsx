/**
 * A list's rows as cards, for a phone or a narrow window (ListScreen switches to it below 600 px, where a
 * table would scroll sideways). It takes the table's own props and columns: each card starts with the
 * row-header column, then "label: value" for the other chosen columns, so a link or an action a column
 * renders is in the card too. It behaves as a React Aria GridList (CardGrid, without GridList's collection):
 * arrow keys move between cards and into their links and buttons, a card is named by `rowLabel`, selection is
 * by checkbox ("Select all" above the cards stands in for the table's header checkbox), and sorting is a
 * Select, since there are no column headings. The cards past the first screen render a few per task.
 * A column's `phone` rank moves it beside the header ('primary'), to the card's last line ('actions') or off
 * the card ('hide'), so a card stays short enough to scan on a phone; `renderCard` gives a column a card-only rendering.
 */
import { memo, useCallback, useMemo, type ReactNode } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { Button } from '@/design-system/components/Button';
import { Checkbox } from '@/design-system/components/Checkbox';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Spinner } from '@/design-system/components/Spinner';
import { VisuallyHidden } from '@/design-system/components/VisuallyHidden';
import { useTranslation } from '@/i18n/i18n';
import { CardGrid } from './CardGrid';
import { cardParts, visibleColumns } from './columns';
import { SelectLook } from './fieldLooks';
import { FirstUse } from './FirstUse';
import { loadSelect, selectParts } from './lazySelect';
import type { DataColumn, DataTableProps } from './DataTable';
import * as styles from './list.css';

export interface CardListProps<T extends { id: number | string }> extends DataTableProps<T> {
  /** A row's name in words (the card's accessible name and its typeahead text), e.g. the product's title. */
  rowLabel?(row: T): string;
  /**
   * The cards hold text or number fields (a quantity, a code): keys typed there stay in the field — no
   * type-to-find, and Tab (not the left/right arrows) moves between a card's controls; up/down still move
   * between cards.
   */
  holdsFields?: boolean;
}

/** The sort choices: each sortable column, both ways. */
const sortKey = (column: Key, direction: 'ascending' | 'descending') => `${column}:${direction}`;

function SortSelectOf<T>({ columns, sortDescriptor, onSortChange }: { columns: readonly DataColumn<T>[] } & Pick<DataTableProps<{ id: string }>, 'sortDescriptor' | 'onSortChange'>) {
  const { t } = useTranslation();
  const sortable = columns.filter((column) => column.allowsSorting);
  if (!onSortChange || sortable.length === 0) return null;
  const choices = sortable.flatMap((column) => (['ascending', 'descending'] as const).map((direction) => ({
    id: sortKey(column.id, direction), column: column.id, direction,
    label: t(direction === 'ascending' ? 'kit.list.sortAscending' : 'kit.list.sortDescending', { column: column.label }),
  })));
  const chosen = sortDescriptor ? choices.find((choice) => choice.id === sortKey(sortDescriptor.column, sortDescriptor.direction)) : undefined;
  // The Select (a collection of the choices) is built on first use, its code loaded then too (SelectParts); its look-alike until then.
  return (
    <FirstUse look={<SelectLook label={t('kit.list.sortBy')} value={chosen?.label ?? ''} className={styles.cardSort} />} load={loadSelect}>
      {(control) => {
        const parts = selectParts.loaded();
        if (!parts) return null;
        const { Select, SelectItem } = parts;
        return (
          <Select label={t('kit.list.sortBy')} className={styles.cardSort} {...control}
            selectedKey={sortDescriptor ? sortKey(sortDescriptor.column, sortDescriptor.direction) : null}
            onSelectionChange={(key) => {
              const choice = choices.find((c) => c.id === key);
              if (choice) onSortChange({ column: choice.column, direction: choice.direction });
            }}>
            {choices.map((choice) => <SelectItem key={choice.id} id={choice.id}>{choice.label}</SelectItem>)}
          </Select>
        );
      }}
    </FirstUse>
  );
}

// Memoised: its Select builds a collection of the choices; the list's re-renders (the same sort) skip it.
const SortSelect = memo(SortSelectOf) as typeof SortSelectOf;

/** "Select all" for the cards of this page: checked when every card is, a dash when some are. */
function SelectPage<T extends { id: number | string }>({ rows, selectedKeys, onSelectionChange }: { rows: readonly T[]; selectedKeys: Selection | undefined; onSelectionChange(keys: Selection): void }) {
  const { t } = useTranslation();
  const chosen = selectedKeys === 'all' ? rows.length : rows.filter((row) => selectedKeys?.has(row.id)).length;
  return (
    <Checkbox isSelected={rows.length > 0 && chosen === rows.length} isIndeterminate={chosen > 0 && chosen < rows.length} isDisabled={rows.length === 0}
      onChange={(all) => onSelectionChange(all ? new Set(rows.map((row) => row.id)) : new Set())}>
      {t('kit.list.selectPage')}
    </Checkbox>
  );
}

/** A cell with nothing in it: a table keeps the empty cell, a card leaves the "label:" line out. */
const isBlank = (value: ReactNode) => value === null || value === undefined || value === false || value === '';

/** A column's part of a card: its card rendering where it has one. */
const cardValue = <T,>(column: DataColumn<T>, row: T) => (column.renderCard ?? column.render)(row);

type Parts<T> = ReturnType<typeof cardParts<DataColumn<T>>>;

/**
 * A card's content: the row header (with the 'primary' columns beside it), the "label: value" lines, the actions.
 * Memoised on the row and the parts: the list re-renders on every answer (counts, views, a job) and on each
 * selection change, and 20 cards of links, buttons and pills re-rendered each time (issue 13).
 */
function CardBodyOf<T>({ row, parts: { header, primary, pairs, actions } }: { row: T; parts: Parts<T> }) {
  const { t } = useTranslation();
  return (
    <>
      {header && (primary.length > 0 ? (
        <div className={styles.cardTop}>
          <div className={styles.cardHeader}>{cardValue(header, row)}</div>
          <span className={styles.cardPrimary}>
            {primary.map((column) => (
              // The label is heard, not shown: the value (a state, a total) speaks for itself on screen.
              <span key={column.id}><VisuallyHidden>{t('kit.list.cardLabel', { label: column.label })} </VisuallyHidden>{cardValue(column, row)}</span>
            ))}
          </span>
        </div>
      ) : <div className={styles.cardHeader}>{cardValue(header, row)}</div>)}
      {pairs.length > 0 && (
        <dl className={styles.cardPairs}>
          {pairs.map((column) => ({ column, value: cardValue(column, row) })).filter(({ value }) => !isBlank(value)).map(({ column, value }) => (
            <div key={column.id} className={styles.cardPair}>
              <dt className={styles.cardLabel}>{t('kit.list.cardLabel', { label: column.label })}</dt>
              <dd className={styles.cardValue}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {actions.length > 0 && <div className={styles.cardActions}>{actions.map((column) => <span key={column.id}>{cardValue(column, row)}</span>)}</div>}
    </>
  );
}
// memo() drops the type parameter; the cast gives it back (the props are the same).
const CardBody = memo(CardBodyOf) as typeof CardBodyOf;

interface SkeletonCard {
  id: string;
  skeleton: true;
}

const isSkeleton = <T,>(row: T | SkeletonCard): row is SkeletonCard => typeof row === 'object' && row !== null && 'skeleton' in row && row.skeleton === true;

export function CardList<T extends { id: number | string }>({
  columns: allColumns, visibleColumns: chosen, rows, isLoading, error, onRetry, emptyState, selectedKeys, onSelectionChange, sortDescriptor, onSortChange,
  onRowAction, skeletonRows = 3, rowLabel, holdsFields, ...props
}: CardListProps<T>) {
  const { t } = useTranslation();
  const columns = useMemo(() => visibleColumns(allColumns, chosen), [allColumns, chosen]);
  // Stable while the columns are, so each card's body (CardBody) skips the list's re-renders.
  const parts = useMemo(() => cardParts(columns), [columns]);
  const { header } = parts;
  const firstLoad = rows === undefined && !error;
  const placeholders = useMemo<SkeletonCard[]>(() => Array.from({ length: skeletonRows }, (_, i) => ({ id: `skeleton-${i}`, skeleton: true })), [skeletonRows]);
  // The same items while the rows are: the grid then keeps the cards it has rendered.
  const items = useMemo<readonly (T | SkeletonCard)[]>(() => (error ? [] : firstLoad ? placeholders : rows ?? []), [error, firstLoad, placeholders, rows]);
  const labelOf = (row: T | SkeletonCard) => {
    if (isSkeleton(row)) return t('kit.page.loading');
    if (rowLabel) return rowLabel(row);
    const shown = header?.render(row);
    return typeof shown === 'string' || typeof shown === 'number' ? String(shown) : undefined;
  };
  // Stable while the column parts are, so each card (a memoised row) skips the list's re-renders.
  const renderItem = useCallback((row: T | SkeletonCard) => (isSkeleton(row) ? (
    <span className={styles.cardSkeleton}><Skeleton width="60%" /><Skeleton width="90%" /></span>
  ) : <CardBody row={row} parts={parts} />), [parts]);
  const disabledKeys = useMemo(() => (firstLoad ? new Set<Key>(placeholders.map((p) => p.id)) : undefined), [firstLoad, placeholders]);
  const state = () => error ? (
    <div className={styles.cardState} role="alert">
      <span>{error}</span>
      {onRetry && <Button variant="secondary" size="sm" onPress={onRetry}>{t('ds.table.retry')}</Button>}
    </div>
  ) : isLoading ? (
    <div className={styles.cardState}><Spinner size="lg" aria-label={t('ds.table.loading')} /></div>
  ) : (emptyState ?? <EmptyState size="sm" title={t('ds.table.empty')} />);

  return (
    // aria-busy on the wrapper, around the tools and the cards.
    <div className={styles.cardList} data-loading={isLoading || undefined} aria-busy={isLoading || firstLoad || undefined}>
      {((onSelectionChange && (firstLoad || (rows && rows.length > 0))) || onSortChange) && (
        <div className={styles.cardTools}>
          {/* Shown (disabled) while the first page loads, so the sort choice beside it does not move when the cards come (CLS). */}
          {onSelectionChange && (firstLoad || (rows && rows.length > 0)) && <SelectPage rows={rows ?? []} selectedKeys={selectedKeys} onSelectionChange={onSelectionChange} />}
          <SortSelect columns={columns} sortDescriptor={sortDescriptor} onSortChange={onSortChange} />
        </div>
      )}
      <CardGrid
        aria-label={props['aria-label']}
        className={styles.cards}
        itemClassName={styles.card}
        items={items}
        renderItem={renderItem}
        textValueOf={labelOf}
        selectionMode={onSelectionChange ? 'multiple' : 'none'}
        selectedKeys={selectedKeys}
        onSelectionChange={onSelectionChange}
        disabledKeys={disabledKeys}
        onAction={onRowAction && !firstLoad ? (key) => onRowAction(key as T['id']) : undefined}
        renderEmptyState={state}
        keyboardNavigationBehavior={holdsFields ? 'tab' : 'arrow'}
        disallowTypeAhead={holdsFields}
      />
    </div>
  );
}
