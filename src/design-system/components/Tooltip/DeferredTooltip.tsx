/**
 * A hover and keyboard-focus tooltip whose overlay code (React Aria's Tooltip: positioning, portal, arrow)
 * loads the first time a tooltip is due (issue 13: the signed-in shell's icon buttons and rail links show one,
 * and its first paint need not carry that code). The control keeps its element: the hook listens on it through
 * a ref, so nothing remounts when the code arrives. As React Aria's TooltipTrigger: shown after `delay` on
 * mouse hover and at once on keyboard focus, hidden on leave, blur, press and Escape; one at a time.
 */
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode, type Ref } from 'react';
import type { TooltipProps } from './Tooltip';

const TooltipOverlay = lazy(() => import('./TooltipOverlay'));

/** The tooltip shown now (React Aria shows one at a time), closed when another opens. */
let hideShown: (() => void) | undefined;

export interface DeferredTooltipOptions {
  /** The tooltip's text; `null` draws none. */
  content: ReactNode;
  delay?: number;
  placement?: TooltipProps['placement'];
}

/** The trigger's ref (merge it with any other) and the tooltip to render beside the trigger. */
export function useDeferredTooltip({ content, delay = 500, placement }: DeferredTooltipOptions): { ref: (element: HTMLElement | null) => void; tooltip: ReactNode } {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLElement | null>(null);
  const detach = useRef<(() => void) | null>(null);
  const enabled = content != null;
  // The listeners are attached by the ref itself, not by an effect reading the element from state: setting that
  // state as the ref was attached re-rendered every trigger synchronously right after the commit that mounted it,
  // and that re-render ran the commit's passive effects inside the same task (issue 13: the signed-in shell's
  // first commit, whose icon buttons and rail links all have a tooltip, was one task with all its effects).
  const ref = useCallback((element: HTMLElement | null) => {
    detach.current?.();
    detach.current = null;
    triggerRef.current = element;
    if (!element || !enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const hide = () => {
      clearTimeout(timer);
      setOpen(false);
      if (hideShown === hide) hideShown = undefined;
    };
    const show = () => {
      clearTimeout(timer);
      if (hideShown !== hide) hideShown?.();
      hideShown = hide;
      setOpen(true);
    };
    const onEnter = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clearTimeout(timer);
      timer = setTimeout(show, delay);
    };
    const onFocus = () => {
      if (element.matches(':focus-visible')) show();
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    const listeners = [
      ['pointerenter', onEnter],
      ['pointerleave', hide],
      ['pointerdown', hide],
      ['focus', onFocus],
      ['blur', hide],
      ['keydown', onKey],
    ] as const;
    for (const [type, listener] of listeners) element.addEventListener(type, listener as EventListener);
    detach.current = () => {
      // Only a tooltip shown (or due) is closed: a state update here would re-render the trigger inside the commit.
      clearTimeout(timer);
      if (hideShown === hide) hide();
      for (const [type, listener] of listeners) element.removeEventListener(type, listener as EventListener);
    };
  }, [enabled, delay]);
  const close = useCallback(() => setOpen(false), []);
  const tooltip =
    open && enabled ? (
      <Suspense fallback={null}>
        <TooltipOverlay triggerRef={triggerRef} placement={placement} onClose={close}>
          {content}
        </TooltipOverlay>
      </Suspense>
    ) : null;
  return { ref, tooltip };
}

/** Both refs get the element: the caller's (a prop, React 19) and the tooltip's. */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): (node: T | null) => void {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
