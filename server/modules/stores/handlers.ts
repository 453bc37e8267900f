/**
 * The stores calls (src/api/contract/stores.ts). Every store-bearing call is filtered by the caller's
 * store scope in the service it calls; the scope itself is set by main accounts only.
 */
import { and, eq } from 'drizzle-orm';
import { customer, store, storeScope } from '../../db/schema';
import type { Caller, Handlers } from '../../http/context';
import { fail } from '../../http/envelope';
import { storePlatforms } from '../../../src/api/contract/stores';
import type { Services } from '../../services';
import { toJob } from '../jobs/handlers';
import { completeCallback, startConnect, startReauthorize } from './connect';
import { syncStoreOrders } from './orderIn';
import { retryShelf, shelfCheck, shelfRecords, startShelf } from './publish';
import { listPublished, publishedDetail, pushUpdate, setInventory, syncDeleted, unpublish } from './published';
import { connectorOf, handleOf, listStores, ownStore, platformFailure, setStatus, storeCounts, storeOptions, toStore, withStore } from './service';
import { addPaypal, disconnectAccount, existingStoreIds, startPaypal, listAccounts, listTaxNumbers, removeTaxNumber, saveTaxNumber, sendReplyCode, verifyReplyCode } from './settings';

const storeOut = async (services: Services, id: number) => toStore(services, await storeCounts(services.db, id));

/** Main accounts manage scopes; the sub-account must be theirs. */
async function ownSubAccount(services: Services, caller: Caller, subAccountId: number) {
  if (caller.refId) throw fail.noPermission();
  const [row] = await services.db.select({ id: customer.id }).from(customer).where(and(eq(customer.id, subAccountId), eq(customer.refId, caller.ownerId)));
  if (!row) throw fail.notFound();
  return row.id;
}

