/**
 * The merchant's own SKU codes per catalogue variant (sku-customer-dict). The list walks the variants of the
 * merchant's product list; saving sets or removes codes in one transaction. `customerSkusOf` is what order
 * lists, order detail and order exports call to show a merchant's code beside the platform SKU.
 */
import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { product, skuCustomerDict, skuList, skuListVariant, variant } from '../../db/schema';
import { apiStatus } from '../../../src/api/contract/shared';
import { ApiFailure, fail } from '../../http/envelope';
import { translate, type Lang } from '../../http/i18n';

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The owner's codes of these variants: variantId → the merchant's SKU (variants without one are absent). */
export async function customerSkusOf(db: DbOrTx, ownerId: number, variantIds: readonly number[]): Promise<Map<number, string>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db.select({ variantId: skuCustomerDict.variantId, code: skuCustomerDict.customerSku }).from(skuCustomerDict)
    .where(and(eq(skuCustomerDict.customerId, ownerId), inArray(skuCustomerDict.variantId, [...new Set(variantIds)])));
  return new Map(rows.map((r) => [r.variantId, r.code]));
}

export async function listDict(db: DbOrTx, ownerId: number, query: { keyword?: string; missingOnly?: boolean; pageNo?: number; pageSize?: number }) {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 20;
  const keyword = query.keyword?.trim();
  const filter = and(
    eq(skuList.customerId, ownerId),
    keyword ? or(ilike(skuList.title, escapeLike(keyword)), ilike(variant.sku, escapeLike(keyword)), ilike(skuCustomerDict.customerSku, escapeLike(keyword))) : undefined,
    query.missingOnly ? isNull(skuCustomerDict.id) : undefined,
  );
  const base = () => db.select({
    variantId: variant.id, sku: variant.sku, productId: variant.productId, title: skuList.title, optionValues: variant.optionValues,
    image: sql<string | null>`coalesce(${variant.image}, ${skuList.image})`, customerSku: skuCustomerDict.customerSku,
  }).from(skuListVariant).innerJoin(skuList, eq(skuList.id, skuListVariant.skuListId)).innerJoin(variant, eq(variant.id, skuListVariant.variantId))
    .leftJoin(skuCustomerDict, and(eq(skuCustomerDict.customerId, ownerId), eq(skuCustomerDict.variantId, variant.id)));
  const rows = await base().where(filter).orderBy(asc(skuList.title), asc(variant.sku)).limit(pageSize).offset((pageNo - 1) * pageSize);
  const [{ n }] = await db.select({ n: count() }).from(skuListVariant).innerJoin(skuList, eq(skuList.id, skuListVariant.skuListId))
    .innerJoin(variant, eq(variant.id, skuListVariant.variantId))
    .leftJoin(skuCustomerDict, and(eq(skuCustomerDict.customerId, ownerId), eq(skuCustomerDict.variantId, variant.id))).where(filter);
  const [{ coded }] = await db.select({ coded: count() }).from(skuCustomerDict).where(eq(skuCustomerDict.customerId, ownerId));
  return {
    records: rows.map((r) => ({ variantId: r.variantId, sku: r.sku, productId: r.productId, title: r.title, options: r.optionValues.map((o) => o.value).join(' / '), image: r.image, customerSku: r.customerSku })),
    total: n, pageNo, pageSize, coded,
  };
}

/**
 * Sets or (empty code) removes the owner's codes. A variant must be one the owner may see (public or their own
 * private product: 9002 otherwise); a code twice in the request, or already another variant's, is 9001 naming
 * items.N.customerSku. Codes compare case-insensitively (stores treat "ab-1" and "AB-1" alike).
 */
export async function saveDict(db: DbOrTx, ownerId: number, items: Array<{ variantId: number; customerSku: string }>, lang: Lang) {
  const codeError = (index: number, key: string) =>
    new ApiFailure(apiStatus.invalidInput, { params: { field: `items.${index}.customerSku`, reason: translate(lang, key) } });
  const cleaned = items.map((item) => ({ variantId: item.variantId, code: item.customerSku.trim() }));
  const seenVariant = new Set<number>();
  const seenCode = new Map<string, number>();
  cleaned.forEach((item, index) => {
    if (seenVariant.has(item.variantId)) throw new ApiFailure(apiStatus.invalidInput, { params: { field: `items.${index}.variantId`, reason: translate(lang, 'server.skuDict.variantTwice') } });
    seenVariant.add(item.variantId);
    if (!item.code) return;
    if (seenCode.has(item.code.toUpperCase())) throw codeError(index, 'server.skuDict.codeTaken');
    seenCode.set(item.code.toUpperCase(), item.variantId);
  });
  return db.transaction(async (tx) => {
    const visible = await tx.select({ id: variant.id }).from(variant).innerJoin(product, eq(product.id, variant.productId))
      .where(and(inArray(variant.id, [...seenVariant]), or(isNull(product.ownerCustomerId), eq(product.ownerCustomerId, ownerId))));
    if (visible.length !== seenVariant.size) throw fail.notFound();
    const removing = cleaned.filter((i) => !i.code).map((i) => i.variantId);
    const removed = removing.length ? await tx.delete(skuCustomerDict).where(and(eq(skuCustomerDict.customerId, ownerId), inArray(skuCustomerDict.variantId, removing))).returning({ id: skuCustomerDict.id }) : [];
    const setting = cleaned.filter((i) => i.code);
    if (setting.length) {
      const taken = await tx.select({ variantId: skuCustomerDict.variantId, code: skuCustomerDict.customerSku }).from(skuCustomerDict)
        .where(and(eq(skuCustomerDict.customerId, ownerId), inArray(sql`upper(${skuCustomerDict.customerSku})`, [...seenCode.keys()])));
      for (const row of taken) {
        const index = cleaned.findIndex((i) => i.code.toUpperCase() === row.code.toUpperCase());
        // Taken by a variant this request does not also re-code.
        if (cleaned[index]?.variantId !== row.variantId && !cleaned.some((i) => i.variantId === row.variantId)) throw codeError(index, 'server.skuDict.codeTaken');
      }
      // Clear the codes being moved first, so swapping two variants' codes in one request does not trip the unique index.
      await tx.delete(skuCustomerDict).where(and(eq(skuCustomerDict.customerId, ownerId), inArray(skuCustomerDict.variantId, setting.map((i) => i.variantId))));
      await tx.insert(skuCustomerDict).values(setting.map((i) => ({ customerId: ownerId, variantId: i.variantId, customerSku: i.code })));
    }
    return { saved: setting.length, removed: removed.length };
  });
}
