export { Tab, TabList, TabPanel, Tabs, tabsVariants, type TabListProps, type TabPanelProps, type TabProps, type TabsProps } from './Tabs';
export { PlainTabList, PlainTabPanel, PlainTabs, type PlainTabListProps, type PlainTabsProps } from './PlainTabs';
