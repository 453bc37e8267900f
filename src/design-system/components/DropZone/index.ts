export { DropZone, type DropZoneProps } from './DropZone';
export { acceptsFile, sortFiles } from './accept';
