/**
 * Order summary and day state: counts and amounts per day and status over a UTC date range, computed in
 * PostgreSQL from the orders index that leads with (customer_id, created_at). Money stays integer cents
 * (sums are bigint; a merchant's range total fits 2^53 comfortably).
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { order, type OrderKind, type OrderStatus } from '../../db/schema';
import { orderStatuses } from '../../../src/api/contract/orders';
import { STATS_MAX_DAYS } from '../../../src/api/contract/orderStats';
import { ApiFailure } from '../../http/envelope';
import { apiStatus } from '../../../src/api/contract/shared';
import { translate, type Lang } from '../../http/i18n';

export interface StatsRange { startDate: string; endDate: string; kind?: OrderKind }

const DAY_MS = 86_400_000;

/** The range's days (YYYY-MM-DD), checked: a real date, start ≤ end, at most STATS_MAX_DAYS (9001 naming the field). */
export function daysOf(range: StatsRange, lang: Lang): string[] {
  const start = Date.parse(`${range.startDate}T00:00:00Z`);
  const end = Date.parse(`${range.endDate}T00:00:00Z`);
  const bad = (field: string, key: string) => new ApiFailure(apiStatus.invalidInput, { params: { field, reason: translate(lang, key) } });
  if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== range.startDate) throw bad('startDate', 'server.orderStats.badDate');
  if (Number.isNaN(end) || new Date(end).toISOString().slice(0, 10) !== range.endDate) throw bad('endDate', 'server.orderStats.badDate');
  if (end < start) throw bad('endDate', 'server.orderStats.endBeforeStart');
  if ((end - start) / DAY_MS + 1 > STATS_MAX_DAYS) throw bad('endDate', 'server.orderStats.rangeTooLong');
  const days: string[] = [];
  for (let t = start; t <= end; t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

const dayOf = sql<string>`to_char(${order.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

function rangeWhere(customerId: number, days: string[], kind?: OrderKind) {
  const from = new Date(`${days[0]}T00:00:00Z`);
  const to = new Date(Date.parse(`${days[days.length - 1]}T00:00:00Z`) + DAY_MS);
  return and(eq(order.customerId, customerId), gte(order.createdAt, from), lt(order.createdAt, to), kind ? eq(order.kind, kind) : undefined);
}

/** Per (day, status): count and total of the orders created that day, as they stand now. */
async function dayStatusRows(db: DbOrTx, customerId: number, days: string[], kind?: OrderKind) {
  return db.select({
    day: dayOf,
    status: order.status,
    count: sql<number>`count(*)::int`,
    totalCents: sql<number>`coalesce(sum(${order.totalCents}), 0)::bigint`,
    paidCount: sql<number>`count(*) filter (where ${order.paymentStatus} <> 'unpaid')::int`,
    paidCents: sql<number>`coalesce(sum(${order.totalCents}) filter (where ${order.paymentStatus} <> 'unpaid'), 0)::bigint`,
  }).from(order).where(rangeWhere(customerId, days, kind)).groupBy(dayOf, order.status);
}

export async function orderSummary(db: DbOrTx, customerId: number, range: StatsRange, lang: Lang) {
  const days = daysOf(range, lang);
  const rows = await dayStatusRows(db, customerId, days, range.kind);
  const byDay = new Map(days.map((day) => [day, { day, count: 0, totalCents: 0, paidCount: 0, paidCents: 0 }]));
  const byStatus = new Map(orderStatuses.map((status) => [status, { status, count: 0, totalCents: 0 }]));
  for (const r of rows) {
    const d = byDay.get(r.day);
    if (d) { d.count += r.count; d.totalCents += Number(r.totalCents); d.paidCount += r.paidCount; d.paidCents += Number(r.paidCents); }
    const s = byStatus.get(r.status as OrderStatus);
    if (s) { s.count += r.count; s.totalCents += Number(r.totalCents); }
  }
  const count = [...byStatus.values()].reduce((n, s) => n + s.count, 0);
  const totalCents = [...byStatus.values()].reduce((n, s) => n + s.totalCents, 0);
  const paidCents = [...byDay.values()].reduce((n, d) => n + d.paidCents, 0);
  return {
    count, totalCents, paidCents,
    averageCents: count === 0 ? 0 : Math.round(totalCents / count),
    byStatus: [...byStatus.values()],
    byDay: [...byDay.values()],
  };
}

export async function orderDayState(db: DbOrTx, customerId: number, range: StatsRange, lang: Lang) {
  const days = daysOf(range, lang);
  const rows = await dayStatusRows(db, customerId, days, range.kind);
  const zero = () => Object.fromEntries(orderStatuses.map((s) => [s, 0])) as Record<OrderStatus, number>;
  const byDay = new Map(days.map((day) => [day, { day, counts: zero(), totalCents: 0 }]));
  for (const r of rows) {
    const d = byDay.get(r.day);
    if (!d) continue;
    d.counts[r.status as OrderStatus] += r.count;
    d.totalCents += Number(r.totalCents);
  }
  return { days: [...byDay.values()] };
}
