/**
 * Settings of the orders domain (spec section 7, Settings): automatic fulfilment (/settings/automatic,
 * code automaticFulfillment) and preferences (/settings/preferences, code settings:preferences).
 * Shapes are designed (the spec names the calls only). Money in integer cents.
 *
 * Automatic fulfilment: a scheduled job (pg-boss) submits the merchant's drafts whose lines are all mapped
 * and whose channel is known, then pays them from the balance while the day's automatic spending stays
 * within dailyLimitCents (and each order within maxOrderCents); every action is an event on the order.
 */
import { Type } from 'typebox';
import { defineCall } from './define';
import { Count, DateTime, Id, Nullable } from './shared';

const LimitCents = Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'integer cents' });

export const AutomaticSettings = Type.Object({
  enabled: Type.Boolean(),
  dailyLimitCents: LimitCents,
  /** Null first: the server's type coercion would turn null into 0 trying the integer branch first. */
  maxOrderCents: Type.Union([Type.Null(), LimitCents]),
  /** Only drafts from these stores; empty = every store. */
  storeIds: Type.Array(Id, { maxItems: 50, uniqueItems: true }),
});

export const AutomaticRunResult = Type.Object({
  /** Drafts submitted (awaiting payment now). */
  processed: Count,
  /** Orders paid from the balance. */
  paid: Count,
  paidCents: Type.Integer({ minimum: 0 }),
  /** Orders left for the merchant: over the limits, or the balance did not cover them. */
  skipped: Count,
});

export const AutomaticInfo = Type.Object({
  ...AutomaticSettings.properties,
  /** How the run pays: the balance (the only way without a person present). */
  payWay: Type.Literal('balance'),
  today: Type.Object({ day: Type.String(), spentCents: Type.Integer({ minimum: 0 }), processed: Count, paid: Count }),
  lastRunAt: Nullable(DateTime),
  /** The merchant's stores to choose from. */
  stores: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), platform: Type.String() })),
});

/** The preferences, each with its options; the first option is the default. */
export const preferenceOptions = {
  /** The format the order export offers first. */
  exportFormat: ['xlsx', 'csv'],
  /** The days the summary and day state open with. */
  statsDays: ['30', '7', '90'],
  /** Rows per page of the stocking, consolidation, self-buy and file-log lists. */
  listPageSize: ['20', '50', '100'],
} as const;
export type PreferenceCode = keyof typeof preferenceOptions;
export const preferenceCodes = Object.keys(preferenceOptions) as PreferenceCode[];

export const Preference = Type.Object({
  code: Type.String(),
  value: Type.String(),
  options: Type.Array(Type.String()),
});

export const orderSettingsCalls = {
  automaticInfo: defineCall({
    method: 'GET', path: '/api/customer/settings/automatic/info', auth: 'customer', permission: 'automaticFulfillment', designed: true,
    summary: 'Automatic fulfilment settings, today\'s automatic spending and the stores to choose from.',
    data: AutomaticInfo,
  }),
  automaticSave: defineCall({
    method: 'POST', path: '/api/customer/settings/automatic/save', auth: 'customer', permission: 'automaticFulfillment', designed: true,
    summary: 'Save automatic fulfilment settings (storeIds must be the caller\'s stores; 9001 naming the field otherwise).',
    body: AutomaticSettings,
    data: AutomaticInfo,
  }),
  automaticRun: defineCall({
    method: 'POST', path: '/api/customer/settings/automatic/run', auth: 'customer', permission: 'automaticFulfillment', designed: true,
    summary: 'Run automatic fulfilment now with the saved settings (the schedule runs it every 5 minutes); refused while disabled.',
    data: AutomaticRunResult,
  }),
  preferencesAll: defineCall({
    method: 'GET', path: '/api/customer/preferences/all', auth: 'customer', permission: 'settings:preferences', designed: true,
    summary: 'Every preference with its options and the customer\'s value (the default when never set).',
    data: Type.Array(Preference),
  }),
  updatePreferences: defineCall({
    method: 'PUT', path: '/api/customer/customer/update/preferences', auth: 'customer', permission: 'settings:preferences', designed: true,
    summary: 'Set preference values; an unknown code or a value outside its options is refused (9001 naming items.N.code / items.N.value) and nothing is saved.',
    body: Type.Object({ items: Type.Array(Type.Object({ code: Type.String({ maxLength: 64 }), value: Type.String({ maxLength: 256 }) }), { minItems: 1, maxItems: 20 }) }),
    data: Type.Array(Preference),
  }),
} as const;
