export { Tab, TabList, TabPanel, Tabs, tabsVariants, type TabListProps, type TabPanelProps, type TabProps, type TabsProps } from './Tabs';
