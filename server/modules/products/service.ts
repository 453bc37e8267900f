/**
 * My products (the sku-list): THE REFERENCE DOMAIN. Every other domain copies this pattern:
 *
 * 1. The contract fragment (src/api/contract/products.ts) holds the call shapes AND their bounds
 *    (lengths, ranges, patterns); Fastify validates them before a handler runs, and the client's form
 *    kit derives its field rules from the same schemas. Bodies are closed.
 * 2. handlers.ts is thin: it unpacks the call (params/query/body, caller) and calls one service
 *    function with named arguments — never a spread request body.
 * 3. This file (the service) takes `ownerId` (the main account; a sub-account works on its main
 *    account's data) and filters EVERY query by it, so another customer's id looks missing (9002).
 *    Rules the schema cannot say (compare-at >= sell, one enabled variant, images of this product)
 *    are checked here and fail with 9001 naming the field (`fieldError`).
 * 4. Money is integer cents end to end. Lists filter, sort and page on the server: exact counts up
 *    to 10,000, then "10,000+"; a keyset cursor (sort value + id, on an index led by customer_id)
 *    goes beyond.
 * 5. Work that may be large (file imports, big removals) becomes a job (server/modules/jobs): the
 *    request creates the job and its items in its own transaction and returns the job at once; each
 *    item's work is an ItemWorker exported from here, run by pg-boss, one transaction per item.
 */
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { product, skuList, skuListVariant, variant } from '../../db/schema';
import { apiStatus } from '../../../src/api/contract/shared';
import { LIST_COUNT_CAP, REMOVE_INLINE_MAX, skuListStates, type SkuListQuery } from '../../../src/api/contract/products';
import type { Static } from 'typebox';
import { ApiFailure, fail } from '../../http/envelope';
import { translate, type Lang } from '../../http/i18n';
import { createJob, type ItemOutcome, type ItemWorker, type JobRunRequester } from '../jobs/service';
import { applyRuleOnImport } from '../priceRules/service';

type ListQuery = Static<typeof SkuListQuery>;
type EntryRow = typeof skuList.$inferSelect;

/** 9001 naming the field, with a reason from server.json, in the caller's language. */
export const fieldError = (lang: Lang, field: string, reasonKey: string) =>
  new ApiFailure(apiStatus.invalidInput, { params: { field, reason: translate(lang, reasonKey) } });

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const DAY_MS = 24 * 3600 * 1000;

export const toItem = (row: EntryRow) => ({
  id: row.id, goodsId: row.goodsId, title: row.title, image: row.image, state: row.state, thirdFrom: row.thirdFrom,
  variantCount: row.variantCount, minPrice: row.minPrice, maxPrice: row.maxPrice, currencyCode: row.currencyCode,
  createdAt: row.createdAt, updatedAt: row.updatedAt,
});

const sortColumns = { createdAt: skuList.createdAt, updatedAt: skuList.updatedAt, title: skuList.title, minPrice: skuList.minPrice } as const;

/** The keyset cursor: the last row's sort value and id, base64url JSON. */
const encodeCursor = (value: string | number, id: number) => Buffer.from(JSON.stringify([value, id])).toString('base64url');
function decodeCursor(cursor: string, lang: Lang): [string | number, number] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2 && ['string', 'number'].includes(typeof parsed[0]) && Number.isInteger(parsed[1])) return parsed as [string | number, number];
  } catch { /* falls through to the 9001 */ }
  throw fieldError(lang, 'cursor', 'server.validation.format');
}

function dateOf(value: string | undefined, field: string, lang: Lang): Date | undefined {
  if (!value) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw fieldError(lang, field, 'server.validation.format');
  return date;
}

