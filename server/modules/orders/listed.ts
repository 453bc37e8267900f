/**
 * A listed order as the list answers it: its OrderSummary object written as JSON text by PostgreSQL
 * (summaryJsonSql), which the list route splices into its answer as it is (server/http/writtenJson.ts), and
 * parsed into objects (listedOf) only where the API reads the rows (the staff list, tests).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Static } from 'typebox';
import { order, store } from '../../db/schema';
import { OrderSummary } from '../../../src/api/contract/orders';
import { withWrittenJson } from '../../http/writtenJson';
import { itemCountSql } from './itemCount';

/**
 * How a value is written: an integer (its text); a word, one of a fixed list that a CHECK constraint holds the
 * column to (orders_kind_check, …: letters and underscores), quoted as it is; any other text through to_json,
 * which escapes what JSON.stringify escapes, the same way; a timestamp as JavaScript's toISOString writes it (UTC,
 * milliseconds, Z, whatever the session's time zone). `nullable`: null is written null.
 */
type Kind = 'integer' | 'word' | 'text' | 'time';
interface Field { value: AnyPgColumn | SQL; kind: Kind; nullable: boolean }
const field = (value: AnyPgColumn | SQL, kind: Kind, nullable = false): Field => ({ value, kind, nullable });

/** A listed order's fields in OrderSummary's keys and order, then customerId (the staff list's; cut from the merchant's answer). */
const summaryFields = {
  id: field(order.id, 'integer'), number: field(order.number, 'text'), kind: field(order.kind, 'word'), status: field(order.status, 'word'),
  paymentStatus: field(order.paymentStatus, 'word'), fulfilmentStatus: field(order.fulfilmentStatus, 'word'), problem: field(order.problem, 'word', true),
  source: field(order.source, 'word'), storeId: field(order.storeId, 'integer', true), storeName: field(store.name, 'text', true),
  storeOrderName: field(order.storeOrderName, 'text', true), buyerName: field(order.buyerName, 'text', true), countryCode: field(order.countryCode, 'text', true),
  channelCode: field(order.channelCode, 'text', true), itemCount: field(itemCountSql, 'integer'), productCents: field(order.productCents, 'integer'),
  shippingCents: field(order.shippingCents, 'integer'), totalCents: field(order.totalCents, 'integer'), currencyCode: field(order.currencyCode, 'text'),
  carrier: field(order.carrier, 'text', true), trackingNumber: field(order.trackingNumber, 'text', true), createdAt: field(order.createdAt, 'time'),
  paidAt: field(order.paidAt, 'time', true), shippedAt: field(order.shippedAt, 'time', true), customerId: field(order.customerId, 'integer'),
} satisfies Record<keyof ListedOrder, Field>;

// The text is spliced in as OrderSummary's: the same keys in the same order, or the module refuses to load.
const summaryKeys = Object.keys(OrderSummary.properties);
if (Object.keys(summaryFields).join() !== [...summaryKeys, 'customerId'].join()) throw new Error('listed.ts: summaryFields must list OrderSummary\'s keys in its order, then customerId');

/** The columns written as words (listedJson.test.ts checks that PostgreSQL refuses anything else in them). */
export const wordColumns = Object.values(summaryFields).filter((f) => f.kind === 'word').map((f) => f.value as AnyPgColumn);

/** toISOString's format, in double quotes (to_char writes a quote preceded by a backslash). */
const ISO_QUOTED = sql.raw(String.raw`'\"YYYY-MM-DD"T"HH24:MI:SS.MS"Z"\"'`);

/** One value's JSON text (objectParts writes a word that is never null without it, between its own quotes). */
function valueSql({ value, kind, nullable }: Field): SQL {
  const text = kind === 'integer' ? sql`${value}::text`
    : kind === 'time' ? sql`to_char(${value} at time zone 'UTC', ${ISO_QUOTED})`
    : kind === 'word' ? sql`'"' || ${value} || '"'`
    : sql`to_json(${value})::text`;
  return nullable ? sql`coalesce(${text}, 'null')` : text;
}

/**
 * concat()'s arguments for the object: the keys and punctuation as literals between the values. A word that is
 * never null takes its quotes from the literals around it (two text copies fewer a word).
 */
function objectParts(): SQL[] {
  const parts: SQL[] = [];
  let literal = '';
  const flush = () => parts.push(sql.raw(`'${literal}'`));
  Object.entries(summaryFields).forEach(([key, f], i) => {
    literal += `${i ? ',' : '{'}"${key}":`;
    const bare = f.kind === 'word' && !f.nullable;
    if (bare) literal += '"';
    flush();
    parts.push(bare ? sql`${f.value}` : valueSql(f));
    literal = bare ? '"' : '';
  });
  literal += '}';
  flush();
  return parts;
}

/**
 * A listed order as JSON text built by PostgreSQL: OrderSummary's object (its keys in its order, values written
 * as the API's serialiser writes them), then customerId; in one concat() (a chain of || copies the growing text
 * at every step). Per row (EXPLAIN ANALYZE over 20,000 rows, loaded): json_build_array, the previous shape whose
 * values the API process parsed and named, ~4.7 µs; json_build_object ~9 µs (its 25 keys are arguments, each
 * looked up as the values are); this ~5 µs, of which to_json ~0.25 µs a string (its type looked up on every
 * call) and to_char ~0.45 µs a timestamp. Testing all strings for a character to escape with one regular
 * expression (to_json only then) cost more than it saved.
 */
export const summaryJsonSql = sql<string>`concat(${sql.join(objectParts(), sql`, `)})`;

const CUSTOMER_KEY = ',"customerId":';

/**
 * The listed orders of a page from their JSON texts (summaryJsonSql). The array carries its OrderSummary
 * JSON (each text without its customerId), which the list route splices into its answer, and is parsed into
 * objects only when read (the staff list reads customerId; tests): a read of any kind parses the page once.
 */
export function listedOf(texts: string[]): ListedOrder[] {
  const target: ListedOrder[] = [];
  let parsed = false;
  const parse = () => {
    if (parsed) return;
    parsed = true;
    target.push(...(JSON.parse(`[${texts.join(',')}]`) as ListedOrder[]));
  };
  const records = new Proxy(target, {
    get: (t, key, receiver) => (parse(), Reflect.get(t, key, receiver)),
    set: (t, key, value, receiver) => (parse(), Reflect.set(t, key, value, receiver)),
    has: (t, key) => (parse(), Reflect.has(t, key)),
    ownKeys: (t) => (parse(), Reflect.ownKeys(t)),
    getOwnPropertyDescriptor: (t, key) => (parse(), Reflect.getOwnPropertyDescriptor(t, key)),
    defineProperty: (t, key, descriptor) => (parse(), Reflect.defineProperty(t, key, descriptor)),
    deleteProperty: (t, key) => (parse(), Reflect.deleteProperty(t, key)),
  });
  return withWrittenJson(records, OrderSummary, () => {
    let text = '[';
    for (let i = 0; i < texts.length; i += 1) {
      const row = texts[i];
      text += `${i ? ',' : ''}${row.slice(0, row.lastIndexOf(CUSTOMER_KEY))}}`;
    }
    return `${text}]`;
  });
}

/** A listed order as the list answers it (OrderSummary, and its customer for the staff list). */
export type ListedOrder = Static<typeof OrderSummary> & { customerId: number };
