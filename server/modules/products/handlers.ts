/** Handlers of the product-list calls implemented so far: the list with its filters, edits, removal, and the sidebar's count and pending-return flag. */
import { and, count, desc, eq, gte, ilike, inArray, lt, or } from 'drizzle-orm';
import { apiStatus } from '../../../src/api/contract/shared';
import type { DbOrTx } from '../../db/client';
import { returnOrder, skuList } from '../../db/schema';
import type { Handlers } from '../../http/context';
import { ApiFailure, fail } from '../../http/envelope';
import { translate, type Lang } from '../../http/i18n';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const DAY_MS = 24 * 3600 * 1000;

/** A `YYYY-MM-DD` (or ISO) query date; a bad one is a 9001 naming the field. */
function dateOf(value: string | undefined, field: string, lang: Lang): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) {
    throw new ApiFailure(apiStatus.invalidInput, { params: { field, reason: translate(lang, 'server.validation.format') } });
  }
  return date;
}

async function ownEntry(db: DbOrTx, ownerId: number, id: number) {
  const [row] = await db.select({ id: skuList.id }).from(skuList).where(and(eq(skuList.id, id), eq(skuList.customerId, ownerId)));
  if (!row) throw fail.notFound();
}

export const productsHandlers: Handlers = {
  productNum: async ({ services, caller }) => {
    const [row] = await services.db.select({ n: count() }).from(skuList).where(eq(skuList.customerId, caller.ownerId));
    return row.n;
  },

  pendingReturnStatus: async ({ services, caller }) => {
    const [row] = await services.db.select({ id: returnOrder.id }).from(returnOrder)
      .where(and(eq(returnOrder.customerId, caller.ownerId), eq(returnOrder.status, 'pending'))).limit(1);
    return Boolean(row);
  },

  skuListAll: async ({ services, caller, query, lang }) => {
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? 20;
    const goodsId = query.goodsId ?? query.goods_id;
    const keyword = query.keyword?.trim();
    const start = dateOf(query.startDate, 'startDate', lang);
    const end = dateOf(query.endDate, 'endDate', lang);
    const entryId = query.skuProductId && /^\d+$/.test(query.skuProductId) ? Number(query.skuProductId) : undefined;
    const where = and(
      eq(skuList.customerId, caller.ownerId),
      query.states?.length ? inArray(skuList.state, query.states) : undefined,
      goodsId ? eq(skuList.goodsId, goodsId) : undefined,
      keyword ? or(ilike(skuList.title, likePattern(keyword)), ilike(skuList.goodsId, likePattern(keyword))) : undefined,
      query.thirdFrom ? eq(skuList.thirdFrom, query.thirdFrom) : undefined,
      query.skuProductId ? eq(skuList.id, entryId ?? -1) : undefined,
      start ? gte(skuList.createdAt, start) : undefined,
      // The end date is inclusive: everything before the next day.
      end ? lt(skuList.createdAt, new Date(end.getTime() + DAY_MS)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      services.db.select().from(skuList).where(where).orderBy(desc(skuList.createdAt), desc(skuList.id)).limit(pageSize).offset((pageNo - 1) * pageSize),
      services.db.select({ n: count() }).from(skuList).where(where),
    ]);
    const records = rows.map((row) => ({
      id: row.id, goodsId: row.goodsId, title: row.title, image: row.image, state: row.state, thirdFrom: row.thirdFrom,
      variantCount: row.variantCount, minPrice: row.minPrice, maxPrice: row.maxPrice, currencyCode: row.currencyCode, createdAt: row.createdAt,
    }));
    return { records: records.map((r) => ({ ...r, updatedAt: r.createdAt })), total: total.n, totalIsLowerBound: false, nextCursor: null, pageNo, pageSize };
  },

  skuListProductUpdate: async ({ services, caller, body }) => {
    await ownEntry(services.db, caller.ownerId, body.id);
    await services.db.update(skuList).set({ title: body.title.trim() }).where(eq(skuList.id, body.id));
    return null;
  },

  skuListRemove: async ({ services, caller, params }) => {
    await ownEntry(services.db, caller.ownerId, params.id);
    await services.db.delete(skuList).where(eq(skuList.id, params.id));
    return null;
  },

  skuListRemoveSelected: async ({ services, caller, body }) => {
    const removed = await services.db.delete(skuList)
      .where(and(eq(skuList.customerId, caller.ownerId), inArray(skuList.id, body.ids))).returning({ id: skuList.id });
    return { removed: removed.length, jobId: null };
  },

  skuListRemoveAll: async ({ services, caller }) => {
    const removed = await services.db.delete(skuList).where(eq(skuList.customerId, caller.ownerId)).returning({ id: skuList.id });
    return { removed: removed.length, jobId: null };
  },
};
