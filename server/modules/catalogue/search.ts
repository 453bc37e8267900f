/**
 * Catalogue search (issue 10): one statement answers a page with its bounded count and the cards' extras
 * (ships-from country codes, listings, the caller's list entry), so a search costs the API server one round
 * trip and PostgreSQL one plan. A keyword is matched in tiers (keywordTiers); a rare keyword widens with a
 * second (and third) statement.
 *
 * Every filter reads the product row: the variants' price range, count and ships-from countries are kept on it
 * (summary.ts), the title's words per language too (words_en/zh/tr, generated columns with GIN indexes over
 * listed products). Status and variant count are literals so the planner matches those partial indexes.
 */
import { createHash } from 'node:crypto';
import { SQL, StringChunk, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Static } from 'typebox';
import type { DbOrTx } from '../../db/client';
import { country } from '../../db/schema';
import { apiStatus } from '../../../src/api/contract/shared';
import { CATALOGUE_MAX_PAGE, SEARCH_COUNT_CAP, type CatalogueQuery } from '../../../src/api/contract/catalogue';
import { ApiFailure } from '../../http/envelope';
import { translate, type Lang } from '../../http/i18n';

type SearchQuery = Static<typeof CatalogueQuery>;

/** A keyword with fewer whole-word matches than this also finds parts of words and codes; with fewer still, near spellings. */
const FEW = 24;
/** Near spellings are costly to test (trigram similarity per candidate): a typo search shows at most this many ("240+"). */
const FUZZY_CAP = 240;
/** Relevance ranks the newest this many matches (and exact codes first); later matches follow newest first. */
const RANKED = 120;
/** A misspelt word is searched as the most similar this many real title words. */
const NEAR_WORDS = 3;
/**
 * A keyword whose ranking the page can read from the index it walks (pageSql): one word of ASCII letters and digits,
 * which PostgreSQL's full text and trigrams both lower-case alike, so a title holding it as a whole word (its stored
 * words hold it exactly) has a word similarity of 1 to it. Checked on the bench catalogue: 944,000 product words of
 * that form, each word_similarity 1 to its title, none less; the statement checks the rows it relies on anyway.
 */
const wholeWordRanks = (keyword: string) => /^[A-Za-z0-9]+$/.test(keyword);

/** The language as an SQL literal (never a parameter), so expressions are exactly those the indexes are built on. */
const langLiteral = (lang: Lang) => sql.raw(`'${({ en: 'en', zh: 'zh', tr: 'tr' } as const)[lang]}'`);
/** The title in `lang` (English when that one is blank): the expression of the trigram indexes. */
const titleIn = (lang: Lang) => sql`coalesce(nullif(p.title->>${langLiteral(lang)}, ''), p.title->>'en')`;
/** The stored words of the title in `lang` (generated column over titleIn's text). */
const wordsIn = (lang: Lang) => sql.raw(({ en: 'p.words_en', zh: 'p.words_zh', tr: 'p.words_tr' } as const)[lang]);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const likePattern = (text: string) => `%${escapeLike(text)}%`;
const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
/**
 * `value` as a sub-select (an InitPlan parameter) when `hide`: the planner estimates it as unknown in a prepared
 * statement's custom plans as in its generic plan, so their costs agree and PostgreSQL keeps the generic plan
 * after its five custom ones instead of planning every execution (it does when a custom plan, seeing the
 * values, costs less). Only for statements whose plan is one whatever the values (a walk of an ordered index, the
 * rare look-ups through their indexes).
 */
const hidden = (value: SQL, hide = true) => (hide ? sql`(select ${value})` : value);
/** `make`'s value, made on the first call. */
function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * The most listed public products any one of these terms is carried by (catalogue_term_count): a lower bound of
 * the matches of a keyword whose match is any of them (title words beginning with one of `prefixes` in `lang`, or
 * exactly one of the Chinese `pairs`). Past the pager's reach it is the count, read from a few index entries
 * instead of visiting a row per match.
 */
const termBound = (lang: Lang, prefixes: string[], pairs: string[], facet?: SQL) => {
  const terms = sql.join([
    ...prefixes.map((w) => sql`(c.kind = ${langLiteral(lang)} and c.term ^@ ${w})`),
    ...pairs.map((pair) => sql`(c.kind = 'zh_pair' and c.term = ${pair})`),
  ], sql` or `);
  if (!facet) return sql`(select coalesce(max(c.products), 0) from catalogue_term_count c where ${terms})`;
  // Per category (or country) the commonest term's count; categories are disjoint, so their sum is a lower bound too.
  return sql`(select coalesce(sum(b.products), 0) from (select max(f.products) products from catalogue_term_count c
    join catalogue_term_facet_count f on f.kind = c.kind and f.term = c.term and ${facet} where ${terms} group by f.facet_id) b)`;
};

/**
 * Country codes by id, read once per database: reference data the seed writes (a code never changes for its id).
 * An id not in the map (a country added since) reads the table again.
 */
const countryCodes = new WeakMap<object, Map<number, string>>();
async function codesOf(db: DbOrTx, ids: Iterable<number>): Promise<Map<number, string>> {
  let codes = countryCodes.get(db);
  if (!codes || [...ids].some((id) => !codes?.has(id))) {
    codes = new Map((await db.select({ id: country.id, code: country.code }).from(country)).map((c) => [c.id, c.code]));
    countryCodes.set(db, codes);
  }
  return codes;
}

const dialect = new PgDialect();
/**
 * The text and parameters of `query`, as PgDialect's sqlToQuery writes them (`$1`, `$2`… in order), for the trees
 * this module builds (text, nested SQL, primitive values); anything else (a table, a column, an array, a Param) is
 * left to sqlToQuery. Drizzle's walk tests every chunk against a dozen classes: it was a fifth of a keyword
 * search's API time (0.19 of ~0.4 ms in a profile), this one a few µs.
 */
