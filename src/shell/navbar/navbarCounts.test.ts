import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { callKey } from '@/kit/data/types';
import { cartCountsFrom, cartKindOf } from './cartKinds';
import { countsFrom, emptyCounts, navbarCalls, navbarInputs, type NavbarAnswers } from './navbarCounts';

const none = { data: undefined, isError: false };
const failed = { data: undefined, isError: true };
const unanswered: NavbarAnswers = {
  countUserCart: none, unreadMessageCount: none, taskCount: none, productNum: none, pendingReturnStatus: none, myAppPage: none, orderAttentionCount: none,
};

describe('cart counts', () => {
  it('maps the spec cart types, 4 to 6 all being self-buy', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 0].map(cartKindOf)).toEqual(['normal', 'stocking', 'consolidation', 'selfBuy', 'selfBuy', 'selfBuy', null, null]);
  });

  it('sums the SKU counts per type and ignores unknown types', () => {
    const lines = [
      { type: 1, skuNum: 2 }, { type: 1, skuNum: 3 }, { type: 2, skuNum: 1 },
      { type: 4, skuNum: 1 }, { type: 5, skuNum: 2 }, { type: 6, skuNum: 4 }, { type: 9, skuNum: 50 },
    ];
    expect(cartCountsFrom(lines)).toEqual({ normal: 5, stocking: 1, consolidation: 0, selfBuy: 7 });
  });
});

describe('navbar counts', () => {
  it('are zero until answered', () => {
    expect(countsFrom(unanswered)).toEqual(emptyCounts);
  });

  it('show each answered figure and zero for a failed one', () => {
    const counts = countsFrom({
      ...unanswered,
      countUserCart: { data: [{ type: 2, skuNum: 4 }], isError: false },
      unreadMessageCount: failed,
      taskCount: { data: 3, isError: false },
      pendingReturnStatus: { data: true, isError: false },
      myAppPage: { data: { records: [{ id: 1, code: 'consolidation', name: '', description: '', icon: 'boxes', url: '/', matched: true }], total: 1, pageNo: 1, pageSize: 100 }, isError: false },
      orderAttentionCount: { data: 22, isError: false },
    });
    expect(counts).toEqual({
      ...emptyCounts,
      cart: { normal: 0, stocking: 4, consolidation: 0, selfBuy: 0 },
      unprocessedTasks: 3,
      returnsPending: true,
      apps: ['consolidation'],
      ordersNeedingAttention: 22,
    });
  });

  it('share one cached request per call with the dashboard, and reload when a change invalidates it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    const requests: string[] = [];
    const observe = (key: readonly unknown[]) => {
      const observer = new QueryObserver(client, { queryKey: key, queryFn: async () => { requests.push(String(key[0])); return 1; } });
      return observer.subscribe(() => undefined);
    };
    const inputs = navbarInputs(7);
    // The top bar's keys, then the dashboard's (src/screens/dashboard/useDashboardFigures.ts passes these inputs).
    const stops = [
      ...navbarCalls.map((name) => observe(callKey(name, inputs[name] as never))),
      observe(callKey('countUserCart', {})),
      observe(callKey('unreadMessageCount', { params: { id: 7 } })),
      observe(callKey('orderAttentionCount', {})),
    ];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requests.sort()).toEqual([...navbarCalls].sort());
    // A cart add (useMutateCall('cartAdd', { invalidates: ['countUserCart'] })) reloads the count once for both.
    await client.invalidateQueries({ queryKey: ['countUserCart'] });
    expect(requests.filter((name) => name === 'countUserCart')).toHaveLength(2);
    stops.forEach((stop) => stop());
    client.clear();
  });
});
