/**
 * Collect products (/products/collect-products): product URLs pasted from other sites. A URL that names a
 * catalogue product (its SPU, a detail link of this portal, or a URL sourcing already found) adds that product
 * to the list; any other becomes a sourcing request (submitted, with its first event), or reuses the
 * merchant's open request for the same URL. One transaction for the whole paste.
 */
import { and, count, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { product, skuList, sourcingRequest, sourcingRequestEvent } from '../../db/schema';
import { addFromCatalogue } from '../products/service';
import { assertOwnStore } from '../priceRules/service';

const SPU_IN_URL = /\b(CJ-[A-Z]{2,6}-\d{6})\b/i;
const DETAIL_IN_URL = /\/(?:products\/detail\/|public\/detail\?(?:.*&)?id=)(\d{1,9})\b/;

const visibleTo = (ownerId: number) => and(eq(product.status, 'on_sale'), or(isNull(product.ownerCustomerId), eq(product.ownerCustomerId, ownerId)));

/** The catalogue product a URL names, if the owner may see it. */
async function productOfUrl(tx: Tx, ownerId: number, url: string): Promise<{ id: number; spu: string } | null> {
  const spu = SPU_IN_URL.exec(url)?.[1]?.toUpperCase();
  const id = Number(DETAIL_IN_URL.exec(url)?.[1] ?? 0);
  const [named] = spu || id ? await tx.select({ id: product.id, spu: product.spu }).from(product)
    .where(and(spu ? eq(product.spu, spu) : eq(product.id, id), visibleTo(ownerId))) : [];
  if (named) return named;
  const [found] = await tx.select({ id: product.id, spu: product.spu }).from(sourcingRequest)
    .innerJoin(product, eq(product.id, sourcingRequest.productId))
    .where(and(eq(sourcingRequest.sourceUrl, url), eq(sourcingRequest.status, 'found'), isNotNull(sourcingRequest.productId), visibleTo(ownerId))).limit(1);
  return found ?? null;
}

/** A readable title from a URL: its host and last path part ("aliexpress.com · 1005001234567890"). */
export function titleOfUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const last = parsed.pathname.split('/').filter(Boolean).pop()?.replace(/\.html?$/, '') ?? '';
    return `${parsed.hostname.replace(/^www\./, '')}${last ? ` · ${decodeURIComponent(last).slice(0, 80)}` : ''}`.slice(0, 120);
  } catch { return url.slice(0, 120); }
}

export async function collectProducts(db: DbOrTx, ownerId: number, urls: string[], storeId: number | null = null, channel: 'collect' | 'aliexpress' = 'collect') {
  return db.transaction(async (tx) => {
    await assertOwnStore(tx, ownerId, storeId);
    const added: Array<{ url: string; productId: number; skuListId: number }> = [];
    const listed: Array<{ url: string; productId: number; skuListId: number }> = [];
    const requested: Array<{ url: string; requestId: number }> = [];
    for (const raw of urls) {
      const url = raw.trim();
      const known = await productOfUrl(tx, ownerId, url);
      if (known) {
        const outcome = await addFromCatalogue(tx, ownerId, known.spu, { source: 'catalogue', storeId });
        if (outcome.ok) {
          added.push({ url, productId: known.id, skuListId: outcome.entry.id });
          continue;
        }
        const [entry] = await tx.select({ id: skuList.id }).from(skuList).where(and(eq(skuList.customerId, ownerId), eq(skuList.productId, known.id)));
        if (entry) { listed.push({ url, productId: known.id, skuListId: entry.id }); continue; }
      }
      const [open] = await tx.select({ id: sourcingRequest.id }).from(sourcingRequest)
        .where(and(eq(sourcingRequest.customerId, ownerId), eq(sourcingRequest.sourceUrl, url), inArray(sourcingRequest.status, ['submitted', 'in_progress'])));
      if (open) { requested.push({ url, requestId: open.id }); continue; }
      const [request] = await tx.insert(sourcingRequest).values({ customerId: ownerId, sourceUrl: url, title: titleOfUrl(url), channel, description: '', status: 'submitted' }).returning({ id: sourcingRequest.id });
      await tx.insert(sourcingRequestEvent).values({ requestId: request.id, customerId: ownerId, status: 'submitted', note: '', actorId: ownerId });
      requested.push({ url, requestId: request.id });
    }
    return { added, listed, requested };
  });
}

export async function listRequests(db: DbOrTx, ownerId: number, query: { pageNo?: number; pageSize?: number }) {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 20;
  const records = await db.select({
    id: sourcingRequest.id, sourceUrl: sourcingRequest.sourceUrl, description: sourcingRequest.description, status: sourcingRequest.status,
    productId: sourcingRequest.productId, quotedPriceCents: sourcingRequest.quotedPriceCents, createdAt: sourcingRequest.createdAt,
  }).from(sourcingRequest).where(eq(sourcingRequest.customerId, ownerId)).orderBy(desc(sourcingRequest.createdAt), desc(sourcingRequest.id))
    .limit(pageSize).offset((pageNo - 1) * pageSize);
  const [{ n }] = await db.select({ n: count() }).from(sourcingRequest).where(eq(sourcingRequest.customerId, ownerId));
  return { records, total: n, pageNo, pageSize };
}
