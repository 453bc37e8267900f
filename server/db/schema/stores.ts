/**
 * Stores (DOMAIN.md section 3) and what was published to them (section 2). A store's credentials are one
 * AES-256-GCM document (server/connectors/crypto.ts), never returned. A status change writes a store_event
 * in the same transaction. `authorised` is kept equal to `status = 'authorized'` (the customer info's
 * hasAuthStore reads it).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { country } from './common';
import { customer } from './customer';
import { skuList, skuListVariant } from './products';

export const storeStatusValues = ['authorized', 'deactivated', 'auth_failed', 'auth_expired', 'deleted'] as const;
export type StoreStatusValue = (typeof storeStatusValues)[number];
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const store = pgTable('store', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  platform: text('platform').notNull(),
  name: text('name').notNull(),
  authorised: boolean('authorised').notNull().default(false),
  createdAt: createdAt(),
  /** The platform's shop address or handle (validated by the connector's shopPattern). */
  shop: text('shop'),
  status: text('status').$type<StoreStatusValue>().notNull().default('auth_expired'),
  scopes: jsonb('scopes').$type<string[]>().notNull().default([]),
  /** Encrypted StoreCredentials (base64 of iv + tag + ciphertext); null once disconnected. */
  credentials: text('credentials'),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  /** The platform's webhook subscription ids (to remove them on disconnect). */
  webhooks: jsonb('webhooks').$type<string[]>().notNull().default([]),
  /** Where the next order sync continues (the connector's opaque cursor). */
  orderCursor: text('order_cursor'),
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
  connectedAt: timestamp('connected_at', { withTimezone: true }),
  /** A data: URL (settings/myStoresLogo). */
  logo: text('logo'),
  updatedAt: updatedAt(),
}, (t) => [
  index('store_customer_idx').on(t.customerId),
  index('store_customer_status_idx').on(t.customerId, t.status, t.id),
  /** A shop is connected to one merchant at a time (webhooks find the store by platform + shop). */
  uniqueIndex('store_platform_shop_idx').on(t.platform, t.shop).where(sql`${t.status} <> 'deleted' and ${t.shop} is not null`),
  check('store_status_check', sql`${t.status} in (${inList(storeStatusValues)})`),
]);

/** The timeline of a store: connected, deactivated, auth failed, deleted (by the merchant or an uninstall webhook). */
export const storeEvent = pgTable('store_event', {
  id: serial('id').primaryKey(),
  storeId: integer('store_id').notNull().references(() => store.id, { onDelete: 'cascade' }),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  fromStatus: text('from_status'),
  toStatus: text('to_status'),
  /** Who: a customer id, or null for the platform (webhook) or the system. */
  actorId: integer('actor_id'),
  data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  createdAt: createdAt(),
}, (t) => [index('store_event_store_idx').on(t.storeId, t.createdAt, t.id)]);

/**
 * The single-use OAuth state of a connect attempt (10 minutes). Bound to the customer; for PKCE the
 * verifier is kept encrypted. Consumed once (consumed_at); the outcome is kept for the return page
 * (WooCommerce POSTs the keys to the server, then sends the browser to the return URL).
 */
export const storeAuthState = pgTable('store_auth_state', {
  state: text('state').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  createdBy: integer('created_by').notNull(),
  platform: text('platform').notNull(),
  shop: text('shop'),
  /** Re-authorising an existing store. */
  storeId: integer('store_id').references(() => store.id, { onDelete: 'cascade' }),
  codeVerifier: text('code_verifier'),
  /** The callback page the platform was told (the token exchange of some platforms repeats it). */
  redirectUri: text('redirect_uri'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  resultStoreId: integer('result_store_id').references(() => store.id, { onDelete: 'set null' }),
  resultReason: text('result_reason'),
  createdAt: createdAt(),
}, (t) => [index('store_auth_state_customer_idx').on(t.customerId, t.createdAt)]);

/** A sub-account limited to some stores (no row: all stores of its main account). */
export const storeScope = pgTable('store_scope', {
  subAccountId: integer('sub_account_id').primaryKey().references(() => customer.id, { onDelete: 'cascade' }),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  storeIds: integer('store_ids').array().notNull(),
  updatedAt: updatedAt(),
}, (t) => [index('store_scope_customer_idx').on(t.customerId)]);

export const storeTaxNumber = pgTable('store_tax_number', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  storeId: integer('store_id').notNull().references(() => store.id, { onDelete: 'cascade' }),
  countryId: integer('country_id').notNull().references(() => country.id),
  taxNumber: text('tax_number').notNull(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('store_tax_number_store_country_idx').on(t.storeId, t.countryId),
  index('store_tax_number_customer_idx').on(t.customerId, t.storeId),
]);

export const connectedAccountTypeValues = ['paypal', 'replyEmail'] as const;
/** PayPal accounts (tracking numbers to their transactions) and reply-to addresses verified by a code. */
export const storeConnectedAccount = pgTable('store_connected_account', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  storeId: integer('store_id').references(() => store.id, { onDelete: 'cascade' }),
  type: text('type').$type<(typeof connectedAccountTypeValues)[number]>().notNull(),
  account: text('account').notNull(),
  verified: boolean('verified').notNull().default(false),
  /** Encrypted secrets (PayPal tokens); null for e-mail addresses. */
  credentials: text('credentials'),
  /** Reply-to e-mail: sha256 of the code sent, its expiry and the wrong tries. */
  codeHash: text('code_hash'),
  codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
  codeAttempts: smallint('code_attempts').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('store_connected_account_customer_idx').on(t.customerId, t.id),
  uniqueIndex('store_connected_account_key_idx').on(t.customerId, t.type, t.account),
  check('store_connected_account_type_check', sql`${t.type} in (${inList(connectedAccountTypeValues)})`),
]);

/** A product-list entry in a store (sku-published): state 1 on shelf, 2 deleted in the store. */
export const skuPublished = pgTable('sku_published', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  storeId: integer('store_id').notNull().references(() => store.id, { onDelete: 'cascade' }),
  skuListId: integer('sku_list_id').references(() => skuList.id, { onDelete: 'set null' }),
  shopProductId: text('shop_product_id').notNull(),
  title: text('title').notNull(),
  image: text('image'),
  url: text('url'),
  state: smallint('state').notNull().default(1),
  inventoryAvailable: integer('inventory_available').notNull().default(0),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('sku_published_store_entry_idx').on(t.storeId, t.skuListId),
  uniqueIndex('sku_published_store_product_idx').on(t.storeId, t.shopProductId),
  index('sku_published_customer_idx').on(t.customerId, t.createdAt, t.id),
  index('sku_published_customer_store_idx').on(t.customerId, t.storeId, t.createdAt, t.id),
  check('sku_published_state_check', sql`${t.state} in (1, 2)`),
]);

/** The store's variant for each published variant of the entry. */
export const skuPublishedVariant = pgTable('sku_published_variant', {
  id: serial('id').primaryKey(),
  skuPublishedId: integer('sku_published_id').notNull().references(() => skuPublished.id, { onDelete: 'cascade' }),
  skuListVariantId: integer('sku_list_variant_id').references(() => skuListVariant.id, { onDelete: 'set null' }),
  sku: text('sku').notNull(),
  title: text('title').notNull(),
  shopVariantId: text('shop_variant_id').notNull(),
  available: integer('available').notNull().default(0),
}, (t) => [
  index('sku_published_variant_parent_idx').on(t.skuPublishedId),
  check('sku_published_variant_available_check', sql`${t.available} >= 0`),
]);
