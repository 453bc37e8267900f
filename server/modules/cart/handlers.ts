/**
 * Handlers of the cart calls (spec section 7, "Cart and orders"): the navbar count, the lines of a cart type
 * (grouped by store), add (any type, and the stocking cart's own call), quantity and removal, payment-info
 * priced on the server, checkout into orders, and the SKUs of a past order to buy again.
 */
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartLine, orderLine, product, store, variant, warehouse } from '../../db/schema';
import type { Handlers, SessionReads } from '../../http/context';
import { ownOrder, orderableVariants, requireOrderInScope } from '../orders/service';
import { createOnce } from '../payment/requestKey';
import { storeScopeOf } from '../stores/handlers';
import { addToCart, checkoutLines, lineInScope, ownLines, priceLines, typeFilter, type StoreScope } from './service';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const lineColumns = {
  id: cartLine.id, type: cartLine.type, skuId: cartLine.skuId, productId: variant.productId, sku: cartLine.sku, title: cartLine.title, image: cartLine.image,
  variant: cartLine.variant, storeId: cartLine.storeId, storeName: store.name, warehouseId: cartLine.warehouseId, warehouseName: warehouse.name,
  skuNum: cartLine.skuNum, addedPriceCents: cartLine.unitPriceCents, costPrice: variant.costPrice, variantStatus: variant.status, productStatus: product.status,
  currencyCode: cartLine.currencyCode, createdAt: cartLine.createdAt,
};

function filters(ownerId: number, scope: StoreScope, q: { type?: number; storeId?: number; keyword?: string }) {
  const keyword = q.keyword?.trim();
  return and(
    eq(cartLine.customerId, ownerId),
    lineInScope(scope),
    q.type !== undefined ? typeFilter(q.type) : undefined,
    q.storeId !== undefined ? eq(cartLine.storeId, q.storeId) : undefined,
    keyword ? or(ilike(cartLine.title, likePattern(keyword)), ilike(cartLine.sku, likePattern(keyword))) : undefined,
  );
}

/** Lines with today's catalogue price and whether they can still be bought. */
function selectLines(db: DbOrTx) {
  return db.select(lineColumns).from(cartLine)
    .leftJoin(store, eq(store.id, cartLine.storeId))
    .leftJoin(warehouse, eq(warehouse.id, cartLine.warehouseId))
    .leftJoin(variant, eq(variant.id, cartLine.skuId))
    .leftJoin(product, eq(product.id, variant.productId));
}

type LineRow = Awaited<ReturnType<ReturnType<typeof selectLines>['where']>>[number];
const present = ({ costPrice, variantStatus, productStatus, ...line }: LineRow) => ({
  ...line,
  unitPriceCents: costPrice ?? line.addedPriceCents,
  available: variantStatus === 'on_sale' && productStatus === 'on_sale',
});

/**
 * The navbar's cart count of an account seeing every store (a main account, or a sub-account without a
 * store scope): one prepared statement per database handle, as it is asked on every signed-in page (issue 13).
 */
const prepareCountQuery = (db: DbOrTx) =>
  db.select({ type: cartLine.type, skuNum: cartLine.skuNum }).from(cartLine)
    .where(eq(cartLine.customerId, sql.placeholder('ownerId'))).orderBy(asc(cartLine.id)).prepare('cart_count_all_stores');
const countQueries = new WeakMap<DbOrTx, ReturnType<typeof prepareCountQuery>>();

/**
 * The navbar's cart count read in the session statement (server/http/auth.ts, `SessionRead`), for a caller
 * seeing every store (a main account, or a sub-account without a store scope): the lines (type, skuNum) as one
 * JSON array in line order, so the call is one round trip instead of two (issue 13, `npm run bench:server`).
 * Null for a sub-account limited to some stores: the handler reads its lines in scope. Qualified by hand.
 */
export const cartSessionReads: SessionReads = {
  countUserCart: {
    name: 'cart_count',
    column: sql`case when "customer"."ref_id" is null or not exists (select 1 from "store_scope" ss where ss.sub_account_id = "customer"."id")
      then coalesce((select json_agg(json_build_object('type', l.type, 'skuNum', l.sku_num) order by l.id) from "cart_line" l
        where l.customer_id = coalesce("customer"."ref_id", "customer"."id")), '[]'::json) end`,
  },
};

