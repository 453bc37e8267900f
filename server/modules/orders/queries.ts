/**
 * Reads of the order list: one filter (OrderListFilter → SQL, also used by the exports), keyset pages on
 * (created_at, id) newest first, counts capped at LIST_COUNT_CAP (never COUNT(*) of a million rows), the
 * status tabs and the navbar's "needs attention" from the same conditions.
 */
import { and, desc, eq, gte, ilike, inArray, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customer, order, orderEvent, orderLine, store } from '../../db/schema';
import { LIST_COUNT_CAP } from '../../../src/api/contract/products';
import { orderStatuses, orderTabs, type OrderListFilter, type OrderListQuery } from '../../../src/api/contract/orders';
import type { Lang } from '../../http/i18n';
import { orderFieldError, type OrderRow } from './service';

const DAY_MS = 24 * 3600 * 1000;
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function dateOf(value: string | undefined, field: string, lang: Lang): Date | undefined {
  if (!value) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw orderFieldError(field, 'server.validation.format', lang);
  return date;
}

/** Orders needing attention: a problem, and not canceled. */
export const needsAttention = () => and(isNotNull(order.problem), ne(order.status, 'canceled'));

/**
 * The filter as SQL. `customerId` null = every customer (staff only). The end date is inclusive. The exports
 * call this with the same filter the list shows, so the file holds what the screen lists.
 */
export function orderFilterSql(customerId: number | null, filter: OrderListFilter, lang: Lang = 'en'): SQL | undefined {
  const start = dateOf(filter.startDate, 'startDate', lang);
  const end = dateOf(filter.endDate, 'endDate', lang);
  if (start && end && end < start) throw orderFieldError('endDate', 'server.validation.other', lang);
  // A lone surrogate (valid JSON, not valid UTF-8) would make PostgreSQL fail: it becomes U+FFFD, as in a URL.
  const keyword = filter.keyword?.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD').trim().toLowerCase();
  return and(
    customerId === null ? undefined : eq(order.customerId, customerId),
    filter.status === 'attention' ? needsAttention() : filter.status ? eq(order.status, filter.status) : undefined,
    filter.kind ? eq(order.kind, filter.kind) : undefined,
    filter.storeId ? eq(order.storeId, filter.storeId) : undefined,
    start ? gte(order.createdAt, start) : undefined,
    end ? lt(order.createdAt, new Date(end.getTime() + DAY_MS)) : undefined,
    keyword ? ilike(order.searchText, likePattern(keyword)) : undefined,
    filter.paymentStatus ? eq(order.paymentStatus, filter.paymentStatus) : undefined,
    filter.fulfilmentStatus ? eq(order.fulfilmentStatus, filter.fulfilmentStatus) : undefined,
  );
}

const encodeCursor = (createdAt: Date, id: number) => Buffer.from(JSON.stringify([createdAt.toISOString(), id])).toString('base64url');
function decodeCursor(cursor: string, lang: Lang): [Date, number] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[0] === 'string' && Number.isInteger(parsed[1])) {
      const at = new Date(parsed[0]);
      if (!Number.isNaN(at.getTime())) return [at, parsed[1] as number];
    }
  } catch { /* falls through to the 9001 */ }
  throw orderFieldError('cursor', 'server.orders.cursor', lang);
}

/** A count that stops at LIST_COUNT_CAP + 1 rows (exact below the cap). */
async function cappedCount(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(db.select({ id: order.id }).from(order).where(where).limit(LIST_COUNT_CAP + 1).as('capped'));
  return n;
}

export const summaryColumns = {
  id: order.id, number: order.number, kind: order.kind, status: order.status, paymentStatus: order.paymentStatus, fulfilmentStatus: order.fulfilmentStatus,
  problem: order.problem, source: order.source, storeId: order.storeId, storeName: store.name, storeOrderName: order.storeOrderName, buyerName: order.buyerName,
  countryCode: order.countryCode, channelCode: order.channelCode, productCents: order.productCents, shippingCents: order.shippingCents, totalCents: order.totalCents,
  currencyCode: order.currencyCode, carrier: order.carrier, trackingNumber: order.trackingNumber, createdAt: order.createdAt, paidAt: order.paidAt, shippedAt: order.shippedAt,
  customerId: order.customerId,
};

/** Items per order (sum of quantities) for one page of orders. */
async function itemCounts(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ orderId: orderLine.orderId, n: sql<number>`sum(${orderLine.quantity})::int` }).from(orderLine).where(inArray(orderLine.orderId, ids)).groupBy(orderLine.orderId);
  return new Map(rows.map((r) => [r.orderId, r.n]));
}

