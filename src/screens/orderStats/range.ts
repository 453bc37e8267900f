/** The stats pages' date range: from the URL, else the last N days (the merchant's preference), in UTC. */
import { STATS_MAX_DAYS } from '@/api/contract/orderStats';

const DAY_MS = 86_400_000;
const isDay = (value: string | null): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));

export function rangeOf(params: URLSearchParams, days: number, now = new Date()): { startDate: string; endDate: string } {
  const start = params.get('startDate');
  const end = params.get('endDate');
  if (isDay(start) && isDay(end) && start <= end && (Date.parse(end) - Date.parse(start)) / DAY_MS < STATS_MAX_DAYS) return { startDate: start, endDate: end };
  const endDate = now.toISOString().slice(0, 10);
  return { startDate: new Date(Date.parse(`${endDate}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10), endDate };
}

/** "2026-11-23" → a short localised day label (UTC). */
export const dayLabel = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
