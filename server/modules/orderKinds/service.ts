/**
 * Orders by kind beyond the cart (stocking, consolidation, self-buy): their lists, their creation from
 * catalogue variants through the orders service, and merging awaiting-payment orders to the same address.
 */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { country, order, orderLine, orderMerge, warehouse, type OrderAddress, type OrderStatus } from '../../db/schema';
import type { CreatableKind } from '../../../src/api/contract/orderKinds';
import { ApiFailure, fail } from '../../http/envelope';
import { apiStatus } from '../../../src/api/contract/shared';
import { translate, type Lang } from '../../http/i18n';
import { createOrder, requireOrderInScope, transition, writeEvent } from '../orders/service';
import { createOnce } from '../payment/requestKey';
import { countMatching, decodeCursor, encodeCursor, cursorOf, exportPage, type ExportRow } from '../orderFiles/filter';

export const toSummary = (r: ExportRow) => ({
  id: r.id, number: r.number, kind: r.kind, status: r.status, paymentStatus: r.paymentStatus, fulfilmentStatus: r.fulfilmentStatus,
  problem: r.problem, source: r.source, storeId: r.storeId, storeName: r.storeName, storeOrderName: r.storeOrderName, buyerName: r.buyerName,
  countryCode: r.countryCode, channelCode: r.channelCode, itemCount: r.itemCount, productCents: r.productCents, shippingCents: r.shippingCents,
  totalCents: r.totalCents, currencyCode: r.currencyCode, carrier: r.carrier, trackingNumber: r.trackingNumber, createdAt: r.createdAt,
  paidAt: r.paidAt, shippedAt: r.shippedAt,
});

const LIST_CAP = 10_000;

export async function kindList(db: DbOrTx, customerId: number, kind: CreatableKind, query: { status?: OrderStatus; keyword?: string; pageSize?: number; cursor?: string }) {
  const pageSize = query.pageSize ?? 20;
  const filter = { kind, status: query.status, keyword: query.keyword };
  const rows = await exportPage(db, customerId, filter, { after: decodeCursor(query.cursor), limit: pageSize + 1 });
  const more = rows.length > pageSize;
  const page = rows.slice(0, pageSize);
  const total = await countMatching(db, customerId, filter, LIST_CAP);
  return {
    records: page.map(toSummary), total, totalIsLowerBound: total >= LIST_CAP, pageNo: 1, pageSize,
    nextCursor: more ? encodeCursor(cursorOf(page[page.length - 1])) : null,
  };
}

export async function warehouses(db: DbOrTx) {
  return db.select({ id: warehouse.id, code: warehouse.code, name: warehouse.name, countryCode: country.code })
    .from(warehouse).leftJoin(country, eq(country.id, warehouse.countryId)).orderBy(asc(warehouse.id));
}

/** Creates one order of a kind; a retry with the same Idempotency-Key answers the order the first made. */
export async function createKindOrder(db: Db, customerId: number, actorId: number, input: {
  kind: CreatableKind; warehouseId?: number; address?: OrderAddress; channelCode?: string; remark?: string; lines: Array<{ variantId: number; quantity: number }>;
}, lang: Lang, idempotencyKey?: string) {
  const need = (field: string) => new ApiFailure(apiStatus.invalidInput, { params: { field, reason: translate(lang, 'server.validation.required') } });
  if ((input.kind === 'stocking' || input.kind === 'consolidation') && !input.warehouseId) throw need('warehouseId');
  if (input.kind !== 'stocking' && !input.address) throw need('address');
  if (input.kind !== 'stocking' && !input.channelCode) throw need('channelCode');
  const { orderIds: [id] } = await db.transaction((tx) => createOnce(tx, { customerId, kind: 'kind_create', key: idempotencyKey, lang }, async () => {
    const row = await createOrder(tx, {
      customerId, kind: input.kind, subType: input.kind === 'self_buy' ? 4 : null, source: 'manual',
      address: input.kind === 'stocking' ? null : input.address ?? null, warehouseId: input.warehouseId ?? null,
      channelCode: input.channelCode ?? null, lines: input.lines, actorId, remark: input.remark ?? null, lang,
    });
    return { orderIds: [row.id], totalCents: row.totalCents };
  }));
  const [row] = await exportPage(db, customerId, {}, { after: null, limit: 1, idIs: id });
  return toSummary(row);
}

