/**
 * Pagination: the pager under a table (spec section 3: pageNo and pageSize). Total, page size
 * choices, previous/next and page buttons. Every control is a real button in the tab order,
 * the current page carries aria-current="page", and the page size is a Select (PageSizeSelect),
 * built at once. The pager itself is PaginationBase, which leaves the page size control to its owner.
 */
import { PageSizeSelect } from './PageSizeSelect';
import { PaginationBase, type PageSizeRender, type PaginationProps } from './PaginationBase';

export { defaultPageSizes, paginationAligns, type PageSizeRender, type PaginationProps } from './PaginationBase';

const pageSizeSelect = (pageSize: PageSizeRender) => <PageSizeSelect {...pageSize} />;

export function Pagination({ renderPageSize = pageSizeSelect, ...props }: PaginationProps) {
  return <PaginationBase {...props} renderPageSize={renderPageSize} />;
}
