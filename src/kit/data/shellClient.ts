/**
 * The signed-in shell's QueryClient, one per shell visit (signing out and in again starts with an empty cache,
 * never another user's data), and the first page's head start: the document's first signed-in page may start its
 * calls before the shell has rendered (the router's prefetch of that page, src/routes/firstPageCalls.ts), into a
 * client made for the token it was signed in with; the shell's DataProvider then takes that client, so the page
 * finds its answers (or the requests under way) in the cache instead of sending them after the shell and the page
 * have rendered (issue 13). A client made for another token (signed out meanwhile) is never taken.
 */
import { notifyManager, type QueryClient } from '@tanstack/react-query';
import { api, notify } from '@/api';
import { sessionStore } from '@/api/session';
import { t } from '@/i18n/i18n';
import { portOf, type CallPort } from './callContext';
import { createQueryClient, frameScheduler } from './queryClient';

// Answers arriving within a frame render together (see frameScheduler); set once, with the first client.
notifyManager.setScheduler(frameScheduler());

export const newQueryClient = (): QueryClient => createQueryClient({ notify, fallbackMessage: () => t('error.requestFailed') });

let early: { token: string; client: QueryClient } | null = null;

/** The client the first page's prefetch fills (made now for the current token), or null when signed out. */
export function earlyClient(): QueryClient | null {
  const token = sessionStore.getToken();
  if (!token) return null;
  if (early?.token !== token) early = { token, client: newQueryClient() };
  return early.client;
}

/** The client a mounting shell takes: the early one when it was made for the current token, else null. */
export function takeEarlyClient(): QueryClient | null {
  const token = sessionStore.getToken();
  return early && early.token === token ? early.client : null;
}

/** The shell has it (its first commit): a later shell visit starts with a client of its own. */
export function releaseEarlyClient(client: QueryClient): void {
  if (early?.client === client) early = null;
}

/** Runs a first page's prefetch with the early client and the API client's port; nothing when signed out. */
export function startEarly(prefetch: (client: QueryClient, call: CallPort) => void): void {
  const client = earlyClient();
  if (client) prefetch(client, portOf(api.call));
}
