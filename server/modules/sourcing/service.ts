/**
 * Sourcing requests (DOMAIN.md section 8): a merchant asks for a product the catalogue lacks; staff take it
 * (in_progress) and answer found (a catalogue product the merchant may see, with a quoted unit price) or
 * not_found; the merchant may cancel while it is open. Every status change writes its event row in the same
 * transaction, guarded by the status it expects (a concurrent change makes the second one a 700, not a
 * double event). Another customer's request answers 9002.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { DbOrTx } from '../../db/client';
import { customer, product, skuList, sourcingRequest, sourcingRequestEvent, type SourcingChannel, type SourcingStatus, type Translated } from '../../db/schema';
import { openSourcingStatuses, sourcingStatuses, type SourcingListQuery, type sourcingCalls } from '../../../src/api/contract/sourcing';
import { apiStatus } from '../../../src/api/contract/shared';
import { ApiFailure, fail } from '../../http/envelope';
import { translate, type Lang } from '../../http/i18n';
import { addToList } from '../catalogue/service';

type ListQuery = Static<typeof SourcingListQuery>;
type CreateBody = Static<(typeof sourcingCalls)['sourcingCreate']['body']>;

const fieldError = (lang: Lang, field: string, reasonKey: string) =>
  new ApiFailure(apiStatus.invalidInput, { params: { field, reason: translate(lang, reasonKey) } });
const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const titleOf = (title: Translated, lang: Lang) => title[lang] || title.en;

const itemColumns = {
  id: sourcingRequest.id, title: sourcingRequest.title, channel: sourcingRequest.channel, sourceUrl: sourcingRequest.sourceUrl,
  description: sourcingRequest.description, targetPriceCents: sourcingRequest.targetPriceCents, quantity: sourcingRequest.quantity,
  status: sourcingRequest.status, hasImage: sql<boolean>`${sourcingRequest.imageData} is not null`, quotedPriceCents: sourcingRequest.quotedPriceCents,
  createdAt: sourcingRequest.createdAt, updatedAt: sourcingRequest.updatedAt,
  productId: product.id, productSpu: product.spu, productTitle: product.title, productImages: product.images,
};
interface ItemRow {
  id: number; title: string; channel: SourcingChannel; sourceUrl: string | null; description: string; targetPriceCents: number | null;
  quantity: number | null; status: SourcingStatus; hasImage: boolean; quotedPriceCents: number | null; createdAt: Date; updatedAt: Date;
  productId: number | null; productSpu: string | null; productTitle: Translated | null; productImages: string[] | null;
}

function toItem(row: ItemRow, lang: Lang) {
  return {
    id: row.id, title: row.title, channel: row.channel, sourceUrl: row.sourceUrl, description: row.description, targetPriceCents: row.targetPriceCents,
    quantity: row.quantity, status: row.status, hasImage: row.hasImage, quotedPriceCents: row.quotedPriceCents, createdAt: row.createdAt, updatedAt: row.updatedAt,
    product: row.productId !== null && row.productSpu !== null && row.productTitle !== null
      ? { id: row.productId, spu: row.productSpu, title: titleOf(row.productTitle, lang), image: row.productImages?.[0] ?? null } : null,
  };
}

const listFilter = (query: ListQuery): SQL | undefined => {
  const keyword = query.keyword?.trim();
  return and(
    query.status ? eq(sourcingRequest.status, query.status) : undefined,
    keyword ? or(ilike(sourcingRequest.title, escapeLike(keyword)), ilike(sourcingRequest.description, escapeLike(keyword)), ilike(sourcingRequest.sourceUrl, escapeLike(keyword))) : undefined,
  );
};

async function countsBy(db: DbOrTx, scope: SQL | undefined) {
  const rows = await db.select({ status: sourcingRequest.status, n: count() }).from(sourcingRequest).where(scope).groupBy(sourcingRequest.status);
  return Object.fromEntries(sourcingStatuses.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0])) as Record<SourcingStatus, number>;
}

/** One page of requests within `scope` (a customer's, or every customer's for staff). */
export async function pageOf(db: DbOrTx, scope: SQL | undefined, query: ListQuery, lang: Lang, oldestFirst = false) {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 20;
  const filter = and(scope, listFilter(query));
  const order = oldestFirst ? [asc(sourcingRequest.createdAt), asc(sourcingRequest.id)] : [desc(sourcingRequest.createdAt), desc(sourcingRequest.id)];
  const rows = await db.select({ ...itemColumns, customerId: sourcingRequest.customerId, customerUsername: customer.username }).from(sourcingRequest)
    .innerJoin(customer, eq(customer.id, sourcingRequest.customerId)).leftJoin(product, eq(product.id, sourcingRequest.productId))
    .where(filter).orderBy(...order).limit(pageSize).offset((pageNo - 1) * pageSize);
  const [{ n }] = await db.select({ n: count() }).from(sourcingRequest).where(filter);
  return { rows: rows.map((row) => ({ ...toItem(row, lang), customerId: row.customerId, customerUsername: row.customerUsername })), total: n, pageNo, pageSize, counts: await countsBy(db, scope) };
}

