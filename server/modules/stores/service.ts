/**
 * Stores: rows, status changes (each with a store_event in the same transaction), the caller's store
 * scope, and talking to a store through its connector with decrypted credentials. Connector calls are
 * never made inside a database transaction (on PGlite one open transaction holds the only connection,
 * and a sandbox on this same server may call back into it).
 */
import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { order, skuPublished, store, storeEvent, storeScope } from '../../db/schema';
import type { StoreStatusValue } from '../../db/schema/stores';
import { ConnectorError, type StoreCredentials, type StoreHandle, type StorePlatform } from '../../connectors/store';
import type { Caller } from '../../http/context';
import { fail } from '../../http/envelope';
import type { Services } from '../../services';

export type StoreRow = typeof store.$inferSelect;

/**
 * The stores a caller may work with: null = every store of the main account (main accounts, unlimited sub-accounts).
 * A request's caller carries it, read with its session (server/http/auth.ts).
 */
export async function scopeOf(db: DbOrTx, caller: Pick<Caller, 'id' | 'refId' | 'storeScope'>): Promise<number[] | null> {
  if (!caller.refId) return null;
  if (caller.storeScope !== undefined) return caller.storeScope;
  const [row] = await db.select({ storeIds: storeScope.storeIds }).from(storeScope).where(eq(storeScope.subAccountId, caller.id));
  return row ? row.storeIds : null;
}

/** `store.id` within the scope (an always-false condition for an empty scope). */
export const inScope = (scope: number[] | null, column: typeof store.id | typeof skuPublished.storeId = store.id): SQL | undefined =>
  scope === null ? undefined : scope.length ? inArray(column, scope) : sql`false`;

/** The caller's store :id (another customer's, or one outside the scope, answers 9002 like a missing one). */
export async function ownStore(db: DbOrTx, caller: Caller, id: number, options: { includeDeleted?: boolean } = {}): Promise<StoreRow> {
  const scope = await scopeOf(db, caller);
  if (scope !== null && !scope.includes(id)) throw fail.notFound();
  const [row] = await db.select().from(store).where(and(eq(store.id, id), eq(store.customerId, caller.ownerId)));
  if (!row || (row.status === 'deleted' && !options.includeDeleted)) throw fail.notFound();
  return row;
}

/** Moves a store to `to` and writes the event, in the caller's transaction. */
export async function setStatus(tx: DbOrTx, row: StoreRow, to: StoreStatusValue, event: { type: string; actorId: number | null; data?: Record<string, string | number | boolean | null> }, extra: Partial<typeof store.$inferInsert> = {}): Promise<StoreRow> {
  const [updated] = await tx.update(store).set({ ...extra, status: to, authorised: to === 'authorized', updatedAt: new Date() }).where(eq(store.id, row.id)).returning();
  await tx.insert(storeEvent).values({ storeId: row.id, customerId: row.customerId, type: event.type, fromStatus: row.status, toStatus: to, actorId: event.actorId, data: event.data ?? {} });
  return updated;
}

export const credentialsContext = (storeId: number) => `store:${storeId}`;

export function sealCredentials(services: Pick<Services, 'stores'>, storeId: number, credentials: StoreCredentials): string {
  return services.stores.box.seal(JSON.stringify(credentials), credentialsContext(storeId));
}

export function handleOf(services: Pick<Services, 'stores'>, row: StoreRow): StoreHandle {
  if (!row.credentials || !row.shop) throw fail.rule('server.stores.notAuthorized', { name: row.name });
  const credentials = JSON.parse(services.stores.box.open(row.credentials, credentialsContext(row.id))) as StoreCredentials;
  return { id: row.id, platform: row.platform as StorePlatform, shop: row.shop, credentials };
}

export function connectorOf(services: Pick<Services, 'stores'>, platform: string) {
  const resolved = services.stores.registry.get(platform);
  if (!resolved) throw fail.rule('server.stores.platformUnavailable', { platform });
  return resolved;
}

const REFRESH_MARGIN_MS = 5 * 60_000;

/**
 * Runs `work` against the store with live credentials: refreshes an expiring token first (saved
 * encrypted), and marks the store auth_failed when the platform refuses the credentials. Outside any
 * transaction. Connector errors other than `unauthorized` are rethrown for the caller to report.
 */
