/**
 * A listed order as the list answers it: its fields in OrderSummary's keys, built into JSON by PostgreSQL
 * (summaryJsonSql) and named again in the API process (listedOf).
 */
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Static } from 'typebox';
import { order, store } from '../../db/schema';
import type { OrderSummary } from '../../../src/api/contract/orders';
import { itemCountSql } from './itemCount';

/** A timestamp as JavaScript's toISOString writes it (UTC, milliseconds, Z), whatever the session's time zone. */
const isoSql = (column: AnyPgColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A listed order's fields in OrderSummary's keys (plus customerId for the staff list), in the order PostgreSQL lists them. */
const summaryFields = {
  id: order.id, number: order.number, kind: order.kind, status: order.status, paymentStatus: order.paymentStatus, fulfilmentStatus: order.fulfilmentStatus,
  problem: order.problem, source: order.source, storeId: order.storeId, storeName: store.name, storeOrderName: order.storeOrderName, buyerName: order.buyerName,
  countryCode: order.countryCode, channelCode: order.channelCode, itemCount: itemCountSql, productCents: order.productCents, shippingCents: order.shippingCents,
  totalCents: order.totalCents, currencyCode: order.currencyCode, carrier: order.carrier, trackingNumber: order.trackingNumber, createdAt: isoSql(order.createdAt),
  paidAt: isoSql(order.paidAt), shippedAt: isoSql(order.shippedAt), customerId: order.customerId,
};
const summaryKeys = Object.keys(summaryFields) as Array<keyof ListedOrder>;

/**
 * A listed order as JSON text built by PostgreSQL, an array of its values in summaryKeys' order: the API
 * process parses one string per page instead of decoding and mapping 25 columns per row (Drizzle's per-column
 * mapping was the list's largest cost in the API process's CPU profile), then names the values. An array, not
 * json_build_object: PostgreSQL 15 builds an object at ~25 µs a row of 25 keys, an array at about half that
 * (20,000 rows, measured). Types are OrderSummary's (a server test checks the page against the schema).
 */
export const summaryJsonSql = sql<string>`json_build_array(${sql.join(Object.values(summaryFields), sql`, `)})::text`;

/** The listed orders from their JSON arrays (summaryJsonSql), one parse per page. */
export function listedOf(texts: string[]): ListedOrder[] {
  const arrays = JSON.parse(`[${texts.join(',')}]`) as unknown[][];
  return arrays.map((values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < summaryKeys.length; i += 1) row[summaryKeys[i]] = values[i];
    return row as ListedOrder;
  });
}

/** A listed order as the list answers it (OrderSummary, and its customer for the staff list). */
export type ListedOrder = Static<typeof OrderSummary> & { customerId: number };
