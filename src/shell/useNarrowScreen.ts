/**
 * Whether the window is phone-narrow (below 768 px, the shell's one breakpoint): there the sidebar is a
 * drawer over the page instead of a column beside it. Read from matchMedia so it follows rotation and
 * resizing without a re-render of everything on every pixel.
 */
import { useSyncExternalStore } from 'react';

export const narrowQuery = 'screen and (max-width: 767px)';

// One query list for every reader: matchMedia parses and evaluates the query anew on each call, and the snapshot
// is read on every render of each reader (about 1 ms of the shell's first render at 1x CPU, issue 13).
let list: MediaQueryList | undefined;
const query = () => (list ??= globalThis.matchMedia?.(narrowQuery));

const subscribe = (onChange: () => void) => {
  const current = query();
  current?.addEventListener('change', onChange);
  return () => current?.removeEventListener('change', onChange);
};
const isNarrow = () => Boolean(query()?.matches);

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
