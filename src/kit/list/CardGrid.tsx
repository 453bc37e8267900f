/**
 * The cards' grid (CardList): the keyboard and screen-reader behaviour of React Aria's GridList — role grid with
 * rows and a cell each, one tab stop (the last focused card), up/down/Home/End between cards, left/right
 * through a card's links and buttons ('arrow'), or Tab through a card's fields ('tab'), Space to select, Enter
 * for the row's action, Escape to clear the selection, Ctrl/⌘+A to select all, type-to-find by the card's
 * name, and a selection checkbox per card — without its collection. GridList renders every item twice (once to
 * build its collection, once for the DOM) in one synchronous pass, ~6 ms a card before throttling; here each
 * card is one memoised row, its events handled once on the grid, and the cards past the first screen are added
 * a few per task, so the 20 cards of a page never block the main thread in one long task (issue 13).
 */
import { memo, startTransition, useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useLocale, type Key, type Selection } from 'react-aria-components';
// React Aria's own modality (keyboard or pointer), so a card draws its focus ring exactly when a control does.
import { isFocusVisible } from 'react-aria/private/interactions/useFocusVisible';
import { Checkbox } from '@/design-system/components/Checkbox';
import * as gridStyles from '@/design-system/components/GridList/GridList.css';
import { useTranslation } from '@/i18n/i18n';
import { useLatest } from '@/kit/useLatest';

/** Cards rendered with the list; the rest follow CARDS_PER_TASK at a time, each in its own task. */
export const FIRST_CARDS = 2;
export const CARDS_PER_TASK = 2;

export interface CardGridProps<T extends { id: Key }> {
  'aria-label'?: string;
  className?: string;
  itemClassName?: string;
  items: readonly T[];
  /** A card's content; stable (memoised) so a card re-renders only when its row or its state changes. */
  renderItem(item: T): ReactNode;
  /** A card's name (its accessible name and its type-to-find text). */
  textValueOf(item: T): string | undefined;
  disabledKeys?: ReadonlySet<Key>;
  selectionMode: 'multiple' | 'none';
  selectedKeys?: Selection;
  onSelectionChange?(keys: Selection): void;
  onAction?(key: Key): void;
  /** Shown in the grid (in a row and cell) when there are no items. */
  renderEmptyState(): ReactNode;
  keyboardNavigationBehavior: 'arrow' | 'tab';
  disallowTypeAhead?: boolean;
}

const FOCUSABLE = 'input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]';
const INTERACTIVE = 'a, button, input, select, textarea, label, [role=button], [role=checkbox], [role=link], [tabindex]';

/** When Tab was last pressed anywhere: focus arriving in a card's control by Tab goes to the grid's tab stop instead. */
let tabPressedAt = -Infinity;
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', (event) => { if (event.key === 'Tab') tabPressedAt = performance.now(); }, true);
}

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

interface CardRowProps<T extends { id: Key }> {
  item: T;
  textValue: string | undefined;
  className: string;
  isSelected: boolean;
  isDisabled: boolean;
  isTabStop: boolean;
  selectable: boolean;
  onToggle(key: Key): void;
  renderItem(item: T): ReactNode;
}

function CardRowOf<T extends { id: Key }>({ item, textValue, className, isSelected, isDisabled, isTabStop, selectable, onToggle, renderItem }: CardRowProps<T>) {
  const { t } = useTranslation();
  // Cards, not table rows: the grid's roles on blocks, as React Aria's GridList renders them.
  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
    <div role="row" data-key={String(item.id)} tabIndex={isTabStop ? 0 : -1} className={className}
      aria-label={textValue} aria-selected={selectable ? isSelected : undefined} aria-disabled={isDisabled || undefined}
      data-selected={isSelected || undefined} data-disabled={isDisabled || undefined} data-selection-mode={selectable ? 'multiple' : undefined}>
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role */}
      <div role="gridcell" aria-colindex={1} style={{ display: 'contents' }}>
        {selectable && (
          <Checkbox isSelected={isSelected} isDisabled={isDisabled} onChange={() => onToggle(item.id)}
            aria-label={textValue ? t('kit.list.selectCard', { label: textValue }) : t('kit.list.selectPage')} />
        )}
        <div className={gridStyles.content}>{renderItem(item)}</div>
      </div>
    </div>
  );
}
// memo() drops the type parameter; the cast gives it back.
const CardRow = memo(CardRowOf) as typeof CardRowOf;

