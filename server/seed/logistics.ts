/**
 * The platform's logistics reference data (DOMAIN.md section 7): seven channels and their rate cards from the
 * ships-from countries (CN, TH, US, DE, TR) to countries, zones and the rest of the world. Seeded when the
 * channel table is empty. Prices are list prices of the kind such carriers publish, in cents.
 */
import { count } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { logisticsChannel, logisticsRate, logisticsZoneCountry } from '../db/schema';
import { ANYWHERE } from '../modules/logistics/calculator';

export const zoneSeeds: Record<string, string[]> = {
  EU: ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'],
  EUROPE: ['GB', 'NO', 'CH', 'IS'],
  NA: ['US', 'CA', 'MX'],
  OCEANIA: ['AU', 'NZ'],
  ASIA: ['JP', 'KR', 'SG', 'MY', 'PH', 'ID', 'VN', 'HK', 'TW', 'IN', 'TH'],
  MIDEAST: ['AE', 'SA', 'IL', 'QA', 'KW', 'TR'],
  LATAM: ['BR', 'CL', 'CO', 'AR', 'PE'],
};

export const channelSeeds = [
  { code: 'CJPACKET_ORDINARY', name: 'CJPacket Ordinary', carrier: 'CJ Logistics', sensitiveOk: false, volumetricDivisor: null, sort: 1 },
  { code: 'CJPACKET_SENSITIVE', name: 'CJPacket Sensitive', carrier: 'CJ Logistics', sensitiveOk: true, volumetricDivisor: null, sort: 2 },
  { code: 'YUNEXPRESS', name: 'YunExpress Global Direct', carrier: 'YunExpress', sensitiveOk: false, volumetricDivisor: 8000, sort: 3 },
  { code: 'USPS_PLUS', name: 'USPS+', carrier: 'USPS', sensitiveOk: true, volumetricDivisor: 5000, sort: 4 },
  { code: 'DHL_ECOMMERCE', name: 'DHL eCommerce', carrier: 'DHL', sensitiveOk: false, volumetricDivisor: 5000, sort: 5 },
  { code: 'POSTNL', name: 'PostNL International', carrier: 'PostNL', sensitiveOk: true, volumetricDivisor: null, sort: 6 },
  { code: 'TURKISH_POST', name: 'Turkish Post (PTT)', carrier: 'PTT', sensitiveOk: false, volumetricDivisor: null, sort: 7 },
] as const;

type ChannelCode = (typeof channelSeeds)[number]['code'];

/** A lane: price of the first 100 g and of each further 100 g (cents), aging in days, VAT on the service. */
interface Lane { channel: ChannelCode; from: string; to: string; first: number; per100: number; min: number; max: number; taxBp?: number; maxGrams?: number }

/** Chinese lanes of CJPacket Ordinary; the other channels from CN and TH are priced from them. */
const fromChina: Array<Omit<Lane, 'channel' | 'from'>> = [
  { to: 'US', first: 420, per100: 95, min: 7, max: 12 },
  { to: 'NA', first: 480, per100: 110, min: 8, max: 15 },
  { to: 'EU', first: 450, per100: 100, min: 8, max: 14 },
  { to: 'EUROPE', first: 440, per100: 98, min: 7, max: 12 },
  { to: 'OCEANIA', first: 500, per100: 120, min: 9, max: 15 },
  { to: 'ASIA', first: 300, per100: 60, min: 5, max: 9 },
  { to: 'MIDEAST', first: 520, per100: 125, min: 10, max: 18 },
  { to: 'LATAM', first: 650, per100: 150, min: 15, max: 25 },
  { to: ANYWHERE, first: 700, per100: 160, min: 15, max: 30 },
];

const scaled = (channel: ChannelCode, from: string, percent: number, slower: number, only?: string[]): Lane[] =>
  fromChina.filter((lane) => !only || only.includes(lane.to)).map((lane) => ({
    ...lane, channel, from,
    first: Math.floor((lane.first * percent) / 100), per100: Math.floor((lane.per100 * percent) / 100),
    min: Math.max(1, lane.min + slower), max: lane.max + slower,
  }));

