/**
 * Logistics over the real server and the seeded rate cards: the calculator's prices worked out by hand from the
 * cards, cheapest first, sensitive goods, no route; quoteShipping from variants; the default channel per country
 * (save, list, clear, refused channels, 40301, tenancy); the product detail's shipping estimate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { signedInServer, type SignedInServer, type TestServer, SERVER_START_MS } from '../../test/harness';
import { country, inventory, logisticsChannel, product, variant } from '../../db/schema';
import { defaultChannelFor, quoteShipping, ratePrice, taxOf, type ShippingQuote } from './calculator';

let server: TestServer;
let merchant: string;
let viewer: string;
let other: string;
let ownerId: number;
const ids: Record<string, number> = {};
let data: SignedInServer['data'];

beforeAll(async () => {
  ({ server, merchant, merchantId: ownerId, viewer, other, data } = await signedInServer('log'));
  for (const row of await server.services.db.select({ id: country.id, code: country.code }).from(country)) ids[row.code] = row.id;
}, SERVER_START_MS);
afterAll(() => server?.close());

describe('POST /api/customer/logistics/calculate', () => {
  it('prices a parcel from the rate card (worked out by hand), cheapest first, integers only', async () => {
    const quotes: ShippingQuote[] = await data('shippingCalculate', { token: merchant, body: { fromCountryCode: 'CN', toCountryId: ids.US, weightGrams: 250 } });
    // CJPacket Ordinary CN→US: first 100 g 4.20, then 0.10 per started 10 g: 4.20 + 15 × 0.10.
    expect(quotes.find((q) => q.channelCode === 'CJPACKET_ORDINARY')).toEqual({
      channelCode: 'CJPACKET_ORDINARY', channelName: 'CJPacket Ordinary', priceCents: 570, taxCents: 0, totalCents: 570, agingMinDays: 7, agingMaxDays: 12,
    });
    expect(quotes.map((q) => q.channelCode)).toEqual(expect.arrayContaining(['CJPACKET_SENSITIVE', 'YUNEXPRESS']));
    const totals = quotes.map((q) => q.totalCents);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    for (const q of quotes) expect(Number.isInteger(q.priceCents) && q.totalCents === q.priceCents + q.taxCents).toBe(true);
  });

  it('adds VAT on the service where the card charges it, and the zone card applies to its countries', async () => {
    const quotes: ShippingQuote[] = await data('shippingCalculate', { token: merchant, body: { fromCountryCode: 'DE', toCountryId: ids.FR, weightGrams: 1000 } });
    // DHL eCommerce DE→EU: 500 g cost 6.90 + 40 × 0.06 = 9.30; then 0.49 per started 100 g: 9.30 + 5 × 0.49 = 11.75; VAT 19 % = 2.23.
    expect(quotes.find((q) => q.channelCode === 'DHL_ECOMMERCE')).toMatchObject({ priceCents: 1175, taxCents: 223, totalCents: 1398, agingMinDays: 3, agingMaxDays: 6 });
    expect(quotes.find((q) => q.channelCode === 'POSTNL')).toBeDefined();
  });

  it('charges the volumetric weight of a bulky box on channels with a divisor', async () => {
    const light = await data('shippingCalculate', { token: merchant, body: { fromCountryCode: 'US', toCountryId: ids.US, weightGrams: 300 } });
    const bulky = await data('shippingCalculate', { token: merchant, body: { fromCountryCode: 'US', toCountryId: ids.US, weightGrams: 300, lengthMm: 400, widthMm: 300, heightMm: 200 } });
    const usps = (list: ShippingQuote[]) => list.find((q) => q.channelCode === 'USPS_PLUS')?.priceCents ?? 0;
    // 400 × 300 × 200 mm / 5000 = 4,800 g chargeable instead of 300 g.
    expect(usps(bulky)).toBeGreaterThan(usps(light));
  });

  it('keeps sensitive goods to the channels that take them, and answers no channel as an empty list', async () => {
    const sensitive: ShippingQuote[] = await data('shippingCalculate', { token: merchant, body: { fromCountryCode: 'CN', toCountryId: ids.US, weightGrams: 250, sensitive: true } });
    expect(sensitive.map((q) => q.channelCode)).toContain('CJPACKET_SENSITIVE');
    expect(sensitive.map((q) => q.channelCode)).not.toContain('CJPACKET_ORDINARY');
    expect(await data('shippingCalculate', { token: merchant, body: { fromCountryCode: 'US', toCountryId: ids.FR, weightGrams: 250, sensitive: true } })).toEqual([]);
  });

  it('refuses bad input naming the field, no token and a sub-account without the code', async () => {
    const notOrigin = await server.call('shippingCalculate', { token: merchant, body: { fromCountryCode: 'FR', toCountryId: ids.US, weightGrams: 250 } });
    expect(notOrigin.status).toBe(9001);
    expect(notOrigin.message).toContain('fromCountryCode');
    const heavy = await server.call('shippingCalculate', { token: merchant, body: { fromCountryCode: 'CN', toCountryId: ids.US, weightGrams: 25_000 } });
    expect(heavy.status).toBe(9001);
    expect(heavy.message).toContain('weightGrams');
    expect((await server.call('shippingCalculate', { token: merchant, body: { fromCountryCode: 'CN', toCountryId: 99_999, weightGrams: 100 } })).status).toBe(9001);
    expect((await server.call('shippingCalculate', { body: { fromCountryCode: 'CN', toCountryId: ids.US, weightGrams: 100 } })).status).toBe(40101);
    expect((await server.call('shippingCalculate', { token: viewer, body: { fromCountryCode: 'CN', toCountryId: ids.US, weightGrams: 100 } })).status).toBe(40301);
  });
});

describe('quoteShipping (the service the cart and orders use)', () => {
  it('weighs the variants times their quantities and matches the card', async () => {
    const db = server.services.db;
    const [one] = await db.select({ id: variant.id, grams: variant.weightGrams }).from(variant)
      .innerJoin(product, eq(product.id, variant.productId)).where(eq(product.sensitive, false)).limit(1);
    const quotes = await quoteShipping(db, { fromCountryCode: 'CN', toCountryCode: 'US', items: [{ variantId: one.id, quantity: 3 }] });
    const ordinary = quotes.find((q) => q.channelCode === 'CJPACKET_ORDINARY');
    const grams = one.grams * 3;
    const card = grams <= 500 ? { firstGrams: 100, firstPriceCents: 420, stepGrams: 10, stepPriceCents: 10 }
      : grams <= 2000 ? { firstGrams: 500, firstPriceCents: 820, stepGrams: 100, stepPriceCents: 85 }
        : { firstGrams: 2000, firstPriceCents: 820 + 15 * 85, stepGrams: 500, stepPriceCents: 380 };
    expect(ordinary?.priceCents).toBe(ratePrice(card, grams));
    expect(await quoteShipping(db, { fromCountryCode: 'CN', toCountryCode: 'US', items: [] })).toEqual([]);
    await expect(quoteShipping(db, { fromCountryCode: 'CN', toCountryCode: 'US', items: [{ variantId: 2_000_000, quantity: 1 }] })).rejects.toThrow();
    expect(taxOf(1175, 1900)).toBe(223);
  });
});

describe('customerCountryDefaultLogistics', () => {
  it('saves, lists, answers defaultChannelFor and clears the default channel of a country', async () => {
    const channels = await data('logisticsChannels', { token: merchant });
    expect(channels).toHaveLength(7);
    const dhl = channels.find((c: { code: string }) => c.code === 'DHL_ECOMMERCE');
    await data('countryDefaultLogisticsSave', { token: merchant, body: { countryId: ids.FR, logisticsId: dhl.id } });
    const page = await data('countryDefaultLogistics', { token: merchant, query: {} });
    expect(page.records).toEqual([expect.objectContaining({ countryId: ids.FR, logisticsId: dhl.id, logisticsName: 'DHL eCommerce' })]);
    expect((await data('countryDefaultLogistics', { token: merchant, lang: 'tr', query: { countryId: ids.FR } })).records[0].countryName).toBe('Fransa');
    expect(await defaultChannelFor(server.services.db, ownerId, 'FR')).toEqual({ channelCode: 'DHL_ECOMMERCE', channelName: 'DHL eCommerce' });
    // Another merchant sees none of it.
    expect((await data('countryDefaultLogistics', { token: other, query: {} })).total).toBe(0);
    await data('countryDefaultLogisticsSave', { token: merchant, body: { countryId: ids.FR, logisticsId: null } });
    expect(await defaultChannelFor(server.services.db, ownerId, 'FR')).toBeNull();
  });

  it('refuses a channel that never ships there, an unknown country or channel, and a sub-account without settings', async () => {
    const [usps] = await server.services.db.select({ id: logisticsChannel.id }).from(logisticsChannel).where(eq(logisticsChannel.code, 'USPS_PLUS'));
    const refused = await server.call('countryDefaultLogisticsSave', { token: merchant, body: { countryId: ids.FR, logisticsId: usps.id } });
    expect(refused.status).toBe(9001);
    expect(refused.message).toContain('logisticsId');
    expect((await server.call('countryDefaultLogisticsSave', { token: merchant, body: { countryId: 99_999, logisticsId: usps.id } })).status).toBe(9001);
    expect((await server.call('countryDefaultLogisticsSave', { token: merchant, body: { countryId: ids.US, logisticsId: 99_999 } })).status).toBe(9001);
    expect((await server.call('countryDefaultLogisticsSave', { token: viewer, body: { countryId: ids.US, logisticsId: usps.id } })).status).toBe(40301);
    expect((await server.call('countryDefaultLogistics', { token: viewer, query: {} })).status).toBe(40301);
    expect((await data('countryDefaultLogistics', { token: merchant, query: {} })).total).toBe(0);
  });
});

describe('GET /api/tenant/product/shipping/:id', () => {
  it('quotes a product to the destination from each country holding its stock', async () => {
    const db = server.services.db;
    const [stocked] = await db.select({ productId: variant.productId, variantId: variant.id }).from(inventory)
      .innerJoin(variant, eq(variant.id, inventory.variantId)).innerJoin(product, eq(product.id, variant.productId))
      .where(and(isNull(product.ownerCustomerId), eq(product.status, 'on_sale'), eq(product.sensitive, false))).limit(1);
    const estimate = await data('catalogueShipping', { token: merchant, params: { id: stocked.productId }, query: { toCountryId: ids.US, variantId: stocked.variantId, quantity: 2 } });
    expect(estimate.length).toBeGreaterThan(0);
    const china = estimate.find((e: { fromCountryCode: string }) => e.fromCountryCode === 'CN');
    expect(china.quotes.length).toBeGreaterThan(0);
    expect(china.quotes[0].totalCents).toBeLessThanOrEqual(china.quotes.at(-1).totalCents);
    const bad = await server.call('catalogueShipping', { token: merchant, params: { id: stocked.productId }, query: { toCountryId: ids.US, variantId: 2_000_000 } });
    expect(bad.status).toBe(9001);
    expect((await server.call('catalogueShipping', { token: merchant, params: { id: 2_000_000 }, query: { toCountryId: ids.US } })).status).toBe(9002);
    expect((await server.call('catalogueShipping', { token: viewer, params: { id: stocked.productId }, query: { toCountryId: ids.US } })).status).toBe(40301);
  });
});
