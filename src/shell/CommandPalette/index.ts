export { CommandPalette, type CommandPaletteProps, type PaletteEntry } from './CommandPalette';
export { CommandPaletteHost, type CommandPaletteHostProps } from './CommandPaletteHost';
export { isPaletteShortcut, usePaletteShortcut } from './usePaletteShortcut';
