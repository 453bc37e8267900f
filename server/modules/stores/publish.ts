/**
 * Publishing ("shelf", DOMAIN.md section 2): a storePublish job with one item per (entry, store).
 * Before sending, an item is blocked when a sell price is zero or below cost, every variant is out of
 * stock, or the entry is beyond the platform's limits (Shopify: 2,048 variants, 255-character title);
 * a margin under 10 % or stock under 5 are warnings kept in the item's result. The platform is called
 * outside any transaction (the staged runner); the store's answer and the sku_published link (with variant
 * links and the store-variant → catalogue-variant mappings orders use) then commit together with the item's
 * state. Retry queues the failed items only.
 */
import { and, asc, desc, eq, inArray, sql, count } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { customer, inventory, job, skuList, skuListVariant, skuPublished, skuPublishedVariant, store, variant, variantMapping, jobItem } from '../../db/schema';
import { ConnectorError, type PublishProduct, type PublishedProduct, type StoreConnector } from '../../connectors/store';
import type { Caller } from '../../http/context';
import { fail } from '../../http/envelope';
import { translate, type Lang } from '../../http/i18n';
import { skuListStates } from '../../../src/api/contract/products';
import { publishRules } from '../../../src/api/contract/stores';
import type { Services } from '../../services';
import { createJob, refreshCounts, type ItemOutcome, type JobItemRow, type JobRow } from '../jobs/service';
import { stagedWorker, type StagedItemWorker } from '../jobs/staged';
import { storeVariantKeyOf } from '../orders/fromStore';
import { handleOf, inScope, scopeOf, type StoreRow } from './service';

export interface EntryForPublish {
  entry: typeof skuList.$inferSelect;
  variants: Array<{
    linkId: number; variantId: number; sku: string; options: Record<string, string>; sellPrice: number; compareAtPrice: number | null;
    costPrice: number; weightGrams: number; stock: number;
  }>;
}

/** The entry with its enabled variants, their catalogue cost and the stock across the platform's warehouses. */
export async function loadEntry(db: DbOrTx, customerId: number, skuListId: number): Promise<EntryForPublish | null> {
  const [entry] = await db.select().from(skuList).where(and(eq(skuList.id, skuListId), eq(skuList.customerId, customerId)));
  if (!entry) return null;
  const rows = await db.select({
    linkId: skuListVariant.id, variantId: variant.id, sku: variant.sku, optionValues: variant.optionValues, sellPrice: skuListVariant.sellPrice,
    compareAtPrice: skuListVariant.compareAtPrice, costPrice: variant.costPrice, weightGrams: variant.weightGrams,
    stock: sql<number>`coalesce((select sum(i.available)::int from ${inventory} i where i.variant_id = ${variant.id}), 0)`,
  }).from(skuListVariant).innerJoin(variant, eq(variant.id, skuListVariant.variantId))
    .where(and(eq(skuListVariant.skuListId, entry.id), eq(skuListVariant.enabled, true))).orderBy(asc(skuListVariant.position), asc(skuListVariant.id));
  return {
    entry,
    variants: rows.map((r) => ({
      linkId: r.linkId, variantId: r.variantId, sku: r.sku, options: Object.fromEntries(r.optionValues.map((o) => [o.name, o.value])),
      sellPrice: r.sellPrice, compareAtPrice: r.compareAtPrice, costPrice: r.costPrice, weightGrams: r.weightGrams, stock: Number(r.stock),
    })),
  };
}

export interface Verdict { blocked: string | null; warnings: string[] }

/** The rules of DOMAIN.md section 2, in order; message keys under server.stores.publish.*. */
export function judge(data: EntryForPublish, row: Pick<StoreRow, 'status'>, limits: { maxVariants?: number; maxTitle?: number } = {}): Verdict {
  const { entry, variants } = data;
  const blocked = row.status !== 'authorized' ? 'storeNotAuthorized'
    : variants.length === 0 ? 'noVariants'
    : variants.some((v) => v.sellPrice <= 0) ? 'zeroPrice'
    : variants.some((v) => v.sellPrice < v.costPrice) ? 'belowCost'
    : variants.every((v) => v.stock <= 0) ? 'outOfStock'
    : limits.maxVariants !== undefined && variants.length > limits.maxVariants ? 'tooManyVariants'
    : limits.maxTitle !== undefined && entry.title.length > limits.maxTitle ? 'titleTooLong'
    : null;
  const warnings: string[] = [];
  // Integer arithmetic: margin < 10 % ⇔ (sell − cost) · 100 < 10 · sell.
  if (variants.some((v) => v.sellPrice > 0 && (v.sellPrice - v.costPrice) * 100 < publishRules.lowMarginPercent * v.sellPrice)) warnings.push('lowMargin');
  if (variants.some((v) => v.stock > 0 && v.stock < publishRules.lowStock)) warnings.push('lowStock');
  return { blocked: blocked ? `server.stores.publish.${blocked}` : null, warnings };
}

