/** Spec section 7, "Apps and banks". */
import { Type } from 'typebox';
import { defineCall } from './define';
import { Empty, Id, Page, PageQuery } from './shared';

/** App entry (spec section 3). `code` names what an app adds to the menu (e.g. consolidation, diySourcedOrders). */
export const AppEntry = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  icon: Type.String({ description: 'lucide icon name, kebab-case (e.g. boxes)' }),
  url: Type.String({ description: 'portal path of the app' }),
  /** Whether the customer has connected (matched) the app. */
  matched: Type.Boolean(),
});

const AppUserParams = Type.Object({ appId: Id, customerId: Id });

export const appsCalls = {
  appPage: defineCall({
    method: 'GET', path: '/api/customer/userApply/appPage', auth: 'customer', permission: null, designed: true,
    summary: 'Every app of the platform, with whether the customer has connected it.',
    query: Type.Object({ ...PageQuery }),
    data: Page(AppEntry),
  }),
  myAppPage: defineCall({
    method: 'GET', path: '/api/customer/customerApp/myAppPage', auth: 'customer', permission: null, designed: true,
    summary: 'Apps the customer has connected (the sidebar adds their menu entries). customerId, when given, must be the caller.',
    query: Type.Object({ customerId: Type.Optional(Id), ...PageQuery }),
    data: Page(AppEntry),
  }),
  appMatchUser: defineCall({
    method: 'PUT', path: '/api/customer/customerApp/appMatchUser/:appId/:customerId', auth: 'customer', permission: null, designed: true,
    summary: 'Connect app :appId for customer :customerId (must be the caller).',
    params: AppUserParams,
    data: Empty,
  }),
  appUnMatchUser: defineCall({
    method: 'PUT', path: '/api/customer/customerApp/appUnMatchUser/:appId/:customerId', auth: 'customer', permission: null, designed: true,
    summary: 'Disconnect app :appId for customer :customerId (must be the caller).',
    params: AppUserParams,
    data: Empty,
  }),
  bankIdealSupport: defineCall({
    method: 'GET', path: '/api/customer/bank/ideal/support/', auth: 'customer', permission: 'payment:pay', designed: true,
    summary: 'Banks that iDEAL payment supports.',
    data: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
  }),
  bankTransferSupport: defineCall({
    method: 'GET', path: '/api/customer/bank/transfer/support', auth: 'customer', permission: 'payment:pay', designed: true,
    summary: 'Bank accounts a transfer top-up can be paid to.',
    data: Type.Array(Type.Object({ bankName: Type.String(), accountName: Type.String(), accountNo: Type.String(), swift: Type.String(), currencyCode: Type.String() })),
  }),
} as const;
