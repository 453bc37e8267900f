/**
 * Staff shipping (/admin/orders/list): every customer's paid orders; ship with carrier + tracking number
 * (then the store hears of it through its connector), mark delivered (a stocking order's goods become the
 * merchant's private inventory in the same transaction). Status changes go through the order service's
 * transition, so the merchant sees the status and the event.
 */
import { and, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customer, order, orderLine } from '../../db/schema';
import type { Services } from '../../services';
import type { Static } from 'typebox';
import type { adminOrderQuery } from '../../../src/api/contract/admin';
import { fail } from '../../http/envelope';
import type { Lang } from '../../http/i18n';
import { listOrders, orderDetail, paidStatuses } from '../orders/queries';
import { transition } from '../orders/service';
import { withChannelName } from '../orders/channels';
import { addPrivateInventory } from '../catalogue/privateInventory';

type AdminQuery = Static<typeof adminOrderQuery>;

export async function adminListOrders(db: Db, query: AdminQuery, lang: Lang) {
  const keyword = query.keyword?.trim();
  // An e-mail finds the customer's orders; anything else searches the orders' own text.
  const byCustomer = keyword?.includes('@');
  const extra: SQL | undefined = and(
    inArray(order.status, query.status ? [query.status] : paidStatuses),
    byCustomer ? inArray(order.customerId, db.select({ id: customer.id }).from(customer).where(ilike(customer.username, `%${keyword!.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))) : undefined,
  );
  const page = await listOrders(db, null, { ...query, status: undefined, keyword: byCustomer ? undefined : keyword }, lang, extra);
  const ids = [...new Set(page.records.map((r) => r.customerId))];
  const names = ids.length ? await db.select({ id: customer.id, username: customer.username }).from(customer).where(inArray(customer.id, ids)) : [];
  const byId = new Map(names.map((n) => [n.id, n.username]));
  return { ...page, records: page.records.map((r) => ({ ...r, customerUsername: byId.get(r.customerId) ?? '' })) };
}

/** One paid order for staff, its lines in the staff user's language (the catalogue's zh/tr title), as merchants see them. */
export async function adminOrderDetail(db: Db, orderId: number, lang: Lang) {
  const detail = await orderDetail(db, null, orderId, null, lang);
  if (!detail || !(paidStatuses as readonly string[]).includes(detail.status)) throw fail.notFound();
  return withChannelName(db, detail);
}

/**
 * Ships a paid order. The caller then tells the store (notifyStoreOfShipment) once this transaction has
 * committed, so a failed push never undoes the shipment; the push job retries on its own.
 */
export async function shipOrder(db: Db, input: { orderId: number; carrier: string; trackingNumber: string; staffId: number }) {
  const carrier = input.carrier.trim();
  const trackingNumber = input.trackingNumber.trim().toUpperCase();
  return db.transaction(async (tx) => {
    const row = await transition(tx, input.orderId, 'shipped', { actor: 'staff', actorId: input.staffId, data: { carrier, trackingNumber } });
    const searchText = [row.searchText, trackingNumber.toLowerCase()].filter(Boolean).join(' ');
    await tx.update(order).set({ carrier, trackingNumber, searchText }).where(eq(order.id, row.id));
    return row;
  });
}

/** Pushes the shipment to the order's store through its connector (a pg-boss job); nothing for other orders. */
export async function notifyStoreOfShipment(services: Services, shipped: { id: number; storeId: number | null }) {
  if (!shipped.storeId) return;
  const { enqueueStoreFulfilment } = await import('../stores/fulfilment');
  await enqueueStoreFulfilment(services, { orderId: shipped.id });
}

export async function deliverOrder(db: Db, input: { orderId: number; staffId: number }) {
  await db.transaction(async (tx) => {
    const row = await transition(tx, input.orderId, 'delivered', { actor: 'staff', actorId: input.staffId });
    if (row.kind !== 'stocking' || !row.warehouseId) return;
    const lines = await tx.select({ variantId: orderLine.variantId, quantity: orderLine.quantity }).from(orderLine).where(eq(orderLine.orderId, row.id));
    for (const line of lines) {
      if (!line.variantId) continue;
      await addPrivateInventory(tx, { customerId: row.customerId, variantId: line.variantId, warehouseId: row.warehouseId, quantity: line.quantity, reason: `order:${row.number}` });
    }
  });
}
