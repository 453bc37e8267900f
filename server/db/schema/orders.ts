/**
 * Orders (DOMAIN.md section 4): one table for the four kinds (kind is an attribute, not a status), their
 * lines, the timeline of events a merchant reads, and the remembered store-variant → catalogue-variant
 * mappings. Money in integer cents. Every list index leads with customer_id and the list's sort key, id
 * breaking ties for keyset pages (a merchant may hold 1,000,000 orders).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { customer } from './customer';
import { store } from './stores';
import { variant, warehouse } from './catalogue';

export const orderKinds = ['normal', 'stocking', 'consolidation', 'self_buy'] as const;
export const orderStatuses = ['draft', 'awaiting_payment', 'processing', 'shipped', 'delivered', 'completed', 'canceled'] as const;
export const paymentStatuses = ['unpaid', 'paid', 'partially_refunded', 'refunded'] as const;
export const fulfilmentStatuses = ['unfulfilled', 'partially_shipped', 'shipped', 'delivered', 'returned'] as const;
export const orderProblems = ['unmapped_variant', 'no_logistics_to_destination', 'out_of_stock', 'address_invalid', 'payment_failed', 'tracking_stuck'] as const;
export const orderSources = ['store', 'cart', 'file', 'manual'] as const;
export type OrderKind = (typeof orderKinds)[number];
export type OrderStatus = (typeof orderStatuses)[number];
export type PaymentStatus = (typeof paymentStatuses)[number];
export type FulfilmentStatus = (typeof fulfilmentStatuses)[number];
export type OrderProblem = (typeof orderProblems)[number];
export type OrderSource = (typeof orderSources)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export interface OrderAddress {
  name: string; line1: string; line2: string | null; city: string; province: string | null;
  postalCode: string | null; countryCode: string; phone: string | null; email: string | null;
}

export const order = pgTable('orders', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  /** MP + yyyymmdd + sequence, unique per platform. */
  number: text('number').notNull().unique(),
  kind: text('kind').$type<OrderKind>().notNull(),
  /** Self-buy keeps the cart type it came from (4–6). */
  subType: integer('sub_type'),
  source: text('source').$type<OrderSource>().notNull(),
  status: text('status').$type<OrderStatus>().notNull().default('draft'),
  paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('unpaid'),
  fulfilmentStatus: text('fulfilment_status').$type<FulfilmentStatus>().notNull().default('unfulfilled'),
  problem: text('problem').$type<OrderProblem>(),
  /** Normal orders: the store and the store's own order id and name (#1001). */
  storeId: integer('store_id').references(() => store.id, { onDelete: 'set null' }),
  storeOrderId: text('store_order_id'),
  storeOrderName: text('store_order_name'),
  buyerName: text('buyer_name'),
  buyerEmail: text('buyer_email'),
  address: jsonb('address').$type<OrderAddress>(),
  /** Destination country (ISO 3166-1 alpha-2), copied from the address for filters and the calculator. */
  countryCode: text('country_code'),
  /** Stocking orders: the platform warehouse the goods go into. */
  warehouseId: integer('warehouse_id').references(() => warehouse.id),
  channelCode: text('channel_code'),
  /**
   * Items in the order: the sum of its lines' quantities, written with the lines by reprice (every path that
   * creates or changes an order's lines ends there), so a listed order reads it here instead of summing order_line.
   */
  itemCount: integer('item_count').notNull().default(0),
  productCents: bigint('product_cents', { mode: 'number' }).notNull().default(0),
  shippingCents: bigint('shipping_cents', { mode: 'number' }).notNull().default(0),
  discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
  totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
  currencyCode: text('currency_code').notNull().default('USD'),
  remark: text('remark'),
  carrier: text('carrier'),
  trackingNumber: text('tracking_number'),
  /**
   * Lower-cased text the keyword filter searches (number, store order name, buyer, tracking, SKUs). Its words
   * are kept beside it in the stored generated column search_words (tsvector = order_search_words(search_text),
   * GIN index orders_search_words_col_idx), added by the hand-written migration order_search_words_column: a
   * keyword's filter then tests stored words (~0.1 µs a row) instead of splitting the text again (~18 µs). It is
   * left out of this declaration so that no select of whole orders reads it.
   */
  searchText: text('search_text').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  shippedAt: timestamp('shipped_at', { withTimezone: true }),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
}, (t) => [
  check('orders_kind_check', sql`${t.kind} in (${inList(orderKinds)})`),
  check('orders_status_check', sql`${t.status} in (${inList(orderStatuses)})`),
  check('orders_payment_status_check', sql`${t.paymentStatus} in (${inList(paymentStatuses)})`),
  check('orders_fulfilment_status_check', sql`${t.fulfilmentStatus} in (${inList(fulfilmentStatuses)})`),
  check('orders_problem_check', sql`${t.problem} is null or ${t.problem} in (${inList(orderProblems)})`),
  check('orders_source_check', sql`${t.source} in (${inList(orderSources)})`),
  check('orders_amounts_check', sql`${t.productCents} >= 0 and ${t.shippingCents} >= 0 and ${t.discountCents} >= 0 and ${t.totalCents} >= 0`),
  /** A store order arrives once however often its webhook or the sync repeats it. */
  uniqueIndex('orders_store_order_idx').on(t.storeId, t.storeOrderId),
  /** INCLUDE (search_words): migration orders_created_words_idx (a common word's page walk reads the index only). */
  index('orders_created_idx').on(t.customerId, t.createdAt, t.id),
  /** INCLUDE (search_words), and the problem index INCLUDE (status, search_words): migration orders_status_words_idx (a keyword's tab counts read the index only). */
  index('orders_status_created_idx').on(t.customerId, t.status, t.createdAt, t.id),
  index('orders_kind_created_idx').on(t.customerId, t.kind, t.createdAt, t.id),
  index('orders_problem_idx').on(t.customerId, t.createdAt, t.id).where(sql`${t.problem} is not null`),
  index('orders_store_created_idx').on(t.customerId, t.storeId, t.createdAt, t.id),
  /** A keyword under 3 characters is a prefix of the order number (trigrams need 3): this index serves it. */
  index('orders_number_prefix_idx').on(t.customerId, t.number.op('text_pattern_ops')),
]);