/** The same address, written however: case, spaces and empty optional parts do not matter. */
export function addressKey(a: OrderAddress | null): string | null {
  if (!a) return null;
  const norm = (s: string | null) => (s ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  return [a.name, a.line1, a.line2, a.city, a.province, a.postalCode, a.countryCode].map(norm).join('|');
}

const MERGE_LOOK = 200;

export async function mergeCandidates(db: DbOrTx, customerId: number, scope: readonly number[] | null = null) {
  const all = await db.select({ id: order.id, number: order.number, kind: order.kind, storeId: order.storeId, address: order.address, itemCount: order.itemCount, totalCents: order.totalCents, createdAt: order.createdAt })
    .from(order).where(and(eq(order.customerId, customerId), eq(order.status, 'awaiting_payment'), isNull(order.problem)))
    .orderBy(desc(order.createdAt), desc(order.id)).limit(MERGE_LOOK);
  // A sub-account limited to some stores merges only what it may act on.
  const rows = all.filter((r) => scope === null || r.storeId === null || scope.includes(r.storeId));
  const groups = new Map<string, { key: string; kind: string; address: OrderAddress; orders: Array<{ id: number; number: string; itemCount: number; totalCents: number; createdAt: Date }> }>();
  for (const r of rows) {
    if (r.kind === 'stocking') continue;
    const key = addressKey(r.address);
    if (!key || !r.address) continue;
    const groupKey = `${r.kind}|${key}`;
    const group = groups.get(groupKey) ?? { key: groupKey, kind: r.kind, address: r.address, orders: [] };
    group.orders.push({ id: r.id, number: r.number, itemCount: r.itemCount, totalCents: r.totalCents, createdAt: r.createdAt });
    groups.set(groupKey, group);
  }
  return [...groups.values()].filter((g) => g.orders.length > 1);
}

/**
 * Merges: locks the orders (ids ascending), checks each is this customer's (9002), awaiting payment without a
 * problem, of one kind and to the same address (700 otherwise), then creates one order with all their lines
 * (repriced: one parcel, one shipping charge) and cancels the originals with a `merged` event on each side.
 */
export async function mergeOrders(db: Db, customerId: number, actorId: number, ids: number[], lang: Lang, options: { idempotencyKey?: string; scope?: readonly number[] | null } = {}) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const { orderIds: [id] } = await db.transaction((tx) => createOnce(tx, { customerId, kind: 'merge', key: options.idempotencyKey, lang }, async () => {
    const rows = await tx.select().from(order).where(and(eq(order.customerId, customerId), inArray(order.id, sorted))).orderBy(asc(order.id)).for('update');
    if (rows.length !== sorted.length) throw fail.notFound();
    for (const r of rows) requireOrderInScope(r, options.scope ?? null);
    for (const r of rows) if (r.status !== 'awaiting_payment' || r.problem) throw fail.rule('server.orderKinds.notMergeable', { number: r.number });
    const first = rows[0];
    if (first.kind === 'stocking' || rows.some((r) => r.kind !== first.kind || addressKey(r.address) !== addressKey(first.address))) {
      throw fail.rule('server.orderKinds.differentAddress', { number: rows.find((r) => r.kind !== first.kind || addressKey(r.address) !== addressKey(first.address))?.number ?? first.number });
    }
    const lines = await tx.select().from(orderLine).where(inArray(orderLine.orderId, sorted));
    const byVariant = new Map<number, number>();
    for (const l of lines) if (l.variantId) byVariant.set(l.variantId, (byVariant.get(l.variantId) ?? 0) + l.quantity);
    const merged = await createOrder(tx, {
      customerId, kind: first.kind, subType: first.subType, source: first.source === 'store' ? 'manual' : first.source, address: first.address,
      warehouseId: first.warehouseId, channelCode: first.channelCode, actorId, lang,
      lines: [...byVariant].map(([variantId, quantity]) => ({ variantId, quantity })),
      remark: rows.map((r) => r.remark).filter(Boolean).join(' / ').slice(0, 500) || null,
    });
    for (const r of rows) {
      await transition(tx, r.id, 'canceled', { actor: 'merchant', actorId, customerId, data: { mergedInto: merged.number } });
      await writeEvent(tx, r.id, { type: 'merged', actor: 'merchant', actorId, data: { into: merged.number } });
      await tx.insert(orderMerge).values({ customerId, targetOrderId: merged.id, sourceOrderId: r.id });
    }
    await writeEvent(tx, merged.id, { type: 'merged', actor: 'merchant', actorId, data: { from: rows.map((r) => r.number).join(', ') } });
    return { orderIds: [merged.id], totalCents: merged.totalCents };
  }));
  const [row] = await exportPage(db, customerId, {}, { after: null, limit: 1, idIs: id });
  return toSummary(row);
}
