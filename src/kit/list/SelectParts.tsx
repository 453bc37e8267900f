/**
 * The list's Selects (a filter's, the cards' sort, the pager's page size): a chunk of its own, loaded when one of
 * them is first used (FirstUse's `load`; lazySelect.ts). React Aria's Select brings its list box, popover, focus
 * scope, selection and collection code (~45 kB of its own chunk and most of the `overlays` group): a list's first
 * page draws only the look-alikes (fieldLooks), so it does not load or evaluate any of it (issue 13).
 */
export { Select, SelectItem } from '@/design-system/components/Select';
export { PageSizeSelect } from '@/design-system/components/Pagination/PageSizeSelect';
