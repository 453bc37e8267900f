import { beforeAll, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { LazyActor, startAppActors, type LazyActorSpec } from './lazyActor';

/** A machine whose initial state counts its entries: a resumed actor must not pass through it. */
const entries = { starting: 0 };
const machine = setup({
  types: { context: {} as { n: number }, events: {} as { type: 'go' } | { type: 'add' } },
  actions: { enterStarting: () => void entries.starting++ },
}).createMachine({
  context: { n: 0 },
  initial: 'starting',
  states: {
    starting: { entry: 'enterStarting', on: { go: 'done' } },
    idle: { on: { go: 'done', add: { actions: assign({ n: ({ context }) => context.n + 1 }) } } },
    done: {},
  },
});
type M = typeof machine;

const spec = (overrides: Partial<LazyActorSpec<M, undefined>> = {}): LazyActorSpec<M, undefined> => ({
  machine: () => machine,
  initial: () => ({ value: 'idle', context: { n: 5 } }),
  resume: true,
  startOnEvent: true,
  ...overrides,
});

describe('LazyActor', () => {
  // `start()` imports the runtime chunk (xstate and every app machine with what they import). Its first
  // transform in a fresh worker can outlast a test's 5 s while npm test builds the server seeds beside it
  // (4 tests timed out in one idle full run); import it once here, with room, so the tests time only their logic.
  beforeAll(() => import('./runtime'), 60_000);

  it('answers from the boot state, without the machine, until something starts it', () => {
    const actor = new LazyActor(spec(), {});
    actor.boot();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.n).toBe(5);
  });

  it('keeps events sent before the machine runs and delivers them, in order, in the resumed state', async () => {
    entries.starting = 0;
    const actor = new LazyActor(spec(), {});
    actor.boot();
    const seen = vi.fn();
    actor.subscribe(seen);
    actor.send({ type: 'add' });
    actor.send({ type: 'go' });
    await actor.start();
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.n).toBe(6);
    // Resumed where the boot left it: the machine's own initial state never ran.
    expect(entries.starting).toBe(0);
    expect(seen).toHaveBeenCalled();
  });

  it('follows the boot state the plain work reaches, and resumes from it', async () => {
    const actor = new LazyActor(spec({ initial: () => ({ value: 'starting', context: { n: 0 } }), settle: (_, control) => control.set({ value: 'idle', context: { n: 1 } }) }), {});
    actor.boot();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'add' });
    await actor.start();
    expect(actor.getSnapshot().context.n).toBe(2);
  });

  it('holds a resumed machine back until the boot has settled, even when asked to start before', async () => {
    let finish = () => {};
    const actor = new LazyActor(
      spec({
        initial: () => ({ value: 'starting', context: { n: 0 } }),
        settle: (_, control) =>
          new Promise<void>((resolve) => {
            finish = () => {
              control.set({ value: 'idle', context: { n: 3 } });
              resolve();
            };
          }),
      }),
      {},
    );
    actor.boot();
    actor.send({ type: 'add' });
    const started = actor.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(actor.getSnapshot().value).toBe('starting'); // still the boot state: the machine waits
    finish();
    await started;
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.n).toBe(4);
  });

  it('only keeps the events of a machine that waits for the shell', async () => {
    const actor = new LazyActor(spec({ startOnEvent: false }), {});
    actor.boot();
    actor.send({ type: 'go' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(actor.getSnapshot().value).toBe('idle');
    await actor.start();
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('starts afresh when the spec does not resume', async () => {
    entries.starting = 0;
    const actor = new LazyActor(spec({ resume: false }), {});
    actor.boot();
    await actor.start();
    expect(actor.getSnapshot().value).toBe('starting');
    expect(actor.getSnapshot().context.n).toBe(0);
    expect(entries.starting).toBe(1);
  });

  it('starts every booted actor when the shell loads, and later ones at once', async () => {
    const before = new LazyActor(spec(), {});
    before.boot();
    await startAppActors();
    before.send({ type: 'go' });
    expect(before.getSnapshot().value).toBe('done'); // the machine runs: the event was handled synchronously
    const after = new LazyActor(spec(), {});
    after.boot();
    await after.start();
    after.send({ type: 'go' });
    expect(after.getSnapshot().value).toBe('done');
  });

  it('runs logic handed in (stories, tests) from its own initial state once booted', () => {
    entries.starting = 0;
    const actor = new LazyActor(spec(), {}, { logic: machine, createActor });
    expect(actor.getSnapshot().value).toBe('starting');
    actor.boot();
    actor.send({ type: 'go' });
    expect(actor.getSnapshot().value).toBe('done');
    expect(entries.starting).toBe(1);
  });
});
