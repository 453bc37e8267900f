export { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, SubmenuTrigger, menuItemTones, type MenuProps, type MenuItemProps, type MenuSectionProps } from './Menu';