export const cartHandlers: Handlers = {
  /** One item per cart line (spec: "list of cart lines"); the client sums skuNum per type. */
  countUserCart: async ({ services, caller, read }) => {
    if (Array.isArray(read)) return read as { type: number; skuNum: number }[];
    const scope = await storeScopeOf(services.db, caller);
    if (scope !== null) {
      return services.db.select({ type: cartLine.type, skuNum: cartLine.skuNum }).from(cartLine)
        .where(and(eq(cartLine.customerId, caller.ownerId), lineInScope(scope))).orderBy(asc(cartLine.id));
    }
    let query = countQueries.get(services.db);
    if (!query) countQueries.set(services.db, (query = prepareCountQuery(services.db)));
    return query.execute({ ownerId: caller.ownerId });
  },

  cartStoreList: async ({ services, caller, body }) => {
    const pageNo = body.pageNo ?? 1;
    const pageSize = body.pageSize ?? 20;
    const where = filters(caller.ownerId, await storeScopeOf(services.db, caller), body);
    const [records, [total]] = await Promise.all([
      selectLines(services.db).where(where).orderBy(desc(cartLine.createdAt), desc(cartLine.id)).limit(pageSize).offset((pageNo - 1) * pageSize),
      services.db.select({ n: count() }).from(cartLine).where(where),
    ]);
    return { records: records.map(present), total: total.n, pageNo, pageSize };
  },

  cartSelectGroup: async ({ services, caller, query }) => {
    const lines = (await selectLines(services.db).where(filters(caller.ownerId, await storeScopeOf(services.db, caller), query))
      .orderBy(asc(store.name), desc(cartLine.createdAt), desc(cartLine.id))).map(present);
    const groups = new Map<number | null, { storeId: number | null; storeName: string | null; lines: typeof lines }>();
    for (const line of lines) {
      const group = groups.get(line.storeId) ?? { storeId: line.storeId, storeName: line.storeName, lines: [] };
      group.lines.push(line);
      groups.set(line.storeId, group);
    }
    return [...groups.values()];
  },

  cartAdd: async ({ services, caller, body, lang }) => {
    const scope = await storeScopeOf(services.db, caller);
    return {
      id: await services.db.transaction((tx) => addToCart(tx, caller.ownerId, {
        type: body.type, skuId: body.skuId, quantity: body.quantity, storeId: body.storeId, warehouseId: body.warehouseId,
      }, lang, scope)),
    };
  },

  stockingCartAdd: async ({ services, caller, body, lang }) => {
    await services.db.transaction(async (tx) => {
      for (const item of body.items) {
        await addToCart(tx, caller.ownerId, { type: 2, skuId: item.skuId, quantity: item.quantity, warehouseId: body.warehouseId }, lang);
      }
    });
    return { added: body.items.length };
  },

  cartUpdate: async ({ services, caller, params, body }) => {
    await ownLines(services.db, caller.ownerId, [params.id], false, await storeScopeOf(services.db, caller));
    await services.db.update(cartLine).set({ skuNum: body.quantity }).where(and(eq(cartLine.id, params.id), eq(cartLine.customerId, caller.ownerId)));
    return null;
  },

  cartRemove: async ({ services, caller, params }) => {
    await ownLines(services.db, caller.ownerId, [params.id], false, await storeScopeOf(services.db, caller));
    await services.db.delete(cartLine).where(and(eq(cartLine.id, params.id), eq(cartLine.customerId, caller.ownerId)));
    return null;
  },

  cartPaymentInfo: async ({ services, caller, body, lang }) =>
    priceLines(services.db, caller.ownerId, body.ids, { countryCode: body.countryCode, channelCode: body.channelCode, scope: await storeScopeOf(services.db, caller) }, lang),

  cartCheckout: ({ services, caller, body, idempotencyKey, lang }) =>
    services.db.transaction((tx) => createOnce(tx, { customerId: caller.ownerId, kind: 'cart_checkout', key: idempotencyKey, lang }, async () =>
      checkoutLines(tx, { ownerId: caller.ownerId, actorId: caller.id, scope: await storeScopeOf(tx, caller) }, {
        type: body.type, ids: body.ids, channelCode: body.channelCode, address: body.address, remark: body.remark,
      }, lang))),

  skuListByOrderId: async ({ services, caller, params }) => {
    const row = await ownOrder(services.db, caller.ownerId, params.orderId);
    requireOrderInScope(row, await storeScopeOf(services.db, caller));
    const lines = await services.db.select().from(orderLine).where(eq(orderLine.orderId, row.id)).orderBy(asc(orderLine.id));
    const variants = await orderableVariants(services.db, lines.flatMap((l) => (l.variantId ? [l.variantId] : [])));
    const skus = lines.filter((l) => l.variantId !== null).map((l) => {
      const v = variants.get(l.variantId!);
      return {
        skuId: l.variantId!, sku: v?.sku ?? l.sku ?? '', title: v?.title ?? l.title, variant: v?.options || null, image: v?.image ?? l.image,
        quantity: l.quantity, unitPriceCents: v?.costPrice ?? l.unitCostCents, available: Boolean(v), currencyCode: 'USD',
      };
    });
    return { orderId: row.id, number: row.number, kind: row.kind, skus };
  },
};
