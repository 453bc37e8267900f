/**
 * The catalogue (DOMAIN.md section 1): the category tree, search and product detail, in the caller's
 * language. A merchant sees public products (ownerCustomerId null) and their own private ones, on sale;
 * any other product looks missing (9002). Adding to the product list calls the products module's
 * addFromCatalogue (the one import path), never a copy of it.
 */
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { DbOrTx } from '../../db/client';
import { category, country, inventory, product, skuList, supplier, variant, warehouse, type Translated } from '../../db/schema';
import { apiStatus } from '../../../src/api/contract/shared';
import { SEARCH_COUNT_CAP, type CatalogueQuery } from '../../../src/api/contract/catalogue';
import { ApiFailure, fail, messageKeyOf } from '../../http/envelope';
import { translate, type Lang } from '../../http/i18n';
import { addFromCatalogue } from '../products/service';
import { quoteShipping } from '../logistics/calculator';
import { assertOwnStore } from '../priceRules/service';

type SearchQuery = Static<typeof CatalogueQuery>;

/**
 * The text of a translated column in `lang` (English when that one is blank). The language is written as a
 * literal, not a parameter, so the expression is exactly the one the full-text and trigram indexes are built on.
 */
const titleIn = (lang: Lang) => sql<string>`coalesce(nullif(${product.title}->>${sql.raw(`'${({ en: 'en', zh: 'zh', tr: 'tr' } as const)[lang]}'`)}, ''), ${product.title}->>'en')`;
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

/** `id` and every category below it (the tree is small: read whole, walked here). */
async function withDescendants(db: DbOrTx, id: number): Promise<number[]> {
  const rows = await db.select({ id: category.id, parentId: category.parentId }).from(category);
  const children = new Map<number, number[]>();
  for (const row of rows) if (row.parentId !== null) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row.id]);
  const found = rows.some((row) => row.id === id) ? [id] : [];
  for (let i = 0; i < found.length; i++) found.push(...(children.get(found[i]) ?? []));
  return found;
}

/** A keyword with fewer whole-word matches than this also finds parts of words and codes; with fewer still, near spellings. */
const FEW = 24;
/** Near spellings are costly to test (trigram similarity per candidate): a typo search shows at most this many ("240+"). */
const FUZZY_CAP = 240;
/** Relevance ranks the newest this many matches (and exact codes first); later matches follow newest first. */
const RANKED = 120;

/**
 * The tiers of keyword matching, each a condition on product served by GIN indexes whose bitmaps PostgreSQL ORs:
 * - words: every word of the keyword begins a word of the title (full text 'simple', prefix: "şişe" finds
 *   "şişesi"; no stemming, alike in en, zh and tr), in Chinese the keyword's character pairs (title_zh_pairs),
 *   or the product code / a variant SKU is exactly the keyword. Exact in the index: no row is re-tested.
 * - parts (when words find fewer than FEW): also any part of the title, product code or a variant SKU (trigram
 *   ILIKE, re-tested per candidate, so only for rare keywords).
 * - near (when parts find fewer than FEW; 3+ characters): also near spellings ("botle" finds "bottle": trigram
 *   word similarity), at most FUZZY_CAP.
 */
async function keywordTiers(db: DbOrTx, lang: Lang, keyword: string) {
  const title = titleIn(lang);
  const code = keyword.toUpperCase();
  const like = likePattern(keyword);
  // Ids fetched once rather than as a sub-select repeated in the count and the page.
  const exactIds = (await db.select({ id: variant.productId }).from(variant).where(eq(variant.sku, code))
    .union(db.select({ id: product.id }).from(product).where(eq(product.spu, code)))).map((r) => r.id);
  // Letters and digits only, so the tsquery text needs no quoting beyond the quotes around each word.
  const words = keyword.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 8);
  const pairs = lang === 'zh' && /\p{Script=Han}/u.test(keyword)
    ? [...new Set([...keyword.toLowerCase()].flatMap((c, i, all) => (i + 1 < all.length && !/\s/.test(c + all[i + 1]) ? [c + all[i + 1]] : [])))] : [];
  const exact = exactIds.length ? sql`${product.id} = any(${`{${exactIds.join(',')}}`}::int[])` : undefined;
  const fullText = words.length ? sql`to_tsvector('simple', ${title}) @@ to_tsquery('simple', ${words.map((w) => `'${w}':*`).join(' & ')})` : undefined;
  // Two characters are one pair: the pairs alone are exact; a longer keyword's pairs may lie apart, so ILIKE confirms.
  const chinese = pairs.length ? sql`(${product.titleZhPairs} @> ${`{${pairs.join(',')}}`}::text[]${[...keyword].length > 2 ? sql` and ${title} ilike ${like}` : sql``})` : undefined;
  const wordsMatch = or(fullText, chinese, exact) ?? sql`false`;
  const skuIds = async () => (await db.selectDistinct({ id: variant.productId }).from(variant).where(ilike(variant.sku, like)).limit(1000)).map((r) => r.id);
  const partsMatch = async () => {
    const ids = await skuIds();
    return or(wordsMatch, ilike(title, like), ilike(product.spu, like), ids.length ? sql`${product.id} = any(${`{${ids.join(',')}}`}::int[])` : undefined)!;
  };
  return { exactIds, wordsMatch, partsMatch, nearMatch: (parts: SQL) => [...keyword].length >= 3 ? or(parts, sql`${keyword} <% ${title}`)! : parts };
}

