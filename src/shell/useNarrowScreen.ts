/**
 * Whether the window is phone-narrow (below 768 px, the shell's one breakpoint): there the sidebar is a
 * drawer over the page instead of a column beside it. Read from matchMedia so it follows rotation and
 * resizing without a re-render of everything on every pixel.
 */
import { useSyncExternalStore } from 'react';

export const narrowQuery = 'screen and (max-width: 767px)';

const subscribe = (onChange: () => void) => {
  const list = globalThis.matchMedia?.(narrowQuery);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};
const isNarrow = () => Boolean(globalThis.matchMedia?.(narrowQuery).matches);

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