export async function withStore<T>(services: Services, row: StoreRow, work: (handle: StoreHandle) => Promise<T>): Promise<T> {
  if (row.status !== 'authorized') throw fail.rule('server.stores.notAuthorized', { name: row.name });
  const { connector } = connectorOf(services, row.platform);
  let handle = handleOf(services, row);
  try {
    const expiresAt = handle.credentials.expiresAt ? Date.parse(handle.credentials.expiresAt) : null;
    if (expiresAt !== null && expiresAt - Date.now() < REFRESH_MARGIN_MS) {
      const credentials = await connector.refresh(handle);
      handle = { ...handle, credentials };
      await services.db.update(store).set({
        credentials: sealCredentials(services, row.id, credentials),
        tokenExpiresAt: credentials.expiresAt ? new Date(credentials.expiresAt) : null, updatedAt: new Date(),
      }).where(eq(store.id, row.id));
    }
    return await work(handle);
  } catch (error) {
    if (error instanceof ConnectorError && error.reason === 'unauthorized') {
      await services.db.transaction(async (tx) => {
        const [current] = await tx.select().from(store).where(eq(store.id, row.id)).for('update');
        if (current?.status === 'authorized') await setStatus(tx, current, 'auth_failed', { type: 'authFailed', actorId: null, data: { reason: error.message.slice(0, 200) } });
      });
      console.warn(`store ${row.id} (${row.platform}): the platform refused the credentials; marked auth_failed`);
      throw fail.rule('server.stores.authFailed', { name: row.name });
    }
    throw error;
  }
}

/** A connector failure as the merchant reads it (700 with the platform's short reason, never a token). */
export function platformFailure(error: unknown, name: string) {
  if (error instanceof ConnectorError) return fail.rule('server.stores.platformError', { name, reason: error.message.slice(0, 200) });
  return error;
}

export interface StoreListFilter { status?: StoreStatusValue; platform?: string; keyword?: string }

// The outer row named in full: inside a subquery drizzle writes a column unqualified ("id"), which would be the inner table's.
const publishedCount = sql<number>`(select count(*)::int from ${skuPublished} p where p.store_id = "store"."id" and p.state = 1)`;
const orderCount = sql<number>`(select count(*)::int from ${order} o where o.store_id = "store"."id")`;

export async function listStores(db: DbOrTx, caller: Caller, filter: StoreListFilter, page: { pageNo: number; pageSize: number }) {
  const scope = await scopeOf(db, caller);
  const where = and(
    eq(store.customerId, caller.ownerId),
    inScope(scope),
    filter.status ? eq(store.status, filter.status) : ne(store.status, 'deleted'),
    filter.platform ? eq(store.platform, filter.platform) : undefined,
    filter.keyword ? ilike(store.name, `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select({ row: store, publishedCount, orderCount }).from(store).where(where).orderBy(desc(store.id)).limit(page.pageSize).offset((page.pageNo - 1) * page.pageSize),
    db.select({ n: count() }).from(store).where(where),
  ]);
  return { rows, total: total.n };
}

export async function storeCounts(db: DbOrTx, id: number) {
  const [row] = await db.select({ row: store, publishedCount, orderCount }).from(store).where(eq(store.id, id));
  return row;
}

export async function storeOptions(db: DbOrTx, caller: Caller) {
  const scope = await scopeOf(db, caller);
  return db.select({ id: store.id, platform: store.platform, name: store.name, status: store.status }).from(store)
    .where(and(eq(store.customerId, caller.ownerId), inScope(scope), ne(store.status, 'deleted'))).orderBy(asc(store.name), asc(store.id));
}

/** The Store of the contract (never the credentials). */
export function toStore(services: Pick<Services, 'stores'>, item: { row: StoreRow; publishedCount: number; orderCount: number }) {
  const { row } = item;
  return {
    id: row.id, platform: row.platform as StorePlatform, shop: row.shop, name: row.name, logo: row.logo, status: row.status,
    scopes: row.scopes, connectedAt: row.connectedAt, lastSyncAt: row.lastSyncAt, tokenExpiresAt: row.tokenExpiresAt,
    publishedCount: Number(item.publishedCount), orderCount: Number(item.orderCount),
    sandbox: services.stores.registry.get(row.platform)?.sandbox ?? false,
  };
}
