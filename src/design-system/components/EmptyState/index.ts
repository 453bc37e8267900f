export { EmptyState, emptyStateSizes, type EmptyStateProps } from './EmptyState';
