/**
 * Spec section 7: customer info and "Profile and account" (profile, e-mail and password, ship-to,
 * balance, recharge, credit). Paths written `...` in the spec take the prefix of the neighbouring
 * call of the same subject (customer/customer for the account holder, customer/account for money).
 */
import { Type } from 'typebox';
import { defineCall } from './define';
import { Count, DateTime, EmailCode, Empty, Id, IdParams, LanguageField, Money, Nullable, Page, PageQuery, Password, Username } from './shared';

/** Customer info / session user (spec section 3). */
export const CustomerInfo = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  countryId: Type.Integer(),
  countryImg: Type.String({ description: 'flag emoji of countryId' }),
  currencyCode: Type.String(),
  timeZoneId: Nullable(Type.String()),
  paymentType: Nullable(Type.Integer()),
  logisticsId: Nullable(Type.Integer()),
  trackingWay: Nullable(Type.Integer()),
  hasAuthStore: Type.Boolean(),
  parterSource: Nullable(Type.String()),
  /** Set (the main account's id) for a sub-account. */
  refId: Nullable(Type.Integer()),
  roleInfos: Type.Array(Type.Object({ name: Type.String() })),
  permissions: Type.Array(Type.Object({ code: Type.String() })),
  /** 1 shows the ID-card setting and the admin menu. */
  isShowUserSettings: Type.Integer({ minimum: 0, maximum: 1 }),
  hasInvoicePower: Type.Boolean(),
  language: Type.String(),
});

export const SocialBinding = Type.Object({ provider: Type.String(), email: Nullable(Type.String()), boundAt: DateTime });

export const CreditBill = Type.Object({
  id: Type.Integer(), billNo: Type.String(), amount: Money, repaid: Money, currencyCode: Type.String(),
  dueDate: DateTime, status: Type.Integer({ description: '0 open, 1 repaid, 2 overdue' }), createdAt: DateTime,
});

