/**
 * Publishing from the product list, as the dialog walks it: choose the stores (and their collections),
 * check what would be blocked or warned about, then start the job and follow it. The calls are named
 * actors (`check`, `publish`) the dialog provides with `.provide()`, so stories and tests swap them.
 */
import { assign, fromPromise, setup } from 'xstate';

export interface ShelfCheckLine {
  skuListId: number;
  storeId: number;
  title: string;
  storeName: string;
  blocked: string | null;
  blockedMessage: string | null;
  warnings: string[];
  warningMessages: string[];
  published: boolean;
}

export interface PublishChoice {
  skuListIds: number[];
  storeIds: number[];
  /** Collection ids per store id. */
  collections: Record<number, string[]>;
}

export interface PublishContext extends PublishChoice {
  check: ShelfCheckLine[] | null;
  jobId: number | null;
  /** The server's translated message of a failed check or start. */
  error: string | null;
}

export type PublishEvent =
  | { type: 'stores'; storeIds: number[] }
  | { type: 'collections'; storeId: number; ids: string[] }
  | { type: 'check' }
  | { type: 'back' }
  | { type: 'publish' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Lines that would be sent (not blocked). */
export const publishable = (check: readonly ShelfCheckLine[] | null) => (check ?? []).filter((line) => line.blocked === null);

export const publishMachine = setup({
  types: {
    context: {} as PublishContext,
    events: {} as PublishEvent,
    input: {} as { skuListIds: number[] },
  },
  actors: {
    check: fromPromise<ShelfCheckLine[], PublishChoice>(async () => []),
    publish: fromPromise<{ id: number }, PublishChoice>(async () => ({ id: 0 })),
  },
  guards: {
    hasStores: ({ context }) => context.storeIds.length > 0,
    hasPublishable: ({ context }) => publishable(context.check).length > 0,
  },
}).createMachine({
  id: 'publish',
  context: ({ input }) => ({ skuListIds: input.skuListIds, storeIds: [], collections: {}, check: null, jobId: null, error: null }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        stores: {
          actions: assign(({ context, event }) => ({
            storeIds: event.storeIds,
            // Collections of a store no longer chosen are forgotten.
            collections: Object.fromEntries(Object.entries(context.collections).filter(([id]) => event.storeIds.includes(Number(id)))),
          })),
        },
        collections: { actions: assign(({ context, event }) => ({ collections: { ...context.collections, [event.storeId]: event.ids } })) },
        check: { guard: 'hasStores', target: 'checking' },
      },
    },
    checking: {
      entry: assign({ error: null }),
      invoke: {
        src: 'check',
        input: ({ context }) => ({ skuListIds: context.skuListIds, storeIds: context.storeIds, collections: context.collections }),
        onDone: { target: 'reviewing', actions: assign({ check: ({ event }) => event.output }) },
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    reviewing: {
      on: {
        back: 'choosing',
        publish: { guard: 'hasPublishable', target: 'starting' },
      },
    },
    starting: {
      entry: assign({ error: null }),
      invoke: {
        src: 'publish',
        input: ({ context }) => ({ skuListIds: context.skuListIds, storeIds: context.storeIds, collections: context.collections }),
        onDone: { target: 'following', actions: assign({ jobId: ({ event }) => event.output.id }) },
        onError: { target: 'reviewing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    /** The job runs on the server; the dialog follows it (closing the dialog does not stop it). */
    following: {},
  },
});
