export { DataTable, type DataColumn, type DataTableProps } from './DataTable';
export { BulkActionBar, type BulkActionBarProps } from './BulkActionBar';
export { FilterBar, type FilterBarProps } from './FilterBar';
export { ListPagination, type ListPage, type ListPaginationProps } from './ListPagination';
export { useListQuery, type ListCall, type ListCallName, type ListQuery, type ListQueryOf } from './useListQuery';
export { parseQuery, toSearchParams } from './urlQuery';
export { ColumnChooser, type ColumnChooserProps } from './ColumnChooser';
export { visibleColumns, choiceRows, moveRow, choiceOf, type ChoosableColumn, type ColumnChoiceRow } from './columns';
