/**
 * The demo merchant's product list: 40 catalogue products added through the same service as a real
 * import, spread over every state (draft, ready, publishing, published, failed) and over the last 60
 * days, some with hand-set prices, so every tab and filter of My products has something to show.
 */
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { product, skuList } from '../db/schema';
import { addFromCatalogue } from '../modules/products/service';

export const DEMO_LIST_SIZE = 40;

export async function seedProductList(db: DbOrTx, merchantId: number): Promise<void> {
  const picks = await db.select({ spu: product.spu }).from(product).where(eq(product.status, 'on_sale')).orderBy(product.id).limit(DEMO_LIST_SIZE * 3);
  const chosen = picks.filter((_, i) => i % 3 === 0).slice(0, DEMO_LIST_SIZE);
  const now = Date.now();
  for (const [i, { spu }] of chosen.entries()) {
    const outcome = await addFromCatalogue(db, merchantId, spu, { source: i % 4 === 3 ? 'file' : 'catalogue' });
    if (!outcome.ok) continue;
    const when = new Date(now - (60 - i) * 36 * 3600_000);
    await db.update(skuList).set({ state: i % 5, createdAt: when, updatedAt: when }).where(inArray(skuList.id, [outcome.entry.id]));
  }
}
