export { ContentTabPanel, Tab, TabList, TabPanel, Tabs, tabsVariants, type ContentTabPanelProps, type TabListProps, type TabPanelProps, type TabProps, type TabsProps } from './Tabs';
