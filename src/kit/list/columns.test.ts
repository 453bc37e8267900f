import { describe, expect, it } from 'vitest';
import { cardParts, choiceOf, choiceRows, moveRow, tableColumns, visibleColumns, type ChoosableColumn, type RankedColumn } from './columns';

const columns: ChoosableColumn[] = [
  { id: 'title', label: 'Title', isRowHeader: true },
  { id: 'state', label: 'State' },
  { id: 'price', label: 'Price' },
  { id: 'updated', label: 'Updated', defaultHidden: true },
];
const ids = (list: readonly { id: string }[]) => list.map((column) => column.id);

describe('chosen columns', () => {
  it('shows the default columns without a choice', () => {
    expect(ids(visibleColumns(columns, undefined))).toEqual(['title', 'state', 'price']);
    expect(ids(visibleColumns(columns, []))).toEqual(['title', 'state', 'price']);
  });

  it('shows the chosen columns in the chosen order, ignoring unknown and repeated ids', () => {
    expect(ids(visibleColumns(columns, ['title', 'updated', 'price', 'gone', 'price']))).toEqual(['title', 'updated', 'price']);
  });

  it('always keeps the row header, first when the choice left it out', () => {
    expect(ids(visibleColumns(columns, ['price', 'state']))).toEqual(['title', 'price', 'state']);
    expect(ids(visibleColumns(columns, ['price', 'title']))).toEqual(['price', 'title']);
  });

  it('lists shown columns first, then hidden ones, with the row header locked', () => {
    expect(choiceRows(columns, ['price', 'title'])).toEqual([
      { id: 'price', label: 'Price', shown: true, locked: false },
      { id: 'title', label: 'Title', shown: true, locked: true },
      { id: 'state', label: 'State', shown: false, locked: false },
      { id: 'updated', label: 'Updated', shown: false, locked: false },
    ]);
  });

  it('moves a row within the list and never past its ends', () => {
    expect(moveRow(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveRow(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('turns the rows back into a choice (a locked row counts as shown)', () => {
    const rows = choiceRows(columns, undefined).map((row) => (row.id === 'state' ? { ...row, shown: false } : row.id === 'title' ? { ...row, shown: false } : row));
    expect(choiceOf(rows)).toEqual(['title', 'price']);
  });
});

describe('phone cards', () => {
  const ranked: RankedColumn[] = [
    { id: 'number', label: 'Order', isRowHeader: true },
    { id: 'state', label: 'State', phone: 'primary' },
    { id: 'buyer', label: 'Buyer' },
    { id: 'created', label: 'Created', phone: 'hide' },
    { id: 'summary', label: 'Summary', phone: 'only' },
    { id: 'total', label: 'Total', phone: 'primary' },
    { id: 'actions', label: 'Actions', phone: 'actions' },
  ];

  it('puts each column where its rank says, in the table\'s order, and leaves hidden ones off', () => {
    const parts = cardParts(ranked);
    expect(parts.header?.id).toBe('number');
    expect(ids(parts.primary)).toEqual(['state', 'total']);
    expect(ids(parts.pairs)).toEqual(['buyer', 'summary']);
    expect(ids(parts.actions)).toEqual(['actions']);
  });

  it('starts a card with the first column when none is the row header', () => {
    expect(cardParts(ranked.slice(1)).header?.id).toBe('state');
  });

  it('keeps card-only columns out of the table and the column chooser', () => {
    expect(ids(tableColumns(ranked))).toEqual(['number', 'state', 'buyer', 'created', 'total', 'actions']);
  });
});