export async function searchCatalogue(db: DbOrTx, ownerId: number, query: SearchQuery, lang: Lang, scope: 'all' | 'private' = 'all') {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 24;
  if (query.priceMin !== undefined && query.priceMax !== undefined && query.priceMax < query.priceMin) {
    throw new ApiFailure(apiStatus.invalidInput, { params: { field: 'priceMax', reason: translate(lang, 'server.validation.minimum', { limit: query.priceMin }) } });
  }
  const keyword = query.keyword?.trim() || undefined;
  const categories = query.categoryId ? await withDescendants(db, query.categoryId) : undefined;
  // Every filter reads the product row: the variants' price range, count and ships-from countries are kept on it
  // (summary.ts). Status and count are literals so the planner matches the partial indexes on listed products.
  const filterWith = (match: SQL | undefined) => and(
    sql`${product.status} = 'on_sale' and ${product.variantCount} > 0`,
    scope === 'private' ? eq(product.ownerCustomerId, ownerId) : or(isNull(product.ownerCustomerId), eq(product.ownerCustomerId, ownerId)),
    categories ? inArray(product.categoryId, categories.length ? categories : [-1]) : undefined,
    query.fromCountryId ? sql`${product.shipsFrom} @> array[${query.fromCountryId}::int]` : undefined,
    query.priceMin !== undefined ? gte(product.minCost, query.priceMin) : undefined,
    query.priceMax !== undefined ? lte(product.minCost, query.priceMax) : undefined,
    match,
  );
  // Counted to `cap` + 1 at most: "10,000+" needs no more.
  const countOf = async (where: SQL | undefined, cap = SEARCH_COUNT_CAP) => {
    const matching = db.select({ one: sql`1` }).from(product).where(where).limit(cap + 1).as('matching');
    return (await db.select({ n: count() }).from(matching))[0].n;
  };
  let filter = filterWith(undefined);
  let n: number;
  let cap = SEARCH_COUNT_CAP;
  let exactIds: number[] = [];
  if (keyword) {
    const tiers = await keywordTiers(db, lang, keyword);
    exactIds = tiers.exactIds;
    filter = filterWith(tiers.wordsMatch);
    n = await countOf(filter);
    // An exact product code or SKU is what was asked for: no widening to parts of codes.
    if (n < FEW && exactIds.length === 0) {
      const parts = await tiers.partsMatch();
      filter = filterWith(parts);
      n = await countOf(filter);
      if (n < FEW && [...keyword].length >= 3) {
        cap = FUZZY_CAP;
        filter = filterWith(tiers.nearMatch(parts));
        n = await countOf(filter, cap);
        // The page and its ranking then read these FUZZY_CAP candidates only, not every near spelling.
        filter = inArray(product.id, db.select({ id: product.id }).from(product).where(filter).limit(FUZZY_CAP));
      }
    }
  } else {
    n = await countOf(filter);
  }
  const sort = query.sort ?? (keyword ? 'relevance' : 'newest');
  const offset = (pageNo - 1) * pageSize;
  const columns = {
    id: product.id, spu: product.spu, title: titleIn(lang), images: product.images, categoryId: product.categoryId,
    minCost: product.minCost, maxCost: product.maxCost, minSuggested: product.minSuggested, variantCount: product.variantCount, shipsFrom: product.shipsFrom,
  };
  const newest = [desc(product.createdAt), desc(product.id)];
  let rows: Array<{ id: number; spu: string; title: string; images: string[]; categoryId: number; minCost: number; maxCost: number; minSuggested: number; variantCount: number; shipsFrom: number[]; listings: number }>;
  if (sort === 'relevance' && keyword) {
    // Ranking (full-text rank, word similarity) costs per row: it runs over a bounded set, exact codes plus the
    // newest RANKED matches (more only when the page lies past them), never over every match of a broad keyword.
    const title = titleIn(lang);
    // Exact codes first (none: no such ordering; a constant in ORDER BY is refused).
    const isExact = sql`${product.id} = any(${`{${exactIds.join(',')}}`}::int[])`;
    const exactFirst = exactIds.length ? [sql`${isExact} desc`] : [];
    const candidates = db.select({
      id: sql<number>`${product.id}`.as('cid'),
      exact: sql<boolean>`${isExact}`.as('exact'),
      rn: sql<number>`row_number() over (order by ${sql.join([...exactFirst, ...newest], sql`, `)})`.as('rn'),
    }).from(product).where(filter).orderBy(...exactFirst, ...newest).limit(Math.max(RANKED, offset + pageSize)).as('candidates');
    const ranked = sql`${candidates.rn} <= ${RANKED}`;
    rows = await db.select({ ...columns, listings: sql<number>`0` }).from(candidates).innerJoin(product, eq(product.id, candidates.id))
      .orderBy(
        sql`${candidates.exact} desc`, sql`${ranked} desc`,
        sql`case when ${ranked} then ts_rank(to_tsvector('simple', ${title}), plainto_tsquery('simple', ${keyword})) end desc nulls last`,
        sql`case when ${ranked} then word_similarity(${keyword}, ${title}) end desc nulls last`,
        ...newest,
      ).limit(pageSize).offset(offset);
  } else if (sort === 'bestSelling') {
    const listings = db.select({ productId: skuList.productId, n: count().as('listings') }).from(skuList).groupBy(skuList.productId).as('listings');
    const popularity = sql<number>`coalesce(${listings.n}, 0)::int`;
    rows = await db.select({ ...columns, listings: popularity }).from(product).leftJoin(listings, eq(listings.productId, product.id))
      .where(filter).orderBy(desc(popularity), ...newest).limit(pageSize).offset(offset);
  } else {
    const order = {
      relevance: newest, newest,
      priceAsc: [asc(product.minCost), asc(product.id)],
      priceDesc: [desc(product.minCost), asc(product.id)],
    }[sort];
    rows = await db.select({ ...columns, listings: sql<number>`0` }).from(product).where(filter).orderBy(...order).limit(pageSize).offset(offset);
  }
  const ids = rows.map((row) => row.id);
  const listingCounts = sort === 'bestSelling' || ids.length === 0 ? [] : await db.select({ productId: skuList.productId, n: count() }).from(skuList)
    .where(inArray(skuList.productId, ids)).groupBy(skuList.productId);
  const countryIds = [...new Set(rows.flatMap((row) => row.shipsFrom))];
  const codeOf = new Map(countryIds.length ? (await db.select({ id: country.id, code: country.code }).from(country).where(inArray(country.id, countryIds))).map((c) => [c.id, c.code]) : []);
  const listed = ids.length ? await db.select({ productId: skuList.productId, id: skuList.id }).from(skuList)
    .where(and(eq(skuList.customerId, ownerId), inArray(skuList.productId, ids))) : [];
  return {
    records: rows.map((row) => ({
      id: row.id, spu: row.spu, title: row.title, image: row.images[0] ?? null, categoryId: row.categoryId,
      minCost: row.minCost, maxCost: row.maxCost, minSuggested: row.minSuggested, variantCount: row.variantCount,
      shipsFrom: row.shipsFrom.map((id) => codeOf.get(id) ?? '').filter(Boolean).sort(),
      listings: sort === 'bestSelling' ? Number(row.listings) : listingCounts.find((l) => l.productId === row.id)?.n ?? 0,
      skuListId: listed.find((l) => l.productId === row.id)?.id ?? null,
    })),
    total: Math.min(n, cap), totalIsLowerBound: n > cap, pageNo, pageSize,
  };
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
