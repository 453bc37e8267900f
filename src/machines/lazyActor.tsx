/**
 * App-level actors whose XState machine loads with the signed-in shell, not with the first page (issue 13:
 * xstate and the five app machines were ~15 kB gzip of /login). Each context is what `createActorContext`
 * gives (`Provider`, `useSelector`, `useActorRef().send`), backed by a `LazyActor`:
 * - until the machine runs, a plain boot state (a few lines per machine, in its index.ts) answers the
 *   selectors: e.g. the language's translations load, a visitor without a token is signed out;
 * - the machine starts when the shell loads (`startAppActors`, from the router), when the boot says so (a
 *   token at start: the session loads its user), or on the first event sent to it (a sign-in, a language
 *   switch). Events sent before it runs are kept and delivered in order once it does;
 * - it resumes in the boot state (`resume`: a resting state without invocations, e.g. language `ready`) or
 *   starts afresh (the session, whose machine itself decides from the stored token).
 * Stories and tests hand in their logic and `createActor`: the actor then starts at once, as before.
 */
import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { preloadOfetch } from '@/api/client';
import type { ActorOptions, AnyActorRef, AnyStateMachine, createActor as CreateActor, EventFrom, SnapshotFrom } from 'xstate';

/** What the selectors read: the state's name, its context and `matches` (the app machines are flat). */
export type SnapshotOf<M extends AnyStateMachine> = Pick<SnapshotFrom<M>, 'value' | 'context' | 'matches'>;
export interface BootState<M extends AnyStateMachine> {
  value: string;
  context: SnapshotFrom<M>['context'];
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The chunk holding xstate and the app machines (src/machines/runtime.ts). */
export type Runtime = typeof import('./runtime');
const loadRuntime = (): Promise<Runtime> => {
  // The machines call the API as soon as they run: its HTTP library loads beside them (src/api/client.ts).
  preloadOfetch();
  return import('./runtime');
};

export interface BootControl<M extends AnyStateMachine> {
  /** Moves the boot state (the plain work before the machine runs finished). */
  set: (state: BootState<M>) => void;
  /** Starts the machine now. */
  start: () => void;
}

export interface LazyActorSpec<M extends AnyStateMachine, Input> {
  /** The machine, from the runtime chunk. */
  machine: (runtime: Runtime) => M;
  /** The first boot state (no side effects: a discarded first render may call it). */
  initial: (input: Input | undefined) => BootState<M>;
  /**
   * The plain work after the first commit: moves the boot state (`control.set`) or starts the machine. The
   * promise it returns holds the machine back until that work is done (it resumes in the state reached then).
   */
  settle?: (state: BootState<M>, control: BootControl<M>) => Promise<void> | void;
  /** Resume the machine in the boot state (true), or start it from its own initial state (false). */
  resume: boolean;
  /**
   * Whether an event sent before the machine runs starts it (a sign-in, a language switch), or only waits for
   * the shell with it (the version check and permission events every page sends, which public pages need not act on).
   */
  startOnEvent: boolean;
}

const bootSnapshot = <M extends AnyStateMachine>(state: BootState<M>): SnapshotOf<M> =>
  ({ value: state.value, context: state.context, matches: (value: unknown) => value === state.value }) as unknown as SnapshotOf<M>;

/** Actors waiting for the shell, and whether it has loaded (later ones start at once). */
const waitingForShell = new Set<LazyActor<AnyStateMachine, unknown>>();
let shellLoaded = false;

/** Called as the signed-in shell loads (src/routes/router.tsx): every app machine starts. */
export async function startAppActors(): Promise<void> {
  shellLoaded = true;
  await Promise.all([loadRuntime(), ...[...waitingForShell].map((actor) => actor.start())]);
}

export class LazyActor<M extends AnyStateMachine, Input> {
  private snapshot: SnapshotOf<M>;
  private bootState: BootState<M>;
  private actor: AnyActorRef | null = null;
  private starting: Promise<void> | null = null;
  private readonly queue: EventFrom<M>[] = [];
  private readonly listeners = new Set<() => void>();
  private booted = false;
  /** Resolves once the boot's plain work is done: a resumed machine must not start in a state still loading. */
  private readonly settled: Promise<void>;
  private markSettled: () => void = () => undefined;

  constructor(
    private readonly spec: LazyActorSpec<M, Input>,
    private readonly options: { input?: Input },
    /** Given by stories and tests: this logic runs at once (created now, started after the first commit). */
    given?: { logic: M; createActor: typeof CreateActor },
  ) {
    this.settled = new Promise((resolve) => {
      this.markSettled = resolve;
    });
    this.bootState = spec.initial(options.input);
    this.snapshot = bootSnapshot(this.bootState);
    if (given) this.create(given.createActor, given.logic, false);
  }

