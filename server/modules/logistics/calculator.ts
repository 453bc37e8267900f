/**
 * The shipping calculator (DOMAIN.md section 7): every channel that carries a parcel from a ships-from country
 * to a destination, with price, VAT on the service, total and aging, cheapest first. Cart, orders, product
 * detail and /shipping/calculate all quote through here. Integer maths only: weights in grams, money in cents.
 *
 * A rate row names its destination as a country code, a zone (logistics_zone_country) or '*' (anywhere); per
 * channel the most specific one that has a row wins (country over zone over '*'), then the weight bracket that
 * holds the chargeable weight. The chargeable weight is the actual weight, or the volumetric one when the
 * channel has a divisor and the parcel is bulkier than heavy.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { country, countryDefaultLogistics, logisticsChannel, logisticsRate, logisticsZoneCountry, product, variant } from '../../db/schema';
import { fail } from '../../http/envelope';

export interface ShippingQuote {
  channelCode: string;
  channelName: string;
  priceCents: number;
  taxCents: number;
  totalCents: number;
  agingMinDays: number;
  agingMaxDays: number;
}

/** The parcel the rate cards are read for. */
export interface Parcel {
  fromCountryCode: string;
  toCountryCode: string;
  /** Actual weight of the whole parcel. */
  grams: number;
  /** Sum of the items' boxes (length × width × height), for volumetric weight. */
  volumeMm3: number;
  /** Holds batteries, liquids, magnets or powders: only channels taking sensitive goods. */
  sensitive: boolean;
}

/** The rate-card destination wildcard. */
export const ANYWHERE = '*';

const ceilDiv = (a: number, b: number) => Math.floor((a + b - 1) / b);

/** Price of one bracket's row for a chargeable weight (grams ≥ 1). */
export function ratePrice(rate: { firstGrams: number; firstPriceCents: number; stepGrams: number; stepPriceCents: number }, grams: number): number {
  const extra = Math.max(0, grams - rate.firstGrams);
  return rate.firstPriceCents + ceilDiv(extra, rate.stepGrams) * rate.stepPriceCents;
}

/** VAT on the service, rounded half up to the cent. */
export const taxOf = (priceCents: number, taxBp: number) => Math.floor((priceCents * taxBp + 5_000) / 10_000);

/** Quotes a parcel described by weight and volume (the calculator page and quoteShipping both end here). */
export async function quoteParcel(db: DbOrTx, parcel: Parcel): Promise<ShippingQuote[]> {
  const from = parcel.fromCountryCode.toUpperCase();
  const to = parcel.toCountryCode.toUpperCase();
  const zones = (await db.select({ zone: logisticsZoneCountry.zone }).from(logisticsZoneCountry).where(eq(logisticsZoneCountry.countryCode, to))).map((z) => z.zone);
  const rows = await db.select({ rate: logisticsRate, channel: logisticsChannel }).from(logisticsRate)
    .innerJoin(logisticsChannel, eq(logisticsChannel.id, logisticsRate.channelId))
    .where(and(eq(logisticsRate.fromCountryCode, from), inArray(logisticsRate.toCode, [to, ...zones, ANYWHERE])))
    .orderBy(asc(logisticsChannel.sort), asc(logisticsRate.minGrams));
  const specificity = (toCode: string) => (toCode === to ? 0 : toCode === ANYWHERE ? 2 : 1);
  const byChannel = new Map<number, typeof rows>();
  for (const row of rows) byChannel.set(row.channel.id, [...(byChannel.get(row.channel.id) ?? []), row]);
  const quotes: ShippingQuote[] = [];
  for (const lane of byChannel.values()) {
    const { channel } = lane[0];
    if (parcel.sensitive && !channel.sensitiveOk) continue;
    const best = Math.min(...lane.map((row) => specificity(row.rate.toCode)));
    const volumetric = channel.volumetricDivisor ? ceilDiv(parcel.volumeMm3, channel.volumetricDivisor) : 0;
    const grams = Math.max(1, parcel.grams, volumetric);
    const bracket = lane.find((row) => specificity(row.rate.toCode) === best && row.rate.minGrams < grams && grams <= row.rate.maxGrams);
    if (!bracket) continue;
    const priceCents = ratePrice(bracket.rate, grams);
    const taxCents = taxOf(priceCents, bracket.rate.taxBp);
    quotes.push({
      channelCode: channel.code, channelName: channel.name, priceCents, taxCents, totalCents: priceCents + taxCents,
      agingMinDays: bracket.rate.agingMinDays, agingMaxDays: bracket.rate.agingMaxDays,
    });
  }
  return quotes.sort((a, b) => a.totalCents - b.totalCents || a.agingMaxDays - b.agingMaxDays || a.channelCode.localeCompare(b.channelCode));
}

/** What the items weigh and measure together; a variant that does not exist is 9002. */
export async function parcelOf(db: DbOrTx, items: Array<{ variantId: number; quantity: number }>) {
  const ids = [...new Set(items.map((item) => item.variantId))];
  const rows = ids.length ? await db.select({
    id: variant.id, grams: variant.weightGrams, l: variant.lengthMm, w: variant.widthMm, h: variant.heightMm, sensitive: product.sensitive,
  }).from(variant).innerJoin(product, eq(product.id, variant.productId)).where(inArray(variant.id, ids)) : [];
  if (rows.length !== ids.length) throw fail.notFound();
  const byId = new Map(rows.map((row) => [row.id, row]));
  let grams = 0;
  let volumeMm3 = 0;
  let sensitive = false;
  for (const item of items) {
    const row = byId.get(item.variantId);
    if (!row || item.quantity <= 0) continue;
    grams += row.grams * item.quantity;
    volumeMm3 += row.l * row.w * row.h * item.quantity;
    sensitive ||= row.sensitive;
  }
  return { grams, volumeMm3, sensitive };
}

/**
 * Every channel that reaches `toCountryCode` from `fromCountryCode` for these items, cheapest first; an empty
 * array when none does (or there is nothing to ship).
 */
export async function quoteShipping(db: Db | Tx, input: { fromCountryCode: string; toCountryCode: string; items: Array<{ variantId: number; quantity: number }> }): Promise<ShippingQuote[]> {
  const parcel = await parcelOf(db, input.items);
  if (parcel.grams <= 0) return [];
  return quoteParcel(db, { fromCountryCode: input.fromCountryCode, toCountryCode: input.toCountryCode, ...parcel });
}

/** The merchant's default channel for a destination country (code), or null when none is set. */
export async function defaultChannelFor(db: DbOrTx, customerId: number, toCountryCode: string): Promise<{ channelCode: string; channelName: string } | null> {
  const [row] = await db.select({ channelCode: logisticsChannel.code, channelName: logisticsChannel.name }).from(countryDefaultLogistics)
    .innerJoin(country, eq(country.id, countryDefaultLogistics.countryId))
    .innerJoin(logisticsChannel, eq(logisticsChannel.id, countryDefaultLogistics.channelId))
    .where(and(eq(countryDefaultLogistics.customerId, customerId), eq(country.code, toCountryCode.toUpperCase())));
  return row ?? null;
}
