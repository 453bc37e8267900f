import { describe, expect, it } from 'vitest';
import { createToastQueue, maxVisibleToasts, notify, toastDurations } from './toastQueue';

describe('notify', () => {
  it('keeps catalogue errors for 5 seconds and success for 3 seconds by default', () => {
    const queue = createToastQueue();
    notify({ kind: 'error', message: 'Unauthorised operation' }, queue);
    notify({ kind: 'success', message: 'Saved' }, queue);
    const [success, error] = queue.visibleToasts;
    expect(error.timeout).toBe(5000);
    expect(success.timeout).toBe(3000);
    expect(toastDurations).toEqual({ success: 3000, warning: 3000, error: 5000 });
  });

  it('uses the timeout the catalogue gives, and 0 keeps the toast until closed', () => {
    const queue = createToastQueue();
    notify({ kind: 'warning', message: 'Server busy', timeout: 8000 }, queue);
    notify({ kind: 'warning', message: 'Sticky', timeout: 0 }, queue);
    expect(queue.visibleToasts.map((toast) => toast.timeout)).toEqual([undefined, 8000]);
  });

  it('stacks newest first and holds back toasts beyond the visible maximum', () => {
    const queue = createToastQueue();
    const keys = Array.from({ length: maxVisibleToasts + 1 }, (_, i) => notify({ kind: 'success', message: `m${i}` }, queue));
    expect(queue.visibleToasts.map((toast) => toast.content.message)).toEqual(['m5', 'm4', 'm3', 'm2', 'm1']);
    queue.close(keys[5]);
    expect(queue.visibleToasts.map((toast) => toast.content.message)).toEqual(['m4', 'm3', 'm2', 'm1', 'm0']);
  });
});
