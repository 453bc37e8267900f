/**
 * The API contract: every call of spec section 7 (plus the few the spec uses without naming), in one
 * table keyed by name. The ofetch client and the Fastify server both read it; the server registers
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
import { cartCalls } from './cart';
import type { CallDef } from './define';

export const contract = {
  ...authCalls,
  ...commonCalls,
  ...customerCalls,
  ...settingsCalls,
  ...appsCalls,
  ...helpCalls,
  ...productsCalls,
  ...cartCalls,
} as const satisfies Record<string, CallDef>;

export type Contract = typeof contract;
export type CallName = keyof Contract;

export * from './define';
export * from './permissions';
export { apiStatus, type ApiStatus } from './shared';
export { socialCode } from './auth';
export { skuListStates } from './products';
export { safeRedirectPath, DEFAULT_AFTER_LOGIN } from './redirect';
