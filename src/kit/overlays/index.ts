export { DialogButton, type DialogButtonProps } from './DialogButton';
export { loadOverlays, overlayParts, withOverlays, type OverlayPartsModule } from './lazyOverlays';