export const laneSeeds: Lane[] = [
  ...scaled('CJPACKET_ORDINARY', 'CN', 100, 0),
  ...scaled('CJPACKET_SENSITIVE', 'CN', 125, 2),
  ...scaled('YUNEXPRESS', 'CN', 112, -1, ['US', 'NA', 'EU', 'EUROPE', 'OCEANIA', 'ASIA', 'MIDEAST']),
  ...scaled('POSTNL', 'CN', 118, 1, ['EU', 'EUROPE']),
  ...scaled('CJPACKET_ORDINARY', 'TH', 108, 1),
  ...scaled('CJPACKET_SENSITIVE', 'TH', 133, 3),
  { channel: 'USPS_PLUS', from: 'US', to: 'US', first: 450, per100: 40, min: 2, max: 5 },
  { channel: 'DHL_ECOMMERCE', from: 'US', to: 'US', first: 520, per100: 35, min: 3, max: 6 },
  { channel: 'DHL_ECOMMERCE', from: 'US', to: 'CA', first: 980, per100: 120, min: 5, max: 9 },
  { channel: 'DHL_ECOMMERCE', from: 'US', to: ANYWHERE, first: 1900, per100: 300, min: 8, max: 15 },
  { channel: 'DHL_ECOMMERCE', from: 'DE', to: 'DE', first: 450, per100: 20, min: 1, max: 3, taxBp: 1900 },
  { channel: 'DHL_ECOMMERCE', from: 'DE', to: 'EU', first: 690, per100: 55, min: 3, max: 6, taxBp: 1900 },
  { channel: 'DHL_ECOMMERCE', from: 'DE', to: 'EUROPE', first: 890, per100: 80, min: 4, max: 8 },
  { channel: 'DHL_ECOMMERCE', from: 'DE', to: ANYWHERE, first: 1500, per100: 250, min: 7, max: 14 },
  { channel: 'POSTNL', from: 'DE', to: 'EU', first: 640, per100: 60, min: 4, max: 7, taxBp: 1900 },
  { channel: 'POSTNL', from: 'DE', to: 'EUROPE', first: 850, per100: 85, min: 5, max: 9 },
  { channel: 'POSTNL', from: 'DE', to: 'NA', first: 1300, per100: 200, min: 8, max: 14 },
  { channel: 'POSTNL', from: 'DE', to: ANYWHERE, first: 1450, per100: 230, min: 9, max: 18 },
  { channel: 'TURKISH_POST', from: 'TR', to: 'TR', first: 250, per100: 15, min: 1, max: 4, taxBp: 2000 },
  { channel: 'TURKISH_POST', from: 'TR', to: 'EU', first: 680, per100: 90, min: 6, max: 12 },
  { channel: 'TURKISH_POST', from: 'TR', to: 'EUROPE', first: 700, per100: 95, min: 6, max: 12 },
  { channel: 'TURKISH_POST', from: 'TR', to: 'MIDEAST', first: 550, per100: 70, min: 5, max: 10 },
  { channel: 'TURKISH_POST', from: 'TR', to: 'NA', first: 900, per100: 140, min: 10, max: 18 },
  { channel: 'TURKISH_POST', from: 'TR', to: ANYWHERE, first: 1100, per100: 170, min: 12, max: 25 },
  { channel: 'DHL_ECOMMERCE', from: 'TR', to: 'EU', first: 950, per100: 70, min: 4, max: 7 },
];

/**
 * A lane's three weight brackets: up to 500 g by 10 g steps, up to 2 kg by 100 g steps (10 % cheaper), and up
 * to the lane's limit (20 kg) by 500 g steps (20 % cheaper); each bracket starts at the price the one below
 * ends at, so the price never drops as the weight grows.
 */
export function bracketsOf(lane: Lane) {
  const step10 = Math.ceil(lane.per100 / 10);
  const at500 = lane.first + 40 * step10;
  const step100 = Math.floor((lane.per100 * 9) / 10);
  const at2000 = at500 + 15 * step100;
  const step500 = lane.per100 * 4;
  const common = { fromCountryCode: lane.from, toCode: lane.to, taxBp: lane.taxBp ?? 0, agingMinDays: lane.min, agingMaxDays: lane.max };
  return [
    { ...common, minGrams: 0, maxGrams: 500, firstGrams: 100, firstPriceCents: lane.first, stepGrams: 10, stepPriceCents: step10 },
    { ...common, minGrams: 500, maxGrams: 2000, firstGrams: 500, firstPriceCents: at500, stepGrams: 100, stepPriceCents: step100 },
    { ...common, minGrams: 2000, maxGrams: lane.maxGrams ?? 20_000, firstGrams: 2000, firstPriceCents: at2000, stepGrams: 500, stepPriceCents: step500 },
  ];
}

/** Seeds channels, zones and rate cards when there is no channel yet; returns whether it did. */
export async function seedLogistics(db: DbOrTx): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(logisticsChannel);
  if (n > 0) return false;
  const channels = await db.insert(logisticsChannel).values(channelSeeds.map((c) => ({ ...c }))).returning({ id: logisticsChannel.id, code: logisticsChannel.code });
  const idOf = new Map(channels.map((c) => [c.code, c.id]));
  await db.insert(logisticsZoneCountry).values(Object.entries(zoneSeeds).flatMap(([zone, codes]) => codes.map((countryCode) => ({ zone, countryCode }))));
  await db.insert(logisticsRate).values(laneSeeds.flatMap((lane) => bracketsOf(lane).map((row) => ({ ...row, channelId: idOf.get(lane.channel) ?? 0 }))));
  return true;
}