  /** Runs once, after the first commit (a discarded first render leaves nothing running). */
  boot(): void {
    if (this.booted) return;
    this.booted = true;
    if (this.actor) {
      this.actor.start();
      this.setSnapshot(this.actor.getSnapshot() as SnapshotOf<M>);
      return;
    }
    waitingForShell.add(this as LazyActor<AnyStateMachine, unknown>);
    // The router may load the shell before this runs (it starts the first navigation when it is built, in the
    // first render): the machine then waits for the settled boot, not for the shell.
    void Promise.resolve(this.spec.settle?.(this.bootState, { set: (state) => this.setBoot(state), start: () => void this.start() })).finally(this.markSettled);
    if (shellLoaded) void this.start();
  }

  getSnapshot = (): SnapshotOf<M> => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  send = (event: EventFrom<M>): void => {
    if (this.actor) {
      this.actor.send(event);
      return;
    }
    this.queue.push(event);
    if (this.spec.startOnEvent) void this.start();
  };

  start(): Promise<void> {
    this.starting ??= Promise.all([loadRuntime(), this.settled])
      // Each actor is created and started in a task of its own, not in the task that evaluates the runtime's chunk:
      // together (xstate and the machines evaluated, then every app actor's first transitions, its invocations and
      // the session's first call) they were one task of 12-20 ms at 1x CPU after the first paint (issue 13).
      .then(([runtime]) => nextTask().then(() => runtime))
      .then((runtime) => {
        if (!this.actor) this.create(runtime.createActor, this.spec.machine(runtime), true);
      });
    return this.starting;
  }

  private setBoot(state: BootState<M>): void {
    if (this.actor) return;
    this.bootState = state;
    this.setSnapshot(bootSnapshot(state));
  }

  private setSnapshot(snapshot: SnapshotOf<M>): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }

  /** Creates the actor: resumed in the boot state or fresh; started now (`run`) or in boot() (given logic). */
  private create(createActor: typeof CreateActor, logic: M, run: boolean): void {
    waitingForShell.delete(this as LazyActor<AnyStateMachine, unknown>);
    const resumed = run && this.spec.resume ? { snapshot: logic.resolveState(this.bootState) } : {};
    const actor = createActor(logic, { ...this.options, ...resumed } as unknown as ActorOptions<M>);
    this.actor = actor;
    actor.subscribe(() => this.setSnapshot(actor.getSnapshot() as SnapshotOf<M>));
    this.snapshot = actor.getSnapshot() as SnapshotOf<M>;
    if (!run) return;
    actor.start();
    this.setSnapshot(actor.getSnapshot() as SnapshotOf<M>);
    for (const event of this.queue.splice(0)) actor.send(event);
  }
}

export interface LazyProviderProps<M extends AnyStateMachine, Input> {
  /** Other logic (stories, tests), run at once with the given `createActor`. */
  logic?: M;
  createActor?: typeof CreateActor;
  options?: { input?: Input };
  children: ReactNode;
}

/** A context like @xstate/react's `createActorContext`, over a `LazyActor`. */
export function createLazyActorContext<M extends AnyStateMachine, Input = undefined>(spec: LazyActorSpec<M, Input>) {
  const Context = createContext<LazyActor<M, Input> | null>(null);

  function Provider({ logic, createActor, options, children }: LazyProviderProps<M, Input>) {
    // No side effects while rendering: they run in boot(), after the first commit.
    const [actor] = useState(() => new LazyActor<M, Input>(spec, { input: options?.input }, logic && createActor ? { logic, createActor } : undefined));
    useEffect(() => actor.boot(), [actor]);
    return <Context.Provider value={actor}>{children}</Context.Provider>;
  }

  function useActorRef(): LazyActor<M, Input> {
    const actor = useContext(Context);
    if (!actor) throw new Error('An app actor was read outside its Provider (src/app/AppProviders.tsx).');
    return actor;
  }

  function useSelector<T>(selector: (snapshot: SnapshotOf<M>) => T): T {
    const actor = useActorRef();
    const last = useRef<{ snapshot: SnapshotOf<M>; selector: (snapshot: SnapshotOf<M>) => T; value: T } | null>(null);
    const read = () => {
      const snapshot = actor.getSnapshot();
      const previous = last.current;
      if (previous && previous.snapshot === snapshot && previous.selector === selector) return previous.value;
      const value = selector(snapshot);
      // An equal answer keeps its identity, so a component re-renders only when what it reads changed.
      last.current = { snapshot, selector, value: previous && Object.is(previous.value, value) ? previous.value : value };
      return last.current.value;
    };
    return useSyncExternalStore(actor.subscribe, read, read);
  }

  return { Provider, useActorRef, useSelector };
}
