/**
 * The dashboard's figures through the data layer: the calls the navbar counts read (countUserCart,
 * unreadMessageCount, taskCount, productNum, orderAttentionCount), each cached under its own key, so any screen that changes
 * one (My products' removals invalidate productNum) refreshes the dashboard too. Each figure fails on
 * its own — a sub-account may lack a call's code — and shows as zero; only when every one failed does
 * the page say so.
 */
import { useCall } from '@/kit/data';
import { cartCountsFrom, type CartCounts } from '@/shell/navbar/cartKinds';

export interface DashboardFigures {
  cart: CartCounts;
  unreadMessages: number;
  unprocessedTasks: number;
  productCount: number;
  /** Orders with a problem (the orders list's "needs attention" tab), from the same call as the navbar. */
  ordersNeedingAttention: number;
}

export interface DashboardFiguresState {
  figures: DashboardFigures;
  /** Every figure has answered once (succeeded or failed). */
  loaded: boolean;
  /** Every call failed: nothing to show. */
  failed: boolean;
  refreshing: boolean;
  refresh(): void;
}

export function useDashboardFigures(customerId: number): DashboardFiguresState {
  // quiet: a missing figure is shown as zero, not as four error toasts.
  const cart = useCall('countUserCart', {}, { quiet: true });
  const unread = useCall('unreadMessageCount', { params: { id: customerId } }, { quiet: true });
  const tasks = useCall('taskCount', {}, { quiet: true });
  const products = useCall('productNum', {}, { quiet: true });
  const attention = useCall('orderAttentionCount', {}, { quiet: true });
  const all = [cart, unread, tasks, products, attention];
  return {
    figures: {
      cart: cartCountsFrom(cart.data ?? []),
      unreadMessages: unread.data ?? 0,
      unprocessedTasks: tasks.data ?? 0,
      productCount: products.data ?? 0,
      ordersNeedingAttention: attention.data ?? 0,
    },
    loaded: all.every((result) => !result.isPending) && !all.every((result) => result.isError),
    failed: all.every((result) => result.isError),
    refreshing: all.some((result) => result.isFetching),
    refresh: () => all.forEach((result) => void result.refetch()),
  };
}
