/**
 * Which channel an order ships with: the one already chosen if it still reaches the destination, else the
 * merchant's default for the country (/shipping/settings), else the cheapest that reaches it.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { logisticsChannel } from '../../db/schema';
import { defaultChannelFor, type ShippingQuote } from '../logistics/calculator';

/** An order's detail with its channel's name (detail shows the name, not the code). */
export async function withChannelName<T extends { channelCode: string | null }>(db: DbOrTx, detail: T): Promise<T & { channelName: string | null }> {
  if (!detail.channelCode) return { ...detail, channelName: null };
  const [row] = await db.select({ name: logisticsChannel.name }).from(logisticsChannel).where(eq(logisticsChannel.code, detail.channelCode));
  return { ...detail, channelName: row?.name ?? null };
}

export async function chooseChannel(db: DbOrTx, customerId: number, toCountryCode: string | null, quotes: ShippingQuote[], current: string | null): Promise<string | null> {
  if (quotes.length === 0) return current;
  if (current && quotes.some((q) => q.channelCode === current)) return current;
  const preferred = toCountryCode ? await defaultChannelFor(db, customerId, toCountryCode) : null;
  if (preferred && quotes.some((q) => q.channelCode === preferred.channelCode)) return preferred.channelCode;
  return quotes[0].channelCode;
}

/** The merchant's default channel for a destination, when one is set. */
export async function defaultChannelCode(db: DbOrTx, customerId: number, toCountryCode: string | null): Promise<string | null> {
  if (!toCountryCode) return null;
  return (await defaultChannelFor(db, customerId, toCountryCode))?.channelCode ?? null;
}
