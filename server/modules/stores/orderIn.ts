/**
 * Store events in: signed webhooks (orders/create → a draft order through the orders domain's
 * receiveStoreOrder, idempotent on the store's order id; app/uninstalled → the store is deleted;
 * products/delete → the published product is marked deleted in the store) and the scheduled order sync
 * (a cursor per store), which catches up whatever a webhook missed.
 */
import { and, eq, ne } from 'drizzle-orm';
import { skuPublished, store } from '../../db/schema';
import { ConnectorError } from '../../connectors/store';
import type { Services } from '../../services';
import { receiveStoreOrder } from '../orders/fromStore';
import { connectorOf, setStatus, withStore, type StoreRow } from './service';

export type WebhookAnswer = { status: 200 | 401 | 404; handled: string };

export async function handleWebhook(services: Services, platform: string, headers: Record<string, string | string[] | undefined>, rawBody: Buffer): Promise<WebhookAnswer> {
  const resolved = services.stores.registry.get(platform);
  if (!resolved) return { status: 404, handled: 'unknown platform' };
  const event = resolved.connector.verifyWebhook(headers, rawBody);
  if (!event) {
    // Refused and logged; the body (buyer data) and the signature are not written anywhere.
    console.warn(`store webhook refused: platform=${platform} reason=bad_signature_or_shop bytes=${rawBody.length}`);
    return { status: 401, handled: 'refused' };
  }
  const [row] = await services.db.select().from(store).where(and(eq(store.platform, platform), eq(store.shop, event.shop), ne(store.status, 'deleted')));
  if (!row) return { status: 200, handled: 'no such store' };

  if (event.topic === 'orders/create' && event.order) {
    if (row.status !== 'authorized') return { status: 200, handled: 'store not active' };
    await receiveStoreOrder(services, { customerId: row.customerId, storeId: row.id, order: event.order });
    await services.db.update(store).set({ lastSyncAt: new Date() }).where(eq(store.id, row.id));
    return { status: 200, handled: 'order' };
  }
  if (event.topic === 'app/uninstalled') {
    await services.db.transaction(async (tx) => {
      const [current] = await tx.select().from(store).where(eq(store.id, row.id)).for('update');
      if (current && current.status !== 'deleted') {
        await setStatus(tx, current, 'deleted', { type: 'uninstalled', actorId: null }, { credentials: null, webhooks: [] });
      }
    });
    return { status: 200, handled: 'uninstalled' };
  }
  if (event.topic === 'products/delete' && event.shopProductId) {
    await services.db.update(skuPublished).set({ state: 2, updatedAt: new Date() })
      .where(and(eq(skuPublished.storeId, row.id), eq(skuPublished.shopProductId, event.shopProductId)));
    return { status: 200, handled: 'product deleted' };
  }
  return { status: 200, handled: 'ignored' };
}

const MAX_PAGES = 20;

/** Fetches the store's orders after its cursor and turns each into a draft (once). Outside any transaction. */
export async function syncStoreOrders(services: Services, row: StoreRow): Promise<{ received: number; created: number }> {
  const { connector } = connectorOf(services, row.platform);
  let cursor = row.orderCursor;
  let received = 0;
  let created = 0;
  await withStore(services, row, async (handle) => {
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const result = await connector.fetchOrders(handle, cursor);
      for (const incoming of result.orders) {
        received += 1;
        const outcome = await receiveStoreOrder(services, { customerId: row.customerId, storeId: row.id, order: incoming });
        if (outcome.created) created += 1;
      }
      // The cursor moves only after every order of the page is in.
      if (result.cursor !== cursor) await services.db.update(store).set({ orderCursor: result.cursor }).where(eq(store.id, row.id));
      if (result.orders.length === 0 || result.cursor === cursor) break;
      cursor = result.cursor;
    }
  });
  await services.db.update(store).set({ lastSyncAt: new Date() }).where(eq(store.id, row.id));
  return { received, created };
}

/** The scheduled sync: every authorized store, one after another; a failing store does not stop the others. */
export async function syncAllStores(services: Services): Promise<void> {
  const rows = await services.db.select().from(store).where(eq(store.status, 'authorized'));
  for (const row of rows) {
    try {
      await syncStoreOrders(services, row);
    } catch (error) {
      const reason = error instanceof ConnectorError ? error.reason : error instanceof Error ? error.message : String(error);
      console.warn(`store ${row.id} (${row.platform}) order sync failed: ${String(reason).slice(0, 200)}`);
    }
  }
}
