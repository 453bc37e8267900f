import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { draftProcessMachine } from './draftProcess';

const machineWith = (refuse: Set<number>) => draftProcessMachine.provide({
  actors: {
    submit: fromPromise<void, { id: number }>(async ({ input }) => {
      if (refuse.has(input.id)) throw new Error(`Order ${input.id} cannot be submitted.`);
    }),
  },
});

describe('draftProcessMachine', () => {
  it('goes through the drafts: submitted, refused (stays with the reason), skipped', async () => {
    const actor = createActor(machineWith(new Set([2])), { input: { ids: [1, 2, 3, 1] } }).start();
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.index === 1);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ index: 1, error: 'Order 2 cannot be submitted.' });
    actor.send({ type: 'skip' });
    expect(actor.getSnapshot().context).toMatchObject({ index: 2, error: null, skipped: [2] });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(actor.getSnapshot().context).toMatchObject({ submitted: [1, 3], skipped: [2] });
  });

  it('is done at once without drafts', () => {
    const actor = createActor(machineWith(new Set()), { input: { ids: [] } }).start();
    expect(actor.getSnapshot().value).toBe('done');
  });
});