/** The number of cards to render: all of those rendered before, plus a few more each task until all are. */
function useCardsShown(items: readonly { id: Key }[]) {
  const [shown, setShown] = useState({ items, count: FIRST_CARDS });
  let count = shown.count;
  if (shown.items !== items) {
    // A new page (no card in common with the last one) starts again from the first screen; the same page
    // answered again (a removal, a refetch) keeps its cards, so focus inside them is not lost.
    const before = new Set(shown.items.slice(0, shown.count).map((item) => item.id));
    count = items.some((item) => before.has(item.id)) ? Math.max(shown.count, FIRST_CARDS) : FIRST_CARDS;
    setShown({ items, count });
  }
  useEffect(() => {
    if (count >= items.length) return undefined;
    // A transition: React renders the next cards in slices of a few ms, yielding to the browser between them.
    const timer = setTimeout(() => startTransition(() => setShown((last) => (last.items === items ? { items, count: last.count + CARDS_PER_TASK } : last))), 0);
    return () => clearTimeout(timer);
  }, [count, items]);
  return Math.min(count, items.length);
}

export function CardGrid<T extends { id: Key }>(props: CardGridProps<T>) {
  const { items, renderItem, textValueOf, disabledKeys, selectionMode, selectedKeys, keyboardNavigationBehavior, disallowTypeAhead } = props;
  const { direction } = useLocale();
  const grid = useRef<HTMLDivElement>(null);
  const [focusedKey, setFocusedKey] = useState<Key | null>(null);
  const shown = useCardsShown(items);
  const selectable = selectionMode !== 'none' && Boolean(props.onSelectionChange);
  const isSelected = (key: Key) => selectedKeys === 'all' || Boolean(selectedKeys?.has(key));
  const isDisabled = (key: Key) => Boolean(disabledKeys?.has(key));
  const enabled = items.filter((item) => !isDisabled(item.id));
  // The one tab stop: the last focused card while it is there, else the first card that can be focused.
  const tabStop = enabled.some((item) => item.id === focusedKey) ? focusedKey : (enabled[0]?.id ?? null);

  // The handlers below read the latest props through a ref, so the rows' toggle stays one function.
  const latestRef = useLatest(props);
  const keyOf = (row: Element) => latestRef.current.items.find((item) => String(item.id) === (row as HTMLElement).dataset.key)?.id;
  const select = (keys: Iterable<Key>) => latestRef.current.onSelectionChange?.(new Set(keys));
  const toggle = useCallback((key: Key) => {
    const { items: all, selectedKeys: current } = latestRef.current;
    const chosen = new Set<Key>(current === 'all' ? all.map((item) => item.id) : current ?? []);
    if (chosen.has(key)) chosen.delete(key);
    else chosen.add(key);
    latestRef.current.onSelectionChange?.(chosen);
  }, [latestRef]);

  const rowOf = (target: EventTarget | null) => {
    const row = target instanceof Element ? target.closest('[role=row]') : null;
    return row && row.parentElement === grid.current && row.hasAttribute('data-key') ? row as HTMLElement : null;
  };
  const rows = () => [...(grid.current?.querySelectorAll<HTMLElement>(':scope > [role=row][data-key]:not([aria-disabled])') ?? [])];
  const focusRow = (row: HTMLElement | undefined) => row?.focus();
  const focusables = (row: HTMLElement) => [...row.querySelectorAll<HTMLElement>(FOCUSABLE)];

  const typed = useRef({ text: '', timer: 0 });
  const findByText = (row: HTMLElement, key: string) => {
    window.clearTimeout(typed.current.timer);
    typed.current.text += key;
    typed.current.timer = window.setTimeout(() => { typed.current.text = ''; }, 1000);
    const all = rows();
    const from = Math.max(0, all.indexOf(row));
    const search = typed.current.text.toLocaleLowerCase();
    const order = [...all.slice(from), ...all.slice(0, from)];
    focusRow(order.find((candidate) => (candidate.getAttribute('aria-label') ?? '').toLocaleLowerCase().startsWith(search)));
  };

  /** Tab leaves the grid (its cards are one tab stop): to the page's next tabbable element after it, or the one before it. */
  const leave = (event: KeyboardEvent) => {
    const own = grid.current;
    if (!own) return;
    const tabbable = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)]
      .filter((element) => element.tabIndex >= 0 && !own.contains(element) && element.getClientRects().length > 0);
    const target = event.shiftKey
      ? tabbable.filter((element) => own.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING).at(-1)
      : tabbable.find((element) => own.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
    if (target) {
      event.preventDefault();
      target.focus();
    } else if (!event.shiftKey) {
      // Nothing tabbable after the grid: from its last tabbable element, the browser's Tab leaves the page.
      [...own.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.tabIndex >= 0).at(-1)?.focus({ preventScroll: true });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = rowOf(event.target);
    if (!row || row.getAttribute('aria-disabled')) return;
    const onRow = event.target === row;
    const key = keyOf(row);
    if (key === undefined) return;
    if (event.key === 'Tab') {
      // With fields in a card, Tab moves between them and leaves the grid after the card's last one.
      const inside = focusables(row).filter((element) => element.tabIndex >= 0);
      const at = inside.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (onRow ? undefined : inside[at - 1] ?? row) : inside[onRow ? 0 : at + 1];
      if (keyboardNavigationBehavior === 'tab' && next) return;
      leave(event);
      return;
    }
    // A card's fields keep their own keys ('tab'); with links and buttons only, up and down still move between cards.
    if (!onRow && keyboardNavigationBehavior === 'tab') return;
    const all = rows();
    const at = all.indexOf(row);
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const handled = () => { event.preventDefault(); event.stopPropagation(); };
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (event.altKey) return;
        handled();
        focusRow(all[event.key === 'ArrowDown' ? Math.min(at + 1, all.length - 1) : Math.max(at - 1, 0)]);
        return;
      case 'ArrowLeft':
      case 'ArrowRight': {
        if (keyboardNavigationBehavior !== 'arrow') return;
        handled();
        // Through the card's controls and back to the card, as GridList does.
        const cycle = [row, ...focusables(row)];
        const from = cycle.indexOf(document.activeElement as HTMLElement);
        const step = event.key === forward ? 1 : -1;
        cycle[(Math.max(from, 0) + step + cycle.length) % cycle.length]?.focus();
        return;
      }
      case 'Home':
      case 'End':
        if (!onRow) return;
        handled();
        focusRow(event.key === 'Home' ? all[0] : all.at(-1));
        return;
      case 'Escape':
        if (selectable && selectedKeys !== undefined && (selectedKeys === 'all' || selectedKeys.size > 0)) {
          handled();
          select([]);
        }
        return;
      case 'Enter':
        if (!onRow) return;
        handled();
        if (latestRef.current.onAction) latestRef.current.onAction(key);
        else if (selectable) toggle(key);
        return;
      case ' ':
        if (!onRow) return;
        handled();
        if (!disallowTypeAhead && typed.current.text.trim()) findByText(row, ' ');
        else if (selectable) toggle(key);
        return;
      default:
        if (onRow && selectable && (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a') {
          handled();
          select(latestRef.current.items.filter((item) => !isDisabled(item.id)).map((item) => item.id));
          return;
        }
        if (onRow && !disallowTypeAhead && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          handled();
          findByText(row, event.key);
        }
    }
  };

  // A press on a card (not on one of its controls) is its action, or toggles its selection.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const row = rowOf(event.target);
    if (!row || row.getAttribute('aria-disabled')) return;
    const control = (event.target as Element).closest(INTERACTIVE);
    if (control && control !== row && row.contains(control)) return;
    const key = keyOf(row);
    if (key === undefined) return;
    if (document.activeElement !== row) row.focus({ preventScroll: true });
    if (latestRef.current.onAction) latestRef.current.onAction(key);
    else if (selectable) toggle(key);
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const row = rowOf(event.target);
    if (!row) return;
    // Tabbing in from outside lands on the grid's one tab stop (the last focused card), not on a card's control.
    const fromOutside = !(event.relatedTarget instanceof Node && grid.current?.contains(event.relatedTarget));
    if (fromOutside && event.target !== row && performance.now() - tabPressedAt < 500) {
      const stop = grid.current?.querySelector<HTMLElement>(':scope > [role=row][tabindex="0"]');
      if (stop) {
        stop.focus();
        return;
      }
    }
    const key = keyOf(row);
    if (key !== undefined) setFocusedKey(key);
    if (event.target === row) row.toggleAttribute('data-focus-visible', isFocusVisible());
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLElement && event.target.getAttribute('role') === 'row') event.target.removeAttribute('data-focus-visible');
  };

  const itemClassName = join(gridStyles.item, props.itemClassName);
  return (
    <div ref={grid} role="grid" aria-label={props['aria-label']} aria-multiselectable={selectable || undefined} tabIndex={-1}
      className={join(gridStyles.list, props.className)} data-empty={items.length === 0 || undefined} data-layout="stack" data-orientation="vertical"
      onKeyDown={onKeyDown} onClick={onClick} onFocus={onFocus} onBlur={onBlur}>
      {items.length === 0 ? (
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
        <div role="row" aria-rowindex={1} style={{ display: 'contents' }}>
          {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role */}
          <div role="gridcell" style={{ display: 'contents' }}>{props.renderEmptyState()}</div>
        </div>
      ) : items.slice(0, shown).map((item) => (
        <CardRow key={item.id} item={item} textValue={textValueOf(item)} className={itemClassName}
          isSelected={isSelected(item.id)} isDisabled={isDisabled(item.id)} isTabStop={item.id === tabStop}
          selectable={selectable} onToggle={toggle} renderItem={renderItem} />
      ))}
    </div>
  );
}
