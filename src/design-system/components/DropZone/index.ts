export { DropZone, acceptsFile, type DropZoneProps } from './DropZone';
