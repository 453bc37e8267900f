/**
 * A ref that always holds the latest `value` (set after each commit, before effects and events read it). For
 * callbacks that must stay one function across renders (so memoised children skip re-renders) yet call what
 * the latest props hold: `const latest = useLatest(props); const onX = useCallback(() => latest.current.onX(), [])`.
 * Read it in events and effects, never during render.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
