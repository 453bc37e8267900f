/**
 * Whether a list is too narrow for its table (a phone, or a narrow window beside the sidebar): below
 * `below` px (default `compactBelow`) of the list's own width the rows show as cards. The first render guesses from the
 * window, so a phone renders cards at once; the ref then observes the list's element (its first size
 * arrives after layout, before paint) and follows its resizes.
 */
import { useCallback, useState } from 'react';

/** The width (px) under which a table would scroll sideways. */
export const compactBelow = 600;

export function useCompact(below = compactBelow): [isCompact: boolean, measure: (element: HTMLElement | null) => (() => void) | undefined] {
  const [isCompact, setCompact] = useState(() => typeof window !== 'undefined' && window.innerWidth < below);
  const measure = useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    // No getBoundingClientRect here: it would force a layout in the middle of the commit (issue 13). The
    // observer's first report comes after the frame's own layout, still before paint, so no wrong frame shows.
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setCompact(entry.contentRect.width < below);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [below]);
  return [isCompact, measure];
}
