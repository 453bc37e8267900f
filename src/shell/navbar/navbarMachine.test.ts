import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cartCountsFrom, cartKindOf, emptyCounts, navbarMachine, type NavbarCounts } from './navbarMachine';

const counts: NavbarCounts = { ...emptyCounts, unreadMessages: 3, apps: ['consolidation'] };

describe('cart counts', () => {
  it('maps the spec cart types, 4 to 6 all being self-buy', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 0].map(cartKindOf)).toEqual(['normal', 'stocking', 'consolidation', 'selfBuy', 'selfBuy', 'selfBuy', null, null]);
  });

  it('sums the SKU counts per type and ignores unknown types', () => {
    const lines = [
      { type: 1, skuNum: 2 }, { type: 1, skuNum: 3 }, { type: 2, skuNum: 1 },
      { type: 4, skuNum: 1 }, { type: 5, skuNum: 2 }, { type: 6, skuNum: 4 }, { type: 9, skuNum: 50 },
    ];
    expect(cartCountsFrom(lines)).toEqual({ normal: 5, stocking: 1, consolidation: 0, selfBuy: 7 });
  });
});

describe('navbar machine', () => {
  it('loads the counts, then refreshes on request', async () => {
    let calls = 0;
    const machine = navbarMachine.provide({
      actors: { loadCounts: fromPromise(async () => ({ ...counts, unprocessedTasks: ++calls })) },
    });
    const actor = createActor(machine, { input: { customerId: 7 } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.counts.unprocessedTasks).toBe(1);
    expect(actor.getSnapshot().context.loaded).toBe(true);
    actor.send({ type: 'navbar.refresh' });
    expect(actor.getSnapshot().value).toBe('loading');
    // The previous figures stay on screen while the refresh runs.
    expect(actor.getSnapshot().context.counts.unprocessedTasks).toBe(1);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.counts.unprocessedTasks).toBe(2);
  });

  it('passes the customer id to the loader and recovers from a failure', async () => {
    const seen: number[] = [];
    let fail = true;
    const machine = navbarMachine.provide({
      actors: {
        loadCounts: fromPromise(async ({ input }: { input: { customerId: number } }) => {
          seen.push(input.customerId);
          if (fail) throw new Error('offline');
          return counts;
        }),
      },
    });
    const actor = createActor(machine, { input: { customerId: 42 } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.loaded).toBe(false);
    fail = false;
    actor.send({ type: 'navbar.refresh' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(seen).toEqual([42, 42]);
    expect(actor.getSnapshot().context.counts.unreadMessages).toBe(3);
  });
});