export async function listEntries(db: DbOrTx, ownerId: number, query: ListQuery, lang: Lang) {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 20;
  const sortKey = query.sort ?? 'createdAt';
  const order = query.order ?? 'desc';
  const column = sortColumns[sortKey];
  const goodsId = query.goodsId ?? query.goods_id;
  const keyword = query.keyword?.trim();
  const start = dateOf(query.startDate, 'startDate', lang);
  const end = dateOf(query.endDate, 'endDate', lang);
  const filter = and(
    eq(skuList.customerId, ownerId),
    query.states?.length ? inArray(skuList.state, query.states) : undefined,
    goodsId ? eq(skuList.goodsId, goodsId) : undefined,
    keyword ? or(ilike(skuList.title, likePattern(keyword)), ilike(skuList.goodsId, likePattern(keyword))) : undefined,
    query.thirdFrom ? eq(skuList.thirdFrom, query.thirdFrom) : undefined,
    query.skuProductId ? eq(skuList.id, Number(query.skuProductId)) : undefined,
    start ? gte(skuList.createdAt, start) : undefined,
    // The end date is inclusive: everything before the next day.
    end ? lt(skuList.createdAt, new Date(end.getTime() + DAY_MS)) : undefined,
  );
  let keyset: SQL | undefined;
  if (query.cursor) {
    const [value, id] = decodeCursor(query.cursor, lang);
    const typed = sortKey === 'createdAt' || sortKey === 'updatedAt' ? new Date(String(value)) : value;
    if (typed instanceof Date && Number.isNaN(typed.getTime())) throw fieldError(lang, 'cursor', 'server.validation.format');
    const after = order === 'desc' ? lt : gt;
    keyset = or(after(column, typed as never), and(eq(column, typed as never), after(skuList.id, id)));
  }
  const direction = order === 'desc' ? desc : asc;
  const rows = await db.select().from(skuList).where(and(filter, keyset))
    .orderBy(direction(column), direction(skuList.id)).limit(pageSize + 1).offset(query.cursor ? 0 : (pageNo - 1) * pageSize);
  // Count at most LIST_COUNT_CAP + 1 rows: an exact count up to the cap, never the whole set.
  const [{ n }] = await db.select({ n: count() }).from(db.select({ id: skuList.id }).from(skuList).where(filter).limit(LIST_COUNT_CAP + 1).as('capped'));
  const records = rows.slice(0, pageSize);
  const last = records[records.length - 1];
  const lastValue: unknown = last ? last[sortKey] : null;
  return {
    records: records.map(toItem),
    total: Math.min(n, LIST_COUNT_CAP),
    totalIsLowerBound: n > LIST_COUNT_CAP,
    pageNo,
    pageSize,
    nextCursor: rows.length > pageSize && last ? encodeCursor(lastValue instanceof Date ? lastValue.toISOString() : lastValue as string | number, last.id) : null,
  };
}

export async function ownEntry(db: DbOrTx, ownerId: number, id: number, lock = false): Promise<EntryRow> {
  const select = db.select().from(skuList).where(and(eq(skuList.id, id), eq(skuList.customerId, ownerId)));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw fail.notFound();
  return row;
}

async function entryVariants(db: DbOrTx, entryId: number) {
  return db.select({
    id: skuListVariant.id, sku: variant.sku, optionValues: variant.optionValues, image: variant.image, costPrice: variant.costPrice,
    sellPrice: skuListVariant.sellPrice, compareAtPrice: skuListVariant.compareAtPrice, enabled: skuListVariant.enabled, weight: variant.weightGrams,
  }).from(skuListVariant).innerJoin(variant, eq(variant.id, skuListVariant.variantId))
    .where(eq(skuListVariant.skuListId, entryId)).orderBy(asc(skuListVariant.position), asc(skuListVariant.id));
}

const variantView = (v: Awaited<ReturnType<typeof entryVariants>>[number], weight?: number) => ({
  ...v, title: v.optionValues.map((o) => o.value).join(' / '), weight: weight ?? v.weight, shippingCost: null,
});

export async function getEntry(db: DbOrTx, ownerId: number, id: number) {
  const row = await ownEntry(db, ownerId, id);
  const [source] = row.productId ? await db.select({ images: product.images }).from(product).where(eq(product.id, row.productId)) : [];
  const variants = await entryVariants(db, id);
  return { ...toItem(row), descriptionHtml: row.descriptionHtml, images: row.images, availableImages: source?.images ?? row.images, variants: variants.map((v) => variantView(v)) };
}

export async function getVariants(db: DbOrTx, ownerId: number, id: number, weight?: number) {
  await ownEntry(db, ownerId, id);
  return (await entryVariants(db, id)).map((v) => variantView(v, weight));
}

export async function getImages(db: DbOrTx, ownerId: number, id: number) {
  return (await ownEntry(db, ownerId, id)).images;
}

/** Keeps the list columns (price range, count) in step with the variants, and touches updatedAt. */
async function refreshSummary(tx: DbOrTx, entryId: number) {
  const [summary] = await tx.select({
    min: sql<number>`coalesce(min(${skuListVariant.sellPrice}) filter (where ${skuListVariant.enabled}), 0)::int`,
    max: sql<number>`coalesce(max(${skuListVariant.sellPrice}) filter (where ${skuListVariant.enabled}), 0)::int`,
    n: count(),
  }).from(skuListVariant).where(eq(skuListVariant.skuListId, entryId));
  await tx.update(skuList).set({ minPrice: summary.min, maxPrice: summary.max, variantCount: summary.n, updatedAt: new Date() }).where(eq(skuList.id, entryId));
}

