export { GridList, GridListItem, gridListLayouts, type GridListItemProps, type GridListProps } from './GridList';