export const customerCalls = {
  customerInfo: defineCall({
    method: 'GET', path: '/api/customer/customer/info', auth: 'customer', permission: null,
    summary: 'The signed-in customer (session user). The token may also be given as the `token` query parameter.',
    query: Type.Object({ token: Type.Optional(Type.String()) }),
    data: CustomerInfo,
  }),
  bindSocialList: defineCall({
    method: 'GET', path: '/api/customer/customer/bind/social/list/:id', auth: 'customer', permission: null, designed: true,
    summary: 'Social accounts bound to the customer :id (must be the caller).',
    params: IdParams,
    data: Type.Array(SocialBinding),
  }),
  updateProfile: defineCall({
    method: 'PUT', path: '/api/customer/customer/updateProfile/:id', auth: 'customer', permission: null, designed: true,
    summary: 'Update the profile of customer :id (must be the caller); returns the updated customer info.',
    params: IdParams,
    body: Type.Object({
      firstName: Type.String({ minLength: 1, maxLength: 64 }),
      lastName: Type.String({ maxLength: 64 }),
      timeZoneId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
      chatAccount: Type.Optional(Nullable(Type.String({ maxLength: 128 }))),
      chatAccountType: Type.Optional(Nullable(Type.String({ maxLength: 32 }))),
      chatAccountAreaCode: Type.Optional(Nullable(Type.String({ maxLength: 16 }))),
    }),
    data: CustomerInfo,
  }),
  updateEmail: defineCall({
    method: 'PUT', path: '/api/customer/customer/update/email', auth: 'customer', permission: 'account:settings', designed: true,
    summary: 'Change the sign-in e-mail with the code sent by sendChangeUsernameCode.',
    body: Type.Object({ username: Username, code: EmailCode }),
    data: Empty,
  }),
  updatePassword: defineCall({
    method: 'PUT', path: '/api/customer/customer/update/password', auth: 'customer', permission: null, designed: true,
    summary: 'Change the password (current one required); every other session of the account is revoked.',
    body: Type.Object({ oldPassword: Type.String({ maxLength: 128 }), password: Password, cfgPwd: Type.String({ maxLength: 128 }) }),
    data: Empty,
  }),
  editCountryAndCode: defineCall({
    method: 'PUT', path: '/api/customer/customer/editCountryAndCode', auth: 'customer', permission: null,
    summary: 'Ship-to dialog: set the country and currency (only USD).',
    body: Type.Object({ countryId: Id, currencyCode: Type.String({ minLength: 3, maxLength: 3 }) }),
    data: Empty,
  }),
  sendCurrentUsernameCode: defineCall({
    method: 'POST', path: '/api/customer/customer/sendCurrentUsernameCode', auth: 'customer', permission: 'account:settings', designed: true,
    summary: 'E-mail a code to the current address (first step of changing it).',
    body: Type.Object({ language: Type.Optional(LanguageField) }),
    data: Empty,
  }),
  sendChangeUsernameCode: defineCall({
    method: 'POST', path: '/api/customer/customer/sendChangeUsernameCode', auth: 'customer', permission: 'account:settings', designed: true,
    summary: 'E-mail a code to the new address.',
    body: Type.Object({ username: Username, language: Type.Optional(LanguageField) }),
    data: Empty,
  }),
  changeEmail: defineCall({
    method: 'POST', path: '/api/customer/customer/changeEmail', auth: 'customer', permission: 'account:settings', designed: true,
    summary: 'Change the sign-in e-mail with both codes (current address and new address).',
    body: Type.Object({ username: Username, code: EmailCode, currentCode: EmailCode }),
    data: Empty,
  }),
  validateOrgEmailCode: defineCall({
    method: 'GET', path: '/api/customer/customer/validateOrgEmailCode/:code', auth: 'customer', permission: 'account:settings', designed: true,
    summary: 'Whether the code sent to the current address is right.',
    params: Type.Object({ code: EmailCode }),
    data: Type.Boolean(),
  }),
  validateCanChange: defineCall({
    method: 'GET', path: '/api/customer/customer/validateCanChange', auth: 'customer', permission: 'account:settings', designed: true,
    summary: 'Whether the e-mail may be changed now (a main account, not changed in the last 30 days).',
    data: Type.Object({ canChange: Type.Boolean(), reason: Nullable(Type.String()) }),
  }),
  accountInfo: defineCall({
    method: 'GET', path: '/api/customer/account', auth: 'customer', permission: 'billings:payments', designed: true,
    summary: 'Balance of the customer account (timestamp defeats caches).',
    query: Type.Object({ timestamp: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'milliseconds (Date.now()); not stored' })) }),
    data: Type.Object({ balance: Money, frozen: Money, currencyCode: Type.String() }),
  }),
  toRecharge: defineCall({
    method: 'POST', path: '/api/customer/account/toRecharge', auth: 'customer', permission: 'balance:topUp', designed: true,
    summary: 'Start a top-up; returns where to pay.',
    body: Type.Object({ amount: Type.Number({ exclusiveMinimum: 0 }), payWay: Type.String({ maxLength: 32 }), currencyCode: Type.String({ minLength: 3, maxLength: 3 }), returnUrl: Type.Optional(Type.String({ maxLength: 2048 })) }),
    data: Type.Object({ rechargeId: Type.Integer(), payUrl: Type.String() }),
  }),
  blackPayWayList: defineCall({
    method: 'GET', path: '/api/customer/account/getBlackPayWayLits', auth: 'customer', permission: 'payment:pay', designed: true,
    summary: 'Pay ways not offered to this customer.',
    data: Type.Array(Type.String()),
  }),
  creditInfo: defineCall({
    method: 'GET', path: '/api/customer/account/getCustomerCreditInfoVo', auth: 'customer', permission: 'billings:payments', designed: true,
    summary: 'Credit line of the customer.',
    data: Type.Object({ creditLimit: Money, used: Money, available: Money, currencyCode: Type.String(), repaymentDay: Nullable(Type.Integer()), openBills: Count }),
  }),
  listCreditBilling: defineCall({
    method: 'POST', path: '/api/customer/account/listCreditBilling', auth: 'customer', permission: 'billings:payments', designed: true,
    summary: 'Credit bills, newest first.',
    body: Type.Object({ ...PageQuery, status: Type.Optional(Type.Integer()) }),
    data: Page(CreditBill),
  }),
  toRepaymentBilling: defineCall({
    method: 'PUT', path: '/api/customer/account/toRepaymentBilling/:id', auth: 'customer', permission: 'payment:pay', designed: true,
    summary: 'Repay credit bill :id from the balance.',
    params: IdParams,
    data: Empty,
  }),
} as const;
