import { notify } from '@/api';
import { t } from '@/i18n/i18n';
import { chunk } from '../chunk';

/** The kit's dialogs' and menus' chunk (OverlayParts), loaded on first use. */
export const overlayParts = chunk(() => import('./OverlayParts'));
export type OverlayPartsModule = typeof import('./OverlayParts');

/** FirstUse's `load`: null once the chunk has run (the control is built at once), else its load. */
export const loadOverlays = () => (overlayParts.loaded() ? null : overlayParts.load());

/**
 * Runs `then` once the chunk has run: at once when it has, else when it has loaded. A failed load says so (the
 * translated "request could not be completed" toast, as FirstUse does); the next use tries again.
 */
export function withOverlays(then: (parts: OverlayPartsModule) => void) {
  const parts = overlayParts.loaded();
  if (parts) then(parts);
  else overlayParts.load().then(then, () => notify({ kind: 'error', message: t('error.requestFailed') }));
}
