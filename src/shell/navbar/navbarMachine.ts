/**
 * The navbar counts (spec sections 2 and 3): cart lines per cart type, unread help messages,
 * unprocessed tasks, the product-list count, whether a return order is pending, and the user's
 * connected apps (which add sidebar entries). One machine loads them together for the top bar, the
 * sidebar (the dashboard reads the same calls through useCall); `navbar.refresh` reloads them (the shell sends it when the tab regains
 * focus), keeping the previous figures on screen meanwhile.
 */
import { assign, fromPromise, setup } from 'xstate';
import { api } from '@/api';
import { cartCountsFrom, type CartCounts } from './cartKinds';

export { cartKinds, cartTypeOfKind, cartKindOf, cartCountsFrom, type CartKind, type CartCounts } from './cartKinds';

export interface NavbarCounts {
  cart: CartCounts;
  unreadMessages: number;
  unprocessedTasks: number;
  productCount: number;
  returnsPending: boolean;
  /** Codes of the apps the customer has connected (e.g. consolidation, diySourcedOrders). */
  apps: string[];
}

export const emptyCounts: NavbarCounts = {
  cart: { normal: 0, stocking: 0, consolidation: 0, selfBuy: 0 },
  unreadMessages: 0,
  unprocessedTasks: 0,
  productCount: 0,
  returnsPending: false,
  apps: [],
};

export interface NavbarInput {
  customerId: number;
}

/**
 * Loads every count at once. Each figure fails on its own (a sub-account may lack a call's code):
 * a missing figure shows as zero rather than hiding the whole top bar.
 */
export async function loadNavbarCounts({ customerId }: NavbarInput): Promise<NavbarCounts> {
  const quiet = { silent: true } as const;
  const [cart, unread, tasks, products, returns, apps] = await Promise.allSettled([
    api.call('countUserCart', quiet),
    api.call('unreadMessageCount', { params: { id: customerId }, ...quiet }),
    api.call('taskCount', quiet),
    api.call('productNum', quiet),
    api.call('pendingReturnStatus', quiet),
    api.call('myAppPage', { query: { customerId, pageSize: 100 }, ...quiet }),
  ]);
  const value = <T,>(result: PromiseSettledResult<T>, fallback: T): T => (result.status === 'fulfilled' ? result.value : fallback);
  if ([cart, unread, tasks, products, returns, apps].every((result) => result.status === 'rejected')) {
    throw (cart as PromiseRejectedResult).reason;
  }
  return {
    cart: cartCountsFrom(value(cart, [])),
    unreadMessages: value(unread, 0),
    unprocessedTasks: value(tasks, 0),
    productCount: value(products, 0),
    returnsPending: value(returns, false),
    apps: apps.status === 'fulfilled' ? apps.value.records.map((app) => app.code) : [],
  };
}

export interface NavbarContext {
  customerId: number;
  counts: NavbarCounts;
  /** True once a load has succeeded (before that, the figures are placeholders). */
  loaded: boolean;
  error: unknown;
}

export type NavbarEvent = { type: 'navbar.refresh' };

export const navbarMachine = setup({
  types: {
    context: {} as NavbarContext,
    events: {} as NavbarEvent,
    input: {} as NavbarInput,
  },
  actors: {
    loadCounts: fromPromise<NavbarCounts, NavbarInput>(({ input }) => loadNavbarCounts(input)),
  },
  actions: {
    assignCounts: assign({ counts: (_, params: { counts: NavbarCounts }) => params.counts, loaded: true, error: null }),
    assignError: assign({ error: (_, params: { error: unknown }) => params.error }),
  },
}).createMachine({
  id: 'navbar',
  context: ({ input }) => ({ customerId: input.customerId, counts: emptyCounts, loaded: false, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadCounts',
        input: ({ context }) => ({ customerId: context.customerId }),
        onDone: { target: 'ready', actions: { type: 'assignCounts', params: ({ event }) => ({ counts: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: { on: { 'navbar.refresh': 'loading' } },
    failed: { on: { 'navbar.refresh': 'loading' } },
  },
});

export type NavbarMachine = typeof navbarMachine;
