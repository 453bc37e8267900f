/**
 * Chosen columns: which of a list's columns show, and in what order. The choice is a list of column
 * ids (remembered per user on the server by `useChosenColumns`); no choice means the screen's default
 * (every column not marked `defaultHidden`). The row-header column always shows — a table without it
 * has rows nobody can name — and ids the screen no longer has are ignored.
 */

export interface ChoosableColumn {
  id: string;
  label: string;
  isRowHeader?: boolean;
  /** Hidden until the user chooses it. */
  defaultHidden?: boolean;
}

/** The columns to show, in order, for a choice of ids (undefined or empty: the default). */
export function visibleColumns<C extends ChoosableColumn>(columns: readonly C[], chosen: readonly string[] | null | undefined): C[] {
  if (!chosen?.length) return columns.filter((column) => !column.defaultHidden || column.isRowHeader);
  const byId = new Map(columns.map((column) => [column.id, column]));
  const shown = [...new Set(chosen)].map((id) => byId.get(id)).filter((column): column is C => column !== undefined);
  const header = columns.find((column) => column.isRowHeader);
  return header && !shown.includes(header) ? [header, ...shown] : shown;
}

export interface ColumnChoiceRow {
  id: string;
  label: string;
  shown: boolean;
  /** The row header: always shown, cannot be unticked. */
  locked: boolean;
}

/** Every column as a row of the chooser: the shown ones first in their order, then the hidden ones. */
export function choiceRows(columns: readonly ChoosableColumn[], chosen: readonly string[] | null | undefined): ColumnChoiceRow[] {
  const shown = visibleColumns(columns, chosen);
  const hidden = columns.filter((column) => !shown.includes(column));
  return [
    ...shown.map((column) => ({ id: column.id, label: column.label, shown: true, locked: Boolean(column.isRowHeader) })),
    ...hidden.map((column) => ({ id: column.id, label: column.label, shown: false, locked: false })),
  ];
}

/** Moves row `index` by `by` places (kept within the list). */
export function moveRow<R>(rows: readonly R[], index: number, by: -1 | 1): R[] {
  const target = index + by;
  if (index < 0 || index >= rows.length || target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** The choice a set of chooser rows stands for. */
export const choiceOf = (rows: readonly ColumnChoiceRow[]): string[] => rows.filter((row) => row.shown || row.locked).map((row) => row.id);

/** Where a column goes on a phone card (DataColumn's `phone`). */
export interface RankedColumn extends ChoosableColumn {
  phone?: 'primary' | 'actions' | 'hide' | 'only';
}

/**
 * A card's parts from the shown columns: the row header (or the first column) starts it, 'primary' columns
 * sit beside it, unranked and 'only' columns are "label: value" lines, 'actions' close it, 'hide' is left off.
 */
export function cardParts<C extends RankedColumn>(columns: readonly C[]): { header: C | undefined; primary: C[]; pairs: C[]; actions: C[] } {
  const header = columns.find((column) => column.isRowHeader) ?? columns[0];
  const rest = columns.filter((column) => column !== header && column.phone !== 'hide');
  return {
    header,
    primary: rest.filter((column) => column.phone === 'primary'),
    pairs: rest.filter((column) => !column.phone || column.phone === 'only'),
    actions: rest.filter((column) => column.phone === 'actions'),
  };
}

/** The columns a table shows: all but the card-only ones. */
export const tableColumns = <C extends RankedColumn>(columns: readonly C[]): C[] => columns.filter((column) => column.phone !== 'only');
