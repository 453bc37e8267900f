/**
 * The order list's filter (OrderListFilter, as the list's own SQL), and its rows read page by page on the
 * (customer_id, created_at, id) index: newest first, each page after the previous page's last row, so
 * a million-row export never holds more than one page in memory and never keeps a connection between pages.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterCursor, cursorAtSql, orderFilterSql, type ListCursor, type StoreScope } from '../orders/queries';
import type { DbOrTx } from '../../db/client';
import { order, orderLine, store } from '../../db/schema';
import { customerSkusOf } from '../skuDict/service';
import type { OrderListFilter } from '../../../src/api/contract/orders';

/**
 * The list's own filter (orders/queries.ts), so the file holds what the screen lists; `until` pins the
 * export's moment; `scope` the stores of a limited sub-account.
 */
export function filterWhere(customerId: number, filter: OrderListFilter, until?: Date, scope: StoreScope = null): SQL {
  return and(orderFilterSql(customerId, filter, 'en', scope), until ? sql`${order.createdAt} <= ${until}` : undefined)!;
}

/** Rows matching, counted up to `cap` (never a full count of a million rows when a cap answers the question). */
export async function countMatching(db: DbOrTx, customerId: number, filter: OrderListFilter, cap?: number, until?: Date, scope: StoreScope = null): Promise<number> {
  const where = filterWhere(customerId, filter, until, scope);
  if (cap === undefined) {
    const [row] = await db.select({ n: count() }).from(order).where(where);
    return row.n;
  }
  const [row] = await db.select({ n: count() }).from(db.select({ id: order.id }).from(order).where(where).limit(cap).as('capped'));
  return row.n;
}

export type ExportRow = Awaited<ReturnType<typeof exportPage>>[number];
export type ExportCursor = ListCursor;

/** One page of export rows after `cursor` (exclusive), newest first. */
export async function exportPage(db: DbOrTx, customerId: number, filter: OrderListFilter, options: { after: ExportCursor | null; limit: number; until?: Date; idIs?: number; scope?: StoreScope }) {
  // Row comparison on the index's columns; the timestamp travels as PostgreSQL's own text (microseconds kept).
  const after = options.after ? afterCursor(options.after) : undefined;
  return db.select({
    id: order.id, cursorAt: cursorAtSql, number: order.number, source: order.source, storeId: order.storeId, kind: order.kind, status: order.status, paymentStatus: order.paymentStatus,
    fulfilmentStatus: order.fulfilmentStatus, problem: order.problem, storeName: store.name, storeOrderName: order.storeOrderName,
    buyerName: order.buyerName, countryCode: order.countryCode, channelCode: order.channelCode,
    itemCount: order.itemCount,
    productCents: order.productCents, shippingCents: order.shippingCents, totalCents: order.totalCents, currencyCode: order.currencyCode,
    carrier: order.carrier, trackingNumber: order.trackingNumber, createdAt: order.createdAt, paidAt: order.paidAt, shippedAt: order.shippedAt,
  }).from(order).leftJoin(store, eq(store.id, order.storeId))
    .where(and(filterWhere(customerId, filter, options.until, options.scope ?? null), after, options.idIs ? eq(order.id, options.idIs) : undefined))
    .orderBy(desc(order.createdAt), desc(order.id)).limit(options.limit);
}

/** An order's SKUs in an export: the catalogue's and the merchant's own codes (skuDict), each line's in line order. */
export interface LineSkus { sku: string; customerSku: string }

/**
 * The SKUs of each order's lines, for one page of export rows (two queries a page): the catalogue SKU of each
 * line, and beside it the merchant's own code for that variant where the merchant set one (My SKU codes).
 * Several lines are joined with ", "; a line not mapped to a variant has neither.
 */
export async function lineSkusOf(db: DbOrTx, customerId: number, orderIds: readonly number[]): Promise<Map<number, LineSkus>> {
  if (orderIds.length === 0) return new Map();
  const lines = await db.select({ orderId: orderLine.orderId, sku: orderLine.sku, variantId: orderLine.variantId }).from(orderLine)
    .where(inArray(orderLine.orderId, [...orderIds])).orderBy(asc(orderLine.orderId), asc(orderLine.id));
  const codes = await customerSkusOf(db, customerId, lines.flatMap((l) => (l.variantId === null ? [] : [l.variantId])));
  const byOrder = new Map<number, { skus: string[]; codes: string[] }>();
  for (const line of lines) {
    let entry = byOrder.get(line.orderId);
    if (!entry) byOrder.set(line.orderId, (entry = { skus: [], codes: [] }));
    if (line.sku && !entry.skus.includes(line.sku)) entry.skus.push(line.sku);
    const code = line.variantId === null ? undefined : codes.get(line.variantId);
    if (code && !entry.codes.includes(code)) entry.codes.push(code);
  }
  return new Map([...byOrder].map(([id, e]) => [id, { sku: e.skus.join(', '), customerSku: e.codes.join(', ') }]));
}

/** The list's keyset cursor (orders/queries.ts), for the kind lists and the export's chunks. */
export { cursorOf, decodeCursor, encodeCursor } from '../orders/queries';
