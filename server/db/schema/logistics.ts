/**
 * Logistics rate cards (DOMAIN.md section 7): shipping channels, the zones a rate card may name instead of one
 * country, and the rate rows (from country, to country or zone, weight bracket → first-weight price and price
 * per extra weight step, VAT on the service, aging in days). Plus each merchant's default channel per
 * destination country. Money in integer cents, weights in grams.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { country } from './common';
import { customer } from './customer';

export const logisticsChannel = pgTable('logistics_channel', {
  id: serial('id').primaryKey(),
  /** Stable code orders keep (e.g. CJPACKET_ORDINARY). */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  carrier: text('carrier').notNull(),
  /** Takes sensitive goods (batteries, liquids, magnets, powders). */
  sensitiveOk: boolean('sensitive_ok').notNull().default(false),
  /**
   * Volumetric divisor in mm³ per gram (5000 = the carriers' 5,000 cm³/kg); null when the channel charges the
   * actual weight only.
   */
  volumetricDivisor: integer('volumetric_divisor'),
  sort: smallint('sort').notNull().default(0),
}, (t) => [check('logistics_channel_divisor_check', sql`${t.volumetricDivisor} is null or ${t.volumetricDivisor} > 0`)]);

/** Countries of a zone (EU, NA, …); a rate row's `to_code` is a country code or a zone code. */
export const logisticsZoneCountry = pgTable('logistics_zone_country', {
  zone: text('zone').notNull(),
  countryCode: text('country_code').notNull(),
}, (t) => [primaryKey({ columns: [t.zone, t.countryCode] }), index('logistics_zone_country_idx').on(t.countryCode)]);

export const logisticsRate = pgTable('logistics_rate', {
  id: serial('id').primaryKey(),
  channelId: integer('channel_id').notNull().references(() => logisticsChannel.id, { onDelete: 'cascade' }),
  fromCountryCode: text('from_country_code').notNull(),
  /** A country code (two letters) or a zone of logistics_zone_country; a country row wins over its zone. */
  toCode: text('to_code').notNull(),
  /** The bracket: chargeable weight above minGrams up to and including maxGrams. */
  minGrams: integer('min_grams').notNull(),
  maxGrams: integer('max_grams').notNull(),
  firstGrams: integer('first_grams').notNull(),
  firstPriceCents: integer('first_price_cents').notNull(),
  /** Each started step of stepGrams beyond firstGrams costs stepPriceCents. */
  stepGrams: integer('step_grams').notNull(),
  stepPriceCents: integer('step_price_cents').notNull(),
  /** VAT the carrier charges on the service, in basis points (1900 = 19 %). */
  taxBp: integer('tax_bp').notNull().default(0),
  agingMinDays: smallint('aging_min_days').notNull(),
  agingMaxDays: smallint('aging_max_days').notNull(),
}, (t) => [
  index('logistics_rate_lane_idx').on(t.fromCountryCode, t.toCode, t.minGrams),
  check('logistics_rate_bracket_check', sql`${t.minGrams} >= 0 and ${t.maxGrams} > ${t.minGrams} and ${t.firstGrams} > 0 and ${t.stepGrams} > 0`),
  check('logistics_rate_price_check', sql`${t.firstPriceCents} >= 0 and ${t.stepPriceCents} >= 0 and ${t.taxBp} between 0 and 10000`),
  check('logistics_rate_aging_check', sql`${t.agingMinDays} > 0 and ${t.agingMaxDays} >= ${t.agingMinDays}`),
]);

/** A merchant's default channel per destination country (`customerCountryDefaultLogistics`). */
export const countryDefaultLogistics = pgTable('country_default_logistics', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customer.id, { onDelete: 'cascade' }),
  countryId: integer('country_id').notNull().references(() => country.id),
  channelId: integer('channel_id').notNull().references(() => logisticsChannel.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('country_default_logistics_customer_country_idx').on(t.customerId, t.countryId)]);
