/**
 * Whether a list is too narrow for its table (a phone, or a narrow window beside the sidebar): below
 * `below` px (default `compactBelow`) of the list's own width the rows show as cards. The first render guesses from the
 * window, so a phone renders cards at once; the ref then measures the list's element (before paint,
 * in the commit) and follows its resizes.
 */
import { useCallback, useState } from 'react';

/** The width (px) under which a table would scroll sideways. */
export const compactBelow = 600;

export function useCompact(below = compactBelow): [isCompact: boolean, measure: (element: HTMLElement | null) => (() => void) | undefined] {
  const [isCompact, setCompact] = useState(() => typeof window !== 'undefined' && window.innerWidth < below);
  const measure = useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    setCompact(element.getBoundingClientRect().width < below);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setCompact(entry.contentRect.width < below);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [below]);
  return [isCompact, measure];
}
