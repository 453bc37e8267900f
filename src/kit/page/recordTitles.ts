/**
 * Record titles by path: a detail page names its record ("Linen shirt") so the visited-view tab and
 * the breadcrumb's last crumb can show it instead of the route's generic title ("Edit product").
 * A tiny external store (no context needed), read by the shell with `useRecordTitleOf(path)`.
 */
import { useEffect, useSyncExternalStore } from 'react';

const titles = new Map<string, string>();
const listeners = new Set<() => void>();
let version = 0;

function emit() {
  version += 1;
  listeners.forEach((listener) => listener());
}

export function setRecordTitle(path: string, title: string | null): void {
  if (title) {
    if (titles.get(path) === title) return;
    titles.set(path, title);
  } else if (!titles.delete(path)) return;
  emit();
}

export const recordTitleOf = (path: string): string | null => titles.get(path) ?? null;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The record title shown for `path`, or null (then the route's title applies). */
export function useRecordTitleOf(path: string): string | null {
  useSyncExternalStore(subscribe, () => version, () => version);
  return recordTitleOf(path);
}

/** For a list of paths (the visited-view tabs): a lookup that re-renders when any title changes. */
export function useRecordTitles(): (path: string) => string | null {
  useSyncExternalStore(subscribe, () => version, () => version);
  return recordTitleOf;
}

/**
 * Names the record of the page at `path` while it is known. The title stays after leaving the page,
 * so the tab of a visited record keeps its name.
 */
export function useRecordTitle(path: string, title: string | null | undefined): void {
  useEffect(() => {
    if (title) setRecordTitle(path, title);
  }, [path, title]);
}
