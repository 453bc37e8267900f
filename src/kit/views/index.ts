export { SavedViews, filterOf, type SavedViewsProps } from './SavedViews';
export { useChosenColumns, type ChosenColumns } from './useChosenColumns';
export { useListViews, type ListViews } from './useListViews';