export async function listRequests(db: DbOrTx, ownerId: number, query: ListQuery, lang: Lang) {
  const page = await pageOf(db, eq(sourcingRequest.customerId, ownerId), query, lang);
  return { records: page.rows.map(({ customerId: _c, customerUsername: _u, ...item }) => item), total: page.total, pageNo: page.pageNo, pageSize: page.pageSize, counts: page.counts };
}

/** Request :id with its image and timeline; `ownerId` null for staff (any customer's). */
export async function requestDetail(db: DbOrTx, ownerId: number | null, id: number, lang: Lang) {
  const [row] = await db.select({ ...itemColumns, imageData: sourcingRequest.imageData, customerId: sourcingRequest.customerId, customerUsername: customer.username })
    .from(sourcingRequest).innerJoin(customer, eq(customer.id, sourcingRequest.customerId)).leftJoin(product, eq(product.id, sourcingRequest.productId))
    .where(and(eq(sourcingRequest.id, id), ownerId === null ? undefined : eq(sourcingRequest.customerId, ownerId)));
  if (!row) throw fail.notFound();
  const events = await db.select({ status: sourcingRequestEvent.status, note: sourcingRequestEvent.note, actorId: sourcingRequestEvent.actorId, createdAt: sourcingRequestEvent.createdAt })
    .from(sourcingRequestEvent).where(eq(sourcingRequestEvent.requestId, id)).orderBy(asc(sourcingRequestEvent.createdAt), asc(sourcingRequestEvent.id));
  const [listed] = row.productId ? await db.select({ id: skuList.id }).from(skuList).where(and(eq(skuList.customerId, row.customerId), eq(skuList.productId, row.productId))) : [];
  return {
    ...toItem(row, lang), imageData: row.imageData, customerId: row.customerId, customerUsername: row.customerUsername,
    events: events.map((e) => ({ status: e.status, note: e.note, createdAt: e.createdAt, by: e.actorId === null ? 'system' as const : e.actorId === row.customerId ? 'merchant' as const : 'staff' as const })),
    skuListId: listed?.id ?? null,
  };
}

/** The fields each way of asking needs: a URL, an image, or a description of at least 10 characters. */
export async function createRequest(db: DbOrTx, caller: { id: number; ownerId: number }, body: CreateBody, lang: Lang) {
  const title = body.title.trim();
  if (title.length < 2) throw fieldError(lang, 'title', 'server.sourcing.titleRequired');
  const description = body.description?.trim() ?? '';
  if (body.channel === 'url' && !body.sourceUrl) throw fieldError(lang, 'sourceUrl', 'server.sourcing.urlRequired');
  if (body.channel === 'image' && !body.imageData) throw fieldError(lang, 'imageData', 'server.sourcing.imageRequired');
  if (body.channel === 'description' && description.length < 10) throw fieldError(lang, 'description', 'server.sourcing.descriptionRequired');
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(sourcingRequest).values({
      customerId: caller.ownerId, channel: body.channel, title, description,
      sourceUrl: body.channel === 'url' ? body.sourceUrl?.trim() ?? null : null,
      imageData: body.channel === 'image' ? body.imageData ?? null : null,
      targetPriceCents: body.targetPriceCents ?? null, quantity: body.quantity ?? null, status: 'submitted',
    }).returning({ id: sourcingRequest.id });
    await tx.insert(sourcingRequestEvent).values({ requestId: row.id, customerId: caller.ownerId, status: 'submitted', actorId: caller.id });
    return { id: row.id };
  });
}

