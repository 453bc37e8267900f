export { Pagination, defaultPageSizes, paginationAligns, type PaginationProps } from './Pagination';
export { pageCount, pageItems, type PageItem } from './pages';
