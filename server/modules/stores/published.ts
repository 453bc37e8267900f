/**
 * Published products (sku-published): the list within the caller's store scope, one product with its
 * variants, inventory pushed to the store before it is saved here, unpublish (the store first), "sync
 * deleted" (ask each store which products it no longer has) and re-pushing an entry's current data.
 */
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { skuPublished, skuPublishedVariant, store } from '../../db/schema';
import type { StorePlatform } from '../../connectors/store';
import type { Caller } from '../../http/context';
import { fail } from '../../http/envelope';
import type { Services } from '../../services';
import { connectorOf, inScope, ownStore, platformFailure, scopeOf, withStore } from './service';
import { judge, loadEntry, recordPublished, toPublishProduct } from './publish';

type PublishedRow = typeof skuPublished.$inferSelect;

const columns = { row: skuPublished, storeName: store.name, platform: store.platform };

export const toSkuPublished = (item: { row: PublishedRow; storeName: string; platform: string }) => ({
  id: item.row.id, skuListId: item.row.skuListId, storeId: item.row.storeId, storeName: item.storeName, platform: item.platform as StorePlatform,
  shopProductId: item.row.shopProductId, title: item.row.title, image: item.row.image, state: item.row.state,
  inventoryAvailable: item.row.inventoryAvailable, url: item.row.url, lastSyncedAt: item.row.lastSyncedAt, createdAt: item.row.createdAt,
});

