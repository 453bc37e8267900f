/**
 * A typed fake of the API for stories and tests: answer only the calls a story needs, each typed from
 * the contract (input in, data out), with no casts in the fixtures. A call the fake does not answer
 * fails loudly, so a story cannot pass on data it never set up. Provide it with
 * `<CallPortContext.Provider value={fakeCalls({...})}>`.
 */
import { ApiError } from '@/api/client';
import type { CallPort } from './callContext';
import type { CallData, CallInput, CallName } from './types';

export type FakeHandlers = { [N in CallName]?: (input: CallInput<N>) => CallData<N> | Promise<CallData<N>> };

/** A failure the way the client raises it (status and translated message), for error-state stories. */
export const fakeFailure = (call: CallName, status: number, message: string) =>
  new ApiError(call, status, { status, message, data: null }, { kind: 'error', message }, false);

export function fakeCalls(handlers: FakeHandlers, delayMs = 0): CallPort {
  return async function call<N extends CallName>(name: N, input: CallInput<N>): Promise<CallData<N>> {
    const handler: FakeHandlers[N] = handlers[name];
    if (!handler) throw new Error(`The fake API does not answer "${name}"`);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return handler(input);
  };
}
