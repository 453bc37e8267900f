/**
 * Plain tabs (PlainTabs, PlainTabList, PlainTabPanel): a module of their own, apart from React Aria's Tabs (Tabs.tsx),
 * so a screen drawing only plain tabs (a list's state tabs) loads none of React Aria's tabs, collection, selection and
 * focus code (issue 13).
 */
import { createContext, useContext, useId, useMemo, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
// React Aria's own modality (keyboard or pointer), so a plain tab draws its focus ring exactly when React Aria's would.
import { isFocusVisible } from 'react-aria/private/interactions/useFocusVisible';
import { useLocale } from 'react-aria-components';
import { join, type Variant } from './tabsVariants';
import * as styles from './Tabs.css';

interface PlainTabsState {
  baseId: string;
  selectedKey: string;
  onSelectionChange(key: string): void;
  variant: Variant;
}

const PlainTabsContext = createContext<PlainTabsState | null>(null);

export interface PlainTabsProps {
  selectedKey: string;
  onSelectionChange(key: string): void;
  variant?: Variant;
  className?: string;
  /** A PlainTabList and a PlainTabPanel. */
  children: ReactNode;
}

/**
 * Tabs drawn as plain markup, for a tab strip of text tabs that only chooses what one panel shows (a list's state
 * tabs). React Aria's Tabs builds a collection of the tabs first, in a hidden render, and renders the tab list again
 * once it is built: ~7 ms at 1x CPU for six tabs, and that second render lands synchronously in the commit of the
 * screen that mounts them (issue 13). The same roles, ids, keyboard (left/right with wrap-around, Home, End; the
 * selection follows focus; one tab stop, the selected tab) and data attributes (data-selected, data-hovered,
 * data-focus-visible) as React Aria's, so the same styles apply. The panel stays the same element across tabs.
 */
export function PlainTabs({ selectedKey, onSelectionChange, variant = 'line', className, children }: PlainTabsProps) {
  const baseId = useId();
  const state = useMemo(() => ({ baseId, selectedKey, onSelectionChange, variant }), [baseId, selectedKey, onSelectionChange, variant]);
  return (
    <PlainTabsContext.Provider value={state}>
      <div className={join(styles.tabs, className)} data-orientation="horizontal">{children}</div>
    </PlainTabsContext.Provider>
  );
}

const tabIdOf = (baseId: string, key: string) => `${baseId}-tab-${key}`;
const panelIdOf = (baseId: string, key: string) => `${baseId}-tabpanel-${key}`;

/** The hover look for a mouse or pen, as React Aria's (a touch leaves no hover behind). */
const onPointerEnter = (event: PointerEvent<HTMLElement>) => {
  if (event.pointerType !== 'touch') event.currentTarget.setAttribute('data-hovered', '');
};
const onPointerLeave = (event: PointerEvent<HTMLElement>) => event.currentTarget.removeAttribute('data-hovered');
const onFocus = (event: FocusEvent<HTMLElement>) => event.currentTarget.toggleAttribute('data-focus-visible', isFocusVisible());
const onBlur = (event: FocusEvent<HTMLElement>) => event.currentTarget.removeAttribute('data-focus-visible');

export interface PlainTabListProps {
  'aria-label': string;
  items: readonly { id: string; children: ReactNode }[];
}

export function PlainTabList({ 'aria-label': label, items }: PlainTabListProps) {
  const state = useContext(PlainTabsContext);
  const { direction } = useLocale();
  if (!state) throw new Error('PlainTabList is used inside PlainTabs');
  const { baseId, selectedKey, onSelectionChange, variant } = state;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const tabs = [...(event.currentTarget.parentElement?.querySelectorAll<HTMLElement>(':scope > [role="tab"]') ?? [])];
    const at = tabs.indexOf(event.currentTarget);
    if (at < 0) return;
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const next = event.key === forward ? tabs[(at + 1) % tabs.length]
      : event.key === backward ? tabs[(at - 1 + tabs.length) % tabs.length]
        : event.key === 'Home' ? tabs[0]
          : event.key === 'End' ? tabs.at(-1)
            : undefined;
    if (!next) return;
    event.preventDefault();
    next.focus();
    const key = items[tabs.indexOf(next)]?.id;
    if (key !== undefined && key !== selectedKey) onSelectionChange(key);
  };
  return (
    <div role="tablist" aria-label={label} aria-orientation="horizontal" data-orientation="horizontal" className={styles.tabList({ variant })}>
      {items.map((item) => {
        const isSelected = item.id === selectedKey;
        return (
          <div key={item.id} role="tab" id={tabIdOf(baseId, item.id)} aria-selected={isSelected} aria-controls={isSelected ? panelIdOf(baseId, item.id) : undefined}
            tabIndex={isSelected ? 0 : -1} data-key={item.id} data-selected={isSelected || undefined} className={styles.tab({ variant })}
            onClick={() => { if (!isSelected) onSelectionChange(item.id); }} onKeyDown={onKeyDown}
            onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onFocus={onFocus} onBlur={onBlur}>
            {item.children}
          </div>
        );
      })}
    </div>
  );
}

/**
 * The selected tab's panel: one element whatever the tab (its content decides what it keeps). It always holds
 * something tabbable (a list's table or cards, its pager), so Tab moves from the tab into the content and the panel
 * takes no tabIndex — without React Aria's check for a tabbable child (useHasTabbableChild), which walks the panel
 * on every DOM change and forced a style and layout pass in the commit: 150–300 ms a time at 4× CPU on a list of
 * cards (issue 13).
 */
export function PlainTabPanel({ className, children }: { className?: string; children: ReactNode }) {
  const state = useContext(PlainTabsContext);
  if (!state) throw new Error('PlainTabPanel is used inside PlainTabs');
  const { baseId, selectedKey } = state;
  return (
    <div role="tabpanel" id={panelIdOf(baseId, selectedKey)} aria-labelledby={tabIdOf(baseId, selectedKey)} className={join(styles.panel, className)}>
      {children}
    </div>
  );
}