export async function listPublished(services: Services, caller: Caller, filter: { storeId?: number; keyword?: string; state?: number; pageNo: number; pageSize: number }) {
  const scope = await scopeOf(services.db, caller);
  const where: SQL | undefined = and(
    eq(skuPublished.customerId, caller.ownerId),
    inScope(scope, skuPublished.storeId),
    filter.storeId ? eq(skuPublished.storeId, filter.storeId) : undefined,
    filter.state ? eq(skuPublished.state, filter.state) : undefined,
    filter.keyword ? ilike(skuPublished.title, `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    services.db.select(columns).from(skuPublished).innerJoin(store, eq(store.id, skuPublished.storeId)).where(where)
      .orderBy(desc(skuPublished.createdAt), desc(skuPublished.id)).limit(filter.pageSize).offset((filter.pageNo - 1) * filter.pageSize),
    services.db.select({ n: count() }).from(skuPublished).where(where),
  ]);
  return { records: rows.map(toSkuPublished), total: total.n, pageNo: filter.pageNo, pageSize: filter.pageSize };
}

/** The caller's published product :id (in scope; optionally in store :storeId). */
export async function ownPublished(services: Services, caller: Caller, id: number, storeId?: number) {
  const [item] = await services.db.select(columns).from(skuPublished).innerJoin(store, eq(store.id, skuPublished.storeId))
    .where(and(eq(skuPublished.id, id), eq(skuPublished.customerId, caller.ownerId), storeId ? eq(skuPublished.storeId, storeId) : undefined));
  if (!item) throw fail.notFound();
  await ownStore(services.db, caller, item.row.storeId, { includeDeleted: true });
  return item;
}

export async function publishedDetail(services: Services, caller: Caller, id: number, storeId?: number) {
  const item = await ownPublished(services, caller, id, storeId);
  const variants = await services.db.select().from(skuPublishedVariant).where(eq(skuPublishedVariant.skuPublishedId, id)).orderBy(asc(skuPublishedVariant.id));
  return {
    product: toSkuPublished(item),
    variants: variants.map((v) => ({ id: v.id, sku: v.sku, title: v.title, shopVariantId: v.shopVariantId, available: v.available })),
  };
}

export async function setInventory(services: Services, caller: Caller, input: { id: number; variants: Array<{ id: number; available: number }> }) {
  const item = await ownPublished(services, caller, input.id);
  if (item.row.state !== 1) throw fail.rule('server.stores.publishedDeleted');
  const links = await services.db.select().from(skuPublishedVariant)
    .where(and(eq(skuPublishedVariant.skuPublishedId, input.id), inArray(skuPublishedVariant.id, input.variants.map((v) => v.id))));
  if (links.length !== new Set(input.variants.map((v) => v.id)).size) throw fail.notFound();
  const storeRow = await ownStore(services.db, caller, item.row.storeId);
  const { connector } = connectorOf(services, storeRow.platform);
  try {
    await withStore(services, storeRow, (handle) => connector.updateInventory(handle, input.variants.map((v) => ({
      shopProductId: item.row.shopProductId, variantId: links.find((l) => l.id === v.id)?.shopVariantId as string, available: v.available,
    }))));
  } catch (error) {
    throw platformFailure(error, storeRow.name);
  }
  await services.db.transaction(async (tx) => {
    for (const v of input.variants) await tx.update(skuPublishedVariant).set({ available: v.available }).where(eq(skuPublishedVariant.id, v.id));
    const all = await tx.select({ available: skuPublishedVariant.available }).from(skuPublishedVariant).where(eq(skuPublishedVariant.skuPublishedId, input.id));
    await tx.update(skuPublished).set({ inventoryAvailable: all.reduce((s, v) => s + v.available, 0), lastSyncedAt: new Date(), updatedAt: new Date() }).where(eq(skuPublished.id, input.id));
  });
  return publishedDetail(services, caller, input.id);
}

export async function unpublish(services: Services, caller: Caller, id: number) {
  const item = await ownPublished(services, caller, id);
  const [storeRow] = await services.db.select().from(store).where(eq(store.id, item.row.storeId));
  // A product already gone from the store (or a store gone from us) needs no call to the platform.
  if (item.row.state === 1 && storeRow?.status === 'authorized') {
    const { connector } = connectorOf(services, storeRow.platform);
    try {
      await withStore(services, storeRow, (handle) => connector.unpublish(handle, item.row.shopProductId));
    } catch (error) {
      throw platformFailure(error, storeRow.name);
    }
  }
  await services.db.delete(skuPublished).where(eq(skuPublished.id, id));
}

export async function syncDeleted(services: Services, caller: Caller, storeId?: number) {
  const scope = await scopeOf(services.db, caller);
  const stores = await services.db.select().from(store).where(and(
    eq(store.customerId, caller.ownerId), eq(store.status, 'authorized'), inScope(scope), storeId ? eq(store.id, storeId) : undefined,
  ));
  if (storeId && stores.length === 0) await ownStore(services.db, caller, storeId); // 9002 when not the caller's
  let checked = 0;
  let updated = 0;
  for (const row of stores) {
    const links = await services.db.select({ id: skuPublished.id, shopProductId: skuPublished.shopProductId }).from(skuPublished)
      .where(and(eq(skuPublished.storeId, row.id), eq(skuPublished.state, 1)));
    if (links.length === 0) continue;
    const { connector } = connectorOf(services, row.platform);
    let missing: string[];
    try {
      missing = await withStore(services, row, (handle) => connector.missingProducts(handle, links.map((l) => l.shopProductId)));
    } catch (error) {
      throw platformFailure(error, row.name);
    }
    checked += links.length;
    const gone = links.filter((l) => missing.includes(l.shopProductId)).map((l) => l.id);
    if (gone.length) {
      await services.db.update(skuPublished).set({ state: 2, updatedAt: new Date() }).where(inArray(skuPublished.id, gone));
      updated += gone.length;
    }
  }
  return { checked, updated };
}

/** Pushes the entry's current data to the store product (blocked by the same rules as publishing). */
export async function pushUpdate(services: Services, caller: Caller, id: number) {
  const item = await ownPublished(services, caller, id);
  if (!item.row.skuListId) throw fail.rule('server.stores.publishedNoEntry');
  const storeRow = await ownStore(services.db, caller, item.row.storeId);
  const data = await loadEntry(services.db, caller.ownerId, item.row.skuListId);
  if (!data) throw fail.rule('server.stores.publishedNoEntry');
  const resolved = connectorOf(services, storeRow.platform);
  const verdict = judge(data, storeRow, resolved.entry.limits);
  if (verdict.blocked) throw fail.rule(verdict.blocked);
  let result;
  try {
    result = await withStore(services, storeRow, (handle) => resolved.connector.publishProduct(handle, toPublishProduct(data, [], services.stores.registry.publicOrigin()),
      { shopProductId: item.row.shopProductId, variantIds: {}, url: item.row.url }));
  } catch (error) {
    throw platformFailure(error, storeRow.name);
  }
  await services.db.transaction((tx) => recordPublished(tx, storeRow, data, result));
  return toSkuPublished((await ownPublished(services, caller, id)));
}