export const storesHandlers: Handlers = {
  storeList: async ({ services, caller, query }) => {
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? 20;
    const { rows, total } = await listStores(services.db, caller, { status: query.status, platform: query.platform, keyword: query.keyword?.trim() || undefined }, { pageNo, pageSize });
    return { records: rows.map((r) => toStore(services, r)), total, pageNo, pageSize };
  },
  storeOptions: async ({ services, caller }) => (await storeOptions(services.db, caller)).map((r) => ({ ...r, platform: r.platform as (typeof storePlatforms)[number] })),
  storePlatforms: async ({ services }) => storePlatforms.map((platform) => {
    const resolved = services.stores.registry.get(platform);
    return {
      platform, available: Boolean(resolved), sandbox: resolved?.sandbox ?? false,
      needsShop: Boolean(resolved?.connector.shopPattern), shopPattern: resolved?.connector.shopPattern?.source ?? null,
      shopExample: resolved?.entry.shopExample ?? null,
    };
  }),
  storeConnect: async ({ services, caller, body, lang }) => startConnect(services, caller, { platform: body.platform, shop: body.shop, origin: body.origin }, lang),
  storeReauthorize: async ({ services, caller, params, body, lang }) => startReauthorize(services, caller, params.id, lang, body.origin),
  storeAuthCallback: async ({ services, caller, body, lang }) => {
    const outcome = await completeCallback(services, { platform: body.platform, query: body.query, caller, lang, step: body.step });
    return { ...outcome, platform: outcome.platform as (typeof storePlatforms)[number] | null };
  },
  storeDeactivate: async ({ services, caller, params }) => {
    await services.db.transaction(async (tx) => {
      const row = await ownStore(tx, caller, params.id);
      if (row.status === 'deactivated') return;
      await setStatus(tx, row, 'deactivated', { type: 'deactivated', actorId: caller.id });
    });
    return storeOut(services, params.id);
  },
  storeActivate: async ({ services, caller, params }) => {
    await services.db.transaction(async (tx) => {
      const row = await ownStore(tx, caller, params.id);
      if (row.status === 'authorized') return;
      if (row.status !== 'deactivated' || !row.credentials) throw fail.rule('server.stores.reauthorizeFirst', { name: row.name });
      await setStatus(tx, row, 'authorized', { type: 'activated', actorId: caller.id });
    });
    return storeOut(services, params.id);
  },
  storeDisconnect: async ({ services, caller, params }) => {
    const row = await ownStore(services.db, caller, params.id);
    // Uninstall at the platform first (best effort: a revoked or unreachable app must not keep the store here).
    if (row.credentials && row.shop) {
      const resolved = services.stores.registry.get(row.platform);
      if (resolved) {
        try {
          await resolved.connector.uninstall(handleOf(services, row));
        } catch (error) {
          console.warn(`store ${row.id} (${row.platform}) uninstall at the platform failed: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}`);
        }
      }
    }
    await services.db.transaction(async (tx) => {
      const [current] = await tx.select().from(store).where(eq(store.id, row.id)).for('update');
      if (current && current.status !== 'deleted') await setStatus(tx, current, 'deleted', { type: 'disconnected', actorId: caller.id }, { credentials: null, webhooks: [] });
    });
    return storeOut(services, params.id);
  },
  storeSyncOrders: async ({ services, caller, params }) => {
    const row = await ownStore(services.db, caller, params.id);
    try {
      return await syncStoreOrders(services, row);
    } catch (error) {
      throw platformFailure(error, row.name);
    }
  },
  storeLogoUpdate: async ({ services, caller, body }) => {
    await ownStore(services.db, caller, body.storeId);
    await services.db.update(store).set({ logo: body.logo, updatedAt: new Date() }).where(eq(store.id, body.storeId));
    return storeOut(services, body.storeId);
  },

  storeTaxNumberList: async ({ services, caller, query }) => listTaxNumbers(services, caller, query.storeId),
  storeTaxNumberSave: async ({ services, caller, body, lang }) => saveTaxNumber(services, caller, { id: body.id, storeId: body.storeId, countryId: body.countryId, taxNumber: body.taxNumber }, lang),
  storeTaxNumberRemove: async ({ services, caller, params }) => { await removeTaxNumber(services, caller, params.id); return null; },
  connectAccountList: async ({ services, caller }) => listAccounts(services, caller),
  sendReplayEmailCode: async ({ services, caller, body, lang }) => { await sendReplyCode(services, caller, { email: body.email, storeId: body.storeId, language: body.language }, lang); return null; },
  verifyReplayEmailCode: async ({ services, caller, body }) => verifyReplyCode(services, caller, { email: body.email, code: body.code }),
  disconnectAccount: async ({ services, caller, params }) => { await disconnectAccount(services, caller, params.id); return null; },
  addPaypalAuth: async ({ services, caller, body, lang }) => addPaypal(services, caller, { authCode: body.authCode, storeId: body.storeId, state: body.state }, lang),
  paypalAuthorize: async ({ services, caller, body }) => startPaypal(services, caller, { storeId: body.storeId, origin: body.origin }),

  storeScopeGet: async ({ services, caller, params }) => {
    const subAccountId = await ownSubAccount(services, caller, params.id);
    const [row] = await services.db.select().from(storeScope).where(eq(storeScope.subAccountId, subAccountId));
    return { subAccountId, storeIds: row ? row.storeIds : null };
  },
  storeScopeSet: async ({ services, caller, params, body }) => {
    const subAccountId = await ownSubAccount(services, caller, params.id);
    if (body.storeIds === null) {
      await services.db.delete(storeScope).where(eq(storeScope.subAccountId, subAccountId));
      return { subAccountId, storeIds: null };
    }
    const found = await existingStoreIds(services, caller.ownerId, body.storeIds);
    if (found.length !== body.storeIds.length) throw fail.notFound();
    const storeIds = Array.from(body.storeIds).sort((a, b) => a - b);
    await services.db.insert(storeScope).values({ subAccountId, customerId: caller.ownerId, storeIds })
      .onConflictDoUpdate({ target: storeScope.subAccountId, set: { storeIds, updatedAt: new Date() } });
    return { subAccountId, storeIds };
  },

  shelfCheck: async ({ services, caller, body, lang }) => shelfCheck(services, caller, { skuListIds: body.skuListIds, storeIds: body.storeIds }, lang),
  shelf: async ({ services, caller, body }) => toJob(await startShelf(services, caller, { skuListIds: [body.skuListId], storeIds: body.storeIds, collections: body.collections })),
  batchShelf: async ({ services, caller, body }) => toJob(await startShelf(services, caller, { skuListIds: body.skuListIds, storeIds: body.storeIds, collections: body.collections })),
  batchShelfRecord: async ({ services, caller, query }) => {
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? 20;
    const { rows, total } = await shelfRecords(services.db, caller, { pageNo, pageSize });
    return { records: rows.map((row) => toJob(row)), total, pageNo, pageSize };
  },
  retryShelf: async ({ services, caller, params }) => toJob(await retryShelf(services, caller, params.id)),
  shopProductUpdate: async ({ services, caller, body }) => pushUpdate(services, caller, body.skuPublishedId),
  shopProductCollections: async ({ services, caller, params }) => {
    const row = await ownStore(services.db, caller, params.id);
    const { connector } = connectorOf(services, row.platform);
    if (!connector.listCollections || row.status !== 'authorized') return [];
    try {
      return await withStore(services, row, (handle) => connector.listCollections!(handle));
    } catch (error) {
      throw platformFailure(error, row.name);
    }
  },

  skuPublishedList: async ({ services, caller, body }) => listPublished(services, caller, {
    storeId: body.storeId, keyword: body.keyword?.trim() || undefined, state: body.state, pageNo: body.pageNo ?? 1, pageSize: body.pageSize ?? 20,
  }),
  skuPublishedProduct: async ({ services, caller, params }) => publishedDetail(services, caller, params.id, params.storeId),
  skuPublishedInventory: async ({ services, caller, body }) => setInventory(services, caller, { id: body.id, variants: body.variants.map((v) => ({ id: v.id, available: v.available })) }),
  skuPublishedRemove: async ({ services, caller, params }) => { await unpublish(services, caller, params.id); return null; },
  skuPublishedSyncDeleted: async ({ services, caller, body }) => syncDeleted(services, caller, body.storeId),
};

/** The store ids a caller may see (null = all): for other domains' store-bearing lists (orders by store). */
export { scopeOf as storeScopeOf } from './service';
