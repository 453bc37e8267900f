/**
 * Fulfilment push (the orders domain calls enqueueStoreFulfilment when staff ship an order with carrier and
 * tracking number): a `store-fulfilment` pg-boss message, sent inside the caller's transaction when one
 * is given, whose worker reads the order and calls the store's connector; a failure throws, so pg-boss
 * retries it with backoff (5 tries). Orders without a store, or whose store is no longer authorized, are
 * left alone. Without a running queue (tests) the push runs at once in the background.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { order, orderLine, store } from '../../db/schema';
import type { Services } from '../../services';
import { withStore } from './service';

export const FULFILMENT_QUEUE = 'store-fulfilment';

/** Tracking page per carrier name (the merchant's buyers follow it from the store's shipping e-mail). */
function trackingUrlOf(carrier: string, trackingNumber: string): string | null {
  const number = encodeURIComponent(trackingNumber);
  const known: Record<string, string> = {
    usps: `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`,
    ups: `https://www.ups.com/track?tracknum=${number}`,
    fedex: `https://www.fedex.com/fedextrack/?trknbr=${number}`,
    dhl: `https://www.dhl.com/en/express/tracking.html?AWB=${number}`,
  };
  return known[carrier.trim().toLowerCase()] ?? `https://t.17track.net/en#nums=${number}`;
}

export async function enqueueStoreFulfilment(services: Services, input: { orderId: number }, tx?: DbOrTx): Promise<void> {
  const [row] = await (tx ?? services.db).select({ storeId: order.storeId, storeOrderId: order.storeOrderId }).from(order).where(eq(order.id, input.orderId));
  if (!row?.storeId || !row.storeOrderId) return;
  const sent = await services.jobs.send(FULFILMENT_QUEUE, { orderId: input.orderId }, { tx, singletonKey: `fulfil-${input.orderId}` });
  if (!sent) void pushStoreFulfilment(services, input.orderId).catch((error: unknown) => console.warn(`store fulfilment of order ${input.orderId} failed: ${error instanceof Error ? error.message : String(error)}`));
}

/** The worker: pushes the order's carrier and tracking number to its store. Throws to be retried. */
export async function pushStoreFulfilment(services: Services, orderId: number): Promise<'pushed' | 'skipped'> {
  const [row] = await services.db.select().from(order).where(eq(order.id, orderId));
  if (!row?.storeId || !row.storeOrderId || !row.carrier || !row.trackingNumber) return 'skipped';
  const [storeRow] = await services.db.select().from(store).where(eq(store.id, row.storeId));
  if (!storeRow || storeRow.status !== 'authorized' || storeRow.customerId !== row.customerId) return 'skipped';
  const lines = await services.db.select({ storeLineId: orderLine.storeLineId }).from(orderLine).where(eq(orderLine.orderId, orderId));
  const storeLineIds = lines.map((l) => l.storeLineId).filter((id): id is string => Boolean(id));
  const { connector } = services.stores.registry.get(storeRow.platform) ?? {};
  if (!connector) return 'skipped';
  await withStore(services, storeRow, (handle) => connector.pushFulfilment(handle, {
    storeOrderId: row.storeOrderId as string,
    carrier: row.carrier as string,
    trackingNumber: row.trackingNumber as string,
    trackingUrl: trackingUrlOf(row.carrier as string, row.trackingNumber as string),
    storeLineIds: storeLineIds.length ? storeLineIds : undefined,
  }));
  return 'pushed';
}
