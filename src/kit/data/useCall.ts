/**
 * `useCall(name, input)` and `useMutateCall(name, { invalidates })`: every screen's server state,
 * typed from the contract and cached by TanStack Query under `[name, input]`.
 *
 * - de-duplication and cache: two components asking for the same call and input share one request;
 * - abort: the query's AbortSignal goes to ofetch, so leaving a page cancels what it was loading;
 * - the previous page stays on screen while the next one loads (`keepPreviousData`);
 * - failures are shown once, by the QueryClient (queryClient.ts), never by the screen.
 */
import {
  keepPreviousData, useMutation, useQuery, useQueryClient,
  type QueryKey, type UseMutationResult, type UseQueryResult,
} from '@tanstack/react-query';
import { useCallPort, type CallPort } from './callContext';
import { callKey, type CallData, type CallInput, type CallName } from './types';

export interface UseCallOptions<N extends CallName = CallName> {
  /** False: do not load yet (e.g. an id is still missing). */
  enabled?: boolean;
  /** Reload every so many ms (job progress), or decide from the last answer; false or absent: no polling. */
  refetchInterval?: number | false | ((data: CallData<N> | undefined) => number | false);
  /** The screen shows the failure itself: no toast. */
  quiet?: boolean;
}

/**
 * Resolves in a task of its own. A query's request is sent from there rather than from the render that asked for
 * it: the browser's fetch() costs ~3 ms of main thread per request (12 ms on a slow phone at 4x), and a screen's
 * first render starting five or six of them made its commit one long task (issue 13). The wait is one task, not a
 * delay; an aborted query (the page left meanwhile) sends nothing.
 */
const nextTask = (signal: AbortSignal) => new Promise<void>((resolve, reject) => {
  setTimeout(() => (signal.aborted ? reject(signal.reason) : resolve()), 0);
});

/**
 * A call's cache key and loader, as every reader of it uses them: useCall, and a prefetch that starts a call
 * before its readers mount (the shell's counts: src/shell/navbar/navbarCounts.ts) so they join that request.
 */
export function callQuery<N extends CallName>(call: CallPort, name: N, input: CallInput<N>): { queryKey: QueryKey; queryFn(context: { signal: AbortSignal }): Promise<CallData<N>> } {
  return {
    queryKey: callKey(name, input),
    queryFn: async ({ signal }) => {
      await nextTask(signal);
      return call(name, input, { signal });
    },
  };
}

export function useCall<N extends CallName>(name: N, input: CallInput<N>, options: UseCallOptions<N> = {}): UseQueryResult<CallData<N>> {
  const call = useCallPort();
  const interval = options.refetchInterval;
  // Explicit types: inferring them from the key made TypeScript expand every call's input (TS2590).
  return useQuery<CallData<N>, Error, CallData<N>, QueryKey>({
    ...callQuery(call, name, input),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
    refetchInterval: typeof interval === 'function' ? (query) => interval(query.state.data) : interval,
    meta: { quiet: options.quiet },
  });
}

export interface UseMutateCallOptions<N extends CallName> {
  /** Calls whose cached answers this one makes stale (every input of each name is reloaded). */
  invalidates?: readonly CallName[];
  /** Show the server's success message as a toast (saves, removals). */
  notifySuccess?: boolean;
  /** The screen shows the failure itself (e.g. a form putting 9001 on the field): no toast. */
  quiet?: boolean;
  onSuccess?: (data: CallData<N>, input: CallInput<N>) => void;
}

export function useMutateCall<N extends CallName>(name: N, options: UseMutateCallOptions<N> = {}): UseMutationResult<CallData<N>, Error, CallInput<N>> {
  const call = useCallPort();
  const client = useQueryClient();
  return useMutation({
    mutationKey: [name],
    mutationFn: (input: CallInput<N>) => call(name, input, { notifySuccess: options.notifySuccess }),
    meta: { quiet: options.quiet },
    onSuccess: async (data, input) => {
      options.onSuccess?.(data, input);
      await Promise.all((options.invalidates ?? []).map((invalidated) => client.invalidateQueries({ queryKey: [invalidated] })));
    },
  });
}
