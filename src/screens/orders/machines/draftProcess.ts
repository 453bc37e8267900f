/**
 * Processing drafts (/orders/draft/process, no back navigation): the chosen drafts one after another. Each
 * draft is edited (map lines, address, channel — saved by the screen as the merchant goes), then submitted or
 * skipped; a refused submit stays on the draft with the server's reason. After the last one, `done` lists the
 * submitted orders (ready to pay) and the skipped ones. The submit call is the named actor `submit`, provided
 * by the screen with `.provide()` (tests and stories swap it).
 */
import { assign, fromPromise, setup } from 'xstate';

export interface DraftProcessContext {
  ids: number[];
  index: number;
  submitted: number[];
  skipped: number[];
  /** The server's translated reason the current draft was refused. */
  error: string | null;
}

export type DraftProcessEvent = { type: 'submit' } | { type: 'skip' } | { type: 'dismiss' };

/** Answers nothing when the draft went to awaiting payment; throws with the server's reason otherwise. */
export type SubmitDraft = (id: number) => Promise<void>;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const isLast = ({ context }: { context: DraftProcessContext }) => context.index >= context.ids.length - 1;

export const draftProcessMachine = setup({
  types: {
    context: {} as DraftProcessContext,
    events: {} as DraftProcessEvent,
    input: {} as { ids: number[] },
  },
  actors: {
    submit: fromPromise<void, { id: number }>(async () => {
      throw new Error('draftProcessMachine: provide the submit actor');
    }),
  },
  guards: { isLast, hasDrafts: ({ context }) => context.ids.length > 0 },
}).createMachine({
  id: 'draftProcess',
  context: ({ input }) => ({ ids: [...new Set(input.ids)], index: 0, submitted: [], skipped: [], error: null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasDrafts', target: 'editing' }, { target: 'done' }] },
    editing: {
      on: {
        submit: { target: 'submitting', actions: assign({ error: null }) },
        skip: [
          { guard: 'isLast', target: 'done', actions: assign({ skipped: ({ context }) => [...context.skipped, context.ids[context.index]] }) },
          { actions: assign({ skipped: ({ context }) => [...context.skipped, context.ids[context.index]], index: ({ context }) => context.index + 1, error: null }) },
        ],
        dismiss: { actions: assign({ error: null }) },
      },
    },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ id: context.ids[context.index] }),
        onDone: [
          { guard: 'isLast', target: 'done', actions: assign({ submitted: ({ context }) => [...context.submitted, context.ids[context.index]] }) },
          { target: 'editing', actions: assign({ submitted: ({ context }) => [...context.submitted, context.ids[context.index]], index: ({ context }) => context.index + 1 }) },
        ],
        onError: { target: 'editing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
});