const absolute = (origin: string, src: string) => (/^https?:\/\//.test(src) ? src : `${origin}${src.startsWith('/') ? '' : '/'}${src}`);

export function toPublishProduct(data: EntryForPublish, collections: string[], origin: string): PublishProduct {
  return {
    entryId: data.entry.id,
    title: data.entry.title,
    descriptionHtml: data.entry.descriptionHtml,
    images: data.entry.images.map((src) => absolute(origin, src)),
    tags: [],
    collections,
    variants: data.variants.map((v) => ({
      sku: v.sku, options: v.options, priceCents: v.sellPrice, compareAtPriceCents: v.compareAtPrice, inventory: Math.max(0, v.stock), weightGrams: v.weightGrams,
    })),
  };
}

async function storesFor(db: DbOrTx, caller: Caller, storeIds: number[]) {
  const scope = await scopeOf(db, caller);
  const rows = await db.select().from(store).where(and(eq(store.customerId, caller.ownerId), inArray(store.id, storeIds), inScope(scope)));
  if (rows.length !== storeIds.length || rows.some((r) => r.status === 'deleted')) throw fail.notFound();
  return rows;
}

export async function shelfCheck(services: Services, caller: Caller, input: { skuListIds: number[]; storeIds: number[] }, lang: Lang) {
  const stores = await storesFor(services.db, caller, input.storeIds);
  const published = await services.db.select({ storeId: skuPublished.storeId, skuListId: skuPublished.skuListId }).from(skuPublished)
    .where(and(eq(skuPublished.customerId, caller.ownerId), inArray(skuPublished.storeId, input.storeIds), inArray(skuPublished.skuListId, input.skuListIds)));
  const out = [];
  for (const skuListId of input.skuListIds) {
    const data = await loadEntry(services.db, caller.ownerId, skuListId);
    if (!data) throw fail.notFound();
    for (const row of stores) {
      const verdict = judge(data, row, services.stores.registry.get(row.platform)?.entry.limits);
      out.push({
        skuListId, storeId: row.id, title: data.entry.title, storeName: row.name,
        blocked: verdict.blocked, blockedMessage: verdict.blocked ? translate(lang, verdict.blocked) : null,
        warnings: verdict.warnings, warningMessages: verdict.warnings.map((w) => translate(lang, `server.stores.publish.${w}`)),
        published: published.some((p) => p.storeId === row.id && p.skuListId === skuListId),
      });
    }
  }
  return out;
}

/** Starts a storePublish job: entries go to `publishing`, one queued item per (entry, store). */
export async function startShelf(services: Services, caller: Caller, input: { skuListIds: number[]; storeIds: number[]; collections?: Array<{ storeId: number; ids: string[] }> }): Promise<JobRow> {
  return services.db.transaction(async (tx) => {
    const stores = await storesFor(tx, caller, input.storeIds);
    const entries = await tx.select({ id: skuList.id, title: skuList.title }).from(skuList)
      .where(and(eq(skuList.customerId, caller.ownerId), inArray(skuList.id, input.skuListIds))).for('update');
    if (entries.length !== input.skuListIds.length) throw fail.notFound();
    const collectionsOf = (storeId: number) => (input.collections ?? []).find((c) => c.storeId === storeId)?.ids ?? [];
    const ordered = input.skuListIds.map((id) => entries.find((e) => e.id === id) as { id: number; title: string });
    const items = ordered.flatMap((entry, i) => stores.map((row, j) => ({
      seq: i * stores.length + j + 1,
      input: { skuListId: String(entry.id), storeId: String(row.id), title: entry.title.slice(0, 200), storeName: row.name.slice(0, 200), collections: collectionsOf(row.id).join(',') },
    })));
    await tx.update(skuList).set({ state: skuListStates.publishing, updatedAt: new Date() }).where(inArray(skuList.id, input.skuListIds));
    const label = ordered.length === 1 ? `${ordered[0].title.slice(0, 120)} → ${stores.map((s) => s.name).join(', ')}` : `${ordered.length} × ${stores.map((s) => s.name).join(', ')}`;
    return createJob(tx, services.jobs, { customerId: caller.ownerId, createdBy: caller.id, kind: 'storePublish', label, items });
  });
}

/** After an item: published somewhere → published; otherwise failed. */
async function settleEntryState(tx: Tx, skuListId: number, succeeded: boolean) {
  const [{ n }] = await tx.select({ n: count() }).from(skuPublished).where(and(eq(skuPublished.skuListId, skuListId), eq(skuPublished.state, 1)));
  await tx.update(skuList).set({ state: succeeded || n > 0 ? skuListStates.published : skuListStates.failed, updatedAt: new Date() }).where(eq(skuList.id, skuListId));
}

/** Records what the store answered: the link, its variant links, and the mappings orders from the store use. */
export async function recordPublished(tx: Tx, row: StoreRow, data: EntryForPublish, result: PublishedProduct) {
  const values = {
    customerId: row.customerId, storeId: row.id, skuListId: data.entry.id, shopProductId: result.shopProductId, title: data.entry.title,
    image: data.entry.image, url: result.url, state: 1, inventoryAvailable: data.variants.reduce((sum, v) => sum + Math.max(0, v.stock), 0),
    lastSyncedAt: new Date(), updatedAt: new Date(),
  };
  const [link] = await tx.insert(skuPublished).values(values)
    .onConflictDoUpdate({ target: [skuPublished.storeId, skuPublished.skuListId], set: values }).returning();
  await tx.delete(skuPublishedVariant).where(eq(skuPublishedVariant.skuPublishedId, link.id));
  const variantRows = data.variants.filter((v) => result.variantIds[v.sku]).map((v) => ({
    skuPublishedId: link.id, skuListVariantId: v.linkId, sku: v.sku, title: Object.values(v.options).join(' / ') || v.sku,
    shopVariantId: result.variantIds[v.sku], available: Math.max(0, v.stock),
  }));
  if (variantRows.length) await tx.insert(skuPublishedVariant).values(variantRows);
  for (const v of variantRows) {
    const key = storeVariantKeyOf({ storeVariantId: v.shopVariantId, sku: v.sku });
    const catalogueVariant = data.variants.find((x) => x.sku === v.sku)?.variantId;
    if (!key || !catalogueVariant) continue;
    await tx.insert(variantMapping).values({ customerId: row.customerId, storeId: row.id, storeVariantKey: key, variantId: catalogueVariant })
      .onConflictDoUpdate({ target: [variantMapping.customerId, variantMapping.storeId, variantMapping.storeVariantKey], set: { variantId: catalogueVariant, updatedAt: new Date() } });
  }
  return link;
}

interface PublishPlan {
  row: StoreRow;
  data: EntryForPublish;
  verdict: Verdict;
  connector: StoreConnector;
  existing: PublishedProduct | null;
  collections: string[];
}

const platformFailure = (error: ConnectorError): ItemOutcome => error.reason === 'unauthorized'
  ? { ok: false, state: 'failed', code: 'server.stores.publish.unauthorized', field: null }
  : { ok: false, state: 'failed', code: 'server.stores.publish.platformError', field: error.message.slice(0, 200) };

/**
 * The storePublish worker, in the staged runner's three steps (server/modules/jobs/staged.ts): judge the
 * item in the claim transaction, call the platform outside any transaction, record the store's answer with
 * the item's outcome in one transaction. An item taken again after a process died mid-call ("resumed") is
 * looked up in the store by our handle/SKU first (Shopify, WooCommerce): found, it is updated, not made
 * twice; a platform without that lookup fails the item saying it may be in the store (retry sends it again).
 */
export function createPublishWorker(services: Services): StagedItemWorker {
  return stagedWorker<PublishPlan, PublishedProduct>({
    async prepare(tx, jobRow, item) {
      const skuListId = Number(item.input.skuListId);
      const storeId = Number(item.input.storeId);
      const [row] = await tx.select().from(store).where(and(eq(store.id, storeId), eq(store.customerId, jobRow.customerId)));
      const data = await loadEntry(tx, jobRow.customerId, skuListId);
      if (!row || !data || row.status === 'deleted') return { outcome: { ok: false, state: 'blocked', code: 'server.stores.publish.gone', field: null } };
      const resolved = services.stores.registry.get(row.platform);
      const verdict = judge(data, row, resolved?.entry.limits);
      if (verdict.blocked || !resolved) {
        await settleEntryState(tx, skuListId, false);
        return { outcome: { ok: false, state: 'blocked', code: verdict.blocked ?? 'server.stores.publish.storeNotAuthorized', field: null } };
      }
      const [existing] = await tx.select().from(skuPublished).where(and(eq(skuPublished.storeId, storeId), eq(skuPublished.skuListId, skuListId)));
      return {
        plan: {
          row, data, verdict, connector: resolved.connector,
          existing: existing ? { shopProductId: existing.shopProductId, variantIds: {}, url: existing.url } : null,
          collections: (item.input.collections ?? '').split(',').filter(Boolean),
        },
      };
    },
    async send(plan, resumed) {
      const handle = handleOf(services, plan.row);
      const product = toPublishProduct(plan.data, plan.collections, services.stores.registry.publicOrigin());
      try {
        let existing = plan.existing;
        if (resumed && !existing) {
          // The last claim may have made the product before its process died: find it rather than make another.
          if (!plan.connector.findProduct) return { outcome: { ok: false, state: 'failed', code: 'server.stores.publish.interrupted', field: null } };
          existing = await plan.connector.findProduct(handle, product);
        }
        return { result: await plan.connector.publishProduct(handle, product, existing) };
      } catch (error) {
        if (!(error instanceof ConnectorError)) throw error;
        return { outcome: platformFailure(error) };
      }
    },
    async record(tx, jobRow, _item, plan, result) {
      const link = await recordPublished(tx, plan.row, plan.data, result);
      await settleEntryState(tx, plan.data.entry.id, true);
      // Warnings are kept translated (in the language of whoever started the job), one per line.
      const [starter] = await tx.select({ language: customer.language }).from(customer).where(eq(customer.id, jobRow.createdBy));
      const lang: Lang = starter?.language === 'zh' || starter?.language === 'tr' ? starter.language : 'en';
      const warnings = plan.verdict.warnings.map((w) => translate(lang, `server.stores.publish.${w}`)).join('\n');
      return { ok: true, result: { skuListId: plan.data.entry.id, storeId: plan.row.id, skuPublishedId: link.id, shopProductId: result.shopProductId, url: result.url, warnings } };
    },
    async settleFailure(tx, _job, _item, plan) {
      await settleEntryState(tx, plan.data.entry.id, false);
    },
  });
}

/** Queues the failed items of a publishing job again (blocked and succeeded ones stay). */
export async function retryShelf(services: Services, caller: Caller, jobId: number): Promise<JobRow> {
  return services.db.transaction(async (tx) => {
    const [row] = await tx.select().from(job).where(and(eq(job.id, jobId), eq(job.customerId, caller.ownerId), eq(job.kind, 'storePublish'))).for('update');
    if (!row) throw fail.notFound();
    const failed = await tx.select({ input: jobItem.input }).from(jobItem).where(and(eq(jobItem.jobId, jobId), eq(jobItem.state, 'failed')));
    if (failed.length === 0) return row;
    const entryIds = [...new Set(failed.map((f) => Number(f.input.skuListId)))];
    await tx.update(skuList).set({ state: skuListStates.publishing, updatedAt: new Date() }).where(and(eq(skuList.customerId, caller.ownerId), inArray(skuList.id, entryIds)));
    await tx.update(jobItem).set({ state: 'queued', attempts: sql`0`, errorCode: null, errorField: null, updatedAt: new Date() })
      .where(and(eq(jobItem.jobId, jobId), eq(jobItem.state, 'failed')));
    const updated = await refreshCounts(tx, jobId, true);
    await services.jobs.requestRun(tx, jobId);
    return updated;
  });
}

export async function shelfRecords(db: DbOrTx, caller: Caller, page: { pageNo: number; pageSize: number }) {
  const where = and(eq(job.customerId, caller.ownerId), eq(job.kind, 'storePublish'));
  const [rows, [total]] = await Promise.all([
    db.select().from(job).where(where).orderBy(desc(job.id)).limit(page.pageSize).offset((page.pageNo - 1) * page.pageSize),
    db.select({ n: count() }).from(job).where(where),
  ]);
  return { rows, total: total.n };
}

/**
 * The storePublish entry of server/jobs/workers.ts. The worker needs the server's connectors, so the
 * server binds it when it builds its app (registerStores); main.ts also passes createPublishWorker(services).
 */
let boundServices: Services | null = null;
export const bindPublishing = (services: Services) => { boundServices = services; };
const boundWorker = (): StagedItemWorker => {
  if (!boundServices) throw new Error('publishing runs only inside a server (registerStores binds it)');
  return createPublishWorker(boundServices);
};
export const publishWorker: StagedItemWorker = Object.assign(
  (tx: Tx, jobRow: JobRow, item: JobItemRow) => boundWorker()(tx, jobRow, item),
  { runJob: (db: Db, jobRow: JobRow, shouldStop: () => boolean) => boundWorker().runJob(db, jobRow, shouldStop) },
);