export async function updateTitle(db: DbOrTx, ownerId: number, id: number, title: string, lang: Lang) {
  const trimmed = title.trim();
  if (!trimmed) throw fieldError(lang, 'title', 'server.validation.required');
  await ownEntry(db, ownerId, id);
  await db.update(skuList).set({ title: trimmed, updatedAt: new Date() }).where(eq(skuList.id, id));
}

export async function updateDescription(db: DbOrTx, ownerId: number, id: number, descriptionHtml: string) {
  await ownEntry(db, ownerId, id);
  await db.update(skuList).set({ descriptionHtml, updatedAt: new Date() }).where(eq(skuList.id, id));
}

export async function updateImages(db: DbOrTx, ownerId: number, id: number, images: string[], lang: Lang) {
  const entry = await ownEntry(db, ownerId, id);
  const [source] = entry.productId ? await db.select({ images: product.images }).from(product).where(eq(product.id, entry.productId)) : [];
  const allowed = new Set(source?.images ?? entry.images);
  const bad = images.findIndex((url) => !allowed.has(url));
  if (bad >= 0) throw fieldError(lang, `images.${bad}`, 'server.products.imageNotOfProduct');
  await db.update(skuList).set({ images, image: images[0], updatedAt: new Date() }).where(eq(skuList.id, id));
}

/**
 * Sell >= 0 (schema), compare-at >= sell or null, at least one variant enabled after the change, and
 * only this entry's variants: each a 9001 naming the field.
 */
export async function updateVariants(db: DbOrTx, ownerId: number, id: number, changes: Array<{ id: number; sellPrice: number; compareAtPrice: number | null; enabled: boolean }>, lang: Lang) {
  await db.transaction(async (tx) => {
    await ownEntry(tx, ownerId, id, true);
    const current = await tx.select({ id: skuListVariant.id, enabled: skuListVariant.enabled }).from(skuListVariant).where(eq(skuListVariant.skuListId, id));
    const known = new Map(current.map((v) => [v.id, v.enabled]));
    const seen = new Set<number>();
    changes.forEach((change, i) => {
      if (!known.has(change.id) || seen.has(change.id)) throw fieldError(lang, `variants.${i}.id`, 'server.products.unknownVariant');
      seen.add(change.id);
      if (change.compareAtPrice !== null && change.compareAtPrice < change.sellPrice) throw fieldError(lang, `variants.${i}.compareAtPrice`, 'server.products.compareAtBelowSell');
    });
    const enabledAfter = [...known].filter(([variantId, enabled]) => changes.find((c) => c.id === variantId)?.enabled ?? enabled).length;
    if (enabledAfter === 0) throw fieldError(lang, 'variants', 'server.products.noEnabledVariant');
    for (const change of changes) {
      await tx.update(skuListVariant).set({ sellPrice: change.sellPrice, compareAtPrice: change.compareAtPrice, enabled: change.enabled })
        .where(and(eq(skuListVariant.id, change.id), eq(skuListVariant.skuListId, id)));
    }
    await refreshSummary(tx, id);
  });
}

/** Removes entries now when few, else as a job (REMOVE_INLINE_MAX); ids of other customers are skipped. */
export async function removeEntries(db: DbOrTx, queue: JobRunRequester, caller: { id: number; ownerId: number }, ids: number[] | 'all', options: { forceJob?: boolean } = {}) {
  const scope = and(eq(skuList.customerId, caller.ownerId), ids === 'all' ? undefined : inArray(skuList.id, ids));
  return db.transaction(async (tx) => {
    const found = await tx.select({ id: skuList.id }).from(skuList).where(scope).orderBy(asc(skuList.id));
    if (found.length === 0 || (found.length <= REMOVE_INLINE_MAX && !options.forceJob)) {
      const removed = found.length ? await tx.delete(skuList).where(and(eq(skuList.customerId, caller.ownerId), inArray(skuList.id, found.map((r) => r.id)))).returning({ id: skuList.id }) : [];
      return { removed: removed.length, jobId: null };
    }
    // One item per 50 entries: a removal job of 10,000 entries is 200 small transactions.
    const items: Array<{ seq: number; input: Record<string, string> }> = [];
    for (let i = 0; i < found.length; i += 50) items.push({ seq: i / 50 + 1, input: { ids: found.slice(i, i + 50).map((r) => r.id).join(',') } });
    const jobRow = await createJob(tx, queue, { customerId: caller.ownerId, createdBy: caller.id, kind: 'skuListRemove', label: String(found.length), items });
    return { removed: 0, jobId: jobRow.id };
  });
}

