/**
 * The data layer's types, all derived from the contract: a call's input is its params, query and
 * body (as the contract declares them), its data is the envelope's `data`.
 */
import type { CallOptions } from '@/api/client';
import type { Contract, CallName, DataOf, QueryOf } from '@/api/contract';

export type { CallName } from '@/api/contract';

/** What a call takes: `{ params, query, body }` exactly as its contract entry declares them. */
export type CallInput<N extends CallName> = Omit<CallOptions<Contract[N]>, 'notifySuccess' | 'silent' | 'signal'>;
/** What a call answers (the envelope's `data`). */
export type CallData<N extends CallName> = DataOf<Contract[N]>;
/** A call's query object (the list kit binds it to the URL). */
export type CallQuery<N extends CallName> = NonNullable<QueryOf<Contract[N]>>;

/** The cache key of a call: its name first, so invalidating by name reaches every input. */
export type CallKey<N extends CallName> = readonly [N, CallInput<N>];
export const callKey = <N extends CallName>(name: N, input: CallInput<N>): CallKey<N> => [name, input];
