import { afterEach, expect, test } from 'vitest';
import { notify as showToast, toastQueue } from '@/design-system/components/Toast/toastQueue';
import { notify, setNotifier } from './index';

afterEach(() => {
  setNotifier(null);
  toastQueue.clear();
});

test('notifications raised before the app shows them reach the toast queue once the app sets it', () => {
  notify({ kind: 'error', message: 'first' });
  notify({ kind: 'warning', message: 'second' });
  // What App.tsx hands in: the toast queue's notify, whose optional second parameter is the queue.
  setNotifier(showToast);
  expect(toastQueue.visibleToasts.map((toast) => toast.content.message).sort()).toEqual(['first', 'second']);
});

test('a waiting notification is passed alone, never with an index as a second argument', () => {
  notify({ kind: 'error', message: 'waiting' });
  const calls: unknown[][] = [];
  setNotifier((...args: unknown[]) => calls.push(args));
  expect(calls).toEqual([[{ kind: 'error', message: 'waiting' }]]);
});
