/**
 * Order summary (/orders/summary) and day state (/orders/orderdaystate): counts and amounts per day and
 * status over a date range (designed; the spec names the pages only). Money in integer cents.
 */
import { Type } from 'typebox';
import { defineCall } from './define';
import { Count } from './shared';
import { orderKinds, orderStatuses } from './orders';

const DateField = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10, description: 'YYYY-MM-DD (UTC), inclusive' });
/** The longest range one answer covers. */
export const STATS_MAX_DAYS = 366;

export const StatsQuery = Type.Object({
  startDate: DateField,
  endDate: DateField,
  kind: Type.Optional(Type.Enum(orderKinds)),
});

const Amount = Type.Integer({ minimum: 0, description: 'integer cents' });

export const StatusFigure = Type.Object({ status: Type.Enum(orderStatuses), count: Count, totalCents: Amount });
export const DayFigure = Type.Object({
  day: Type.String({ description: 'YYYY-MM-DD' }),
  count: Count,
  totalCents: Amount,
  /** Paid on that day (orders whose payment happened that day). */
  paidCount: Count,
  paidCents: Amount,
});

export const orderStatsCalls = {
  orderSummary: defineCall({
    method: 'GET', path: '/api/customer/orders/summary', auth: 'customer', permission: 'menu:order:list', designed: true,
    summary: 'Orders created in the range: totals, per status and per day (every day of the range, zero days included); amounts in cents.',
    query: StatsQuery,
    data: Type.Object({
      count: Count,
      totalCents: Amount,
      paidCents: Amount,
      averageCents: Amount,
      byStatus: Type.Array(StatusFigure),
      byDay: Type.Array(DayFigure),
    }),
  }),
  orderDayState: defineCall({
    method: 'GET', path: '/api/customer/orders/orderdaystate', auth: 'customer', permission: 'menu:order:orderdaystate', designed: true,
    summary: 'For every day of the range, how many of the orders created that day are in each status now, and their amount.',
    query: StatsQuery,
    data: Type.Object({
      days: Type.Array(Type.Object({
        day: Type.String(),
        counts: Type.Object(Object.fromEntries(orderStatuses.map((s) => [s, Count])) as Record<(typeof orderStatuses)[number], typeof Count>),
        totalCents: Amount,
      })),
    }),
  }),
} as const;
