/**
 * The one database schema (Drizzle `pgTable`s). Names follow the spec: customer, shoppingCart (cart_line),
 * sku-list, partner, permission code. Migrations are generated from this file by drizzle-kit into
 * server/db/migrations and applied at start. Only PostgreSQL 15 features are used (PGlite is PG 18).
 */
import {
  boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Server-wide secrets generated on first start (the token signing key), so every process and restart agrees. */
export const serverSecret = pgTable('server_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const country = pgTable('country', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  flag: text('flag').notNull(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  nameTr: text('name_tr').notNull(),
  /** Goods ship from here (a warehouse country). */
  shipsFrom: boolean('ships_from').notNull().default(false),
});

export const currency = pgTable('currency', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  symbol: text('symbol').notNull(),
  offered: boolean('offered').notNull().default(true),
});

export const partner = pgTable('partner', {
  code: text('code').primaryKey(),
  source: text('source').notNull(),
  spm: text('spm').notNull().unique(),
  path: text('path').notNull(),
  menuLogo: text('menu_logo').notNull(),
  support: text('support').notNull(),
  theme: jsonb('theme').$type<Record<string, string>>().notNull(),
});

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

/** One row per issued token (its jti): revocation is setting revokedAt. */
export const session = pgTable('session', {
  id: text('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
}, (t) => [index('session_customer_idx').on(t.customerId)]);

/** Sign-in attempts, for "a code is required after repeated failures". */
export const loginAttempt = pgTable('login_attempt', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  ip: text('ip').notNull(),
  succeeded: boolean('succeeded').notNull(),
  createdAt: createdAt(),
}, (t) => [index('login_attempt_username_idx').on(t.username, t.createdAt), index('login_attempt_ip_idx').on(t.ip, t.createdAt)]);

export type EmailCodePurpose = 'register' | 'login' | 'reset' | 'currentEmail' | 'changeEmail';

/** Codes sent by e-mail; only their hash is kept. */
export const emailCode = pgTable('email_code', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  purpose: text('purpose').$type<EmailCodePurpose>().notNull(),
  seq: text('seq').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('email_code_lookup_idx').on(t.email, t.purpose, t.createdAt)]);

/** One-time sign-in tickets (the login payload's `tk`), stored hashed. */
export const loginTicket = pgTable('login_ticket', {
  tokenHash: text('token_hash').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const socialAccount = pgTable('social_account', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  email: text('email'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('social_account_subject_idx').on(t.provider, t.subject)]);

/** Every e-mail the server sends: the transactional outbox that the mail dispatcher delivers. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  /** pending → sending → sent (SMTP) or logged (no SMTP: printed to the console); failed after 5 tries. */
  status: text('status').$type<'pending' | 'sending' | 'sent' | 'logged' | 'failed'>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  error: text('error'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
}, (t) => [index('outbox_pending_idx').on(t.status, t.id)]);

export const store = pgTable('store', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  platform: text('platform').notNull(),
  name: text('name').notNull(),
  authorised: boolean('authorised').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [index('store_customer_idx').on(t.customerId)]);

/** shoppingCart: one line per SKU and cart type. */
export const cartLine = pgTable('cart_line', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  type: smallint('type').notNull(),
  skuId: integer('sku_id').notNull(),
  sku: text('sku').notNull(),
  title: text('title').notNull(),
  image: text('image'),
  variant: text('variant'),
  storeId: integer('store_id').references(() => store.id, { onDelete: 'set null' }),
  skuNum: integer('sku_num').notNull(),
  unitPrice: numeric('unit_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  currencyCode: text('currency_code').notNull().default('USD'),
  createdAt: createdAt(),
}, (t) => [index('cart_line_customer_idx').on(t.customerId, t.type)]);

export const helpMessage = pgTable('help_message', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  type: smallint('type').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  /** False while a staff reply has not been read by the customer. */
  isRead: boolean('is_read').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('help_message_customer_idx').on(t.customerId, t.isRead)]);

export const helpReply = pgTable('help_reply', {
  id: serial('id').primaryKey(),
  messageId: integer('message_id').notNull().references(() => helpMessage.id, { onDelete: 'cascade' }),
  fromStaff: boolean('from_staff').notNull(),
  content: text('content').notNull(),
  createdAt: createdAt(),
}, (t) => [index('help_reply_message_idx').on(t.messageId)]);

export const task = pgTable('task', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  taskNo: text('task_no').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  /** 0 unprocessed, 1 processing, 2 done. */
  status: smallint('status').notNull().default(0),
  orderNo: text('order_no'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('task_customer_idx').on(t.customerId, t.status)]);

export const taskMessage = pgTable('task_message', {
  id: serial('id').primaryKey(),
  taskId: integer('task_id').notNull().references(() => task.id, { onDelete: 'cascade' }),
  fromStaff: boolean('from_staff').notNull(),
  content: text('content').notNull(),
  createdAt: createdAt(),
});

/** Platform apps; names and descriptions per language. */
export const app = pgTable('app', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<Record<'en' | 'zh' | 'tr', string>>().notNull(),
  description: jsonb('description').$type<Record<'en' | 'zh' | 'tr', string>>().notNull(),
  icon: text('icon').notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const customerApp = pgTable('customer_app', {
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  appId: integer('app_id').notNull().references(() => app.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.customerId, t.appId] })]);

/** sku-list: the customer's product list. */
export const skuList = pgTable('sku_list', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  goodsId: text('goods_id').notNull(),
  title: text('title').notNull(),
  image: text('image'),
  state: smallint('state').notNull().default(1),
  thirdFrom: text('third_from'),
  minPrice: numeric('min_price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  maxPrice: numeric('max_price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  currencyCode: text('currency_code').notNull().default('USD'),
  variantCount: integer('variant_count').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [index('sku_list_customer_idx').on(t.customerId, t.state), uniqueIndex('sku_list_goods_idx').on(t.customerId, t.goodsId)]);

export const returnOrder = pgTable('return_order', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  orderNo: text('order_no').notNull(),
  /** pending until the warehouse processes it. */
  status: text('status').$type<'pending' | 'processing' | 'done'>().notNull().default('pending'),
  createdAt: createdAt(),
}, (t) => [index('return_order_customer_idx').on(t.customerId, t.status)]);
