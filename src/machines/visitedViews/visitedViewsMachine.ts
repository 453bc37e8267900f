/**
 * The tabs of visited views in the top bar (spec section 4): at most 4, the oldest dropped when a
 * fifth is visited; a view can be closed singly, all others can be closed, or all of them.
 */
import { assign, setup } from 'xstate';

/** Spec section 9. */
export const MAX_VISITED_VIEWS = 4;

/** A visited view (spec section 3): its route name (a translation key of its title) and path. */
export interface VisitedView {
  name: string;
  path: string;
}

export interface VisitedViewsContext {
  views: VisitedView[];
}

export type VisitedViewsEvent =
  | { type: 'view.visit'; view: VisitedView }
  | { type: 'view.close'; path: string }
  | { type: 'view.closeOthers'; path: string }
  | { type: 'view.closeAll' };

/** Pure list rules, shared by the machine and its tests. */
export function addView(views: readonly VisitedView[], view: VisitedView, max = MAX_VISITED_VIEWS): VisitedView[] {
  if (views.some((v) => v.path === view.path)) return views.map((v) => (v.path === view.path ? view : v));
  return [...views, view].slice(-max);
}
export const closeView = (views: readonly VisitedView[], path: string): VisitedView[] => views.filter((v) => v.path !== path);
export const closeOtherViews = (views: readonly VisitedView[], path: string): VisitedView[] => views.filter((v) => v.path === path);

/**
 * Where to go after closing the view being shown: the neighbour on its right, else on its left,
 * else the dashboard. Closing a view that is not the current one keeps the user where they are.
 */
export function pathAfterClose(views: readonly VisitedView[], closedPath: string, currentPath: string): string {
  if (closedPath !== currentPath) return currentPath;
  const index = views.findIndex((v) => v.path === closedPath);
  const rest = closeView(views, closedPath);
  return rest[Math.min(Math.max(index, 0), rest.length - 1)]?.path ?? '/dashboard';
}

export const visitedViewsMachine = setup({
  types: {
    context: {} as VisitedViewsContext,
    events: {} as VisitedViewsEvent,
    input: {} as { views?: VisitedView[] } | undefined,
  },
  actions: {
    visit: assign({ views: ({ context }, params: { view: VisitedView }) => addView(context.views, params.view) }),
    close: assign({ views: ({ context }, params: { path: string }) => closeView(context.views, params.path) }),
    closeOthers: assign({ views: ({ context }, params: { path: string }) => closeOtherViews(context.views, params.path) }),
    closeAll: assign({ views: [] }),
  },
  guards: {
    isEmpty: ({ context }) => context.views.length === 0,
    isFull: ({ context }) => context.views.length >= MAX_VISITED_VIEWS,
  },
}).createMachine({
  id: 'visitedViews',
  context: ({ input }) => ({ views: (input?.views ?? []).slice(-MAX_VISITED_VIEWS) }),
  initial: 'sorting',
  states: {
    /** Files the list under empty / some / full, so paths through the machine are finite and testable. */
    sorting: {
      always: [{ guard: 'isEmpty', target: 'empty' }, { guard: 'isFull', target: 'full' }, { target: 'some' }],
    },
    empty: {},
    some: {},
    full: {},
  },
  on: {
    'view.visit': { target: '.sorting', actions: { type: 'visit', params: ({ event }) => ({ view: event.view }) } },
    'view.close': { target: '.sorting', actions: { type: 'close', params: ({ event }) => ({ path: event.path }) } },
    'view.closeOthers': { target: '.sorting', actions: { type: 'closeOthers', params: ({ event }) => ({ path: event.path }) } },
    'view.closeAll': { target: '.sorting', actions: 'closeAll' },
  },
});

export type VisitedViewsMachine = typeof visitedViewsMachine;
