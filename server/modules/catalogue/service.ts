/**
 * The catalogue (DOMAIN.md section 1): the category tree, search and product detail, in the caller's
 * language. A merchant sees public products (ownerCustomerId null) and their own private ones, on sale;
 * any other product looks missing (9002). Adding to the product list calls the products module's
 * addFromCatalogue (the one import path), never a copy of it.
 */
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { category, country, inventory, product, skuList, supplier, variant, warehouse, type Translated } from '../../db/schema';
import { apiStatus } from '../../../src/api/contract/shared';
import { ApiFailure, fail, messageKeyOf } from '../../http/envelope';
import { translate, type Lang } from '../../http/i18n';
import { addFromCatalogue } from '../products/service';
import { quoteShipping } from '../logistics/calculator';
import { assertOwnStore } from '../priceRules/service';

export { searchCatalogue } from './search';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const likePattern = (text: string) => `%${escapeLike(text)}%`;
const nameOf = (name: Translated, lang: Lang) => name[lang] || name.en;
const countryName = (lang: Lang) => (lang === 'zh' ? country.nameZh : lang === 'tr' ? country.nameTr : country.nameEn);

/** Products the owner may see: public or their own private ones, on sale. */
const visibleTo = (ownerId: number) => and(eq(product.status, 'on_sale'), or(isNull(product.ownerCustomerId), eq(product.ownerCustomerId, ownerId)));

/** The top categories, where the product guide suggests starting. */
export async function guideCategories(db: DbOrTx, lang: Lang) {
  return (await categoryTree(db, lang)).filter((row) => row.parentId === null);
}

export async function categoryTree(db: DbOrTx, lang: Lang) {
  const rows = await db.select().from(category).orderBy(asc(category.parentId), asc(category.sort), asc(category.id));
  return rows.map((row) => ({ id: row.id, parentId: row.parentId, name: nameOf(row.name, lang), image: null }));
}

export async function productDetail(db: DbOrTx, ownerId: number, id: number, lang: Lang) {
  const [row] = await db.select().from(product).where(and(eq(product.id, id), visibleTo(ownerId)));
  if (!row) throw fail.notFound();
  const [maker] = await db.select({ id: supplier.id, name: supplier.name, countryCode: country.code, countryName: countryName(lang), rating: supplier.rating, responseHours: supplier.responseHours })
    .from(supplier).innerJoin(country, eq(country.id, supplier.countryId)).where(eq(supplier.id, row.supplierId));
  const variants = await db.select().from(variant).where(and(eq(variant.productId, id), eq(variant.status, 'on_sale'))).orderBy(asc(variant.id));
  const stock = variants.length ? await db.select().from(inventory).where(and(inArray(inventory.variantId, variants.map((v) => v.id)), gt(inventory.available, 0))) : [];
  const houses = await db.select({ id: warehouse.id, code: warehouse.code, name: warehouse.name, countryCode: country.code })
    .from(warehouse).innerJoin(country, eq(country.id, warehouse.countryId)).orderBy(asc(warehouse.id));
  const tree = await db.select().from(category);
  const path: Array<{ id: number; name: string }> = [];
  for (let at = tree.find((c) => c.id === row.categoryId); at; at = tree.find((c) => c.id === at?.parentId)) {
    path.unshift({ id: at.id, name: nameOf(at.name, lang) });
    if (path.length > 10) break;
  }
  // Option names in the order the variants give them, each with its values in first-seen order.
  const options = new Map<string, string[]>();
  for (const v of variants) for (const o of v.optionValues) {
    const values = options.get(o.name) ?? [];
    if (!values.includes(o.value)) values.push(o.value);
    options.set(o.name, values);
  }
  const usedHouses = new Set(stock.map((s) => s.warehouseId));
  const [listed] = await db.select({ id: skuList.id }).from(skuList).where(and(eq(skuList.customerId, ownerId), eq(skuList.productId, id)));
  return {
    id: row.id, spu: row.spu, title: nameOf(row.title, lang), descriptionHtml: row.descriptionHtml, images: row.images, tags: row.tags,
    categoryPath: path,
    supplier: maker,
    options: [...options].map(([name, values]) => ({ name, values })),
    variants: variants.map((v) => ({
      id: v.id, sku: v.sku, optionValues: v.optionValues, image: v.image, costPrice: v.costPrice, suggestedPrice: v.suggestedPrice,
      weightGrams: v.weightGrams, lengthMm: v.lengthMm, widthMm: v.widthMm, heightMm: v.heightMm,
      stock: stock.filter((s) => s.variantId === v.id).map((s) => ({ warehouseId: s.warehouseId, available: s.available })),
    })),
    warehouses: houses.filter((h) => usedHouses.has(h.id)),
    isPrivate: row.ownerCustomerId !== null,
    skuListId: listed?.id ?? null,
  };
}

