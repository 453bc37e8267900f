/**
 * The portal's one API client, wired to the session store, the active language and the translations.
 * The app hands in how notifications are shown (`setNotifier`, e.g. the Toast queue); the session
 * machine listens for expiry (`onSessionExpired`) and signs out.
 */
import { config } from '@/config';
import { getLanguage, hasKey, t } from '@/i18n/i18n';
import { createClient } from './client';
import { contract, moreCalls } from './contract';
import type { Notification } from './errors';
import { sessionStore } from './session';

export type Contract = typeof contract;

/** Notifications raised before the app has a place to show them wait here. */
let pending: Notification[] = [];
let notifier: ((notification: Notification) => void) | null = null;

export function setNotifier(show: ((notification: Notification) => void) | null): void {
  notifier = show;
  if (show) {
    const waiting = pending;
    pending = [];
    // One argument each: a notifier with an optional second parameter (the toast queue's `notify(n, queue)`)
    // must not be handed forEach's index as that parameter.
    for (const notification of waiting) show(notification);
  }
}

export function notify(notification: Notification): void {
  if (notifier) notifier(notification);
  else pending.push(notification);
}

const expiryListeners = new Set<() => void>();

/** Runs `listener` whenever a call answers 401 / 40101; returns the unsubscribe function. */
export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

const client = createClient(contract, {
  baseURL: config.apiBase || undefined,
  getToken: () => sessionStore.getToken(),
  getLanguage,
  translator: { t: (key) => t(key), hasKey: (key) => hasKey(key) },
  notify,
  onExpired: () => expiryListeners.forEach((listener) => listener()),
  moreCalls,
});

/** `api.call('login', { body })` — typed from the contract. */
export const api = client;
export { ApiError } from './client';
export type { Notification } from './errors';
