/**
 * Logistics calls: the channel list, the calculator page's quote for a parcel, and the merchant's default
 * channel per destination country (customerCountryDefaultLogistics). Quotes come from calculator.ts.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { country, countryDefaultLogistics, logisticsChannel, logisticsRate, logisticsZoneCountry } from '../../db/schema';
import { apiStatus } from '../../../src/api/contract/shared';
import { ApiFailure } from '../../http/envelope';
import { translate, type Lang } from '../../http/i18n';
import { ANYWHERE, quoteParcel } from './calculator';

const invalid = (lang: Lang, field: string, reasonKey: string) =>
  new ApiFailure(apiStatus.invalidInput, { params: { field, reason: translate(lang, reasonKey) } });
const countryName = (lang: Lang) => (lang === 'zh' ? country.nameZh : lang === 'tr' ? country.nameTr : country.nameEn);

export async function listChannels(db: DbOrTx) {
  return db.select({ id: logisticsChannel.id, code: logisticsChannel.code, name: logisticsChannel.name, carrier: logisticsChannel.carrier, sensitiveOk: logisticsChannel.sensitiveOk })
    .from(logisticsChannel).orderBy(asc(logisticsChannel.sort), asc(logisticsChannel.id));
}

async function countryCodeOf(db: DbOrTx, id: number, lang: Lang, field: string): Promise<string> {
  const [row] = await db.select({ code: country.code }).from(country).where(eq(country.id, id));
  if (!row) throw invalid(lang, field, 'server.validation.other');
  return row.code;
}

export async function calculate(db: DbOrTx, input: {
  fromCountryCode: string; toCountryId: number; weightGrams: number; lengthMm?: number; widthMm?: number; heightMm?: number; sensitive?: boolean;
}, lang: Lang) {
  const toCountryCode = await countryCodeOf(db, input.toCountryId, lang, 'toCountryId');
  const [from] = await db.select({ shipsFrom: country.shipsFrom }).from(country).where(eq(country.code, input.fromCountryCode));
  if (!from?.shipsFrom) throw invalid(lang, 'fromCountryCode', 'server.logistics.notShipsFrom');
  const box = input.lengthMm && input.widthMm && input.heightMm ? input.lengthMm * input.widthMm * input.heightMm : 0;
  return quoteParcel(db, { fromCountryCode: input.fromCountryCode, toCountryCode, grams: input.weightGrams, volumeMm3: box, sensitive: input.sensitive ?? false });
}

/** Whether any rate card of the channel reaches the country (by its code, a zone of it, or anywhere). */
async function reaches(db: DbOrTx, channelId: number, countryCode: string): Promise<boolean> {
  const zones = (await db.select({ zone: logisticsZoneCountry.zone }).from(logisticsZoneCountry).where(eq(logisticsZoneCountry.countryCode, countryCode))).map((z) => z.zone);
  const [row] = await db.select({ id: logisticsRate.id }).from(logisticsRate)
    .where(and(eq(logisticsRate.channelId, channelId), inArray(logisticsRate.toCode, [countryCode, ...zones, ANYWHERE]))).limit(1);
  return Boolean(row);
}

export async function listCountryDefaults(db: DbOrTx, ownerId: number, query: { pageNo?: number; pageSize?: number; countryId?: number }, lang: Lang) {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 20;
  const filter = and(eq(countryDefaultLogistics.customerId, ownerId), query.countryId ? eq(countryDefaultLogistics.countryId, query.countryId) : undefined);
  const records = await db.select({
    id: countryDefaultLogistics.id, countryId: countryDefaultLogistics.countryId, countryName: countryName(lang),
    logisticsId: logisticsChannel.id, logisticsName: logisticsChannel.name,
  }).from(countryDefaultLogistics)
    .innerJoin(country, eq(country.id, countryDefaultLogistics.countryId))
    .innerJoin(logisticsChannel, eq(logisticsChannel.id, countryDefaultLogistics.channelId))
    .where(filter).orderBy(asc(countryName(lang)), asc(countryDefaultLogistics.id)).limit(pageSize).offset((pageNo - 1) * pageSize);
  const [{ n }] = await db.select({ n: count() }).from(countryDefaultLogistics).where(filter);
  return { records, total: n, pageNo, pageSize };
}

/** Sets (or with null clears) the owner's default channel for a country; a channel that never ships there is refused. */
export async function saveCountryDefault(db: DbOrTx, ownerId: number, input: { countryId: number; logisticsId: number | null }, lang: Lang) {
  const code = await countryCodeOf(db, input.countryId, lang, 'countryId');
  if (input.logisticsId === null) {
    await db.delete(countryDefaultLogistics).where(and(eq(countryDefaultLogistics.customerId, ownerId), eq(countryDefaultLogistics.countryId, input.countryId)));
    return null;
  }
  const [channel] = await db.select({ id: logisticsChannel.id }).from(logisticsChannel).where(eq(logisticsChannel.id, input.logisticsId));
  if (!channel) throw invalid(lang, 'logisticsId', 'server.validation.other');
  if (!(await reaches(db, channel.id, code))) throw invalid(lang, 'logisticsId', 'server.logistics.notShippingThere');
  await db.insert(countryDefaultLogistics).values({ customerId: ownerId, countryId: input.countryId, channelId: channel.id })
    .onConflictDoUpdate({ target: [countryDefaultLogistics.customerId, countryDefaultLogistics.countryId], set: { channelId: channel.id, updatedAt: new Date() } });
  return null;
}