/**
 * Adds the products to the owner's list in one transaction through addFromCatalogue, which prices each entry by
 * the target store's price rule (storeId; the store must be the owner's, else 9002) or the default rule; a product
 * not visible to the owner is 9002 for the whole request (nothing added), one already listed is skipped.
 */
export async function addToList(db: DbOrTx, ownerId: number, productIds: number[], lang: Lang, storeId: number | null = null) {
  return db.transaction(async (tx) => {
    await assertOwnStore(tx, ownerId, storeId);
    const rows = await tx.select({ id: product.id, spu: product.spu }).from(product).where(and(inArray(product.id, productIds), visibleTo(ownerId)));
    if (rows.length !== productIds.length) throw fail.notFound();
    const spuOf = new Map(rows.map((r) => [r.id, r.spu]));
    const added: Array<{ productId: number; skuListId: number }> = [];
    const skipped: Array<{ productId: number; reason: string }> = [];
    for (const productId of productIds) {
      const outcome = await addFromCatalogue(tx, ownerId, spuOf.get(productId) ?? '', { source: 'catalogue', storeId });
      if (outcome.ok) added.push({ productId, skuListId: outcome.entry.id });
      else skipped.push({ productId, reason: translate(lang, outcome.code === 'server.import.alreadyListed' ? 'server.products.alreadyListed' : messageKeyOf(apiStatus.notFound)) });
    }
    return { added, skipped };
  });
}

/**
 * Shipping estimate of a product to a destination: for each ships-from country holding stock of the variant
 * (default: the product's first on-sale variant), every channel's quote from the rate cards.
 */
export async function productShipping(db: DbOrTx, ownerId: number, id: number, query: { toCountryId: number; variantId?: number; quantity?: number }, lang: Lang) {
  const [row] = await db.select({ id: product.id }).from(product).where(and(eq(product.id, id), visibleTo(ownerId)));
  if (!row) throw fail.notFound();
  const [to] = await db.select({ code: country.code }).from(country).where(eq(country.id, query.toCountryId));
  if (!to) throw new ApiFailure(apiStatus.invalidInput, { params: { field: 'toCountryId', reason: translate(lang, 'server.validation.other') } });
  const [chosen] = await db.select({ id: variant.id }).from(variant)
    .where(and(eq(variant.productId, id), eq(variant.status, 'on_sale'), query.variantId ? eq(variant.id, query.variantId) : undefined)).orderBy(asc(variant.id)).limit(1);
  if (!chosen) throw new ApiFailure(apiStatus.invalidInput, { params: { field: 'variantId', reason: translate(lang, 'server.products.unknownVariant') } });
  const origins = await db.selectDistinct({ code: country.code, name: countryName(lang) }).from(inventory)
    .innerJoin(warehouse, eq(warehouse.id, inventory.warehouseId)).innerJoin(country, eq(country.id, warehouse.countryId))
    .where(and(eq(inventory.variantId, chosen.id), gt(inventory.available, 0))).orderBy(asc(country.code));
  const items = [{ variantId: chosen.id, quantity: query.quantity ?? 1 }];
  const out = [];
  for (const origin of origins) {
    out.push({ fromCountryCode: origin.code, fromCountryName: origin.name, quotes: await quoteShipping(db, { fromCountryCode: origin.code, toCountryCode: to.code, items }) });
  }
  return out;
}

/** The suppliers with how many on-sale products the owner can see from each. */
export async function listSuppliers(db: DbOrTx, ownerId: number, query: { pageNo?: number; pageSize?: number; keyword?: string; countryId?: number }, lang: Lang) {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 20;
  const keyword = query.keyword?.trim();
  const filter = and(
    keyword ? ilike(supplier.name, likePattern(keyword)) : undefined,
    query.countryId ? eq(supplier.countryId, query.countryId) : undefined,
  );
  const counts = db.select({ supplierId: product.supplierId, n: count().as('n') }).from(product).where(visibleTo(ownerId)).groupBy(product.supplierId).as('counts');
  const records = await db.select({
    id: supplier.id, name: supplier.name, countryCode: country.code, countryName: countryName(lang), rating: supplier.rating,
    responseHours: supplier.responseHours, productCount: sql<number>`coalesce(${counts.n}, 0)::int`,
  }).from(supplier).innerJoin(country, eq(country.id, supplier.countryId)).leftJoin(counts, eq(counts.supplierId, supplier.id))
    .where(filter).orderBy(desc(supplier.rating), asc(supplier.name)).limit(pageSize).offset((pageNo - 1) * pageSize);
  const [{ n }] = await db.select({ n: count() }).from(supplier).where(filter);
  return { records: records.map((row) => ({ ...row, productCount: Number(row.productCount) })), total: n, pageNo, pageSize };
}
