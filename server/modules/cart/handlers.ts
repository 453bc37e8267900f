/** Handlers of the cart calls: the navbar count, the lines of a cart type, grouped by store, quantity changes and removal. */
import { and, asc, count, desc, eq, gte, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartLine, store } from '../../db/schema';
import type { Handlers } from '../../http/context';
import { fail } from '../../http/envelope';

/** Spec section 9: types 4, 5 and 6 are all self-buy, so asking for 4 means all three. */
export const SELF_BUY = 4;
const typeFilter = (type: number): SQL => (type >= SELF_BUY ? gte(cartLine.type, SELF_BUY) : eq(cartLine.type, type));
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const lineColumns = {
  id: cartLine.id, type: cartLine.type, skuId: cartLine.skuId, sku: cartLine.sku, title: cartLine.title, image: cartLine.image,
  variant: cartLine.variant, storeId: cartLine.storeId, storeName: store.name, skuNum: cartLine.skuNum, unitPrice: cartLine.unitPrice,
  currencyCode: cartLine.currencyCode, createdAt: cartLine.createdAt,
};

function filters(ownerId: number, q: { type?: number; storeId?: number; keyword?: string }) {
  const keyword = q.keyword?.trim();
  return and(
    eq(cartLine.customerId, ownerId),
    q.type !== undefined ? typeFilter(q.type) : undefined,
    q.storeId !== undefined ? eq(cartLine.storeId, q.storeId) : undefined,
    keyword ? or(ilike(cartLine.title, likePattern(keyword)), ilike(cartLine.sku, likePattern(keyword))) : undefined,
  );
}

async function ownLine(db: DbOrTx, ownerId: number, id: number) {
  const [row] = await db.select({ id: cartLine.id }).from(cartLine).where(and(eq(cartLine.id, id), eq(cartLine.customerId, ownerId)));
  if (!row) throw fail.notFound();
}

export const cartHandlers: Handlers = {
  /** One item per cart line (spec: "list of cart lines"); the client sums skuNum per type. */
  countUserCart: ({ services, caller }) =>
    services.db.select({ type: cartLine.type, skuNum: cartLine.skuNum }).from(cartLine)
      .where(eq(cartLine.customerId, caller.ownerId)).orderBy(asc(cartLine.id)),

  cartStoreList: async ({ services, caller, body }) => {
    const pageNo = body.pageNo ?? 1;
    const pageSize = body.pageSize ?? 20;
    const where = filters(caller.ownerId, body);
    const [records, [total]] = await Promise.all([
      services.db.select(lineColumns).from(cartLine).leftJoin(store, eq(store.id, cartLine.storeId)).where(where)
        .orderBy(desc(cartLine.createdAt), desc(cartLine.id)).limit(pageSize).offset((pageNo - 1) * pageSize),
      services.db.select({ n: count() }).from(cartLine).where(where),
    ]);
    return { records, total: total.n, pageNo, pageSize };
  },

  cartSelectGroup: async ({ services, caller, query }) => {
    const lines = await services.db.select(lineColumns).from(cartLine).leftJoin(store, eq(store.id, cartLine.storeId))
      .where(filters(caller.ownerId, query)).orderBy(asc(store.name), desc(cartLine.createdAt), desc(cartLine.id));
    const groups = new Map<number | null, { storeId: number | null; storeName: string | null; lines: typeof lines }>();
    for (const line of lines) {
      const group = groups.get(line.storeId) ?? { storeId: line.storeId, storeName: line.storeName, lines: [] };
      group.lines.push(line);
      groups.set(line.storeId, group);
    }
    return [...groups.values()];
  },

  cartUpdate: async ({ services, caller, params, body }) => {
    await ownLine(services.db, caller.ownerId, params.id);
    await services.db.update(cartLine).set({ skuNum: body.quantity }).where(eq(cartLine.id, params.id));
    return null;
  },

  cartRemove: async ({ services, caller, params }) => {
    await ownLine(services.db, caller.ownerId, params.id);
    await services.db.delete(cartLine).where(eq(cartLine.id, params.id));
    return null;
  },
};
