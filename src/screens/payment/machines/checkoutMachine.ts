/**
 * Paying orders from the balance (/payment/checkout): ready → paying → paid, or failed and back. One
 * Idempotency-Key per checkout attempt is made when the machine starts and reused by every retry, so a
 * request repeated after a lost answer pays once and answers the same result. The call is the named actor
 * `pay`, which the screen provides with `.provide()` (stories and tests swap it).
 */
import { assign, fromPromise, setup } from 'xstate';
import { newIdempotencyKey } from '../submissionKey';

export interface PaidResult {
  checkoutId: number;
  orderIds: number[];
  amountCents: number;
  paidAt: string;
}

export interface CheckoutContext {
  orderIds: number[];
  idempotencyKey: string;
  result: PaidResult | null;
  /** The server's translated message of the last failure. */
  error: string | null;
}

/** `pay` names the orders (the payable ones the screen shows); a retry repeats the same key. */
export type CheckoutEvent = { type: 'pay'; orderIds: number[] } | { type: 'dismiss' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export { newIdempotencyKey };

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as { idempotencyKey?: string },
  },
  actors: {
    pay: fromPromise<PaidResult, { orderIds: number[]; idempotencyKey: string }>(async () => {
      throw new Error('checkoutMachine: provide the pay actor');
    }),
  },
  actions: {
    remember: assign({ orderIds: ({ event }) => (event.type === 'pay' ? [...event.orderIds] : []) }),
  },
  guards: {
    hasOrders: ({ event }) => event.type === 'pay' && event.orderIds.length > 0,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({ orderIds: [], idempotencyKey: input.idempotencyKey ?? newIdempotencyKey(), result: null, error: null }),
  initial: 'ready',
  states: {
    ready: {
      on: { pay: { guard: 'hasOrders', target: 'paying', actions: 'remember' } },
    },
    paying: {
      entry: assign({ error: null }),
      invoke: {
        src: 'pay',
        input: ({ context }) => ({ orderIds: context.orderIds, idempotencyKey: context.idempotencyKey }),
        onDone: { target: 'paid', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: {
      on: { pay: { guard: 'hasOrders', target: 'paying', actions: 'remember' }, dismiss: { target: 'ready', actions: assign({ error: null }) } },
    },
    paid: { type: 'final' },
  },
});
