/** Spec section 7, "Settings": store tax numbers, automatic fulfilment, preferences, default logistics, connected accounts. */
import { Type } from 'typebox';
import { defineCall } from './define';
import { DateTime, EmailCode, Empty, IdParams, LanguageField, Nullable, Page, PageQuery } from './shared';

export const Preference = Type.Object({
  code: Type.String(),
  value: Type.String(),
  options: Type.Array(Type.String()),
});

export const AutomaticSettings = Type.Object({
  enabled: Type.Boolean(),
  payWay: Nullable(Type.String()),
  /** Orders from these stores are paid and fulfilled automatically; empty means all. */
  storeIds: Type.Array(Type.Integer()),
  maxOrderAmount: Nullable(Type.Number()),
});

export const ConnectedAccount = Type.Object({ id: Type.Integer(), type: Type.String(), account: Type.String(), connectedAt: DateTime });

export const settingsCalls = {
  storeTaxNumberList: defineCall({
    method: 'GET', path: '/api/customer/customer/settings/store/tax/number/list', auth: 'customer', permission: 'storeSettings', designed: true,
    summary: 'VAT / tax numbers per store and country.',
    data: Type.Array(Type.Object({ storeId: Type.Integer(), storeName: Type.String(), countryId: Type.Integer(), taxNumber: Type.String() })),
  }),
  automaticInfo: defineCall({
    method: 'GET', path: '/api/customer/settings/automatic/info', auth: 'customer', permission: 'automaticFulfillment', designed: true,
    summary: 'Automatic fulfilment settings.',
    data: AutomaticSettings,
  }),
  automaticSave: defineCall({
    method: 'POST', path: '/api/customer/settings/automatic/save', auth: 'customer', permission: 'automaticFulfillment', designed: true,
    summary: 'Save automatic fulfilment settings.',
    body: AutomaticSettings,
    data: Empty,
  }),
  preferencesAll: defineCall({
    method: 'GET', path: '/api/customer/preferences/all', auth: 'customer', permission: 'settings:preferences', designed: true,
    summary: 'Every preference with its options and the customer\'s value.',
    data: Type.Array(Preference),
  }),
  updatePreferences: defineCall({
    method: 'PUT', path: '/api/customer/customer/update/preferences', auth: 'customer', permission: 'settings:preferences', designed: true,
    summary: 'Set preference values.',
    body: Type.Object({ items: Type.Array(Type.Object({ code: Type.String({ maxLength: 64 }), value: Type.String({ maxLength: 256 }) }), { maxItems: 100 }) }),
    data: Empty,
  }),
  countryDefaultLogistics: defineCall({
    method: 'GET', path: '/api/customer/customerCountryDefaultLogistics/pagevo', auth: 'customer', permission: 'settings', designed: true,
    summary: 'Default logistics method per destination country.',
    query: Type.Object({ ...PageQuery, countryId: Type.Optional(Type.Integer()) }),
    data: Page(Type.Object({ id: Type.Integer(), countryId: Type.Integer(), countryName: Type.String(), logisticsId: Type.Integer(), logisticsName: Type.String() })),
  }),
  addWeeklyAdBudgetAndSourcing: defineCall({
    method: 'PUT', path: '/api/customer/customer/addWeeklyAdBudgetAndSourcing', auth: 'customer', permission: null, designed: true,
    summary: 'Onboarding answers: weekly ad budget and sourcing interests.',
    body: Type.Object({ weeklyAdBudget: Type.String({ maxLength: 64 }), sourcing: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 20 }) }),
    data: Empty,
  }),
  connectAccountList: defineCall({
    method: 'GET', path: '/api/customer/storeSettings/getConnectAccList', auth: 'customer', permission: 'storeSettings', designed: true,
    summary: 'Connected payment accounts (e.g. PayPal).',
    data: Type.Array(ConnectedAccount),
  }),
  sendReplayEmailCode: defineCall({
    method: 'POST', path: '/api/customer/storeSettings/sendReplayEmailCode', auth: 'customer', permission: 'storeSettings', designed: true,
    summary: 'E-mail a code to confirm the reply-to address of store e-mails.',
    body: Type.Object({ email: Type.String({ maxLength: 254 }), language: Type.Optional(LanguageField) }),
    data: Empty,
  }),
  verifyReplayEmailCode: defineCall({
    method: 'POST', path: '/api/customer/storeSettings/verifyReplayEmailCode', auth: 'customer', permission: 'storeSettings', designed: true,
    summary: 'Confirm the reply-to address with its code.',
    body: Type.Object({ email: Type.String({ maxLength: 254 }), code: EmailCode }),
    data: Type.Boolean(),
  }),
  addPaypalAuth: defineCall({
    method: 'POST', path: '/api/customer/storeSettings/addPaypayAuth', auth: 'customer', permission: 'storeSettings', designed: true,
    summary: 'Connect a PayPal account from its authorisation code.',
    body: Type.Object({ authCode: Type.String({ maxLength: 2048 }) }),
    data: ConnectedAccount,
  }),
  disconnectAccount: defineCall({
    method: 'PUT', path: '/api/customer/storeSettings/disConnectAccount/:id', auth: 'customer', permission: 'storeSettings', designed: true,
    summary: 'Disconnect connected account :id.',
    params: IdParams,
    data: Empty,
  }),
} as const;