/**
 * Moves request `id` from one of `from` to `to` with its event, in one transaction; 9002 when it is missing (or
 * another customer's, when `ownerId` is given), 700 when it is no longer in a status that allows the change.
 */
export async function transition(db: DbOrTx, input: {
  id: number; ownerId: number | null; actorId: number; from: readonly SourcingStatus[]; to: SourcingStatus; note?: string;
  productId?: number | null; quotedPriceCents?: number | null;
}) {
  return db.transaction(async (tx) => {
    const mine = and(eq(sourcingRequest.id, input.id), input.ownerId === null ? undefined : eq(sourcingRequest.customerId, input.ownerId));
    const [changed] = await tx.update(sourcingRequest).set({
      status: input.to, updatedAt: new Date(),
      ...(input.productId !== undefined ? { productId: input.productId, quotedPriceCents: input.quotedPriceCents ?? null } : {}),
    }).where(and(mine, inArray(sourcingRequest.status, [...input.from]))).returning({ customerId: sourcingRequest.customerId });
    if (!changed) {
      const [exists] = await tx.select({ status: sourcingRequest.status }).from(sourcingRequest).where(mine);
      if (!exists) throw fail.notFound();
      throw fail.rule('server.sourcing.notOpen');
    }
    await tx.insert(sourcingRequestEvent).values({ requestId: input.id, customerId: changed.customerId, status: input.to, note: input.note ?? '', actorId: input.actorId });
    return null;
  });
}

export const cancelRequest = (db: DbOrTx, caller: { id: number; ownerId: number }, id: number) =>
  transition(db, { id, ownerId: caller.ownerId, actorId: caller.id, from: openSourcingStatuses, to: 'canceled' });

/** Adds the found product of request `id` to the owner's list (price rule of `storeId`, else the default). */
export async function addFoundToList(db: DbOrTx, ownerId: number, id: number, storeId: number | null, lang: Lang) {
  const [row] = await db.select({ status: sourcingRequest.status, productId: sourcingRequest.productId }).from(sourcingRequest)
    .where(and(eq(sourcingRequest.id, id), eq(sourcingRequest.customerId, ownerId)));
  if (!row) throw fail.notFound();
  if (row.status !== 'found' || row.productId === null) throw fail.rule('server.sourcing.notFoundYet');
  return addToList(db, ownerId, [row.productId], lang, storeId);
}

/** Staff: the product a found answer links must be on sale and visible to the requesting merchant. */
export async function answerRequest(db: DbOrTx, staffId: number, id: number, body: { found: boolean; productId?: number; quotedPriceCents?: number; note: string }, lang: Lang) {
  const note = body.note.trim();
  if (!body.found) {
    if (note.length < 3) throw fieldError(lang, 'note', 'server.sourcing.noteRequired');
    return transition(db, { id, ownerId: null, actorId: staffId, from: openSourcingStatuses, to: 'not_found', note, productId: null });
  }
  if (body.productId === undefined) throw fieldError(lang, 'productId', 'server.sourcing.productRequired');
  if (body.quotedPriceCents === undefined) throw fieldError(lang, 'quotedPriceCents', 'server.sourcing.quoteRequired');
  const [request] = await db.select({ customerId: sourcingRequest.customerId }).from(sourcingRequest).where(eq(sourcingRequest.id, id));
  if (!request) throw fail.notFound();
  const [visible] = await db.select({ id: product.id }).from(product).where(and(eq(product.id, body.productId), eq(product.status, 'on_sale'),
    or(isNull(product.ownerCustomerId), eq(product.ownerCustomerId, request.customerId))));
  if (!visible) throw fieldError(lang, 'productId', 'server.sourcing.productUnknown');
  return transition(db, { id, ownerId: null, actorId: staffId, from: openSourcingStatuses, to: 'found', note, productId: body.productId, quotedPriceCents: body.quotedPriceCents });
}

export const takeRequest = (db: DbOrTx, staffId: number, id: number) =>
  transition(db, { id, ownerId: null, actorId: staffId, from: ['submitted'], to: 'in_progress' });
