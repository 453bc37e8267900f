/**
 * The navbar counts (spec sections 2 and 3): cart lines per cart type, unread help messages, unprocessed
 * tasks, the product-list count, whether a return order is pending, the user's connected apps (which add
 * sidebar entries), and the orders needing attention (a badge on the Orders entry).
 *
 * They are plain reads, so they live in the data layer's cache (TanStack Query through useCall), each
 * under the same key the dashboard reads it with: one request serves the top bar, the sidebar and the
 * dashboard, and a change that invalidates a call (a cart add invalidates countUserCart, a cancel
 * orderAttentionCount) refreshes all three. Each figure fails on its own — a sub-account may lack a call's
 * code — and shows as zero; only when every one failed do the counts count as failed.
 */
import { useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CallPort } from '@/kit/data/callContext';
import { callQuery, useCall } from '@/kit/data/useCall';
import type { CallData, CallInput, CallName } from '@/kit/data/types';
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
  /** Orders with a problem to fix before they ship (the orders list's "needs attention" tab). */
  ordersNeedingAttention: number;
}

export const emptyCounts: NavbarCounts = {
  cart: { normal: 0, stocking: 0, consolidation: 0, selfBuy: 0 },
  unreadMessages: 0,
  unprocessedTasks: 0,
  productCount: 0,
  returnsPending: false,
  apps: [],
  ordersNeedingAttention: 0,
};

/** The calls behind the counts: a change to any of them should invalidate it (see useMutateCall's `invalidates`). */
export const navbarCalls = ['countUserCart', 'unreadMessageCount', 'taskCount', 'productNum', 'pendingReturnStatus', 'myAppPage', 'orderAttentionCount'] as const satisfies readonly CallName[];

/** The calls' inputs, exactly as every other reader passes them (the cache key is the name and the input). */
export const navbarInputs = (customerId: number): { [N in (typeof navbarCalls)[number]]: CallInput<N> } => ({
  countUserCart: {},
  unreadMessageCount: { params: { id: customerId } },
  taskCount: {},
  productNum: {},
  pendingReturnStatus: {},
  myAppPage: { query: { customerId, pageSize: 100 } },
  orderAttentionCount: {},
});

/**
 * Starts the counts' calls (the ones useNavbarCounts and the dashboard read, under the same keys) before the
 * shell's first commit: their observers then join requests already under way instead of sending them from the
 * commit's effects, which made that commit one long task on a slow phone (issue 13). The cache answers a
 * fresh figure without a request, as useCall does.
 */
export function prefetchNavbarCounts(client: QueryClient, call: CallPort, customerId: number): void {
  const inputs = navbarInputs(customerId);
  const start = <N extends (typeof navbarCalls)[number]>(name: N) =>
    void client.prefetchQuery({ ...callQuery(call, name, inputs[name]), meta: { quiet: true } });
  navbarCalls.forEach(start);
}

/** One figure's answer so far: its data once it has loaded, and whether it failed. */
export interface Figure<T> {
  data: T | undefined;
  isError: boolean;
}

export interface NavbarAnswers {
  countUserCart: Figure<CallData<'countUserCart'>>;
  unreadMessageCount: Figure<CallData<'unreadMessageCount'>>;
  taskCount: Figure<CallData<'taskCount'>>;
  productNum: Figure<CallData<'productNum'>>;
  pendingReturnStatus: Figure<CallData<'pendingReturnStatus'>>;
  myAppPage: Figure<CallData<'myAppPage'>>;
  orderAttentionCount: Figure<CallData<'orderAttentionCount'>>;
}

/** The codes of the connected apps in myAppPage's answer (none before it, or when it failed). */
export const appsFrom = (page: CallData<'myAppPage'> | undefined): string[] => page?.records.map((app) => app.code) ?? emptyCounts.apps;

/** The counts from the answers so far: a figure not (yet) answered, or failed, is zero. */
export function countsFrom(answers: NavbarAnswers): NavbarCounts {
  return {
    cart: cartCountsFrom(answers.countUserCart.data ?? []),
    unreadMessages: answers.unreadMessageCount.data ?? 0,
    unprocessedTasks: answers.taskCount.data ?? 0,
    productCount: answers.productNum.data ?? 0,
    returnsPending: answers.pendingReturnStatus.data ?? false,
    apps: appsFrom(answers.myAppPage.data),
    ordersNeedingAttention: answers.orderAttentionCount.data ?? 0,
  };
}

/** Reloads every count (the old figures stay meanwhile): what the shell does when the tab regains focus. */
export const refreshNavbarCounts = (client: QueryClient): void =>
  navbarCalls.forEach((name) => void client.invalidateQueries({ queryKey: [name] }));

/**
 * The connected apps alone (they add sidebar and palette entries): the shell's frame reads only these, so the
 * other counts' answers, arriving one by one after the first page, re-render the top bar and the sidebar's badges
 * that show them, not the whole frame (issue 13). The same array until the answer changes.
 */
export function useNavbarApps(customerId: number): readonly string[] {
  const page = useCall('myAppPage', navbarInputs(customerId).myAppPage, { quiet: true }).data;
  return useMemo(() => appsFrom(page), [page]);
}

export interface NavbarCountsState {
  counts: NavbarCounts;
  /** True once a figure has loaded (before that, the figures are placeholders). */
  loaded: boolean;
  /** Every figure failed. */
  failed: boolean;
  refreshing: boolean;
  /** Reloads every figure (the shell calls it when the tab regains focus); the old figures stay meanwhile. */
  refresh(): void;
}

export function useNavbarCounts(customerId: number): NavbarCountsState {
  const client = useQueryClient();
  const inputs = navbarInputs(customerId);
  // quiet: a missing figure is shown as zero, not as one error toast per call.
  const quiet = { quiet: true };
  const answers = {
    countUserCart: useCall('countUserCart', inputs.countUserCart, quiet),
    unreadMessageCount: useCall('unreadMessageCount', inputs.unreadMessageCount, quiet),
    taskCount: useCall('taskCount', inputs.taskCount, quiet),
    productNum: useCall('productNum', inputs.productNum, quiet),
    pendingReturnStatus: useCall('pendingReturnStatus', inputs.pendingReturnStatus, quiet),
    myAppPage: useCall('myAppPage', inputs.myAppPage, quiet),
    orderAttentionCount: useCall('orderAttentionCount', inputs.orderAttentionCount, quiet),
  } satisfies NavbarAnswers;
  const counts = countsFrom(answers);
  const results = Object.values(answers);
  // The cart's figures and the apps stay the same objects until their answers change, so a part showing them
  // (memoised) is left alone when another figure arrives.
  const cartData = answers.countUserCart.data;
  const appsData = answers.myAppPage.data;
  const cart = useMemo(() => cartCountsFrom(cartData ?? []), [cartData]);
  const apps = useMemo(() => appsFrom(appsData), [appsData]);
  // Getters: TanStack Query re-renders a reader only for what it read, so the shell (which reads the counts
  // only) is not re-rendered when a request starts or ends without a new figure (issue 13).
  return {
    counts: { ...counts, cart, apps },
    get loaded() {
      return results.some((result) => result.data !== undefined);
    },
    get failed() {
      return results.every((result) => result.isError);
    },
    get refreshing() {
      return results.some((result) => result.isFetching);
    },
    refresh: () => refreshNavbarCounts(client),
  };
}
