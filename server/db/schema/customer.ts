import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { country, partner } from './common';

export const customer = pgTable('customer', {
  id: serial('id').primaryKey(),
  /** The e-mail address, trimmed and lower-cased. */
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  countryId: integer('country_id').notNull().default(232).references(() => country.id),
  currencyCode: text('currency_code').notNull().default('USD'),
  timeZoneId: text('time_zone_id'),
  paymentType: integer('payment_type'),
  logisticsId: integer('logistics_id'),
  trackingWay: integer('tracking_way'),
  parterSource: text('parter_source').references(() => partner.code),
  /** The main account of a sub-account; null for a main account. */
  refId: integer('ref_id'),
  roleName: text('role_name'),
  isShowUserSettings: smallint('is_show_user_settings').notNull().default(0),
  hasInvoicePower: boolean('has_invoice_power').notNull().default(false),
  language: text('language').notNull().default('en'),
  chatAccount: text('chat_account'),
  chatAccountType: text('chat_account_type'),
  chatAccountAreaCode: text('chat_account_area_code'),
  channelSource: text('channel_source'),
  channelUrl: text('channel_url'),
  regPreLink: text('reg_pre_link'),
  engagedTime: text('engaged_time'),
  storeHash: text('store_hash'),
  orgDomainVersion: text('org_domain_version'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('customer_ref_idx').on(t.refId)]);

/** Permission codes granted to a sub-account (spec section 6). */
export const customerPermission = pgTable('customer_permission', {
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
}, (t) => [primaryKey({ columns: [t.customerId, t.code] })]);
