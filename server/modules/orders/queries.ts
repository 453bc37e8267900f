/**
 * Reads of the order list: one filter (OrderListFilter → SQL, also used by the exports), keyset pages on
 * (created_at, id) newest first, the status tabs and the navbar's "needs attention" from the same conditions.
 *
 * Counts: a filter without a keyword (status/kind/store/payment/fulfilment, a date range) is answered from the
 * counts the database keeps (counts.ts, exact; per UTC day for a date range); a keyword by a count capped at
 * KEYWORD_COUNT_CAP (never COUNT(*) of a million rows).
 *
 * A sub-account limited to some stores (`storeScopeOf`) sees their orders and the orders of no store (cart,
 * kind and file orders), as the cart does; `scope` null = every order of the customer.
 */
import { and, desc, eq, gte, isNotNull, isNull, like, lt, ne, or, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { customer, order, orderCount, orderDayCount, orderMonthCount, orderEvent, orderLine, product, store, variant } from '../../db/schema';
import { LIST_COUNT_CAP } from '../../../src/api/contract/products';
import { orderStatuses, orderTabs, type OrderListFilter, type OrderListQuery } from '../../../src/api/contract/orders';
import { translate, type Lang } from '../../http/i18n';
import { ApiFailure } from '../../http/envelope';
import { apiStatus } from '../../../src/api/contract/shared';
import { orderFieldError, type OrderRow } from './service';
import { countRows, dayStatusRows, keptTotalOf, type CountRow } from './counts';
import { preparedOnce } from './prepared';
import { listedOf, summaryJsonSql } from './listed';

/** The stores a sub-account may see (null = all), as `storeScopeOf` answers it. */
export type StoreScope = readonly number[] | null;

const DAY_MS = 24 * 3600 * 1000;
/** A UTC day as the day table holds it (YYYY-MM-DD). */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** A keyword this long or longer searches words; a shorter one is a prefix of the order number (orders_number_prefix_idx). */
export const KEYWORD_WORDS_MIN = 3;
/**
 * Word separators: ASCII spaces and ASCII punctuation, exactly the characters the SQL function
 * order_search_words turns into spaces (no locale: Chinese and Turkish letters stay inside their words).
 */
const SEPARATORS = /[\t\n\v\f\r !-/:-@[-`{-~]+/;
/**
 * The keyword as a tsquery over order_search_words: every word whole, the last one as a prefix (what is
 * still being typed). No word (punctuation only) matches nothing. Words hold no quote or backslash (both
 * are separators), so quoting them is enough.
 */
export function keywordQuery(keyword: string): string | null {
  const words = keyword.split(SEPARATORS).filter(Boolean);
  return words.length ? words.map((w, i) => `'${w}'${i === words.length - 1 ? ':*' : ''}`).join(' & ') : null;
}

/**
 * A word held by at least this share of all orders (PostgreSQL's statistics of search_words) narrows no index
 * search: with a rarer word beside it, it is tested on the rows the rarer words find instead. "buyer 4242" read
 * the word index's whole entry for "buyer" (in every order of the bench) to intersect it with 331 matches of
 * "4242": 0.64 of 1.0 ms; found by "4242" alone and tested per row, 0.24 ms.
 */
export const COMMON_WORD_SHARE = 0.3;
/**
 * A word held by at least this share of all orders is walked, not looked up: a page of a keyword whose words
 * (the last one's prefix summed over the words it starts) are all this frequent tests the newest orders of its
 * filter one by one (preparedKeywordPage), as PostgreSQL's own estimate chose for such a word when it planned each
 * request: about where reading 1,001 matches' way through the newest orders costs what finding every match in the
 * word index costs (1,001 / share = share x 1,000,000 orders).
 */
export const FREQUENT_WORD_SHARE = 0.03;
/** How long the common words are kept per database handle: statistics change with ANALYZE, not per request. */
const COMMON_WORDS_TTL_MS = 5 * 60_000;
const commonWordsKept = new WeakMap<object, { at: number; shares: Promise<ReadonlyMap<string, number>>; words: Promise<ReadonlySet<string>> }>();

/** The words in at least FREQUENT_WORD_SHARE of all orders and their shares, from pg_stats (empty until orders are analysed). */
export function wordShares(db: DbOrTx, now = Date.now()): Promise<ReadonlyMap<string, number>> {
  return keptWords(db, now).shares;
}

/** The words in at least COMMON_WORD_SHARE of all orders, from pg_stats (empty until orders are analysed). */
export function commonWords(db: DbOrTx, now = Date.now()): Promise<ReadonlySet<string>> {
  return keptWords(db, now).words;
}

function keptWords(db: DbOrTx, now: number) {
  const kept = commonWordsKept.get(db);
  if (kept && now - kept.at < COMMON_WORDS_TTL_MS) return kept;
  const shares = db.execute(sql`select e.word, s.most_common_elem_freqs[e.i] as share from pg_stats s
      cross join lateral unnest(s.most_common_elems::text::text[]) with ordinality as e(word, i)
      where s.schemaname = current_schema() and s.tablename = 'orders' and s.attname = 'search_words' and s.most_common_elem_freqs[e.i] >= ${FREQUENT_WORD_SHARE}`)
    .then((result) => new Map((result as unknown as { rows: Array<{ word: string; share: number }> }).rows.map((r) => [r.word, Number(r.share)])) as ReadonlyMap<string, number>);
  const words = shares.then((map) => new Set([...map].filter(([, share]) => share >= COMMON_WORD_SHARE).map(([word]) => word)) as ReadonlySet<string>);
  const entry = { at: now, shares, words };
  commonWordsKept.set(db, entry);
  words.catch(() => commonWordsKept.delete(db)); // a failed read is asked again next time
  return entry;
}

/** Forgets the kept common words (a test that has just analysed orders). */
export const forgetCommonWords = (db: DbOrTx) => commonWordsKept.delete(db);

function dateOf(value: string | undefined, field: string, lang: Lang): Date | undefined {
  if (!value) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw orderFieldError(field, 'server.validation.format', lang);
  return date;
}

/** Orders needing attention: a problem, and not canceled. */
export const needsAttention = () => and(isNotNull(order.problem), ne(order.status, 'canceled'));

/** Orders a scoped sub-account may see: its stores' and those of no store. */
export const orderInScope = (scope: StoreScope): SQL | undefined => scopeSql(scope, asValue);

/**
 * A keyword's counts stop here ("1,000+"; the tabs too), not at LIST_COUNT_CAP. A word most orders hold (a
 * common first name, a city) matches hundreds of thousands: counting 10,001 of them per request, and 10,001 per
 * status tab, cost more than the rest of the list together, to print a number no one pages through — a
 * keyword that matches over a thousand orders is one to narrow. Pages past the count are still reached (the
 * pager's cursor), and below it the count is exact.
 */
export const KEYWORD_COUNT_CAP = 1_000;

/**
 * A keyword's status tabs count to here ("99+"): a tab badge beside a search says "a few" or "many", and counting
 * each of the 8 tabs to 1,001 walked up to ~8,000 index entries per request (a common word: 2-2.5 ms of
 * PostgreSQL's CPU, the list's dearest call). The list's own total still counts to KEYWORD_COUNT_CAP.
 */
export const KEYWORD_TAB_COUNT_CAP = 99;

/**
 * The words of search_text, stored as the generated column search_words (order_search_words(search_text);
 * migration order_search_words_column), not declared in the schema so no select of whole orders reads it.
 */
const searchWords = sql`${order}."search_words"`;

/**
 * The keyword's condition: its words among search_text's words (number, store order name, buyer, e-mail,
 * tracking number, SKUs), the last one by prefix, on the stored words (GIN index orders_search_words_col_idx;
 * a page walking the newest orders tests each row's stored words, ~0.1 µs); under 3 characters a prefix of the
 * order number. Words, not substrings: a rare word drives the index whatever common words come with it
 * (session 5's trigram search read every order holding "buy", "uye"… first).
 */
function keywordSql(keyword: string, common: ReadonlySet<string>): SQL {
  if (keyword.length < KEYWORD_WORDS_MIN) return like(order.number, `${escapeLike(keyword.toUpperCase())}%`);
  const queries = keywordQueries(keyword, common);
  if (!queries) return sql`false`;
  // search_text and the keyword are both lower-cased by JavaScript, so words compare as they are.
  return keywordIndexSql(queries.rare === null ? 'whole' : 'rare', queries.query, queries.rare ?? '');
}

/**
 * A keyword's tsqueries (null: no word): `query` all its words (the last one by prefix); `rare` those of them
 * that are not common words (COMMON_WORD_SHARE) when some are and some are not, else null; `commonOnly`: every word common.
 */
function keywordQueries(keyword: string, common: ReadonlySet<string>): { query: string; rare: string | null; commonOnly: boolean } | null {
  const query = keywordQuery(keyword);
  if (!query) return null;
  const words = keyword.split(SEPARATORS).filter(Boolean);
  const rare = words.map((w, i) => (common.has(w) ? null : `'${w}'${i === words.length - 1 ? ':*' : ''}`)).filter(Boolean);
  return { query, rare: rare.length === 0 || rare.length === words.length ? null : rare.join(' & '), commonOnly: rare.length === 0 };
}

/**
 * The keyword's condition on the stored words, `query` (and `rare`) as SQL values or placeholders: 'whole', the
 * query through the word index; 'rare', common words (the last one by its whole word, which its prefix matches
 * at least) out of the index's condition when a rarer word is there: ts_match_vq is @@ as a function, which the
 * planner does not take to the index, so the whole query is still tested on every row found.
 */
function keywordIndexSql(kind: 'whole' | 'rare', query: unknown, rare: unknown): SQL {
  return kind === 'whole' ? sql`${searchWords} @@ ${query}::tsquery`
    : sql`${searchWords} @@ ${rare}::tsquery and ts_match_vq(${searchWords}, ${query}::tsquery)`;
}

/**
 * The keyword's matches as a test of a row's stored words (`words`: SQL of a tsvector): @@ as a function
 * (ts_match_vq), which no index takes, for a walk of the newest orders. Null when the keyword is not searched
 * by words (a number prefix under KEYWORD_WORDS_MIN characters, or no word).
 */
function keywordTest(keyword: string | undefined, words: SQL): SQL | null {
  if (!keyword || keyword.length < KEYWORD_WORDS_MIN) return null;
  const query = keywordQuery(keyword);
  return query ? sql`ts_match_vq(${words}, ${query}::tsquery)` : null;
}

/**
 * A walk first tests WALK_PROBE of the newest orders, then WALK_PROBE of those from WALK_PROBE_DEPTH on, and walks
 * only when WALK_PROBE_MIN of each match (a share the walk's length needs): an order number's prefix matching
 * just the newest few hundred orders fails the second probe instead of walking 4,000 orders to find them all.
 */
const WALK_PROBE = 100;
const WALK_PROBE_DEPTH = 1_000;
const WALK_PROBE_MIN = 25;
/** A walk for k matches tests at most this many of the newest orders (enough when 1 in 4 match). */
const walkRowsOf = (k: number) => 4 * k;

/**
 * A whole number written into the statement's text, not sent as a parameter: a prepared statement's generic plan
 * prices a parameter's LIMIT at 10 % of the rows (and never wins over custom plans), a written one as what it is.
 */
const int = (n: number) => sql.raw(String(Math.trunc(n)));

/** A keyword's walk: the filter without its keyword (`base`), and the keyword's test of the walked rows' words. */
interface KeywordWalk { base: SQL | undefined; test: (words: SQL) => SQL }

/** newestMatchesSql's CTE `walk`: the newest k matches among the newest walkRowsOf(k) orders of the walk's filter, when both probes find enough. */
function walkCteSql(walk: KeywordWalk, k: number, named: SQL = sql``, walked: SQL = sql``): SQL {
  const newest = sql`${order.createdAt} desc, ${order.id} desc`;
  const probe = (offset: number) => sql`(select count(*) from (select ${searchWords} as words from ${order} where ${walk.base ?? sql`true`}
      order by ${newest} offset ${int(offset)} limit ${int(WALK_PROBE)}) p where ${walk.test(sql`p.words`)})`;
  // An init plan runs when its value is first needed: the second probe only when the first found enough.
  return sql`walk as materialized (select w.id, w.created_at${walked} from (select ${order.id}, ${order.createdAt}, ${searchWords} as words${named} from ${order}
      where ${and(walk.base, sql`${probe(0)} >= ${int(WALK_PROBE_MIN)} and ${probe(WALK_PROBE_DEPTH - WALK_PROBE)} >= ${int(WALK_PROBE_MIN)}`)} order by ${newest} limit ${int(walkRowsOf(k))}) w
      where ${walk.test(sql`w.words`)} order by w.created_at desc, w.id desc limit ${int(k)})`;
}

/**
 * The newest k matches (id, created_at, walked) of a keyword's filter `where`, the same rows in the same order
 * either way. PostgreSQL cannot tell how many orders a word's prefix matches ("lt0", the start of every
 * tracking number: 600,000 orders of 1,000,000, each its own word, estimated at 950), so it took the word index
 * and sorted every match (3.3 s). Here the newest orders of `base` are walked first, testing each one's stored
 * words, when the probes find the keyword in a quarter of them (WALK_PROBE_MIN): when that walk (at most
 * walkRowsOf(k) orders) holds k matches they are the newest k; otherwise, and for a rarer word (its probe finds
 * fewer), `where` as before (the word index). A rare word pays the first probe only (100 index entries).
 */
function newestMatchesSql(walk: KeywordWalk, where: SQL | undefined, k: number, columns: Record<string, SQL> = {}): SQL {
  const named = sql.join(Object.entries(columns).map(([name, value]) => sql`, ${value} as ${sql.identifier(name)}`));
  const walked = sql.join(Object.keys(columns).map((name) => sql`, w.${sql.identifier(name)}`));
  const newest = sql`${order.createdAt} desc, ${order.id} desc`;
  return sql`with ${walkCteSql(walk, k, named, walked)}
    select *, true as walked from walk where (select count(*) from walk) >= ${int(k)}
    union all
    (select ${order.id}, ${order.createdAt}${named}, false from ${order} where ${and(where, sql`(select count(*) from walk) < ${int(k)}`)} order by ${newest} limit ${int(k)})`;
}

/**
 * How a filter value enters the SQL: as itself (a parameter of a statement built for this request), or as a
 * named placeholder of a prepared statement (`listOrders`: one statement per filter shape, parsed and planned
 * once per connection, its values given at execution).
 */
type Bind = <T>(name: string, value: T) => T | Placeholder;
const asValue: Bind = (_name, value) => value;
const asPlaceholder: Bind = (name) => sql.placeholder(name);

const noWords: ReadonlySet<string> = new Set();
const noShares: ReadonlyMap<string, number> = new Map();

/** The filter's checked values: dates parsed, the keyword cleaned; `common` / `shares`: the common and frequent words (commonWords, wordShares), if read. */
function filterValues(filter: OrderListFilter, lang: Lang, common = noWords, shares = noShares) {
  const start = dateOf(filter.startDate, 'startDate', lang);
  const end = dateOf(filter.endDate, 'endDate', lang);
  if (start && end && end < start) throw orderFieldError('endDate', 'server.validation.other', lang);
  // A lone surrogate (valid JSON, not valid UTF-8) would make PostgreSQL fail: it becomes U+FFFD, as in a URL.
  const keyword = filter.keyword?.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD').trim().toLowerCase();
  return { start, endBefore: end ? new Date(end.getTime() + DAY_MS) : undefined, keyword: keyword || undefined, common, shares };
}

/** The values with the common words read, when the keyword searches words. */
async function withCommonWords(db: DbOrTx, values: ReturnType<typeof filterValues>): Promise<ReturnType<typeof filterValues>> {
  return values.keyword && values.keyword.length >= KEYWORD_WORDS_MIN ? { ...values, common: await commonWords(db), shares: await wordShares(db) } : values;
}

/** The stores condition of a scope, its store ids one array value (one statement for any number of stores). */
const scopeSql = (scope: StoreScope, bind: Bind): SQL | undefined =>
  scope === null ? undefined : or(isNull(order.storeId), sql`${order.storeId} = any(${sql.param(bind('scope', [...scope]))}::int[])`);

function filterSql(customerId: number | null, filter: OrderListFilter, values: ReturnType<typeof filterValues>, scope: StoreScope, bind: Bind): SQL | undefined {
  const { start, endBefore, keyword, common } = values;
  return and(
    customerId === null ? undefined : eq(order.customerId, bind('customerId', customerId)),
    scopeSql(scope, bind),
    filter.status === 'attention' ? needsAttention() : filter.status ? eq(order.status, bind('status', filter.status)) : undefined,
    filter.kind ? eq(order.kind, bind('kind', filter.kind)) : undefined,
    filter.storeId ? eq(order.storeId, bind('storeId', filter.storeId)) : undefined,
    start ? gte(order.createdAt, bind('start', start)) : undefined,
    endBefore ? lt(order.createdAt, bind('endBefore', endBefore)) : undefined,
    keyword ? keywordSql(keyword, common) : undefined,
    filter.paymentStatus ? eq(order.paymentStatus, bind('paymentStatus', filter.paymentStatus)) : undefined,
    filter.fulfilmentStatus ? eq(order.fulfilmentStatus, bind('fulfilmentStatus', filter.fulfilmentStatus)) : undefined,
  );
}

/**
 * The filter as SQL. `customerId` null = every customer (staff only). The end date is inclusive. The exports
 * call this with the same filter the list shows, so the file holds what the screen lists.
 */
export function orderFilterSql(customerId: number | null, filter: OrderListFilter, lang: Lang = 'en', scope: StoreScope = null): SQL | undefined {
  return filterSql(customerId, filter, filterValues(filter, lang), scope, asValue);
}

/** A keyset position: the row's created_at as PostgreSQL's own text (microseconds kept) and its id. */
export interface ListCursor { createdAt: string; id: number }
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
/** created_at as text at full precision: a JavaScript Date keeps milliseconds, and orders created in one transaction share created_at to the microsecond. */
export const cursorAtSql = sql<string>`${order.createdAt}::text`;
export const cursorOf = (row: { cursorAt: string; id: number }): ListCursor => ({ createdAt: row.cursorAt, id: row.id });
export const encodeCursor = (c: ListCursor) => Buffer.from(JSON.stringify([c.createdAt, c.id])).toString('base64url');
/** A cursor from the URL, or null for anything that is not one. */
export function decodeCursor(text: string | undefined): ListCursor | null {
  if (!text) return null;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof createdAt !== 'string' || !TIMESTAMP.test(createdAt) || !Number.isInteger(id) || (id as number) < 1 || (id as number) > 2_147_483_647) return null;
    return { createdAt, id: id as number };
  } catch {
    return null;
  }
}
/** Rows after the cursor, newest first: one row comparison the (customer_id, …, created_at, id) indexes serve. */
export const afterCursor = (c: ListCursor): SQL => sql`(${order.createdAt}, ${order.id}) < (${c.createdAt}::timestamptz, ${c.id})`;

/** A count that stops at cap + 1 rows (exact below the cap); a keyword's walk first when there is one (newestMatchesSql). */
async function cappedCount(db: DbOrTx, where: SQL | undefined, cap: number, walk: KeywordWalk | null = null): Promise<number> {
  if (walk) {
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(sql`(${newestMatchesSql(walk, where, cap + 1)}) m`);
    return n;
  }
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(db.select({ id: order.id }).from(order).where(where).limit(cap + 1).as('capped'));
  return n;
}

/**
 * A customer's keyword searched by words walks the newest orders first (newestMatchesSql): the filter without
 * the keyword, `extra` and `after` (a cursor's condition) its base. Null without one, for staff (every
 * customer's orders: no index walks them newest first), and for common words only (PostgreSQL knows how many
 * orders hold them, from its statistics, and walks the newest orders itself).
 */
function walkOf(customerId: number | null, filter: OrderListFilter, values: ReturnType<typeof filterValues>, scope: StoreScope, extra?: SQL, after?: SQL): KeywordWalk | null {
  const keyword = values.keyword;
  if (customerId === null || !hasRareWord(values) || !keywordTest(keyword, sql``)) return null;
  return { base: and(filterSql(customerId, filter, { ...values, keyword: undefined }, scope, asValue), extra, after), test: (words) => keywordTest(keyword, words)! };
}

/** The count cap of a filter: KEYWORD_COUNT_CAP with a keyword, else LIST_COUNT_CAP. */
const capOf = (values: ReturnType<typeof filterValues>) => (values.keyword ? KEYWORD_COUNT_CAP : LIST_COUNT_CAP);

export const summaryColumns = {
  id: order.id, number: order.number, kind: order.kind, status: order.status, paymentStatus: order.paymentStatus, fulfilmentStatus: order.fulfilmentStatus,
  problem: order.problem, source: order.source, storeId: order.storeId, storeName: store.name, storeOrderName: order.storeOrderName, buyerName: order.buyerName,
  countryCode: order.countryCode, channelCode: order.channelCode, productCents: order.productCents, shippingCents: order.shippingCents, totalCents: order.totalCents,
  currencyCode: order.currencyCode, carrier: order.carrier, trackingNumber: order.trackingNumber, createdAt: order.createdAt, paidAt: order.paidAt, shippedAt: order.shippedAt,
  customerId: order.customerId,
};

/** Do the kept counts answer this filter (no keyword)? */
const countable = (values: ReturnType<typeof filterValues>) => !values.keyword;

/** Does the filter have a date range (its counts from the day table)? */
const hasRange = (values: ReturnType<typeof filterValues>) => Boolean(values.start || values.endBefore);

/** The filter's fields (the status too when `withStatus`) and the scope on a count table's columns. */
function keptFieldsSql(t: typeof orderCount | typeof orderDayCount | typeof orderMonthCount, filter: OrderListFilter, scope: StoreScope, bind: Bind, withStatus: boolean): SQL | undefined {
  const status = withStatus ? filter.status : undefined;
  return and(
    status === 'attention' ? and(eq(t.hasProblem, true), ne(t.status, 'canceled')) : status ? eq(t.status, bind('status', status)) : undefined,
    filter.kind ? eq(t.kind, bind('kind', filter.kind)) : undefined,
    filter.storeId ? eq(t.storeId, bind('storeId', filter.storeId)) : undefined,
    filter.paymentStatus ? eq(t.paymentStatus, bind('paymentStatus', filter.paymentStatus)) : undefined,
    filter.fulfilmentStatus ? eq(t.fulfilmentStatus, bind('fulfilmentStatus', filter.fulfilmentStatus)) : undefined,
    scope === null ? undefined : or(isNull(t.storeId), sql`${t.storeId} = any(${sql.param(bind('scope', [...scope]))}::int[])`),
  );
}

/** A span of days or months [from, to) as the count tables hold them (YYYY-MM-DD, or ±infinity); from = to: none. */
type Span = readonly [from: string, to: string];
const NO_SPAN: Span = ['2000-01-01', '2000-01-01'];
const monthOf = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
const monthAfter = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
const daysFrom = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / DAY_MS);

/**
 * A date range [start, endBefore) (UTC days; either may be open) as the kept counts sum it: whole months from the
 * month table, and for a month the range covers in part, either its days in the range (`days`) or the whole
 * month less its days outside the range (`less`), whichever has fewer days. "Last 30 days" on 24 November:
 * 25-31 October as days, November as a month less 25-30 November (days to come, no rows): ~7 days' rows and 2
 * months' instead of 31 days' (~44 rows a day in the bench). Exact either way: the month table holds the sums of
 * the day table's rows (both appended by order_counts_add in one statement, folded together).
 */
export function rangeParts(start: Date | undefined, endBefore: Date | undefined): { days: [Span, Span]; months: Span; less: [Span, Span] } {
  const days: Span[] = [];
  const less: Span[] = [];
  const span = (from: Date, to: Date): Span => [dayOf(from), dayOf(to)];
  if (start && endBefore && monthOf(start).getTime() === monthOf(endBefore).getTime()) {
    // Within one month, neither end on its first day.
    const month = monthOf(start);
    const next = monthAfter(start);
    if (daysFrom(start, endBefore) <= daysFrom(month, next) - daysFrom(start, endBefore)) return { days: [span(start, endBefore), NO_SPAN], months: NO_SPAN, less: [NO_SPAN, NO_SPAN] };
    return { days: [NO_SPAN, NO_SPAN], months: span(month, next), less: [span(month, start), span(endBefore, next)] };
  }
  let from = '-infinity';
  if (start) {
    const month = monthOf(start);
    const next = monthAfter(start);
    if (month.getTime() === start.getTime()) from = dayOf(start);
    else if (daysFrom(start, next) <= daysFrom(month, start)) { days.push(span(start, next)); from = dayOf(next); }
    else { less.push(span(month, start)); from = dayOf(month); }
  }
  let to = 'infinity';
  if (endBefore) {
    const month = monthOf(endBefore);
    const next = monthAfter(endBefore);
    if (month.getTime() === endBefore.getTime()) to = dayOf(endBefore);
    else if (daysFrom(month, endBefore) <= daysFrom(endBefore, next)) { days.push(span(month, endBefore)); to = dayOf(month); }
    else { less.push(span(endBefore, next)); to = dayOf(next); }
  }
  return { days: [days[0] ?? NO_SPAN, days[1] ?? NO_SPAN], months: [from, to], less: [less[0] ?? NO_SPAN, less[1] ?? NO_SPAN] };
}

/** The values of rangeParts' spans under the placeholder names rangeRowsSql gives them. */
function rangeValues(values: ReturnType<typeof filterValues>): Record<string, string> {
  const { days, months, less } = rangeParts(values.start, values.endBefore);
  return {
    days0From: days[0][0], days0To: days[0][1], days1From: days[1][0], days1To: days[1][1], monthsFrom: months[0], monthsTo: months[1],
    less0From: less[0][0], less0To: less[0][1], less1From: less[1][0], less1To: less[1][1],
  };
}

/**
 * The kept rows (status, has_problem, n) a date range sums (rangeParts): its days from the day table, its whole
 * months from the month table, and the days outside it of a month summed whole with n negated; the customer and
 * the filter's other fields (keptFieldsSql) on each. Every column is in the covering indexes
 * order_day_count_cover_idx and order_month_count_cover_idx, so each part reads one index range only.
 */
function rangeRowsSql(customerId: number, filter: OrderListFilter, values: ReturnType<typeof filterValues>, scope: StoreScope, bind: Bind, withStatus: boolean): SQL {
  const spans = rangeValues(values);
  const part = (t: typeof orderDayCount | typeof orderMonthCount, column: AnyPgColumn, name: string, sign: SQL) => sql`select ${t.status} as status, ${t.hasProblem} as has_problem, ${sign}${t.n} as n
    from ${t} where ${and(eq(t.customerId, bind('customerId', customerId)), gte(column, bind(`${name}From`, spans[`${name}From`])), lt(column, bind(`${name}To`, spans[`${name}To`])),
    keptFieldsSql(t, filter, scope, bind, withStatus))}`;
  const plus = sql``;
  const minus = sql`-`;
  return sql.join([part(orderDayCount, orderDayCount.day, 'days0', plus), part(orderDayCount, orderDayCount.day, 'days1', plus),
    part(orderMonthCount, orderMonthCount.month, 'months', plus), part(orderDayCount, orderDayCount.day, 'less0', minus), part(orderDayCount, orderDayCount.day, 'less1', minus)], sql` union all `);
}

/**
 * The filter's all-time count from the customer's kept counts, summed by PostgreSQL, and the customer's rows
 * (for keptTotalOf's fold check): JSON [sum, rows]. Summing here cost 0.04–0.07 ms of PostgreSQL's time against
 * 0.22–0.25 for every key's row as JSON (~45 rows × 8 values), which the API then parsed and summed.
 */
const keptTotalSql = (filter: OrderListFilter, scope: StoreScope, bind: Bind) => {
  const t = orderCount;
  return sql<string>`(select json_build_array(coalesce(sum(${t.n}) filter (where ${keptFieldsSql(t, filter, scope, bind, true) ?? sql`true`}), 0), count(*))::text
    from ${t} where ${t.customerId} = ${bind('customerId', 0)})`;
};

/** The filter's count within its date range, summed by PostgreSQL from rangeRowsSql's rows (one number, no rows to the API). */
const dayTotalSql = (rows: SQL) => sql<string>`(select coalesce(sum(r.n), 0)::text from (${rows}) r)`;

/**
 * The kept counts of the filter (its status aside) per tab: the totals' rows summed here, or for a date range
 * the day table's rows summed by PostgreSQL per status (a few rows instead of every key of every day).
 */
async function keptTabs(db: DbOrTx, customerId: number, filter: OrderListFilter, values: ReturnType<typeof filterValues>, scope: StoreScope) {
  if (hasRange(values)) {
    const rows = await dayStatusRows(db, rangeRowsSql(customerId, filter, values, scope, asValue, false));
    return (tab: OrderListFilter['status']) => tabSum(rows, tab);
  }
  const rows = await countRows(db, customerId);
  return (tab: OrderListFilter['status']) => sumOf(rows, filter, scope, tab);
}

/** The sum of the rows in a tab (undefined: all of them). */
const tabSum = (rows: Array<Pick<CountRow, 'status' | 'hasProblem' | 'n'>>, tab: OrderListFilter['status']) =>
  rows.reduce((n, r) => ((tab === 'attention' ? r.hasProblem && r.status !== 'canceled' : !tab || r.status === tab) ? n + r.n : n), 0);

/** The kept counts of rows matching the filter's status/kind/store/payment/fulfilment within the scope. */
function sumOf(rows: CountRow[], filter: OrderListFilter, scope: StoreScope, status: OrderListFilter['status']): number {
  let n = 0;
  for (const r of rows) {
    if (status === 'attention' ? !r.hasProblem || r.status === 'canceled' : status && r.status !== status) continue;
    if ((filter.kind && r.kind !== filter.kind) || (filter.storeId && r.storeId !== filter.storeId)) continue;
    if ((filter.paymentStatus && r.paymentStatus !== filter.paymentStatus) || (filter.fulfilmentStatus && r.fulfilmentStatus !== filter.fulfilmentStatus)) continue;
    if (scope !== null && r.storeId !== null && !scope.includes(r.storeId)) continue;
    n += r.n;
  }
  return n;
}

/** The page's columns: the row as JSON text, and its keyset position. */
const pageColumns = { json: summaryJsonSql, cursorAt: cursorAtSql, id: order.id, kept: sql<string | null>`null` };
/**
 * A page with the kept counts on its first row: the list without a keyword needs both, in one round trip.
 * Without a date range the filter's total from the customer's counts (keptTotalSql); with one, its total
 * within the range (dayTotalSql). The window's row number counts before the offset
 * (`offset`: its placeholder, or the SQL of a fixed 0).
 */
const pageWithCountsColumns = (offset: SQL, counts: SQL<string | null>) => ({
  ...pageColumns,
  kept: sql<string | null>`case when row_number() over (order by ${order.createdAt} desc, ${order.id} desc) = ${offset} + 1 then ${counts} end`,
});

/**
 * The page query of one filter SHAPE (which fields are set, a scope, a cursor), its values as placeholders,
 * prepared under a name per shape: PostgreSQL parses and plans it once per connection and Drizzle builds it
 * once per process, instead of both on every request (the list's cost was there, not in the 0.1 ms plan).
 * Keyword searches are built per request: a generic plan of `like $1` cannot see the pattern.
 *
 * The limit is written into the statement, and so is a zero offset (a first page, a keyset page): with either
 * one a parameter, PostgreSQL prices the generic plan for 10 % of the rows, never prefers it, and plans every
 * execution anew (0.3–0.9 ms a request in pg_stat_statements, as long as executing). Written in, the generic
 * plan is priced as the page it is, chosen after five executions, and not planned again. A page past the
 * first by offset keeps its offset a parameter (one statement for every page number).
 */
const preparedPages = preparedOnce<ReturnType<typeof preparePage>>();

interface PageShape { cursor: boolean; limit: number; offsetZero: boolean }

function shapeOf(query: OrderListQuery, scope: StoreScope, { cursor, limit, offsetZero }: PageShape): string {
  const set = (field: keyof OrderListFilter) => (query[field] ? '1' : '0');
  return [query.status === 'attention' ? 'a' : set('status'), set('kind'), set('storeId'), set('startDate'), set('endDate'), set('paymentStatus'),
    set('fulfilmentStatus'), scope === null ? '0' : '1', cursor ? '1' : '0', offsetZero ? '_0' : '_n', `_${limit}`].join('');
}

function preparePage(db: DbOrTx, name: string, query: OrderListQuery, lang: Lang, scope: StoreScope, { cursor, limit, offsetZero }: PageShape) {
  const values = filterValues(query, lang);
  const where = filterSql(0, query, values, scope, asPlaceholder);
  const after = cursor ? sql`(${order.createdAt}, ${order.id}) < (${sql.placeholder('cursorAt')}::timestamptz, ${sql.placeholder('cursorId')})` : undefined;
  const offset = offsetZero ? sql.raw('0') : sql`${sql.placeholder('offset')}`;
  const counts = hasRange(values) ? dayTotalSql(rangeRowsSql(0, query, values, scope, asPlaceholder, true)) : keptTotalSql(query, scope, asPlaceholder);
  // A whole number from the checked query (pageSize + 1), as SQL text: drizzle's limit(number) would send it as a parameter.
  const limitSql = sql.raw(String(Math.trunc(limit))) as unknown as Placeholder;
  if (offsetZero) {
    return db.select(pageWithCountsColumns(offset, counts)).from(order).leftJoin(store, eq(store.id, order.storeId))
      .where(and(where, after)).orderBy(desc(order.createdAt), desc(order.id)).limit(limitSql).prepare(name);
  }
  const { kept } = pageWithCountsColumns(offset, counts);
  const keys = db.select({ id: order.id, createdAt: order.createdAt, kept: kept.as('kept') }).from(order)
    .where(and(where, after)).orderBy(desc(order.createdAt), desc(order.id)).limit(limitSql).offset(sql.placeholder('offset'));
  return offsetPage(db, keys).prepare(name);
}

/**
 * An offset page read whole for its own rows only: `keys` (the page's id, created_at and kept, with the ORDER BY,
 * LIMIT and OFFSET) chooses them, and the listed JSON (summaryJsonSql, ~5 µs a row of PostgreSQL's CPU) is built
 * for those, not for every row the offset skips (page 50 by 20: 9-13 ms and 4,120 buffers -> ~0.6 ms and ~190).
 */
function offsetPage(db: DbOrTx, keys: SQLWrapper) {
  return db.select({ ...pageColumns, kept: sql<string | null>`m.kept` }).from(sql`(${keys}) m`).innerJoin(order, eq(order.id, sql`m.id`))
    .leftJoin(store, eq(store.id, order.storeId)).orderBy(sql`m.created_at desc, m.id desc`);
}

/**
 * A keyword's offset page and its capped count in one statement: the newest matches up to the cap + 1 (or to
 * the page's end, past it), counted by a window, the page taken from them, and only the page's rows read whole.
 * A rare word is found once in the word index (the count repeated the search: "buyer 4242" read the index twice);
 * a word most orders hold walks the newest orders to the cap + 1, which its separate count did too. The count
 * is on every row (`kept`), min(matches, the first limit).
 */
function keywordPageRows(db: DbOrTx, where: SQL | undefined, walk: KeywordWalk | null, cap: number, limit: number, offset: number) {
  return keywordPageQuery(db, where, walk, Math.max(cap + 1, offset + limit), sql`${limit}`, sql`${offset}`);
}

/** keywordPageRows' statement: the newest k matches, the page `limit` rows from `offset` (SQL: values, placeholders or numbers written in). */
function keywordPageQuery(db: DbOrTx, where: SQL | undefined, walk: KeywordWalk | null, k: number, limit: SQL, offset: SQL) {
  const newest = sql`${order.createdAt} desc, ${order.id} desc`;
  // The matches are a MATERIALIZED CTE, planned for all of its rows: as a subquery, PostgreSQL 15 planned it for
  // the page's 21 of its 1,001, as if the window's count did not read them all first, and took a walk of the newest
  // orders for a number's prefix (100 matches in 1,000,000 orders: 1,000,201 rows tested, 0.6 s) over the word index.
  // The count is a sub-select over the CTE, not `count(*) over ()`: the window stored all ~1,000 rows once more
  // before the page's sort (common word: 1,001 rows, 0.60-0.72 -> 0.51-0.66 ms; "4242": 0.29-0.49 -> 0.25-0.32 ms,
  // EXPLAIN ANALYZE, loaded).
  const found = walk ? sql`select id, created_at from (${newestMatchesSql(walk, where, k)}) f` : sql`select ${order.id}, ${order.createdAt} from ${order} where ${where} order by ${newest} limit ${int(k)}`;
  const matches = sql`(with c as materialized (${found})
    select c.id, c.created_at, (select count(*) from c) as n from c
    order by c.created_at desc, c.id desc limit ${limit} offset ${offset}) m`;
  return db.select({ ...pageColumns, kept: sql<string | null>`m.n::text` }).from(matches).innerJoin(order, eq(order.id, sql`m.id`))
    .leftJoin(store, eq(store.id, order.storeId)).orderBy(sql`m.created_at desc, m.id desc`);
}

const preparedKeywordPages = preparedOnce<ReturnType<typeof prepareKeywordPage>>();

/**
 * Are all the keyword's words frequent (FREQUENT_WORD_SHARE), the last one's prefix by the summed shares of the
 * frequent words it starts (as PostgreSQL estimates a prefix)?
 */
function frequentOnly(keyword: string, shares: ReadonlyMap<string, number>): boolean {
  const words = keyword.split(SEPARATORS).filter(Boolean);
  const last = words.pop();
  if (last === undefined || !words.every((w) => (shares.get(w) ?? 0) >= FREQUENT_WORD_SHARE)) return false;
  let share = 0;
  for (const [word, n] of shares) if (word.startsWith(last)) share += n;
  return share >= FREQUENT_WORD_SHARE;
}

/** How a customer's keyword searches words: 'common' only frequent words (frequentOnly) or common ones, walked; 'whole' / 'rare' its walk's fall-back condition (keywordIndexSql). */
type KeywordShape = 'common' | 'whole' | 'rare';

/**
 * A customer's keyword offset page (keywordPageRows) prepared per filter shape and keyword shape, its words
 * placeholders: PostgreSQL parses and plans it once per connection (planning the walk's statement cost 0.3-0.5 ms,
 * about as much as running it) and Drizzle builds it once per process. Frequent words only: tested by ts_match_vq
 * on the newest orders of the filter (the plan PostgreSQL took for them from its statistics); a rarer word: the
 * walk (newestMatchesSql), its fall-back through the word index whatever the words (a generic plan cannot see them:
 * it would walk every order for a rare word), which for a word under FREQUENT_WORD_SHARE is what PostgreSQL chose.
 */
function prepareKeywordPage(db: DbOrTx, name: string, query: OrderListQuery, lang: Lang, scope: StoreScope, shape: KeywordShape, cap: number, limit: number, offsetZero: boolean) {
  const base = filterSql(0, query, { ...filterValues(query, lang), keyword: undefined }, scope, asPlaceholder);
  const words = sql.placeholder('words');
  const test = (stored: SQL) => sql`ts_match_vq(${stored}, ${words}::tsquery)`;
  const limitSql = sql.raw(String(Math.trunc(limit)));
  const offset = offsetZero ? sql.raw('0') : sql`${sql.placeholder('offset')}`;
  if (shape === 'common') {
    // The page is the newest matches, walked in the index's order (no sort); the count walks the same index to
    // cap + 1 matches without keeping them: materialising the 1,001 walked matches and sorting them for the page cost
    // as much as finding them. (In no order, the count took a sequential scan of the oldest orders, out of the cache.)
    const where = and(base, test(searchWords));
    const counted = sql<string>`(select count(*) from (select 1 from ${order} where ${where} order by ${order.createdAt} desc, ${order.id} desc limit ${int(cap + 1)}) c)::text`;
    const page = db.select({ ...pageColumns, kept: counted }).from(order).leftJoin(store, eq(store.id, order.storeId))
      .where(where).orderBy(desc(order.createdAt), desc(order.id)).limit(limitSql as unknown as Placeholder);
    return (offsetZero ? page : page.offset(sql.placeholder('offset'))).prepare(name);
  }
  const where = and(base, keywordIndexSql(shape, sql`(select ${words}::tsquery)`, sql`(select ${sql.placeholder('rare')}::tsquery)`));
  return rarePageQuery(db, where, { base, test }, cap + 1, limitSql, offset).prepare(name);
}

/**
 * prepareKeywordPage's page of a rarer keyword: newestMatchesSql's walk when it found k matches, else the word
 * index's matches (`where`), the page sorted out of the branch taken (top-N) and the count (min(matches, k))
 * read where they are, instead of the newest k matches sorted, stored again in a CTE, counted and sorted again
 * for the page (the page lies within the first k: preparedKeywordPage serves offset + limit <= k only).
 */
function rarePageQuery(db: DbOrTx, where: SQL | undefined, walk: KeywordWalk, k: number, limit: SQL, offset: SQL) {
  const full = sql`(select count(*) from walk) >= ${int(k)}`;
  const matches = sql`(with ${walkCteSql(walk, k)},
    found as materialized (select ${order.id}, ${order.createdAt} from ${order} where ${where})
    select c.id, c.created_at, case when ${full} then ${int(k)} else least((select count(*) from found), ${int(k)}) end as n from (
      (select id, created_at from walk where ${full} order by created_at desc, id desc limit ${limit} offset ${offset})
      union all
      (select id, created_at from found where not ${full} order by created_at desc, id desc limit ${limit} offset ${offset})) c) m`;
  return db.select({ ...pageColumns, kept: sql<string | null>`m.n::text` }).from(matches).innerJoin(order, eq(order.id, sql`m.id`))
    .leftJoin(store, eq(store.id, order.storeId)).orderBy(sql`m.created_at desc, m.id desc`);
}

/**
 * The prepared keyword page of a customer's list (prepareKeywordPage), or null where the page is built per
 * request: a keyword under KEYWORD_WORDS_MIN (a number's prefix: a generic plan of `like $1` cannot see the
 * pattern) or without a word, and a page past the count's cap (its matches go to the page's end).
 */
function preparedKeywordPage(db: DbOrTx, customerId: number, query: OrderListQuery, values: ReturnType<typeof filterValues>, lang: Lang, scope: StoreScope, limit: number, offset: number) {
  const { keyword } = values;
  const cap = capOf(values);
  if (!keyword || keyword.length < KEYWORD_WORDS_MIN || offset + limit > cap + 1) return null;
  const queries = keywordQueries(keyword, values.common);
  if (!queries) return null;
  const shape: KeywordShape = queries.commonOnly || frequentOnly(keyword, values.shares) ? 'common' : queries.rare === null ? 'whole' : 'rare';
  const name = `order_kw_${shape}_${shapeOf(query, scope, { cursor: false, limit, offsetZero: offset === 0 })}`;
  return preparedKeywordPages(db, name, () => prepareKeywordPage(db, name, query, lang, scope, shape, cap, limit, offset === 0)).execute({
    customerId, scope: scope && [...scope], status: query.status, kind: query.kind, storeId: query.storeId, start: values.start, endBefore: values.endBefore,
    paymentStatus: query.paymentStatus, fulfilmentStatus: query.fulfilmentStatus, words: queries.query, rare: queries.rare ?? '', offset,
  });
}

/** One page's rows (pageSize + 1, to know whether another follows). */
function pageRows(db: DbOrTx, customerId: number | null, query: OrderListQuery, values: ReturnType<typeof filterValues>, lang: Lang, extra: SQL | undefined, scope: StoreScope, cursor: ListCursor | null, limit: number, offset: number) {
  const prepared = values.keyword && !cursor && customerId !== null && !extra ? preparedKeywordPage(db, customerId, query, values, lang, scope, limit, offset) : null;
  if (prepared) return prepared;
  if (values.keyword && !cursor) return keywordPageRows(db, and(filterSql(customerId, query, values, scope, asValue), extra), walkOf(customerId, query, values, scope, extra), capOf(values), limit, offset);
  const walk = cursor ? walkOf(customerId, query, values, scope, extra, afterCursor(cursor)) : null;
  if (walk) {
    // A keyword's page after a cursor: its rows are the newest `limit` matches after it.
    const where = and(filterSql(customerId, query, values, scope, asValue), extra, afterCursor(cursor!));
    return db.select(pageColumns).from(sql`(${newestMatchesSql(walk, where, limit)}) m`).innerJoin(order, eq(order.id, sql`m.id`))
      .leftJoin(store, eq(store.id, order.storeId)).orderBy(sql`m.created_at desc, m.id desc`);
  }
  if (customerId === null || extra || values.keyword) {
    const where = and(filterSql(customerId, query, values, scope, asValue), extra, cursor ? afterCursor(cursor) : undefined);
    if (offset > 0) {
      return offsetPage(db, db.select({ id: order.id, createdAt: order.createdAt, kept: sql<string | null>`null`.as('kept') }).from(order)
        .where(where).orderBy(desc(order.createdAt), desc(order.id)).limit(limit).offset(offset));
    }
    return db.select(pageColumns).from(order).leftJoin(store, eq(store.id, order.storeId))
      .where(where).orderBy(desc(order.createdAt), desc(order.id)).limit(limit).offset(offset);
  }
  const pageShape = { cursor: Boolean(cursor), limit, offsetZero: offset === 0 };
  const name = `order_list_${shapeOf(query, scope, pageShape)}`;
  return preparedPages(db, name, () => preparePage(db, name, query, lang, scope, pageShape)).execute({
    customerId, scope: scope && [...scope], status: query.status, kind: query.kind, storeId: query.storeId, start: values.start, endBefore: values.endBefore,
    ...(hasRange(values) ? rangeValues(values) : {}), paymentStatus: query.paymentStatus, fulfilmentStatus: query.fulfilmentStatus, cursorAt: cursor?.createdAt, cursorId: cursor?.id, limit, offset,
  });
}

/**
 * One page of the list, newest first. `extra` narrows further (the staff list: paid orders of every
 * customer). Offset pages (the kit asks for them up to 10,000 rows, then follows the cursor) and keyset
 * pages after `cursor`.
 */
export async function listOrders(db: DbOrTx, customerId: number | null, query: OrderListQuery, lang: Lang, extra?: SQL, scope: StoreScope = null) {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 20;
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  if (query.cursor && !cursor) throw orderFieldError('cursor', 'server.orders.cursor', lang);
  // Offset pages reach the first LIST_COUNT_CAP rows (as the kit's pager does); beyond, the cursor: an offset
  // of 49,900 would walk 50,000 index entries per request.
  const lastOffsetPage = Math.ceil(LIST_COUNT_CAP / pageSize);
  if (!cursor && pageNo > lastOffsetPage) {
    throw new ApiFailure(apiStatus.invalidInput, { params: { field: 'pageNo', reason: translate(lang, 'server.validation.maximum', { limit: lastOffsetPage }) } });
  }
  const offset = cursor ? 0 : (pageNo - 1) * pageSize;
  const values = await withCommonWords(db, filterValues(query, lang));
  // Without a keyword, the customer's list is counted from the kept counts, which come on the page's first
  // row (the prepared page statement); a page with no rows reads them on their own.
  const keptCounted = customerId !== null && !extra && countable(values);
  const rows = await pageRows(db, customerId, query, values, lang, extra, scope, cursor, pageSize + 1, offset);
  const keptOf = async () => {
    if (!rows.length) return (await keptTabs(db, customerId!, query, values, scope))(query.status);
    return hasRange(values) ? Number(rows[0].kept) : keptTotalOf(db, customerId!, rows[0].kept);
  };
  // An offset page with no row after it ends the list: its total needs no count. A keyword's offset page
  // carries its capped count (keywordPageRows).
  const n = !cursor && rows.length <= pageSize && (offset === 0 || rows.length > 0) ? offset + rows.length
    : keptCounted ? await keptOf()
    : rows.length && rows[0].kept !== null ? Number(rows[0].kept)
    : await cappedCount(db, and(filterSql(customerId, query, values, scope, asValue), extra), capOf(values), walkOf(customerId, query, values, scope, extra));
  const records = rows.slice(0, pageSize);
  const last = records[records.length - 1];
  const cap = capOf(values);
  return {
    records: listedOf(records.map((r) => r.json)),
    total: Math.min(n, cap),
    totalIsLowerBound: n > cap,
    pageNo,
    pageSize,
    nextCursor: rows.length > pageSize && last ? encodeCursor(cursorOf(last)) : null,
  };
}

/** Does the keyword search words, one of them not a common word (keywordSql puts those in the index's condition)? */
const hasRareWord = (values: ReturnType<typeof filterValues>) => Boolean(values.keyword && values.keyword.length >= KEYWORD_WORDS_MIN
  && values.keyword.split(SEPARATORS).some((w) => w && !values.common.has(w)));

/**
 * The newest cap + 1 orders `where` selects (newestMatchesSql, walked first), counted per status and attention:
 * JSON [{status, attention, walked, n}] (`walked`: found by the walk of the newest orders).
 */
const matchesPerTabSql = (walk: KeywordWalk, where: SQL | undefined, cap: number) => sql<string>`(select coalesce(json_agg(json_build_object('status', m.status, 'attention', m.attention, 'walked', m.walked, 'n', m.n)), '[]')::text
  from (select s.status, s.attention, s.walked, count(*)::int as n
    from (${newestMatchesSql(walk, where, cap + 1, { status: sql`${order}.status`, attention: needsAttention() ?? sql`false` })}) s
    group by 1, 2, 3) m)`;

/** Each tab's count of the orders `where` selects, stopping at cap + 1 (the cap written in: a generic plan sees it). */
const tabCountsColumns = (where: SQL | undefined, cap: number) => Object.fromEntries(orderTabs.map((tab) => [tab, sql<number>`(select count(*)::int from (select 1 from ${order}
    where ${and(where, tab === 'attention' ? needsAttention() : eq(order.status, tab))} limit ${sql.raw(String(cap + 1))}) t)`.mapWith(Number)]));

const preparedTabCounts = preparedOnce<ReturnType<typeof prepareTabCounts>>();

/**
 * The tab counts of a keyword of common words only, prepared per filter shape as the list's pages are: its words
 * a placeholder tested by ts_match_vq (@@ as a function, which the word index cannot take), so the one plan is
 * the walk of each tab's index; parsed and planned once per connection instead of 8 subqueries per request.
 */
function prepareTabCounts(db: DbOrTx, name: string, filter: OrderListFilter, values: ReturnType<typeof filterValues>, scope: StoreScope, cap: number) {
  const where = and(filterSql(0, { ...filter, status: undefined }, { ...values, keyword: undefined }, scope, asPlaceholder),
    sql`ts_match_vq(${searchWords}, ${sql.placeholder('words')}::tsquery)`);
  return db.select(tabCountsColumns(where, cap)).from(sql`(select 1) one`).prepare(name);
}

function commonTabCounts(db: DbOrTx, filter: OrderListFilter, values: ReturnType<typeof filterValues>, scope: StoreScope, cap: number) {
  const name = `order_tabs_${shapeOf({ ...filter, status: undefined }, scope, { cursor: false, limit: cap + 1, offsetZero: true })}`;
  return preparedTabCounts(db, name, () => prepareTabCounts(db, name, filter, values, scope, cap));
}

/** The tabs' counts under the filter without its status: kept counts, or capped counts for a keyword. */
export async function statusCounts(db: DbOrTx, customerId: number, filter: OrderListFilter, lang: Lang, scope: StoreScope = null) {
  const counts: Record<string, number> = {};
  const capped: string[] = [];
  const values = await withCommonWords(db, filterValues(filter, lang)); // the same refusals as the list (a bad date is a 9001)
  if (countable(values)) {
    const countOf = await keptTabs(db, customerId, filter, values, scope);
    for (const tab of orderTabs) {
      const n = countOf(tab);
      counts[tab] = Math.min(n, LIST_COUNT_CAP);
      if (n > LIST_COUNT_CAP) capped.push(tab);
    }
    return { counts, capped };
  }
  const base = () => filterSql(customerId, { ...filter, status: undefined }, values, scope, asValue);
  const cap = KEYWORD_TAB_COUNT_CAP;
  const rare = hasRareWord(values);
  const walk = walkOf(customerId, { ...filter, status: undefined }, values, scope);
  let walked = false;
  if (rare && walk) {
    // A rarer word: its matches (up to KEYWORD_COUNT_CAP + 1) found once in the word index and counted per tab.
    // Up to that many every tab's count is known; past it, the tabs are counted one by one below. Eight tab
    // statements read the word index eight times, and a tab rarer than the word (canceled, attention) joined its
    // status bitmap too: "buyer 4242", 8 GIN scans in 50 ms -> one in 0.5 ms (auto_explain, 1,000,000 orders).
    const [found] = await db.select({ tabs: matchesPerTabSql(walk, base(), KEYWORD_COUNT_CAP) }).from(sql`(select 1) one`);
    const perTab = JSON.parse(found.tabs) as Array<{ status: string; attention: boolean; walked: boolean; n: number }>;
    walked = perTab.some((r) => r.walked);
    if (perTab.reduce((n, r) => n + r.n, 0) <= KEYWORD_COUNT_CAP) {
      for (const tab of orderTabs) {
        const n = perTab.reduce((sum, r) => ((tab === 'attention' ? r.attention : r.status === tab) ? sum + r.n : sum), 0);
        counts[tab] = Math.min(n, cap);
        if (n > cap) capped.push(tab);
      }
      return { counts, capped };
    }
  }
  // Each tab's count capped at KEYWORD_TAB_COUNT_CAP, the 8 in one statement (one round trip). A word in most orders
  // walks each tab's newest orders in the index that carries their words (orders_status_created_idx INCLUDE
  // search_words; the attention tab's orders_problem_idx), without reading the heap; so does a keyword whose
  // matches the walk of the newest orders found above (its tabs through the word index: "lt0", 8 bitmap scans of
  // 600,000 orders, 7-11 s).
  const words = values.keyword && values.keyword.length >= KEYWORD_WORDS_MIN ? keywordQuery(values.keyword) : null;
  const [row] = words && (!rare || walked)
    ? await commonTabCounts(db, filter, values, scope, cap).execute({
      customerId, scope: scope && [...scope], kind: filter.kind, storeId: filter.storeId, start: values.start, endBefore: values.endBefore,
      paymentStatus: filter.paymentStatus, fulfilmentStatus: filter.fulfilmentStatus, words,
    })
    : await db.select(tabCountsColumns(base(), cap)).from(sql`(select 1) one`);
  for (const tab of orderTabs) {
    counts[tab] = Math.min(row[tab], cap);
    if (row[tab] > cap) capped.push(tab);
  }
  return { counts, capped };
}

/** Navbar and dashboard: orders needing attention (capped as the tabs are). */
export async function attentionCount(db: DbOrTx, customerId: number, scope: StoreScope = null): Promise<number> {
  return Math.min(sumOf(await countRows(db, customerId), {}, scope, 'attention'), LIST_COUNT_CAP);
}

/**
 * The whole order: lines, address, amounts, timeline. `customerId` null = staff (any customer); outside the
 * scope: null (9002). A line keeps the title it was ordered under (a snapshot: the store's or the catalogue's
 * English name); in Chinese or Turkish, a line linked to a catalogue variant shows the catalogue's name in
 * that language where the catalogue has one.
 */
export async function orderDetail(db: DbOrTx, customerId: number | null, orderId: number, scope: StoreScope = null, lang: Lang = 'en') {
  const [row] = await db.select({ ...summaryColumns, o: order, username: customer.username }).from(order).leftJoin(store, eq(store.id, order.storeId))
    .innerJoin(customer, eq(customer.id, order.customerId))
    .where(and(eq(order.id, orderId), customerId === null ? undefined : eq(order.customerId, customerId), orderInScope(scope)));
  if (!row) return null;
  const lines = await db.select({ l: orderLine, catalogueTitle: product.title }).from(orderLine).leftJoin(variant, eq(variant.id, orderLine.variantId))
    .leftJoin(product, eq(product.id, variant.productId)).where(eq(orderLine.orderId, orderId)).orderBy(orderLine.id);
  const events = await db.select().from(orderEvent).where(eq(orderEvent.orderId, orderId)).orderBy(orderEvent.createdAt, orderEvent.id);
  const o: OrderRow = row.o;
  return {
    id: o.id, number: o.number, kind: o.kind, status: o.status, paymentStatus: o.paymentStatus, fulfilmentStatus: o.fulfilmentStatus, problem: o.problem,
    source: o.source, storeId: o.storeId, storeName: row.storeName, storeOrderName: o.storeOrderName, buyerName: o.buyerName, countryCode: o.countryCode,
    channelCode: o.channelCode, itemCount: lines.reduce((sum, { l }) => sum + l.quantity, 0), productCents: o.productCents, shippingCents: o.shippingCents,
    totalCents: o.totalCents, currencyCode: o.currencyCode, carrier: o.carrier, trackingNumber: o.trackingNumber, createdAt: o.createdAt, paidAt: o.paidAt,
    shippedAt: o.shippedAt, subType: o.subType, buyerEmail: o.buyerEmail, address: o.address, warehouseId: o.warehouseId, discountCents: o.discountCents,
    remark: o.remark, deliveredAt: o.deliveredAt, customerId: o.customerId, customerUsername: row.username,
    lines: lines.map(({ l, catalogueTitle }) => ({
      id: l.id, title: lineTitle(l.title, catalogueTitle, lang), storeSku: l.storeSku, storeVariantId: l.storeVariantId, variantId: l.variantId, sku: l.sku, image: l.image, quantity: l.quantity,
      unitCostCents: l.unitCostCents, storeUnitPriceCents: l.storeUnitPriceCents, weightGrams: l.weightGrams,
    })),
    events: events.map((e) => ({ id: e.id, type: e.type, actor: e.actor, fromStatus: e.fromStatus, toStatus: e.toStatus, data: e.data, createdAt: e.createdAt })),
  };
}

/** A line's title in `lang`: the catalogue's name in that language (zh/tr) when the line has a variant, else the snapshot. */
export const lineTitle = (snapshot: string, catalogue: Partial<Record<Lang, string>> | null, lang: Lang) =>
  (lang !== 'en' && catalogue?.[lang]?.trim()) || snapshot;

/** The paid statuses staff work on. */
export const paidStatuses = orderStatuses.filter((s) => ['processing', 'shipped', 'delivered', 'completed'].includes(s));