/** The count tables' owner column (all-time, per day, per month: three grains of one count). */
const countCustomerId = () => integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' });

/** What the count tables count by, and the count; fresh builders per table. */
const countedColumns = () => ({
  status: text('status').$type<OrderStatus>().notNull(),
  kind: text('kind').$type<OrderKind>().notNull(),
  storeId: integer('store_id'),
  paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
  fulfilmentStatus: text('fulfilment_status').$type<FulfilmentStatus>().notNull(),
  /** A problem is set (with a status other than canceled: "needs attention"). */
  hasProblem: boolean('has_problem').notNull(),
  /** +1/-1 per change, or a folded sum. */
  n: integer('n').notNull(),
});

/**
 * The status tabs' and the list's counts without counting a million rows per request: every change of an
 * order's counted attributes (insert, delete, status, payment, fulfilment, problem, store) appends -1 for the
 * old key and +1 for the new one. The database's own statement triggers on orders write them (the hand-written
 * migration order_triggers_search_words), so an order inserted, changed or deleted by any statement, in the services or
 * not, is counted in its transaction. Append-only, so concurrent payments never wait on a shared counter row;
 * reads sum the customer's rows, and fold them into one row per key once they pile up (orders/counts.ts), through
 * the covering index order_count_cover_idx (hand-written, INCLUDE n).
 */
export const orderCount = pgTable('order_count', {
  customerId: countCustomerId(),
  ...countedColumns(),
}, (t) => [index('order_count_customer_idx').on(t.customerId)]);

