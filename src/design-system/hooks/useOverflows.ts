import { useEffect, useRef, useState } from 'react';

/**
 * True while the element's content overflows it. A scrolling region must be reachable by keyboard
 * (WCAG 2.1.1, axe's scrollable-region-focusable), but a region that fits should not add a useless tab
 * stop: callers set `tabIndex={overflows ? 0 : undefined}`. The element and its children are observed,
 * so content that grows inside a capped frame is noticed too.
 */
export function useOverflows<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows] as const;
}
