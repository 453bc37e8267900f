/**
 * How screens reach the API. `ApiContext` holds the client's `call` (the portal's real one by default;
 * a whole-portal story hands in its own). `CallPortContext` optionally holds a narrower, fully typed
 * port — what `fakeCalls` builds for View and kit stories — and wins when present.
 */
import { createContext, useContext, useMemo } from 'react';
import { api } from '@/api';
import type { CallOptions } from '@/api/client';
import type { Contract } from '@/api/contract';
import type { CallData, CallInput, CallName } from './types';

export type ApiCall = typeof api.call;

export const ApiContext = createContext<ApiCall>(api.call);

export const useApi = (): ApiCall => useContext(ApiContext);

export interface CallExtras {
  signal?: AbortSignal;
  /** Show the server's success message (saves, removals). */
  notifySuccess?: boolean;
}

/** One call by name with its typed input; failures are ApiErrors and are NOT shown (the QueryClient shows them). */
export type CallPort = <N extends CallName>(name: N, input: CallInput<N>, extras?: CallExtras) => Promise<CallData<N>>;

export const CallPortContext = createContext<CallPort | null>(null);

/**
 * The client as a CallPort. The one cast: TypeScript cannot resolve the client's per-call rest argument
 * for a generic name; `CallInput<N>` plus the extras is exactly that argument.
 */
export function portOf(call: ApiCall): CallPort {
  return <N extends CallName>(name: N, input: CallInput<N>, extras: CallExtras = {}) => {
    const run = call as (name: N, options: CallOptions<Contract[N]>) => Promise<CallData<N>>;
    return run(name, { ...input, ...extras, silent: true } as CallOptions<Contract[N]>);
  };
}

export function useCallPort(): CallPort {
  const port = useContext(CallPortContext);
  const call = useApi();
  const fromClient = useMemo(() => portOf(call), [call]);
  return port ?? fromClient;
}
