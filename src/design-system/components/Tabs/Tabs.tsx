/**
 * Tabs: switch between views of one subject (cart types, order states). Arrow keys move
 * between tabs; the list's variant is set once on Tabs and reaches every tab.
 */
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import {
  Tab as RACTab,
  TabList as RACTabList,
  TabListStateContext,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  composeRenderProps,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

export const tabsVariants = ['line', 'pill'] as const;
type Variant = (typeof tabsVariants)[number];

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

const VariantContext = createContext<Variant>('line');

export interface TabsProps extends RACTabsProps {
  variant?: Variant;
}

export function Tabs({ variant = 'line', className, ...props }: TabsProps) {
  return (
    <VariantContext.Provider value={variant}>
      <RACTabs {...props} className={composeRenderProps(className, (custom) => join(styles.tabs, custom))} />
    </VariantContext.Provider>
  );
}

export type TabListProps<T> = RACTabListProps<T>;

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  const variant = useContext(VariantContext);
  return <RACTabList {...props} className={composeRenderProps(className, (custom) => join(styles.tabList({ variant }), custom))} />;
}

export type TabProps = RACTabProps;

export function Tab({ className, ...props }: TabProps) {
  const variant = useContext(VariantContext);
  return <RACTab {...props} className={composeRenderProps(className, (custom) => join(styles.tab({ variant }), custom))} />;
}

export type TabPanelProps = RACTabPanelProps;

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={composeRenderProps(className, (custom) => join(styles.panel, custom))} />;
}

export interface ContentTabPanelProps {
  /** The tab's id. */
  id: string;
  className?: string;
  /** Always holds something tabbable: a table, a grid of cards, a pager, a form. */
  children: ReactNode;
}

/**
 * A panel that always holds something tabbable (a list's table or cards): the same tabpanel as TabPanel, but
 * without React Aria's check for a tabbable child. That check (useHasTabbableChild) walks the panel after every
 * render and on every DOM change inside it, and its visibility test forces a style and layout pass in the middle
 * of the commit: on a list of cards, 150–300 ms a time at 4× CPU slowdown (issue 13). Here the answer is known:
 * Tab moves from the tab into the panel's content, so the panel itself takes no tabIndex. Only the selected
 * panel renders. Its id and aria-labelledby are React Aria's (the tab list's id, "-tabpanel-" or "-tab-", the
 * key), read from the tab list once the tabs are in the DOM, so the selected tab's aria-controls names it.
 */
export function ContentTabPanel({ id, className, children }: ContentTabPanelProps) {
  const state = useContext(TabListStateContext);
  const isSelected = state?.selectedKey === id;
  // Attached when the panel's element is in the DOM (commit, before paint); the tab list is there by then.
  const name = useCallback((panel: HTMLDivElement | null) => {
    const tabList = panel?.parentElement?.querySelector(':scope > [role="tablist"]');
    if (!panel || !tabList?.id) return;
    const key = id.replace(/\s+/g, '');
    panel.id = `${tabList.id}-tabpanel-${key}`;
    panel.setAttribute('aria-labelledby', `${tabList.id}-tab-${key}`);
  }, [id]);
  if (!isSelected) return null;
  return <div ref={name} role="tabpanel" className={join(styles.panel, className)}>{children}</div>;
}