export function toQuery(query: SQL): { sql: string; params: unknown[] } {
  let text = '';
  const params: unknown[] = [];
  const walk = (chunks: unknown[]): boolean => {
    for (const chunk of chunks) {
      if (chunk instanceof StringChunk) text += chunk.value.join('');
      else if (chunk instanceof SQL) {
        if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams || !walk(chunk.queryChunks)) return false;
      } else if (chunk === null || typeof chunk === 'string' || typeof chunk === 'number' || typeof chunk === 'boolean') {
        params.push(chunk);
        text += `$${params.length}`;
      } else if (chunk !== undefined) return false;
    }
    return true;
  };
  return walk([query]) ? { sql: text, params } : dialect.sqlToQuery(query);
}
type Pool = { totalCount: number; query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }> };
/**
 * The rows of a search statement. `prepared`, on PostgreSQL (a node-postgres pool): as a named prepared
 * statement, one per statement text (its text depends only on its shape: which filters and tier; every value is
 * a parameter), so each connection parses it once and PostgreSQL reuses its plan instead of planning every
 * search. Only for statements whose plan does not depend on the values (the keyword counts and lookups without
 * other filters): a generic plan, blind to how many rows a filter keeps, can walk the wrong index or AND in one
 * that keeps nearly every row (measured: a page 2 → 200 ms, a count with ships-from 2 → 45 ms).
 * PGlite (one embedded connection) runs every statement as it is.
 */
