/**
 * The search summary on each product row (min/max cost, lowest suggested price, on-sale variant count, the
 * countries it ships from): what a catalogue search filters and sorts by, kept on the product so a search reads
 * one table and its indexes instead of aggregating every variant and stock row per product. Called after every
 * write of variants or platform stock (the seed, private products, the benchmark); the catalogue has no other
 * writer of those tables.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Recomputes the summary of these products (all products when none are given), in one statement.
 * The SQL text is shared with the benchmark, which writes its 100,000 products without the server.
 */
export const productSummarySql = (where: string) => `
  update product p set
    min_cost = coalesce(s.min_cost, 0), max_cost = coalesce(s.max_cost, 0), min_suggested = coalesce(s.min_suggested, 0),
    variant_count = coalesce(s.variant_count, 0), ships_from = coalesce(o.ships_from, '{}')
  from product q
  left join lateral (select min(v.cost_price) min_cost, max(v.cost_price) max_cost, min(v.suggested_price) min_suggested, count(*)::int variant_count
    from variant v where v.product_id = q.id and v.status = 'on_sale') s on true
  left join lateral (select array_agg(distinct w.country_id order by w.country_id) ships_from
    from variant v join inventory i on i.variant_id = v.id and i.available > 0 join warehouse w on w.id = i.warehouse_id
    where v.product_id = q.id) o on true
  where p.id = q.id and ${where}`;

export async function refreshProductSummaries(db: DbOrTx, productIds?: number[]) {
  if (productIds && productIds.length === 0) return;
  await db.execute(productIds
    ? sql`${sql.raw(productSummarySql('q.id = any('))}${`{${productIds.join(',')}}`}::int[])`
    : sql.raw(productSummarySql('true')));
}
