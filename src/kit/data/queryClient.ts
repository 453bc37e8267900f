/**
 * The portal's QueryClient. The error catalogue (src/api/errors.ts, already applied by the client to
 * every answer) is shown HERE, once, for every query and mutation: the data layer calls the client
 * with `silent: true`, and the caches' onError hand the ApiError's notification to `notify`. A screen
 * that presents an error itself (a form putting a 9001 on its field) opts out with `meta.quiet`.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/client';
import type { Notification } from '@/api/errors';

export interface DataMeta extends Record<string, unknown> {
  /** The screen shows this call's failure itself; no toast. */
  quiet?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: DataMeta;
    mutationMeta: DataMeta;
  }
}

export interface QueryClientDeps {
  notify(notification: Notification): void;
  /** Text for failures that are not API answers (a bug, a thrown error). */
  fallbackMessage(): string;
}

function report(error: unknown, meta: DataMeta | undefined, deps: QueryClientDeps) {
  if (meta?.quiet) return;
  if (error instanceof ApiError) {
    // Expiry has no message of its own: the session machine signs out (client.ts onExpired).
    if (error.notification) deps.notify(error.notification);
    return;
  }
  if (error instanceof DOMException && error.name === 'AbortError') return;
  deps.notify({ kind: 'error', message: deps.fallbackMessage() });
}

/**
 * TanStack Query's notification scheduler for the portal: the results that arrive within one frame
 * (16 ms) reach React in one task, so React renders them in one pass. With the default (a timer of 0 ms
 * per result) a page whose calls answer a few milliseconds apart re-renders the shell and the page once
 * per answer: the dashboard's five figures and the top bar's counts were as many long tasks on a phone.
 */
export function frameScheduler(frame = 16): (callback: () => void) => void {
  let queue: (() => void)[] = [];
  return (callback) => {
    queue.push(callback);
    if (queue.length > 1) return;
    setTimeout(() => {
      const due = queue;
      queue = [];
      for (const run of due) {
        try {
          run();
        } catch (error) {
          // One failing listener must not keep the others' results from React: rethrown on its own, as before.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    }, frame);
  };
}

export function createQueryClient(deps: QueryClientDeps): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta, deps) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => report(error, mutation.meta, deps) }),
    defaultOptions: {
      queries: {
        // A failed read is shown (toast + the screen's retry state) rather than silently repeated;
        // the catalogue already tells the user when the server is busy.
        retry: false,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
