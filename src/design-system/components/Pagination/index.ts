export { Pagination, defaultPageSizes, paginationAligns, type PaginationProps, type PageSizeRender } from './Pagination';
export { pageCount, pageItems, type PageItem } from './pages';
