// DataTable itself is not exported here: ListTable loads it as a chunk of its own (a phone never needs it).
export type { DataColumn, DataTableProps } from './DataTable';
export { BulkActionBar, type BulkActionBarProps } from './BulkActionBar';
export { FilterBar, type FilterBarProps } from './FilterBar';
export { ListPagination, type ListPage, type ListPaginationProps } from './ListPagination';
export { useListQuery, type ListCall, type ListCallName, type ListQuery, type ListQueryOf } from './useListQuery';
export { parseQuery, toSearchParams } from './urlQuery';
export { ColumnChooser, type ColumnChooserProps } from './ColumnChooser';
export { visibleColumns, choiceRows, moveRow, choiceOf, cardParts, tableColumns, type ChoosableColumn, type ColumnChoiceRow, type RankedColumn } from './columns';
export { ListScreen, type ListScreenProps, type ListTab, type ListTabs, type ListViewProps } from './ListScreen';
export { useListBinding, type ListBinding, type ListBindingOptions } from './useListBinding';
export { isFilteredQuery, selectedIdsOf, sortDescriptorOf, sortPatchOf } from './listBinding';
export { EnumFilter, type EnumFilterProps, type EnumOption } from './EnumFilter';
export { CardList, type CardListProps } from './CardList';
export { ListTable, type ListTableProps } from './ListTable';
export { DateRangeFilter, type DateRangeFilterProps } from './DateRangeFilter';
export { FirstUse } from './FirstUse';
export { ButtonLook, DateRangeLook, SelectLook, type ButtonLookProps } from './fieldLooks';
