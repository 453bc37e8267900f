/**
 * The search summary on each product row (min/max cost, lowest suggested price, on-sale variant count, the
 * countries it ships from, the two-character runs of the Chinese title): what a catalogue search filters and sorts by, kept on the product so a search reads
 * one table and its indexes instead of aggregating every variant and stock row per product. Called after every
 * write of variants or platform stock (the seed, private products, the benchmark); the catalogue has no other
 * writer of those tables.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * The statement recomputing the summary of the products `ids` selects (`$id` standing for the product id, e.g.
 * "$id between 1 and 9"; "true" for all), aggregating variants and stock grouped, not per product. Shared with
 * the benchmark, which writes its 100,000 products without the server.
 */
export const productSummarySql = (ids: string) => `
  update product p set
    min_cost = coalesce(s.min_cost, 0), max_cost = coalesce(s.max_cost, 0), min_suggested = coalesce(s.min_suggested, 0),
    variant_count = coalesce(s.variant_count, 0), ships_from = coalesce(o.ships_from, '{}'),
    title_zh_pairs = array(select distinct substr(z.t, i, 2) from generate_series(1, char_length(z.t) - 1) i where substr(z.t, i, 2) !~ '\\s')
  from product q
  cross join lateral (select lower(coalesce(nullif(q.title->>'zh', ''), q.title->>'en')) t) z
  left join (select v.product_id, min(v.cost_price) min_cost, max(v.cost_price) max_cost, min(v.suggested_price) min_suggested, count(*)::int variant_count
    from variant v where v.status = 'on_sale' and ${ids.replace('$id', 'v.product_id')} group by v.product_id) s on s.product_id = q.id
  left join (select v.product_id, array_agg(distinct w.country_id order by w.country_id) ships_from
    from variant v join inventory i on i.variant_id = v.id and i.available > 0 join warehouse w on w.id = i.warehouse_id
    where ${ids.replace('$id', 'v.product_id')} group by v.product_id) o on o.product_id = q.id
  where p.id = q.id and ${ids.replace('$id', 'q.id')}`;

/**
 * The statement adding the title words of the listed products `ids` selects (as productSummarySql) to the
 * vocabulary (catalogue_word) a misspelt keyword is matched against. Words are only added: one no product uses
 * any more matches nothing.
 */
export const catalogueWordsSql = (ids: string) => `
  insert into catalogue_word (lang, word)
  select distinct l.lang, w.word from product p
  cross join lateral (values ('en', p.words_en), ('zh', p.words_zh), ('tr', p.words_tr)) l(lang, words)
  cross join lateral unnest(tsvector_to_array(l.words)) w(word)
  where p.status = 'on_sale' and p.variant_count > 0 and ${ids.replace('$id', 'p.id')}
  on conflict do nothing`;

/**
 * The statement recounting, per term, the listed public products that carry it (catalogue_term_count): every term
 * of the products `ids` selects (as productSummarySql), counted over all listed public products (one grouped pass,
 * then joined: a filter on the terms inside the pass makes PostgreSQL test each term per product word), so a term a
 * product dropped (unlisted) is counted down. A term no product carries any more keeps a row with 0.
 */
export const catalogueTermCountsSql = (ids: string) => `
  with terms(kind, term) as (
    select distinct l.kind, t.term from product p
    cross join lateral (values ('en', tsvector_to_array(p.words_en)), ('zh', tsvector_to_array(p.words_zh)),
      ('tr', tsvector_to_array(p.words_tr)), ('zh_pair', p.title_zh_pairs)) l(kind, terms)
    cross join lateral unnest(l.terms) t(term)
    where p.owner_customer_id is null and ${ids.replace('$id', 'p.id')}),
  counted(kind, term, products) as (
    select l.kind, t.term, count(*)::int from product p
    cross join lateral (values ('en', tsvector_to_array(p.words_en)), ('zh', tsvector_to_array(p.words_zh)),
      ('tr', tsvector_to_array(p.words_tr)), ('zh_pair', p.title_zh_pairs)) l(kind, terms)
    cross join lateral unnest(l.terms) t(term)
    where p.status = 'on_sale' and p.variant_count > 0 and p.owner_customer_id is null
    group by l.kind, t.term)
  insert into catalogue_term_count (kind, term, products)
  select terms.kind, terms.term, coalesce(counted.products, 0) from terms left join counted using (kind, term)
  on conflict (kind, term) do update set products = excluded.products`;

/** The (kind, term) pairs of the public products `ids` selects (as productSummarySql), listed or not. */
const termsOf = (ids: string) => `
    select distinct l.kind, t.term from product p
    cross join lateral (values ('en', tsvector_to_array(p.words_en)), ('zh', tsvector_to_array(p.words_zh)),
      ('tr', tsvector_to_array(p.words_tr)), ('zh_pair', p.title_zh_pairs)) l(kind, terms)
    cross join lateral unnest(l.terms) t(term)
    where p.owner_customer_id is null and ${ids.replace('$id', 'p.id')}`;

/**
 * The statements recounting every term of the products `ids` selects per category and per ships-from country
 * (catalogue_term_facet_count), over all listed public products, as catalogueTermCountsSql does without facets:
 * the terms' rows are deleted, then the non-zero counts written (a product that changed category or stopped
 * shipping from a country leaves no stale count behind). One grouped pass, then joined, for the same reason.
 */
export const catalogueTermFacetCountsSql = (ids: string) => [`
  delete from catalogue_term_facet_count f using (${termsOf(ids)}) terms where f.kind = terms.kind and f.term = terms.term`, `
  with terms(kind, term) as (${termsOf(ids)}),
  counted(kind, term, facet, facet_id, products) as (
    select l.kind, t.term, f.facet, f.facet_id, count(*)::int from product p
    cross join lateral (values ('en', tsvector_to_array(p.words_en)), ('zh', tsvector_to_array(p.words_zh)),
      ('tr', tsvector_to_array(p.words_tr)), ('zh_pair', p.title_zh_pairs)) l(kind, terms)
    cross join lateral unnest(l.terms) t(term)
    cross join lateral (select 'category', p.category_id union all select 'country', c from unnest(p.ships_from) c) f(facet, facet_id)
    where p.status = 'on_sale' and p.variant_count > 0 and p.owner_customer_id is null
    group by l.kind, t.term, f.facet, f.facet_id)
  insert into catalogue_term_facet_count (kind, term, facet, facet_id, products)
  select counted.kind, counted.term, counted.facet, counted.facet_id, counted.products from counted join terms using (kind, term)`];

/** Recomputes the summary of these products (all products when none are given), adds their title words and recounts their terms. */
export async function refreshProductSummaries(db: DbOrTx, productIds?: number[]) {
  if (productIds && productIds.length === 0) return;
  // Ids are integers: written into the text, not bound (the condition appears three times).
  const ids = productIds ? `$id = any('{${productIds.map((id) => Math.trunc(id)).join(',')}}'::int[])` : 'true';
  await db.execute(sql.raw(productSummarySql(ids)));
  await db.execute(sql.raw(catalogueWordsSql(ids)));
  await db.execute(sql.raw(catalogueTermCountsSql(ids)));
  for (const statement of catalogueTermFacetCountsSql(ids)) await db.execute(sql.raw(statement));
}
