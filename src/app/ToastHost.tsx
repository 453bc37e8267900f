/**
 * The toast region, loaded when the first toast is queued. React Aria's region renders nothing while the
 * queue is empty, so nothing is lost by waiting for one; meanwhile its code (the landmark, the live
 * announcer, the toast strings of every locale) stays out of the first page load (issue 13's /login budget).
 * Once loaded it stays mounted, so later toasts appear at once.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastQueue } from '@/design-system/components/Toast/toastQueue';

const ToastRegion = lazy(async () => ({ default: (await import('@/design-system/components/Toast/Toast')).ToastRegion }));

let wanted = false;
const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);
/** True from the first queued toast on (never false again: the region keeps its state and focus handling). */
const hasHadToasts = () => (wanted ||= toastQueue.visibleToasts.length > 0);

export function ToastHost() {
  const show = useSyncExternalStore(subscribe, hasHadToasts, () => false);
  return show ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
