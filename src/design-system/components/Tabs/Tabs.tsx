/**
 * Tabs: switch between views of one subject (cart types, order states). Arrow keys move
 * between tabs; the list's variant is set once on Tabs and reaches every tab. For a strip of text tabs that only
 * chooses what one panel shows, PlainTabs (PlainTabs.tsx) draws the same without React Aria's collection.
 */
import { createContext, useContext } from 'react';
import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  composeRenderProps,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';
import { join, tabsVariants, type Variant } from './tabsVariants';

export { tabsVariants };

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
