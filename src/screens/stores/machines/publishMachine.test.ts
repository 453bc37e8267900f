import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { publishMachine, type PublishChoice, type ShelfCheckLine } from './publishMachine';

const line = (over: Partial<ShelfCheckLine>): ShelfCheckLine => ({
  skuListId: 1, storeId: 7, title: 'Linen shirt', storeName: 'Trailhead', blocked: null, blockedMessage: null, warnings: [], warningMessages: [], published: false, ...over,
});

function start(check: (choice: PublishChoice) => Promise<ShelfCheckLine[]>, publish: (choice: PublishChoice) => Promise<{ id: number }>) {
  const machine = publishMachine.provide({
    actors: { check: fromPromise(({ input }) => check(input)), publish: fromPromise(({ input }) => publish(input)) },
  });
  return createActor(machine, { input: { skuListIds: [1, 2] } }).start();
}

describe('the publish workflow', () => {
  it('checks only once stores are chosen, then publishes the chosen stores and collections and follows the job', async () => {
    const sent: PublishChoice[] = [];
    const actor = start(async () => [line({}), line({ skuListId: 2, blocked: 'belowCost' })], async (choice) => { sent.push(choice); return { id: 41 }; });
    actor.send({ type: 'check' });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'stores', storeIds: [7, 8] });
    actor.send({ type: 'collections', storeId: 8, ids: ['summer'] });
    // A store no longer chosen forgets its collections.
    actor.send({ type: 'stores', storeIds: [7] });
    actor.send({ type: 'check' });
    await waitFor(actor, (state) => state.matches('reviewing'));
    actor.send({ type: 'publish' });
    const done = await waitFor(actor, (state) => state.matches('following'));
    expect(done.context.jobId).toBe(41);
    expect(sent).toEqual([{ skuListIds: [1, 2], storeIds: [7], collections: {} }]);
  });

  it('does not start when every item would be blocked', async () => {
    const actor = start(async () => [line({ blocked: 'outOfStock' })], async () => ({ id: 1 }));
    actor.send({ type: 'stores', storeIds: [7] });
    actor.send({ type: 'check' });
    await waitFor(actor, (state) => state.matches('reviewing'));
    actor.send({ type: 'publish' });
    expect(actor.getSnapshot().value).toBe('reviewing');
  });

  it('keeps the choice and shows the server\'s message when the check or the start fails', async () => {
    const actor = start(async () => { throw new Error('The store is not authorised.'); }, async () => ({ id: 1 }));
    actor.send({ type: 'stores', storeIds: [7] });
    actor.send({ type: 'check' });
    const back = await waitFor(actor, (state) => state.matches('choosing') && state.context.error !== null);
    expect(back.context.error).toBe('The store is not authorised.');
    expect(back.context.storeIds).toEqual([7]);

    const failing = start(async () => [line({})], async () => { throw new Error('Busy'); });
    failing.send({ type: 'stores', storeIds: [7] });
    failing.send({ type: 'check' });
    await waitFor(failing, (state) => state.matches('reviewing'));
    failing.send({ type: 'publish' });
    const again = await waitFor(failing, (state) => state.matches('reviewing') && state.context.error !== null);
    expect(again.context.error).toBe('Busy');
  });
});
