/**
 * The API contract: every call of spec section 7 (plus the few the spec uses without naming), in one
 * table keyed by name. The ofetch client (src/api/client.ts) and the Fastify server both read it; the server registers
 * its routes from it, so a call cannot exist on one side only.
 *
 * Conventions: every answer is the envelope `{ status, message, data }` (see define.ts, apiStatus in
 * shared.ts); `data` is null when status is not 200. Calls marked `designed: true` have shapes the spec
 * leaves unsaid.
 */
import { authCalls } from './auth';
import { commonCalls } from './common';
import { customerCalls } from './customer';
import { settingsCalls } from './settings';
import { appsCalls } from './apps';
import { helpCalls } from './help';
import { productsCalls } from './products';
import { catalogueCalls } from './catalogue';
import { logisticsCalls } from './logistics';
import { priceRulesCalls } from './priceRules';
import { cartCalls } from './cart';
import { paymentCalls } from './payment';
import { jobsCalls } from './jobs';
import { viewsCalls } from './views';
import { ordersCalls } from './orders';
import { adminCalls } from './admin';
import { orderFilesCalls } from './orderFiles';
import { orderStatsCalls } from './orderStats';
import { orderSettingsCalls } from './orderSettings';
import { orderKindsCalls } from './orderKinds';
import { storesCalls } from './stores';
import { sourcingCalls } from './sourcing';
import { skuDictCalls } from './skuDict';
import type { CallDef } from './define';

type Intersect<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/**
 * Joins the domains' call fragments into one table. A call name, or a method and path, defined by two
 * fragments throws here, at import: with a plain object spread the later fragment would silently win.
 */
export function joinCalls<const F extends readonly Record<string, CallDef>[]>(...fragments: F): Intersect<F[number]> {
  const joined: Record<string, CallDef> = {};
  const routes = new Map<string, string>();
  for (const fragment of fragments) {
    for (const [name, call] of Object.entries(fragment)) {
      if (Object.hasOwn(joined, name)) throw new Error(`API contract: the call name "${name}" is defined twice.`);
      const route = `${call.method} ${call.path.replace(/\/+$/, '')}`;
      const other = routes.get(route);
      if (other) throw new Error(`API contract: "${name}" and "${other}" are both ${route}.`);
      routes.set(route, name);
      joined[name] = call;
    }
  }
  return joined as Intersect<F[number]>;
}

export const contract = joinCalls(
  authCalls,
  commonCalls,
  customerCalls,
  settingsCalls,
  appsCalls,
  helpCalls,
  productsCalls,
  catalogueCalls,
  logisticsCalls,
  priceRulesCalls,
  cartCalls,
  paymentCalls,
  jobsCalls,
  viewsCalls,
  ordersCalls,
  adminCalls,
  orderFilesCalls,
  orderStatsCalls,
  orderSettingsCalls,
  orderKindsCalls,
  storesCalls,
  sourcingCalls,
  skuDictCalls,
);

export type Contract = typeof contract;
export type CallName = keyof Contract;

/**
 * The calls the browser's API client does not hold from the start, by tier (src/api/client.ts, moreCalls).
 * Here it holds the whole table, so none; a build gives the client only the calls made before the shell loads
 * (the public ones and the session's) and this loads the others: the shell's first calls with the shell, the
 * rest on the first such call (vite.config.ts, clientContract). Issue 13.
 */
export const moreCalls = async (_tier: 'shell' | 'rest'): Promise<Readonly<Record<string, Pick<CallDef, 'method' | 'path'>>>> => ({});

export * from './define';
export * from './permissions';
export { apiStatus, type ApiStatus } from './shared';
export { socialCode } from './auth';
export { skuListStates, skuListSorts, importColumns, REMOVE_INLINE_MAX, LIST_COUNT_CAP } from './products';
export { jobKinds, jobStates, jobItemStates, type JobKind, type JobState, type JobItemState } from './jobs';
export { safeRedirectPath, DEFAULT_AFTER_LOGIN } from './redirect';
