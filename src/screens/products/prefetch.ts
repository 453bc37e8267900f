/**
 * My products' first calls, started by the router with the screen's chunks when the document opens on this page
 * (src/routes/firstPageCalls.ts), under exactly the keys the screen reads them with: the list's page from the URL
 * (useListBinding: `{ query }` parsed by the call's query schema), the saved views and chosen columns (useListViews:
 * viewList by the list's key) and the running removals (MyProductsScreen: jobList). The screen then finds them in
 * the cache or under way, instead of sending them after the shell and the screen have rendered (issue 13). A key
 * that drifted from the screen's would send its call twice: e2e/visited-views.spec.ts counts them.
 */
import { productsCalls } from '@/api/contract/products';
import { startEarly } from '@/kit/data/shellClient';
import { callQuery } from '@/kit/data/useCall';
import type { CallInput, CallName } from '@/kit/data/types';
import { parseQuery } from '@/kit/list/urlQuery';

/** The running removals MyProductsScreen follows (its jobList input: one definition for the screen and this prefetch). */
export const runningRemovalsInput: CallInput<'jobList'> = { query: { kind: 'skuListRemove', active: true, pageSize: 5 } };

/** Starts the page's first calls for the URL's search (the shell's early client: src/kit/data/shellClient.ts). */
export const startFirstCalls = (search: URLSearchParams): void => startEarly((client, call) => {
  const start = <N extends CallName>(name: N, input: CallInput<N>) =>
    // Quiet: a failure is shown when the screen asks again (a failed query is fetched again as its reader mounts).
    void client.prefetchQuery({ ...callQuery(call, name, input), meta: { quiet: true } });
  start('skuListAll', { query: parseQuery(productsCalls.skuListAll.query, search) } as CallInput<'skuListAll'>);
  start('viewList', { query: { listKey: 'skuListAll' } });
  start('jobList', runningRemovalsInput);
});
