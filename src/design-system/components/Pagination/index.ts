export { Pagination, defaultPageSizes, paginationAligns, type PaginationProps, type PageSizeRender } from './Pagination';
export { PaginationBase } from './PaginationBase';
export { PageSizeSelect, type PageSizeSelectProps } from './PageSizeSelect';
export { pageCount, pageItems, type PageItem } from './pages';
