/** Spec section 7, "Settings": default logistics (store tax numbers and connected accounts: stores.ts). */
import { Type } from 'typebox';
import { defineCall } from './define';
import { Empty } from './shared';

/** Automatic fulfilment and preferences are the orders domain's: src/api/contract/orderSettings.ts. */
export const settingsCalls = {
  addWeeklyAdBudgetAndSourcing: defineCall({
    method: 'PUT', path: '/api/customer/customer/addWeeklyAdBudgetAndSourcing', auth: 'customer', permission: null, designed: true,
    summary: 'Onboarding answers: weekly ad budget and sourcing interests.',
    body: Type.Object({ weeklyAdBudget: Type.String({ maxLength: 64 }), sourcing: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 20 }) }),
    data: Empty,
  }),
} as const;
