/**
 * The kit's dialogs and menus (a list's confirmations, its column chooser, its saved views): a chunk of its own,
 * loaded when one is first used (DialogButton, the saved-views menu; lazyOverlays.ts). React Aria's Dialog and Modal
 * bring its focus scope, overlay, popover and menu code (RAC's Dialog imports its Popover and Menu): a list's first
 * page draws only the buttons' look-alikes, so it does not load or evaluate any of it (issue 13).
 */
export { MenuSection } from 'react-aria-components';
export { AlertDialog } from '@/design-system/components/AlertDialog';
export { Dialog, DialogTrigger } from '@/design-system/components/Dialog';
export { Menu, MenuItem, MenuTrigger } from '@/design-system/components/Menu';
