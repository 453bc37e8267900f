import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { checkoutMachine, type PaidResult } from './checkoutMachine';

const paid: PaidResult = { checkoutId: 7, orderIds: [1, 2], amountCents: 4_200, paidAt: '2026-11-23T10:00:00.000Z' };

describe('checkoutMachine', () => {
  it('pays with one key and keeps it for the retry after a failure', async () => {
    const keys: string[] = [];
    let attempts = 0;
    const actor = createActor(checkoutMachine.provide({
      actors: {
        pay: fromPromise(async ({ input }) => {
          keys.push(input.idempotencyKey);
          attempts += 1;
          if (attempts === 1) throw new Error('The server is busy.');
          return paid;
        }),
      },
    }), { input: {} }).start();
    actor.send({ type: 'pay', orderIds: [1, 2] });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('The server is busy.');
    actor.send({ type: 'pay', orderIds: [1, 2] });
    await waitFor(actor, (s) => s.matches('paid'));
    expect(actor.getSnapshot().context.result).toEqual(paid);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[0].length).toBeGreaterThanOrEqual(8);
  });

  it('does nothing without orders', () => {
    const actor = createActor(checkoutMachine, { input: {} }).start();
    actor.send({ type: 'pay', orderIds: [] });
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