/**
 * The same counts per UTC day of the order's creation (the list's date range is whole UTC days), written by
 * the same triggers: a date-range filter's total and its status tabs sum a few rows per day instead of
 * counting up to 10,001 orders per request.
 */
export const orderDayCount = pgTable('order_day_count', {
  customerId: countCustomerId(),
  day: date('day', { mode: 'string' }).notNull(),
  ...countedColumns(),
}, (t) => [index('order_day_count_customer_day_idx').on(t.customerId, t.day)]);

/**
 * The same counts per UTC month of the order's creation (`month` its first day), written with the day table's
 * (order_counts_add, migration order_month_count): a date range sums its whole months here and only its edge days
 * in the day table (~44 rows a day in the bench: "last 30 days" summed ~1,300 day rows). Read through the covering
 * index order_month_count_cover_idx (hand-written, INCLUDE n).
 */
export const orderMonthCount = pgTable('order_month_count', {
  customerId: countCustomerId(),
  month: date('month', { mode: 'string' }).notNull(),
  ...countedColumns(),
});

export const orderLine = pgTable('order_line', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => order.id, { onDelete: 'cascade' }),
  /** The store's line (normal orders from a store); null for cart and file orders. */
  storeLineId: text('store_line_id'),
  storeVariantId: text('store_variant_id'),
  storeSku: text('store_sku'),
  title: text('title').notNull(),
  /** The catalogue variant it is fulfilled with; null until mapped (problem unmapped_variant). */
  variantId: integer('variant_id').references(() => variant.id),
  sku: text('sku'),
  image: text('image'),
  quantity: integer('quantity').notNull(),
  /** What the merchant pays the platform per unit (catalogue cost at pricing time). */
  unitCostCents: bigint('unit_cost_cents', { mode: 'number' }).notNull().default(0),
  /** What the buyer paid in the store per unit (normal orders), for margins. */
  storeUnitPriceCents: bigint('store_unit_price_cents', { mode: 'number' }),
  weightGrams: integer('weight_grams').notNull().default(0),
}, (t) => [
  index('order_line_order_idx').on(t.orderId),
  check('order_line_quantity_check', sql`${t.quantity} > 0 and ${t.quantity} <= 100000`),
]);

/** The timeline: every status change, payment, shipment, automatic action, problem found or fixed. */
export const orderEvent = pgTable('order_event', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => order.id, { onDelete: 'cascade' }),
  /** e.g. created, processed, paid, shipped, delivered, canceled, problem, automatic, tracking, merged */
  type: text('type').notNull(),
  /** Who: a customer id, a staff id, or null for the system (automatic fulfilment, webhooks). */
  actorId: integer('actor_id'),
  actor: text('actor').$type<'merchant' | 'staff' | 'system'>().notNull(),
  fromStatus: text('from_status'),
  toStatus: text('to_status'),
  /** Parameters of the translated message (no prose stored: the client renders it in the reader's language). */
  data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  createdAt: createdAt(),
}, (t) => [index('order_event_order_idx').on(t.orderId, t.createdAt, t.id)]);

/** Store variant → catalogue variant, remembered when a draft is processed and reused next time. */
export const variantMapping = pgTable('variant_mapping', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  storeId: integer('store_id').notNull().references(() => store.id, { onDelete: 'cascade' }),
  /** The store's variant id, or its SKU where the platform has no variant id. */
  storeVariantKey: text('store_variant_key').notNull(),
  variantId: integer('variant_id').notNull().references(() => variant.id, { onDelete: 'cascade' }),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('variant_mapping_key_idx').on(t.customerId, t.storeId, t.storeVariantKey)]);

/** Order numbers: one sequence per day (MP20261123000042). */
export const orderNumberDay = pgTable('order_number_day', {
  day: text('day').primaryKey(),
  last: integer('last').notNull().default(0),
});