/** Statement names by text (a sha1 per search was ~10 % of its API time); statement shapes are few, the map bounded anyway. */
const statementNames = new Map<string, string>();
async function rowsOf<T>(db: DbOrTx, query: SQL, prepared = false): Promise<T[]> {
  const pool = (db as { $client?: Partial<Pool> }).$client;
  if (prepared && pool && typeof pool.totalCount === 'number' && pool.query) {
    const { sql: text, params } = toQuery(query);
    let name = statementNames.get(text);
    if (!name) {
      if (statementNames.size >= 1000) statementNames.clear();
      name = `catalogue_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
      statementNames.set(text, name);
    }
    return (await pool.query({ name, text, values: params })).rows as T[];
  }
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * `id` and every category below it, as an array sub-select (one InitPlan walking category_parent_idx): no round
 * trip and no reading of the whole tree per search.
 */
const withDescendants = (id: number) => sql`array(with recursive tree(id) as (select c.id from category c where c.id = ${id}
  union all select c.id from category c join tree on c.parent_id = tree.id) select id from tree)`;

const categoryRows = (id: number) => sql`p.category_id = any(${withDescendants(id)})`;
const countryRows = (id: number, hide = false) => sql`p.ships_from @> ${hidden(sql`array[${id}::int]`, hide)}`;

/**
 * The tiers of keyword matching, each a condition on product `p` served by GIN indexes whose bitmaps PostgreSQL ORs:
 * - words: every word of the keyword begins a word of the title (full text 'simple', prefix: "şişe" finds
 *   "şişesi"; no stemming, alike in en, zh and tr), in Chinese the keyword's character pairs (title_zh_pairs),
 *   or the product code / a variant SKU is exactly the keyword. Exact in the index: no row is re-tested.
 * - parts (when words find fewer than FEW): also any part of the title, product code or a variant SKU (trigram
 *   ILIKE, re-tested per candidate, so only for rare keywords).
 * - near (when parts find fewer than FEW; 3+ characters): also near spellings ("botle" finds "bottle"): each word
 *   as the real title words closest to it (nearWords, through the full-text index, counted like whole words);
 *   when the vocabulary has none (e.g. Chinese without spaces), trigram word similarity over titles, at most FUZZY_CAP.
 * `exact` is the ids of the exact codes: an array sub-select (one InitPlan, usable as an index condition) until
 * the first statement has read them, then those ids (`exactIds`), so later statements neither look them up again
 * nor make PostgreSQL plan the look-ups (a third of the page statement's planning).
 */
/**
 * One category (with its descendants) or one ships-from country filtering a keyword: `bound` selects its rows of
 * catalogue_term_facet_count (f), `tag` and `ids` name its terms in catalogue_facet_terms ('c3:lamp', 's232:lamp').
 */
type Facet = { bound: SQL; tag: 'c' | 's'; ids: SQL; rows: SQL; ownerId: number };
/** The terms expression of the catalogue_facet_terms index in `lang` (migration 0031), exactly. */
const facetTermsIn = (lang: Lang) => sql.raw(({
  en: 'catalogue_facet_terms(p.category_id, p.ships_from, tsvector_to_array(p.words_en))',
  zh: 'catalogue_facet_terms(p.category_id, p.ships_from, tsvector_to_array(p.words_zh) || p.title_zh_pairs)',
  tr: 'catalogue_facet_terms(p.category_id, p.ships_from, tsvector_to_array(p.words_tr))',
} as const)[lang]);

function keywordTiers(lang: Lang, keyword: string, exactIds?: number[], facet?: Facet) {
  /**
   * The tsquery of `text`. `once`: as a sub-select (an InitPlan, evaluated once per execution), for a prepared
   * statement's generic plan, where the call on a parameter is not folded to a constant and would otherwise
   * parse the query again for every row it tests.
   */
  const tsQuery = (text: string, once: boolean) => once ? sql`(select to_tsquery('simple', ${text}))` : sql`to_tsquery('simple', ${text})`;
  const title = titleIn(lang);
  const facetTerms = facetTermsIn(lang);
  const code = keyword.toUpperCase();
  const like = likePattern(keyword);
  const exact = exactIds ? sql`${intArray(exactIds)}::int[]`
    : sql`array(select v.product_id from variant v where v.sku = ${code} union select x.id from product x where x.spu = ${code})`;
  // Letters and digits only, so the tsquery text needs no quoting beyond the quotes around each word.
  const words = keyword.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 8);
  const pairs = lang === 'zh' && /\p{Script=Han}/u.test(keyword)
    ? [...new Set([...keyword.toLowerCase()].flatMap((c, i, all) => (i + 1 < all.length && !/\s/.test(c + all[i + 1]) ? [c + all[i + 1]] : [])))] : [];
  const wordsQuery = words.map((w) => `'${w}':*`).join(' & ');
  const fullText = (once: boolean) => words.length ? sql`${wordsIn(lang)} @@ ${tsQuery(wordsQuery, once)}` : undefined;
  // Two characters are one pair: the pairs alone are exact; a longer keyword's pairs may lie apart, so ILIKE confirms.
  // `once`: the values as sub-selects too (hidden, below), so a generic plan's estimates are the custom plan's.
  const pairsArray = (once: boolean) => hidden(sql`${`{${pairs.join(',')}}`}::text[]`, once);
  // `walk`: tested per row of an index walk, where no index serves it: one pair as `= any` (a third cheaper than @>).
  const chinese = (once: boolean, walk = false) => pairs.length
    ? sql`(${walk && pairs.length === 1 ? sql`${hidden(sql`${pairs[0]}::text`)} = any(p.title_zh_pairs)` : sql`p.title_zh_pairs @> ${pairsArray(once)}`}${[...keyword].length > 2 ? sql` and ${title} ilike ${like}` : sql``})`
    : undefined;
  // Two Chinese characters: a title word beginning with them holds them as a pair, so the pair alone decides
  // (an index walk then skips the full-text test, a third of its time for "水瓶").
  const pairDecides = pairs.length === 1 && words.length === 1 && /^\p{Script=Han}{2}$/u.test(keyword);
  const byCode = !exactIds || exactIds.length ? sql`p.id = any(${exact})` : undefined;
  /**
   * `walk`: the form tested per row of an index walk (see chinese), for a generic plan (`once`). `codes`: the exact
   * codes' ids as an expression (the count statement's own, for a page it computes too), instead of this tier's.
   */
  const wholeMatch = (once: boolean, walk = false, codes?: SQL) => {
    const byCodeOnce = codes ? sql`p.id = any(${codes})` : byCode && once && exactIds ? sql`p.id = any(${hidden(exact, true)}::int[])` : byCode;
    const whole = [walk && pairDecides ? undefined : fullText(once), chinese(once, walk), byCodeOnce].filter((part): part is SQL => part !== undefined);
    // No word, no pair and no such code (e.g. "%_%"): nothing matches whole.
    return whole.length ? sql.join(whole, sql` or `) : sql`false`;
  };
  const wordsMatch = wholeMatch(false);
  // The words tier matches at least as many products as its commonest term when it is one term: one word, or
  // a two-character Chinese keyword (one pair, matched without ILIKE).
  const oneTerm = words.length <= 1 && (pairs.length === 0 || [...keyword].length === 2);
  const wordsBound = () => oneTerm && (words.length || pairs.length) ? termBound(lang, words, pairs.length ? pairs : [], facet?.bound) : undefined;
  /** `once`: the values hidden (the rare look-up's statement: its generic plan is kept, see `hidden`). */
  const partsOf = (once: boolean) => {
    const pattern = hidden(sql`${like}::text`, once);
    return sql`${once ? wholeMatch(true) : wordsMatch} or ${title} ilike ${pattern} or p.spu ilike ${pattern}
    or p.id = any(array(select distinct v.product_id from variant v where v.sku ilike ${pattern} limit 1000))`;
  };
  const partsMatch = lazy(() => partsOf(false));
  /**
   * Near spellings through the vocabulary: each word of the keyword becomes itself or the real title words
   * closest to it (trigram similarity over catalogue_word, a few thousand rows), searched through the full-text
   * index like whole words, so a typo costs what its intended word costs. Null when no word has a near one.
   */
  const nearLookup = lazy(() => words.length && [...keyword].length >= 3 ? sql`(select json_agg(json_build_array(k.word, y.near, (select array(
      select (select coalesce(max(tc.products), 0) from catalogue_term_count tc where tc.kind = ${langLiteral(lang)} and tc.term ^@ w.word)
      from unnest(array_prepend(k.word, y.near)) with ordinality w(word, i) order by w.i))) order by k.n)
    from unnest(${hidden(sql`${`{${words.map((w) => `"${w}"`).join(',')}}`}::text[]`)}) with ordinality k(word, n)
    cross join lateral (select array(select c.word from catalogue_word c where c.lang = ${langLiteral(lang)} and c.word % k.word
      order by similarity(c.word, k.word) desc, c.word limit ${sql.raw(String(NEAR_WORDS))}) near offset 0) y)` : undefined);
  /**
   * The near words tier from nearLookup's answer (per word of the keyword: the word, its near words, and the most
   * listed public products a term beginning with each of those carries, catalogue_term_count). Null when no
   * word has a near one. `count`: for one word, that largest count, a lower bound of the matches (as termBound).
   */
  const nearWords = (partIds: number[], found: NearRow[] | null) => {
    if (!nearLookup() || !found) return null;
    const alike = found.map(([word, near, counts]) => [word, ...near].map((w, i) => ({ w, count: counts[i] }))
      .filter(({ w }, i) => i === 0 || (w !== word && /^[\p{L}\p{N}]+$/u.test(w))));
    if (alike.every((list) => list.length === 1)) return null;
    const query = alike.map((list) => `(${list.map(({ w }) => `'${w}':*`).join(' | ')})`).join(' & ');
    // The few parts matches by id: their ILIKE is not re-tested on every row the near words find.
    const match = (once: boolean) => sql`p.id = any(${hidden(sql`${intArray(partIds)}::int[]`, once)}::int[]) or ${wordsIn(lang)} @@ ${tsQuery(query, once)}`;
    // One word searched as its near words: at least as many matches as the commonest of them.
    return {
      match: match(false), generic: match(true),
      bound: alike.length === 1 ? termBound(lang, alike[0].map(({ w }) => w), [], facet?.bound) : undefined,
      count: alike.length === 1 ? Math.max(...alike[0].map(({ count }) => count)) : undefined,
    };
  };
  /**
   * The words tier with a facet, as one GIN look-up per word: each word becomes the public title terms it
   * begins (catalogue_term_count: every term of a public product, kept by the same refresh) tagged with each of
   * the facet's ids ('c3:lamp'), matched against catalogue_facet_terms, so only products carrying both are
   * read. The merchant's own private products (not in those counts) and exact codes match as in the words tier,
   * read first as ids: every arm of the OR is then an index condition, which PostgreSQL does not test again per
   * row (the terms function would run per row), and the facet's own filter is left out of the statement
   * (filterWith's `facetRows`): PostgreSQL would AND in its index, reading every product of the category.
   * Only where the words tier is full text and pairs alone (a Chinese keyword of two characters at most).
   */
  const facetMatch = lazy(() => facet && words.length && (pairs.length === 0 || [...keyword].length === 2) ? sql`(${sql.join(words.map((w) => {
    const terms = pairs.length ? sql`((c.kind = 'zh' and c.term ^@ ${w}) or (c.kind = 'zh_pair' and c.term = ${pairs[0]}))` : sql`c.kind = ${langLiteral(lang)} and c.term ^@ ${w}`;
    return sql`${facetTerms} && array(select ${facet.tag} || f || ':' || c.term from unnest(${facet.ids}) f, catalogue_term_count c where ${terms})`;
  }), sql` and `)}) or p.id = any(array(select p.id from product p where p.status = 'on_sale' and p.variant_count > 0 and ${facet.rows}
    and ((p.owner_customer_id = ${facet.ownerId} and (${wordsMatch}))${byCode ? sql` or ${byCode}` : sql``})))` : undefined);
  // Built when asked for: a search uses a few of these (each an SQL tree built and written out per request).
  return {
    exact, wordsMatch, nearWords,
    get wordsGeneric() { return wholeMatch(true, true); },
    /** wordsGeneric with the exact codes' ids read from `codes` (an expression), when the ids are not known yet. */
    wordsGenericWith: (codes: SQL) => wholeMatch(true, true, codes),
    get wordsBound() { return wordsBound(); },
    get facetMatch() { return facetMatch(); },
    get partsMatch() { return partsMatch(); },
    get partsGeneric() { return partsOf(true); },
    get nearMatch() { return [...keyword].length >= 3 ? sql`${partsMatch()} or ${keyword} <% ${title}` : undefined; },
    get nearLookup() { return nearLookup(); },
  };
}

/** Per word of a keyword: the word, its near title words, and the largest term count of each of them (word first). */
type NearRow = [string, string[], number[]];
/** A rare keyword's look-ups (rareCte): the parts filter, and the near words' look-up (nearLookup). */
type Rare = { parts: SQL; near?: SQL };
type RareRow = { parts: number[]; near: NearRow[] | null };
/**
 * `picked`: the page's ids (by relevance, its candidates) and the exact codes among the matches, read by the count;
 * `rare`: the rare keyword's look-ups when the count statement made them (countTier).
 */
type Counted = { n: number; exactCount: number; exactIds: number[]; picked?: { ids: number[]; exact: number[] }; rare?: RareRow; page?: Row[] };
type Row = {
  id: number; spu: string; title: string; image: string | null; category_id: number; min_cost: number; max_cost: number;
  min_suggested: number; variant_count: number; ships_from: number[]; listings: number; sku_list_id: number | null;
  total: number;
};

export async function searchCatalogue(db: DbOrTx, ownerId: number, query: SearchQuery, lang: Lang, scope: 'all' | 'private' = 'all') {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 24;
  if (query.priceMin !== undefined && query.priceMax !== undefined && query.priceMax < query.priceMin) {
    throw new ApiFailure(apiStatus.invalidInput, { params: { field: 'priceMax', reason: translate(lang, 'server.validation.minimum', { limit: query.priceMin }) } });
  }
  const keyword = query.keyword?.trim() || undefined;
  // The listed products the caller may see, with the filters; `match` is the keyword's tier.
  // `facetRows` false: without the category and country filters (a facet match has them in its terms).
  // `hide`: the caller's id as a sub-select (hidden), for a statement whose generic plan is kept.
  const filterWith = (match: SQL | undefined, facetRows = true, hide = false) => sql.join([
    sql`p.status = 'on_sale' and p.variant_count > 0`,
    scope === 'private' ? sql`p.owner_customer_id = ${hidden(sql`${ownerId}::int`, hide)}`
      : sql`(p.owner_customer_id is null or p.owner_customer_id = ${hidden(sql`${ownerId}::int`, hide)})`,
    query.categoryId && facetRows ? categoryRows(query.categoryId) : undefined,
    query.fromCountryId && facetRows ? countryRows(query.fromCountryId) : undefined,
    query.priceMin !== undefined ? sql`p.min_cost >= ${query.priceMin}` : undefined,
    query.priceMax !== undefined ? sql`p.min_cost <= ${query.priceMax}` : undefined,
    match ? sql`(${match})` : undefined,
  ].filter((part): part is SQL => part !== undefined), sql` and `);
  // Keyword-only statements may keep a generic plan (rowsOf).
  const plain = !query.categoryId && !query.fromCountryId && query.priceMin === undefined && query.priceMax === undefined;
  // A keyword with a category or a ships-from country (not both, no price range) has a lower bound of its
  // matches per term and facet (catalogue_term_facet_count), as a keyword alone has per term.
  const facet: Facet | undefined = scope !== 'all' || query.priceMin !== undefined || query.priceMax !== undefined || (query.categoryId && query.fromCountryId) ? undefined
    : query.categoryId ? { bound: sql`f.facet = 'category' and f.facet_id = any(${withDescendants(query.categoryId)})`, tag: 'c', ids: withDescendants(query.categoryId), rows: categoryRows(query.categoryId), ownerId }
      : query.fromCountryId ? { bound: sql`f.facet = 'country' and f.facet_id = ${query.fromCountryId}`, tag: 's', ids: sql`array[${query.fromCountryId}::int]`, rows: countryRows(query.fromCountryId), ownerId } : undefined;
  // Counted as far as the pages reach (CATALOGUE_MAX_PAGE pages of this size, at most SEARCH_COUNT_CAP): "2,400+"
  // for 24 a page. Counting further would read rows no page can show.
  const reach = Math.min(SEARCH_COUNT_CAP, CATALOGUE_MAX_PAGE * pageSize);
  const sort = query.sort ?? (keyword ? 'relevance' : 'newest');
  const offset = (pageNo - 1) * pageSize;
  /**
   * How many newest matches a relevance page reads (RANKED, more when the page lies past them), written into the
   * statement (a generic plan guesses a parameter's limit at a tenth of the rows), rounded up to a power of two so
   * later pages share a few statements. Reading more than the page needs changes nothing: the extra candidates are
   * the oldest unranked ones, which sort after it.
   */
  const walked = offset + pageSize <= RANKED ? RANKED : 2 ** Math.ceil(Math.log2(offset + pageSize));

  // The cap written in: a generic plan guesses a parameter's limit at a tenth of the rows, a custom plan sees it, so
  // their costs differ and a prepared statement would be planned per request.
  const countSql = (filter: SQL, cap: number) => sql`(select count(*)::int from (select 1 from product p where ${filter} limit ${sql.raw(String(cap + 1))}) m)`;
  const fewLimit = sql.raw(String(FEW));
  /**
   * The rare keyword's look-ups as CTE `r`: the parts tier's first FEW matches as ids (`when` given: only when it
   * holds, a CASE over CTE t, so the InitPlan runs only then), and the near words when fewer than FEW (rareColumns).
   */
  const rareCte = (rare: Rare, when?: SQL) => {
    const parts = sql`array(select p.id from product p where ${rare.parts} limit ${fewLimit})`;
    return sql`r as materialized (select ${when ? sql`case when ${when} then ${parts} end` : parts} parts${when ? sql` from t` : sql``})`;
  };
  const rareColumns = (rare: Rare) => sql`r.parts, ${rare.near ? sql`case when cardinality(r.parts) < ${fewLimit} then ${rare.near} end` : sql`null::json`} near`;
  /**
   * Counts a keyword tier's matches (to `cap` + 1) and the exact codes among them: one statement. `bound` (a
   * lower bound of the public matches, termBound) past `cap` answers the count without reading the matches: the
   * count's sub-select is an InitPlan, run only when the CASE reaches it. Only for searches of the whole catalogue
   * by keyword alone or with one facet (category or country: the bound is per facet then): with other filters,
   * or only the merchant's private products, the bound says nothing. `rare`: in the same statement, the rare
   * keyword's look-ups (rareCte) when it has fewer than FEW matches and no exact code, so a misspelt keyword costs
   * no statement more; only where every value of those is hidden (a keyword alone), or the generic plan is lost.
   * `many`: the page statement for more matches than `cap` (given the exact codes' ids as an expression), run in
   * this statement only then (a CASE over t), so a common keyword's search with a facet is one statement, not two.
   */
  const countTier = async (filter: SQL, cap: number, exact: SQL, bound?: SQL, prepared = plain, rare?: Rare, many?: (codes: SQL) => SQL,
    fewPage = false): Promise<Counted> => {
    const counted = sql`(select count(*)::int from m)`;
    const total = bound && (plain || facet) && scope === 'all' ? sql`case when ${bound} > ${cap} then ${cap + 1}::int else ${counted} end` : counted;
    // Every match was read to count it (at most the reach): the page's ids are picked from those rows here, so
    // the page statement fetches a page of rows by id instead of reading every match again.
    const picks = pick(sql`t.exact_ids`);
    // By relevance, the exact codes among the matches too: the page statement then reads its rows by id alone.
    const found = picks && sort === 'relevance' && keyword ? sql`array(select m.id from m where m.id = any(t.exact_ids))` : sql`null::int[]`;
    // The page as JSON rows (one value: the statement keeps its single row), in the page's order.
    const asJson = (statement: SQL) => sql`(select coalesce(json_agg(x order by x.ord), '[]') from (${statement}) x)`;
    // `fewPage`: the page of the counted matches too, from the ids picked here (when the search ends at this tier:
    // FEW matches or more, or an exact code), instead of a second statement reading them by id. With a page here, t is
    // materialized: its total, read by every CASE, ran the bound's look-ups once per CASE ("lamp" + category: 931 -> 879
    // buffers for both statements; "backpack" + US 812 -> 485 with the ranking below).
    const pageHere = fewPage && picks ? sql`t.total <= ${cap} and (t.total >= ${fewLimit} or cardinality(t.exact_ids) > 0)` : undefined;
    const manyPage = many || pageHere ? sql`, case${many ? sql` when t.total > ${cap} then ${asJson(many(sql`t.exact_ids`))}` : sql``}${pageHere
      ? sql` when ${pageHere} then ${asJson(pageStatement(sql`true`, true, found, undefined, true, picks, true))}` : sql``} end page` : sql``;
    const rows = await rowsOf<{ total: number; exact_ids: number[]; picked: number[] | null; found: number[] | null; page?: Row[] | null } & Partial<RareRow>>(db, sql`
      with m as materialized (select p.id, p.created_at${sort === 'priceAsc' || sort === 'priceDesc' ? sql`, p.min_cost` : sql``} from product p where ${filter} limit ${cap + 1}),
      t as ${many || pageHere ? sql`materialized ` : sql``}(select ${total} total, ${exact} exact_ids)${rare ? sql`,
      ${rareCte(rare, sql`t.total < ${fewLimit} and cardinality(t.exact_ids) = 0`)}` : sql``}
      select t.total, t.exact_ids, ${picks ? sql`case when t.total <= ${cap}${pageHere ? sql` and not (${pageHere})` : sql``} then ${picks} end` : sql`null::int[]`} picked,
        case when t.total <= ${cap}${pageHere ? sql` and not (${pageHere})` : sql``} then ${found} end found${rare ? sql`, ${rareColumns(rare)}` : sql``}${manyPage} from t${rare ? sql`, r` : sql``}`, prepared);
    const [row] = rows;
    return {
      n: row.total, exactCount: row.exact_ids.length, exactIds: row.exact_ids, picked: row.picked ? { ids: row.picked, exact: row.found ?? [] } : undefined,
      rare: row.parts ? { parts: row.parts, near: row.near ?? null } : undefined, page: row.page ?? undefined,
    };
  };
  /**
   * The ids a page is made of, from `m` (every match): by relevance, the newest candidates that are not exact
   * codes (pageSql ranks them); sorted by date or price, the page itself. Best selling is sorted by the page
   * statement (it counts listings): nothing to pick.
   */
  const pick = (exactIds: SQL) => {
    if (sort === 'bestSelling') return undefined;
    if (sort === 'relevance' && keyword) {
      return sql`array(select m.id from m where not (m.id = any(${exactIds})) order by m.created_at desc, m.id desc limit ${Math.max(RANKED, offset + pageSize)})`;
    }
    return sql`array(select m.id from m order by ${order('m')} limit ${pageSize} offset ${offset})`;
  };
  const order = (t: string) => sql.raw({
    relevance: `${t}.created_at desc, ${t}.id desc`, newest: `${t}.created_at desc, ${t}.id desc`, bestSelling: `${t}.created_at desc, ${t}.id desc`,
    priceAsc: `${t}.min_cost asc, ${t}.id asc`, priceDesc: `${t}.min_cost desc, ${t}.id asc`,
  }[sort]);
  /**
   * The page with the cards' extras, and (`cap` given) its count in the same statement. `few`: every match is
   * counted (at most the reach), so the matches are read once through the indexes and sorted, rather than walking
   * an ordered index that may pass thousands of rows before it finds a rare keyword's.
   */
  const pageOf = (filter: SQL, few: boolean, exact: SQL | undefined, cap?: number, prepared = false, picked?: number[]) =>
    rowsOf<Row>(db, pageStatement(filter, few, exact, cap, prepared, picked), prepared);
  /** pageOf's statement; `ord`: with the page's order as a column (for countTier's `many`, which reads it as JSON). */
  const pageStatement = (filter: SQL, few: boolean, exact: SQL | undefined, cap?: number, prepared = false, picked?: number[] | SQL, ord = false) => sql`
      with page as materialized (select q.*, row_number() over () ord from (${pageSql(filter, few, exact, picked, prepared)}) q)
      select page.id, page.spu, page.title, page.image, page.category_id, page.min_cost, page.max_cost, page.min_suggested, page.variant_count,
        page.ships_from,
        ${sort === 'bestSelling' ? sql`page.listings` : sql`coalesce(l.n, 0)`} listings, mine.id sku_list_id${cap === undefined ? sql`` : sql`, ${countSql(filter, cap)} total`}${ord ? sql`, page.ord` : sql``}
      from page
      left join (select s.product_id, count(*)::int n from sku_list s where s.product_id in (select id from page) group by s.product_id) l on l.product_id = page.id
      left join lateral (select s.id from sku_list s where s.customer_id = ${hidden(sql`${ownerId}::int`, prepared)} and s.product_id = page.id order by s.id limit 1) mine on true
      order by page.ord`;

  const columns = sql`p.id, p.spu, ${titleIn(lang)} title, p.images->>0 image, p.category_id, p.min_cost, p.max_cost, p.min_suggested, p.variant_count, p.ships_from`;
  /**
   * The matches with what they are ordered by. Few (every match counted): read once through the filter's indexes
   * (OFFSET 0 keeps the planner from walking an ordered index instead) and sorted; the page's rows are then
   * fetched by id. Many: as they come, so an ordered index stops after the page.
   */
  const source = (filter: SQL, few: boolean, words = false) => sql`(select p.id, p.created_at, p.min_cost${words ? sql`, ${wordsIn(lang)} words` : sql``} from product p where ${filter}${few ? sql` offset 0` : sql``})`;
  /** `picked`: the page's ids (or relevance's candidates) chosen by the count statement (countTier), or their expression there. */
  /**
   * `prepared`: the page's ids, size and offset hidden (see `hidden`): as parameters, a custom plan sees the limit and
   * costs less than the generic plan, which guesses it, so the statement was planned on every request.
   */
  const pageSql = (filter: SQL, few: boolean, exact: SQL | undefined, picked?: number[] | SQL, prepared = false): SQL => {
    const ids = picked && (picked instanceof SQL ? picked : sql`${hidden(sql`${intArray(picked)}::int[]`, prepared)}::int[]`);
    const window = sql`limit ${hidden(sql`${pageSize}::int`, prepared)} offset ${hidden(sql`${offset}::int`, prepared)}`;
    if (sort === 'relevance' && keyword) {
      // Ranking (full-text rank, word similarity) costs per row: it runs over a bounded set, exact codes plus the
      // newest RANKED other matches (more only when the page lies past them), never over every match of a broad keyword.
      // The rank's query is a sub-select, parsed once also in a prepared statement's generic plan.
      const exactIds = exact ?? sql`'{}'::int[]`;
      const rankQuery = sql`(select plainto_tsquery('simple', ${keyword}))`;
      const ranked = sql`c.rn <= ${sql.raw(String(RANKED))}`;
      const similarity = sql`word_similarity(${keyword}, ${titleIn(lang)})`;
      const pageEnd = offset + pageSize;
      if (!ids && wholeWordTier && wholeWordRanks(keyword) && pageEnd <= RANKED) {
        // The walk ranks from the index it walks: the full-text rank from the stored words, and whether the title
        // holds the keyword as a whole word, whose word similarity is then 1, the most it can be. So the rows the
        // page can hold are known before any is read: the `pageEnd` best of those (rank, then newest first: their
        // order, the similarity being equal) and the others whose rank is at least the last of them. Only those
        // rows are read from the table (for "bottle", 24 of 120: 731 -> 443 buffers, PostgreSQL 1.55 -> 1.14 ms a
        // page). The `pageEnd` rows' similarity is checked in the statement (ok); were one below 1, every candidate is
        // read and ranked as before, so the answer never rests on the rule.
        return sql`with c as materialized (
          (select p.id, true exact, 0::bigint rn, p.created_at, null::real r, false w from product p where ${filter} and p.id = any(${exactIds}))
          union all
          (select m.id, false, row_number() over (order by m.created_at desc, m.id desc), m.created_at, ts_rank(m.words, ${rankQuery}), m.words @@ ${rankQuery}
            from ${source(filter, few, true)} m where not (m.id = any(${exactIds})) order by m.created_at desc, m.id desc limit ${sql.raw(String(walked))})),
        k as materialized (select c.id, c.r, c.created_at from c where c.w and ${ranked} and not c.exact order by c.r desc, c.created_at desc, c.id desc limit ${sql.raw(String(pageEnd))}),
        kth as (select k.r, k.created_at, k.id, (select count(*) from k) = ${sql.raw(String(pageEnd))}
            and (select bool_and(${similarity} = 1) from k join product p on p.id = k.id) ok
          from k order by k.r, k.created_at, k.id limit 1)
        select ${columns}, 0 listings from c left join kth on true join product p on p.id = c.id
        where c.exact or not (${ranked}) or kth.ok is not true or (c.w and (c.r, c.created_at, c.id) >= (kth.r, kth.created_at, kth.id)) or (not c.w and c.r >= kth.r)
        order by c.exact desc, ${ranked} desc, case when ${ranked} then c.r end desc nulls last,
          case when ${ranked} then ${similarity} end desc nulls last, p.created_at desc, p.id desc
        ${window}`;
      }
      const candidates = sql`
        (select p.id, true exact, 0::bigint rn from product p where ${filter} and p.id = any(${exactIds}))
        union all
        (${ids ? sql`select m.id, false, row_number() over (order by m.created_at desc, m.id desc) from product m where m.id = any(${ids})`
    : sql`select m.id, false, row_number() over (order by m.created_at desc, m.id desc) from ${source(filter, few)} m
          where not (m.id = any(${exactIds})) order by m.created_at desc, m.id desc limit ${sql.raw(String(walked))}`})`;
      return sql`select ${columns}, 0 listings from (${candidates}) c join product p on p.id = c.id
        order by c.exact desc, ${ranked} desc,
          case when ${ranked} then ts_rank(${wordsIn(lang)}, ${rankQuery}) end desc nulls last,
          case when ${ranked} then ${similarity} end desc nulls last,
          p.created_at desc, p.id desc
        ${window}`;
    }
    if (sort === 'bestSelling') {
      return sql`select ${columns}, coalesce(b.n, 0)::int listings from product p
        left join (select s.product_id, count(*) n from sku_list s group by s.product_id) b on b.product_id = p.id
        where ${filter} order by listings desc, p.created_at desc, p.id desc ${window}`;
    }
    if (ids) return sql`select ${columns}, 0 listings from product p where p.id = any(${ids}) order by ${order('p')}`;
    if (!few) return sql`select ${columns}, 0 listings from product p where ${filter} order by ${order('p')} ${window}`;
    return sql`select ${columns}, 0 listings from (select m.* from ${source(filter, few)} m order by ${order('m')} ${window}) k
      join product p on p.id = k.id order by ${order('k')}`;
  };

  let cap = reach;
  // The keyword's matches are its whole words (not parts or near spellings, where its own word is rarely in a title):
  // only then may the page rank from the index (pageSql; for "botle" it read every candidate anyway, ~0.1 ms more).
  let wholeWordTier = true;
  let n: number;
  let rows: Row[];
  if (keyword) {
    const first = keywordTiers(lang, keyword, undefined, facet);
    // With a facet the matches are counted (and the page picked) through the facet's terms; a page walking the
    // newest-first index (more matches than the reach) tests the words themselves.
    // The facet's statement is prepared: its look-ups are sub-selects (InitPlans), so its generic plan is the
    // per-request one (EXPLAIN), and planning it was a third of its PostgreSQL time.
    // A keyword alone: the rare look-ups in the same statement (their tier has no exact code: it is asked only without).
    const firstRare = plain ? keywordTiers(lang, keyword, [], facet) : undefined;
    // With one facet, by relevance, the page of more matches than the reach (the facet's walk below) is made by the
    // count statement itself when it finds so many (from the per-facet term counts): one statement instead of two.
    // The exact codes' ids are the count's own (`codes`), so the page is the one that branch makes. Measured on one
    // connection (bench db, load ~3): "backpack" + US, node CPU 0.94 -> 0.56 ms a search, PostgreSQL's unchanged
    // (2.28 -> 2.29). Not for a keyword alone: there PostgreSQL's time grew by as much as node's fell ("bottle"),
    // and a rare keyword ("botle"), which never runs the page, paid ~0.2 ms for the larger statement.
    const manyPage = sort === 'relevance' && facet && first.facetMatch
      ? (codes: SQL) => pageStatement(filterWith(sql`case when ${query.categoryId ? facet.rows : countryRows(query.fromCountryId ?? 0, true)} and (${first.wordsGenericWith(codes)}) then true else false end`, false, true),
        false, codes, undefined, true, undefined, true) : undefined;
    let counted = first.facetMatch
      ? await countTier(filterWith(first.facetMatch, false), cap, first.exact, first.wordsBound, true, undefined, manyPage, true)
      : await countTier(filterWith(first.wordsMatch), cap, first.exact, first.wordsBound, plain,
        firstRare && { parts: filterWith(firstRare.partsGeneric, true, true), near: firstRare.nearLookup });
    const tiers = firstRare && counted.exactIds.length === 0 ? firstRare : keywordTiers(lang, keyword, counted.exactIds, facet);
    let filter = filterWith(tiers.wordsMatch);
    // The tier's match in the form a prepared statement's generic plan evaluates well (see below); none for
    // the parts and trigram tiers (their ILIKE and similarity are planned per request).
    let generic: SQL | undefined = tiers.wordsGeneric;
    // An exact product code or SKU is what was asked for: no widening to parts of codes.
    if (counted.n < FEW && counted.exactCount === 0) {
      wholeWordTier = false;
      filter = filterWith(tiers.partsMatch);
      generic = undefined;
      // Parts are read as ids while fewer than FEW (then exact: no count needed), counted only when more; in the
      // same statement the near words, when fewer than FEW parts matches (the CASE runs that InitPlan only then).
      const rareOf = { parts: filter, near: tiers.nearLookup };
      const rare = counted.rare ?? (await rowsOf<RareRow>(db, sql`with ${rareCte(rareOf)} select ${rareColumns(rareOf)} from r`))[0];
      counted = rare.parts.length < FEW ? { n: rare.parts.length, exactCount: 0, exactIds: [] } : await countTier(filter, cap, tiers.exact);
      const nearWords = counted.n < FEW ? tiers.nearWords(rare.parts, rare.near) : null;
      if (nearWords) {
        filter = filterWith(nearWords.match);
        generic = nearWords.generic;
        // One word's near words carried by more listed public products than the pages reach: that is the count
        // (as countTier's bound would answer), without a statement.
        counted = nearWords.count !== undefined && nearWords.count > cap && plain && scope === 'all'
          ? { n: cap + 1, exactCount: 0, exactIds: [] } : await countTier(filter, cap, tiers.exact, nearWords.bound);
      } else if (counted.n < FEW && tiers.nearMatch) {
        cap = FUZZY_CAP;
        // The page and its ranking read the first FUZZY_CAP candidates only, not every near spelling: the newest.
        // Unordered, they were whichever rows a sequential scan met first, and PostgreSQL starts a scan where a
        // concurrent one is (synchronize_seqscans), so the same search answered other products from one request to
        // the next, and its page 2 could repeat or skip page 1's. Newest first walks the primary key backwards and
        // stops as early ("premium lamp", 100,000 products: 15.5 ms as the unordered 16; closest-title first read
        // every product, 170 ms).
        const [near] = await rowsOf<{ ids: number[] }>(db, sql`select array(select p.id from product p where ${filterWith(tiers.nearMatch)}
          order by p.id desc limit ${FUZZY_CAP + 1}) ids`);
        filter = sql`p.id = any(${intArray(near.ids.slice(0, FUZZY_CAP))}::int[])`;
        counted = { n: near.ids.length, exactCount: 0, exactIds: [] };
      }
    }
    n = counted.n;
    if (n === 0) rows = [];
    // The page the count statement made (a facet's more matches than the reach, by relevance: see manyPage).
    else if (counted.page) rows = counted.page;
    // Picked ids: the page statement reads those rows by id (and the exact codes' rows): one plan, prepared, every
    // value hidden (the count statement read the matches, so no filter is tested again).
    else if (counted.picked) {
      rows = await pageOf(sql`true`, true, sql`${hidden(sql`${intArray(counted.picked.exact)}::int[]`)}::int[]`, undefined, true, counted.picked.ids);
    } else if (n > cap && generic && plain) {
      // A keyword alone with more matches than the pages reach (e.g. "bottle"): the page walks the newest-first
      // index until it has its candidates, one plan whatever the keyword, so it is prepared (planning was a
      // third of its PostgreSQL time). Only the match is opaque (the owner test stays visible: with it inside,
      // the generic plan read twice the buffers). By relevance the values are hidden too, so the generic plan is
      // kept (a Chinese keyword's custom plans, seeing its pairs, cost less and were planned every time).
      const hide = sort === 'relevance';
      rows = await pageOf(filterWith(sql`(${generic}) is true`, true, hide), false, hide ? sql`${hidden(tiers.exact)}::int[]` : tiers.exact, undefined, true);
    } else if (n > cap && generic && facet && sort === 'relevance') {
      // The same with one category or ships-from country (e.g. "backpack" shipping from the US): the facet is
      // tested with the match, inside a CASE, whose share PostgreSQL guesses at one half, so the plan walks the
      // newest-first index as the custom plans did (as `(facet and match) is true` the guess is the product of two
      // small defaults, and the generic plan read and sorted every listed product instead).
      const facetRows = query.categoryId ? facet.rows : countryRows(query.fromCountryId ?? 0, true);
      rows = await pageOf(filterWith(sql`case when ${facetRows} and (${generic}) then true else false end`, false, true), false,
        sql`${hidden(tiers.exact)}::int[]`, undefined, true);
    } else rows = await pageOf(filter, n <= cap, tiers.exact);
  } else {
    // Without any filter the plan is one and the same (walk the sort's index, count from the covering index): a
    // prepared statement's generic plan matches the per-request one (EXPLAIN), and planning was half its PostgreSQL time.
    rows = await pageOf(filterWith(undefined, true, plain), false, undefined, cap, plain);
    // No row on this page: the count alone (a page past the end, or nothing matches).
    n = rows.length ? rows[0].total : pageNo > 1 ? (await rowsOf<{ total: number }>(db, sql`select ${countSql(filterWith(undefined), cap)} total`))[0].total : 0;
  }
  const codes = await codesOf(db, rows.flatMap((row) => row.ships_from));
  return {
    records: rows.map((row) => ({
      id: row.id, spu: row.spu, title: row.title, image: row.image, categoryId: row.category_id,
      minCost: row.min_cost, maxCost: row.max_cost, minSuggested: row.min_suggested, variantCount: row.variant_count,
      shipsFrom: row.ships_from.map((id) => codes.get(id) ?? '').filter(Boolean).sort(), listings: row.listings, skuListId: row.sku_list_id,
    })),
    total: Math.min(n, cap), totalIsLowerBound: n > cap, pageNo, pageSize,
  };
}
