/**
 * The app's one toast queue and the `notify` helper the core's error catalogue calls.
 * Kept apart from the components so non-React code (the API client, machines) can notify
 * without importing React components.
 */
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export const toastKinds = ['success', 'warning', 'error'] as const;
export type ToastKind = (typeof toastKinds)[number];

/** What a toast shows: the kind picks colour and icon; the message is already translated. */
export interface ToastContent {
  kind: ToastKind;
  message: string;
}

/** A notification as the error catalogue yields it. */
export interface Notification extends ToastContent {
  /** Milliseconds before the toast closes itself; 0 keeps it until closed. */
  timeout?: number;
}

/**
 * Default durations (spec section 8): errors of the catalogue stay 5 seconds; success and
 * warnings use the usual 3 seconds. A catalogue entry may still pass its own `timeout`.
 */
export const toastDurations: Record<ToastKind, number> = { success: 3000, warning: 3000, error: 5000 };

/** Newest on top; beyond five the oldest wait in the queue until one closes. */
export const maxVisibleToasts = 5;

export const createToastQueue = () => new ToastQueue<ToastContent>({ maxVisibleToasts });

export const toastQueue = createToastQueue();

/** Shows a notification and returns its key (for `toastQueue.close(key)`). */
export function notify({ kind, message, timeout }: Notification, queue = toastQueue): string {
  const duration = timeout ?? toastDurations[kind];
  // React Aria treats a missing timeout as "stay until closed"; 0 means the same here.
  return queue.add({ kind, message }, duration > 0 ? { timeout: duration } : {});
}