export const removeWorker: ItemWorker = async (tx, jobRow, item) => {
  const ids = (item.input.ids ?? '').split(',').filter(Boolean).map(Number);
  const removed = ids.length ? await tx.delete(skuList).where(and(eq(skuList.customerId, jobRow.customerId), inArray(skuList.id, ids))).returning({ id: skuList.id }) : [];
  return { ok: true, result: { removed: removed.length } };
};

/**
 * Adds catalogue product `spu` to the list of `ownerId` (in the caller's transaction), priced at the
 * suggested prices unless `prices` says otherwise. Answers the entry, or a failure reason key.
 */
export async function addFromCatalogue(tx: Tx | DbOrTx, ownerId: number, spu: string, options: { title?: string; sellPrice?: number; compareAtPrice?: number | null; source: 'catalogue' | 'file'; storeId?: number | null }):
  Promise<{ ok: true; entry: EntryRow } | { ok: false; code: string; field: string }> {
  const [source] = await tx.select().from(product).where(and(eq(product.spu, spu), eq(product.status, 'on_sale'), or(sql`${product.ownerCustomerId} is null`, eq(product.ownerCustomerId, ownerId))));
  if (!source) return { ok: false, code: 'server.import.unknownSpu', field: 'spu' };
  const [existing] = await tx.select({ id: skuList.id }).from(skuList).where(and(eq(skuList.customerId, ownerId), eq(skuList.goodsId, spu)));
  if (existing) return { ok: false, code: 'server.import.alreadyListed', field: 'spu' };
  const variants = await tx.select().from(variant).where(and(eq(variant.productId, source.id), eq(variant.status, 'on_sale'))).orderBy(asc(variant.id));
  if (variants.length === 0) return { ok: false, code: 'server.import.unknownSpu', field: 'spu' };
  const [entry] = await tx.insert(skuList).values({
    customerId: ownerId, productId: source.id, goodsId: spu, title: options.title?.trim() || source.title.en, descriptionHtml: source.descriptionHtml,
    images: source.images, image: source.images[0] ?? null, state: skuListStates.draft, thirdFrom: options.source,
  }).returning();
  await tx.insert(skuListVariant).values(variants.map((v, position) => {
    const sellPrice = options.sellPrice ?? v.suggestedPrice;
    const compareAtPrice = options.compareAtPrice === undefined ? null : options.compareAtPrice;
    return { skuListId: entry.id, variantId: v.id, sellPrice, compareAtPrice, enabled: true, position };
  }));
  // The price rule (the target store's, else the default) prices what arrives without prices of its own (a file row's prices stay).
  if (options.sellPrice === undefined) await applyRuleOnImport(tx, ownerId, entry.id, options.storeId ?? null);
  await refreshSummary(tx, entry.id);
  const [fresh] = await tx.select().from(skuList).where(eq(skuList.id, entry.id));
  return { ok: true, entry: fresh };
}

/** One product to add: its SPU and, from a file row, a title and prices of its own. */
export interface CatalogueAddition { spu: string; title?: string; sellPrice?: number; compareAtPrice?: number | null; storeId?: number | null }

/**
 * addFromCatalogue for many products at once (an import batch): the same checks and the same rows, but
 * one query per step for the whole batch instead of ten per product. Answers one outcome per addition,
 * in order; a SPU twice in the batch is added once (the second is `alreadyListed`, as it would be one
 * row after the other). Runs in the caller's transaction: a failure of the whole rolls all of it back.
 */
