export { SavedViews, filterOf, type SavedViewsProps } from './SavedViews';
