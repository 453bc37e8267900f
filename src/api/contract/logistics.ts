/**
 * Logistics (DOMAIN.md section 7; spec "Logistics" and `customerCountryDefaultLogistics`): the channels, the
 * shipping calculator (/shipping/calculate) and the merchant's default channel per destination country.
 * Money in integer cents, weights in grams, sizes in millimetres.
 */
import { Type } from 'typebox';
import { defineCall } from './define';
import { Count, Empty, Id, Nullable, Page, PageQuery } from './shared';
import { Cents } from './products';

/** The heaviest parcel a rate card prices (grams), and the longest side the calculator takes (mm). */
export const PARCEL_MAX_GRAMS = 20_000;
export const PARCEL_MAX_SIDE_MM = 1_500;

export const CountryCode = Type.String({ minLength: 2, maxLength: 2, pattern: '^[A-Z]{2}$' });

export const ShippingQuote = Type.Object({
  channelCode: Type.String(),
  channelName: Type.String(),
  priceCents: Cents,
  taxCents: Cents,
  totalCents: Cents,
  agingMinDays: Count,
  agingMaxDays: Count,
});

export const LogisticsChannel = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  carrier: Type.String(),
  sensitiveOk: Type.Boolean(),
});

export const CountryDefaultLogistics = Type.Object({
  id: Type.Integer(),
  countryId: Type.Integer(),
  countryName: Type.String(),
  logisticsId: Type.Integer(),
  logisticsName: Type.String(),
});

const Side = Type.Optional(Type.Integer({ minimum: 1, maximum: PARCEL_MAX_SIDE_MM }));

export const logisticsCalls = {
  logisticsChannels: defineCall({
    method: 'GET', path: '/api/customer/logistics/channels', auth: 'customer', permission: null, designed: true,
    summary: 'Every shipping channel (code, name, carrier, whether it takes sensitive goods).',
    data: Type.Array(LogisticsChannel),
  }),
  shippingCalculate: defineCall({
    method: 'POST', path: '/api/customer/logistics/calculate', auth: 'customer', permission: 'menu:logistics:calculate', designed: true,
    summary: 'The shipping calculator: every channel from a ships-from country to a destination for a parcel (grams, optional box in mm, sensitive goods), cheapest first.',
    body: Type.Object({
      fromCountryCode: CountryCode,
      toCountryId: Id,
      weightGrams: Type.Integer({ minimum: 1, maximum: PARCEL_MAX_GRAMS }),
      lengthMm: Side,
      widthMm: Side,
      heightMm: Side,
      sensitive: Type.Optional(Type.Boolean()),
    }),
    data: Type.Array(ShippingQuote),
  }),
  countryDefaultLogistics: defineCall({
    method: 'GET', path: '/api/customer/customerCountryDefaultLogistics/pagevo', auth: 'customer', permission: 'settings', designed: true,
    summary: 'Default logistics method per destination country.',
    query: Type.Object({ ...PageQuery, countryId: Type.Optional(Id) }),
    data: Page(CountryDefaultLogistics),
  }),
  countryDefaultLogisticsSave: defineCall({
    method: 'PUT', path: '/api/customer/customerCountryDefaultLogistics/save', auth: 'customer', permission: 'settings', designed: true,
    summary: 'Set (logisticsId) or clear (null) the default channel for a destination country.',
    body: Type.Object({ countryId: Id, logisticsId: Nullable(Id) }),
    data: Empty,
  }),
} as const;