export async function addManyFromCatalogue(tx: Tx, ownerId: number, additions: CatalogueAddition[], source: 'catalogue' | 'file'):
  Promise<Array<{ ok: true; entryId: number } | { ok: false; code: string; field: string }>> {
  const spus = [...new Set(additions.map((a) => a.spu))];
  if (spus.length === 0) return [];
  const products = await tx.select().from(product)
    .where(and(inArray(product.spu, spus), eq(product.status, 'on_sale'), or(sql`${product.ownerCustomerId} is null`, eq(product.ownerCustomerId, ownerId))));
  const bySpu = new Map(products.map((p) => [p.spu, p]));
  const listed = new Set((await tx.select({ goodsId: skuList.goodsId }).from(skuList)
    .where(and(eq(skuList.customerId, ownerId), inArray(skuList.goodsId, spus)))).map((r) => r.goodsId));
  const variants = products.length ? await tx.select().from(variant)
    .where(and(inArray(variant.productId, products.map((p) => p.id)), eq(variant.status, 'on_sale'))).orderBy(asc(variant.id)) : [];
  const variantsOf = new Map<number, typeof variants>();
  for (const v of variants) {
    const list = variantsOf.get(v.productId);
    if (list) list.push(v);
    else variantsOf.set(v.productId, [v]);
  }

  const outcomes: Array<{ ok: true; entryId: number } | { ok: false; code: string; field: string } | null> = additions.map((addition) => {
    const found = bySpu.get(addition.spu);
    if (!found) return { ok: false, code: 'server.import.unknownSpu', field: 'spu' };
    if (listed.has(addition.spu)) return { ok: false, code: 'server.import.alreadyListed', field: 'spu' };
    if (!variantsOf.get(found.id)?.length) return { ok: false, code: 'server.import.unknownSpu', field: 'spu' };
    listed.add(addition.spu);
    return null; // added below
  });
  const adding = additions.filter((_, i) => outcomes[i] === null);
  if (adding.length === 0) return outcomes as Array<{ ok: false; code: string; field: string }>;

  const entries = await tx.insert(skuList).values(adding.map((a) => {
    const found = bySpu.get(a.spu)!;
    return {
      customerId: ownerId, productId: found.id, goodsId: a.spu, title: a.title?.trim() || found.title.en, descriptionHtml: found.descriptionHtml,
      images: found.images, image: found.images[0] ?? null, state: skuListStates.draft, thirdFrom: source,
    };
  })).returning({ id: skuList.id, goodsId: skuList.goodsId });
  const entryOf = new Map(entries.map((e) => [e.goodsId, e.id]));
  await tx.insert(skuListVariant).values(adding.flatMap((a) => variantsOf.get(bySpu.get(a.spu)!.id)!.map((v, position) => ({
    skuListId: entryOf.get(a.spu)!, variantId: v.id, sellPrice: a.sellPrice ?? v.suggestedPrice,
    compareAtPrice: a.compareAtPrice === undefined ? null : a.compareAtPrice, enabled: true, position,
  }))));
  // The price rule (the target store's, else the default) prices what arrives without prices of its own (a file row's prices stay).
  for (const a of adding) if (a.sellPrice === undefined) await applyRuleOnImport(tx, ownerId, entryOf.get(a.spu)!, a.storeId ?? null);
  // The list columns (price range of the enabled variants, variant count) of every new entry in one statement.
  const ids = entries.map((e) => e.id);
  await tx.execute(sql`update ${skuList} set min_price = s.min, max_price = s.max, variant_count = s.n, updated_at = now()
    from (select sku_list_id, coalesce(min(sell_price) filter (where enabled), 0)::int as min, coalesce(max(sell_price) filter (where enabled), 0)::int as max, count(*)::int as n
      from ${skuListVariant} where ${inArray(skuListVariant.skuListId, ids)} group by sku_list_id) as s
    where ${skuList.id} = s.sku_list_id`);
  let next = 0;
  return outcomes.map((outcome) => outcome ?? { ok: true, entryId: entryOf.get(adding[next++].spu)! });
}

export async function importOne(db: DbOrTx, ownerId: number, spu: string) {
  return db.transaction(async (tx) => {
    const outcome = await addFromCatalogue(tx, ownerId, spu, { source: 'catalogue' });
    if (!outcome.ok) throw outcome.code === 'server.import.alreadyListed' ? fail.rule('server.products.alreadyListed') : fail.notFound();
    return toItem(outcome.entry);
  });
}

export const catalogueImportWorker: ItemWorker = async (tx, jobRow, item): Promise<ItemOutcome> => {
  const outcome = await addFromCatalogue(tx, jobRow.customerId, item.input.spu ?? '', { source: 'catalogue' });
  return outcome.ok ? { ok: true, result: { skuListId: outcome.entry.id } } : { ok: false, state: 'failed', code: outcome.code, field: outcome.field };
};
catalogueImportWorker.batch = async (tx, jobRow, items) => {
  const outcomes = await addManyFromCatalogue(tx, jobRow.customerId, items.map((item) => ({ spu: item.input.spu ?? '' })), 'catalogue');
  return outcomes.map((o): ItemOutcome => (o.ok ? { ok: true, result: { skuListId: o.entryId } } : { ok: false, state: 'failed', code: o.code, field: o.field }));
};
// Products without prices go through the price rule one by one (with shipping quotes): smaller batches.
catalogueImportWorker.batchSize = 50;