/** One page of the list, newest first. `extra` narrows further (the staff list: paid orders only). */
export async function listOrders(db: DbOrTx, customerId: number | null, query: OrderListQuery, lang: Lang, extra?: SQL) {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 20;
  const filter = and(orderFilterSql(customerId, query, lang), extra);
  let keyset: SQL | undefined;
  if (query.cursor) {
    const [at, id] = decodeCursor(query.cursor, lang);
    keyset = or(lt(order.createdAt, at), and(eq(order.createdAt, at), lt(order.id, id)));
  }
  const rows = await db.select(summaryColumns).from(order).leftJoin(store, eq(store.id, order.storeId)).where(and(filter, keyset))
    .orderBy(desc(order.createdAt), desc(order.id)).limit(pageSize + 1).offset(query.cursor ? 0 : (pageNo - 1) * pageSize);
  const n = await cappedCount(db, filter);
  const records = rows.slice(0, pageSize);
  const counts = await itemCounts(db, records.map((r) => r.id));
  const last = records[records.length - 1];
  return {
    records: records.map((r) => ({ ...r, itemCount: counts.get(r.id) ?? 0 })),
    total: Math.min(n, LIST_COUNT_CAP),
    totalIsLowerBound: n > LIST_COUNT_CAP,
    pageNo,
    pageSize,
    nextCursor: rows.length > pageSize && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

/** The tabs' counts under the filter without its status (each capped, so a million orders stay fast). */
export async function statusCounts(db: DbOrTx, customerId: number, filter: OrderListFilter, lang: Lang) {
  const base = orderFilterSql(customerId, { ...filter, status: undefined }, lang);
  const counts: Record<string, number> = {};
  const capped: string[] = [];
  for (const tab of orderTabs) {
    const n = await cappedCount(db, and(base, tab === 'attention' ? needsAttention() : eq(order.status, tab)));
    counts[tab] = Math.min(n, LIST_COUNT_CAP);
    if (n > LIST_COUNT_CAP) capped.push(tab);
  }
  return { counts, capped };
}

/** Navbar and dashboard: orders needing attention (capped). */
export async function attentionCount(db: DbOrTx, customerId: number): Promise<number> {
  return Math.min(await cappedCount(db, and(eq(order.customerId, customerId), needsAttention())), LIST_COUNT_CAP);
}

/** The whole order: lines, address, amounts, timeline. `customerId` null = staff (any customer). */
export async function orderDetail(db: DbOrTx, customerId: number | null, orderId: number) {
  const [row] = await db.select({ ...summaryColumns, o: order, username: customer.username }).from(order).leftJoin(store, eq(store.id, order.storeId))
    .innerJoin(customer, eq(customer.id, order.customerId))
    .where(and(eq(order.id, orderId), customerId === null ? undefined : eq(order.customerId, customerId)));
  if (!row) return null;
  const lines = await db.select().from(orderLine).where(eq(orderLine.orderId, orderId)).orderBy(orderLine.id);
  const events = await db.select().from(orderEvent).where(eq(orderEvent.orderId, orderId)).orderBy(orderEvent.createdAt, orderEvent.id);
  const o: OrderRow = row.o;
  return {
    id: o.id, number: o.number, kind: o.kind, status: o.status, paymentStatus: o.paymentStatus, fulfilmentStatus: o.fulfilmentStatus, problem: o.problem,
    source: o.source, storeId: o.storeId, storeName: row.storeName, storeOrderName: o.storeOrderName, buyerName: o.buyerName, countryCode: o.countryCode,
    channelCode: o.channelCode, itemCount: lines.reduce((sum, l) => sum + l.quantity, 0), productCents: o.productCents, shippingCents: o.shippingCents,
    totalCents: o.totalCents, currencyCode: o.currencyCode, carrier: o.carrier, trackingNumber: o.trackingNumber, createdAt: o.createdAt, paidAt: o.paidAt,
    shippedAt: o.shippedAt, subType: o.subType, buyerEmail: o.buyerEmail, address: o.address, warehouseId: o.warehouseId, discountCents: o.discountCents,
    remark: o.remark, deliveredAt: o.deliveredAt, customerId: o.customerId, customerUsername: row.username,
    lines: lines.map((l) => ({
      id: l.id, title: l.title, storeSku: l.storeSku, storeVariantId: l.storeVariantId, variantId: l.variantId, sku: l.sku, image: l.image, quantity: l.quantity,
      unitCostCents: l.unitCostCents, storeUnitPriceCents: l.storeUnitPriceCents, weightGrams: l.weightGrams,
    })),
    events: events.map((e) => ({ id: e.id, type: e.type, actor: e.actor, fromStatus: e.fromStatus, toStatus: e.toStatus, data: e.data, createdAt: e.createdAt })),
  };
}

/** The paid statuses staff work on. */
export const paidStatuses = orderStatuses.filter((s) => ['processing', 'shipped', 'delivered', 'completed'].includes(s));
