/**
 * Typed fixtures of the order calls (checked against the contract with `satisfies`), fixed dates, inline
 * SVG images: stories make no network calls and shoot the same picture every time.
 */
import { waitFor } from 'storybook/test';
import type { CallData } from '@/kit/data';

const swatch = (hue: number, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="hsl(${hue} 55% 78%)"/><text x="48" y="56" font-family="sans-serif" font-size="20" text-anchor="middle" fill="hsl(${hue} 40% 25%)">${label}</text></svg>`)}`;

type Row = CallData<'orderList'>['records'][number];
const base: Row = {
  id: 0, number: '', kind: 'normal', status: 'draft', paymentStatus: 'unpaid', fulfilmentStatus: 'unfulfilled', problem: null, source: 'store',
  storeId: 1, storeName: 'Trailhead Outdoor Co.', storeOrderName: null, buyerName: null, countryCode: 'US', channelCode: 'CJPACKET_ORDINARY', itemCount: 1,
  productCents: 0, shippingCents: 0, totalCents: 0, currencyCode: 'USD', carrier: null, trackingNumber: null,
  createdAt: '2026-11-20T10:00:00.000Z', paidAt: null, shippedAt: null,
};
const spec: Array<Partial<Row>> = [
  { status: 'draft', problem: 'unmapped_variant', buyerName: 'Olivia Bennett', storeOrderName: '#TH-20177', productCents: 0, channelCode: null },
  { status: 'draft', buyerName: 'Emma Schulz', countryCode: 'DE', storeOrderName: '#TH-20176', productCents: 2380, shippingCents: 612 },
  { status: 'awaiting_payment', buyerName: 'Liam Carter', storeOrderName: '#TH-20170', productCents: 4150, shippingCents: 498, itemCount: 3 },
  { status: 'processing', paymentStatus: 'paid', buyerName: 'Ava Thompson', countryCode: 'GB', storeOrderName: '#TH-20160', productCents: 1820, shippingCents: 705, paidAt: '2026-11-18T12:00:00.000Z' },
  { status: 'shipped', paymentStatus: 'paid', fulfilmentStatus: 'shipped', buyerName: 'Lucas Martin', countryCode: 'CA', storeOrderName: '#TH-20140', productCents: 3090, shippingCents: 910, carrier: 'YunExpress', trackingNumber: 'YT7310004213', paidAt: '2026-11-12T12:00:00.000Z', shippedAt: '2026-11-14T12:00:00.000Z' },
  { status: 'delivered', paymentStatus: 'paid', fulfilmentStatus: 'delivered', kind: 'stocking', source: 'cart', storeId: null, storeName: null, buyerName: null, countryCode: null, productCents: 48000, shippingCents: 3200, itemCount: 40, carrier: 'USPS', trackingNumber: '9400731000421', paidAt: '2026-11-01T12:00:00.000Z', shippedAt: '2026-11-03T12:00:00.000Z' },
  { status: 'completed', paymentStatus: 'paid', fulfilmentStatus: 'delivered', kind: 'self_buy', source: 'cart', storeId: null, storeName: null, buyerName: 'Maya Rivera', productCents: 1240, shippingCents: 450, paidAt: '2026-10-20T12:00:00.000Z' },
  { status: 'canceled', buyerName: 'Mia Wilson', countryCode: 'AU', storeOrderName: '#TH-20101', productCents: 990, shippingCents: 820 },
];
export const orderRows: Row[] = spec.map((s, i) => {
  const row = { ...base, ...s, id: 501 + i, number: `MP20261120${String(42 - i).padStart(6, '0')}`, createdAt: `2026-11-${String(20 - i * 2).padStart(2, '0')}T10:00:00.000Z` };
  return { ...row, totalCents: row.productCents + row.shippingCents };
});

export const orderPage = { records: orderRows, total: 312, totalIsLowerBound: false, pageNo: 1, pageSize: 20, nextCursor: 'eyJ4IjoxfQ' } satisfies CallData<'orderList'>;
export const emptyOrderPage = { ...orderPage, records: [], total: 0, nextCursor: null } satisfies CallData<'orderList'>;
export const orderCounts = {
  counts: { draft: 26, awaiting_payment: 24, processing: 38, shipped: 60, delivered: 70, completed: 40, canceled: 18, attention: 9 },
  capped: [],
} satisfies CallData<'orderStatusCounts'>;
export const stores = [{ id: 1, name: 'Trailhead Outdoor Co.' }, { id: 2, name: 'Trailhead Outlet' }];

const address = { name: 'Lucas Martin', line1: '88 Queen St W', line2: null, city: 'Toronto', province: 'ON', postalCode: 'M5H 2N2', countryCode: 'CA', phone: '+1 416 555 0100', email: 'lucas@example.com' };
const shippedEvents: CallData<'orderDetail'>['events'] = [
    { id: 1, type: 'created', actor: 'system', fromStatus: null, toStatus: 'draft', data: { source: 'store', storeOrderName: '#TH-20140' }, createdAt: '2026-11-12T09:00:00.000Z' },
    { id: 2, type: 'processed', actor: 'merchant', fromStatus: 'draft', toStatus: 'awaiting_payment', data: { channelCode: 'YUNEXPRESS', totalCents: 4000 }, createdAt: '2026-11-12T10:00:00.000Z' },
    { id: 3, type: 'paid', actor: 'merchant', fromStatus: 'awaiting_payment', toStatus: 'processing', data: { checkoutId: '77' }, createdAt: '2026-11-12T12:00:00.000Z' },
    { id: 4, type: 'shipped', actor: 'staff', fromStatus: 'processing', toStatus: 'shipped', data: { carrier: 'YunExpress', trackingNumber: 'YT7310004213' }, createdAt: '2026-11-14T12:00:00.000Z' },
  ];

export const shippedOrder = {
  ...orderRows[4], channelCode: 'YUNEXPRESS', channelName: 'YunExpress Global Direct', itemCount: 3, subType: null, buyerEmail: 'lucas@example.com', address, warehouseId: null, discountCents: 0, remark: null, deliveredAt: null,
  lines: [
    { id: 9001, title: 'Trail running vest (Black / M)', storeSku: 'TH-VEST-BM', storeVariantId: 'sv-1', variantId: 311, sku: 'CJ-SPRT-000311-BM', image: swatch(200, 'TV'), quantity: 1, unitCostCents: 1890, storeUnitPriceCents: 4999, weightGrams: 320 },
    { id: 9002, title: 'Collapsible cup (Orange)', storeSku: 'TH-CUP-O', storeVariantId: 'sv-2', variantId: 402, sku: 'CJ-OUTD-000402-O', image: swatch(30, 'CC'), quantity: 2, unitCostCents: 600, storeUnitPriceCents: 1499, weightGrams: 80 },
  ],
  events: shippedEvents,
} satisfies CallData<'orderDetail'>;

export const draftInfo = {
  order: {
    ...orderRows[0], channelName: null, subType: null, buyerEmail: 'olivia@example.com', warehouseId: null, discountCents: 0, remark: null, deliveredAt: null,
    address: { name: 'Olivia Bennett', line1: '1420 NW Lovejoy St', line2: null, city: 'Portland', province: 'OR', postalCode: '97209', countryCode: 'US', phone: null, email: 'olivia@example.com' },
    lines: [
      { id: 9101, title: 'Camp lantern — Sand', storeSku: 'TH-LANT-S', storeVariantId: 'sv-9', variantId: null, sku: null, image: null, quantity: 2, unitCostCents: 0, storeUnitPriceCents: 2999, weightGrams: 0 },
      { id: 9102, title: 'Dry bag 20 L — Blue', storeSku: 'TH-DRY-20B', storeVariantId: 'sv-10', variantId: 512, sku: 'CJ-OUTD-000512-B', image: swatch(210, 'DB'), quantity: 1, unitCostCents: 1150, storeUnitPriceCents: 2499, weightGrams: 260 },
    ],
    events: [],
  },
  quotes: [
    { channelCode: 'CJPACKET_ORDINARY', channelName: 'CJPacket Ordinary', priceCents: 560, taxCents: 0, totalCents: 560, agingMinDays: 7, agingMaxDays: 12 },
    { channelCode: 'YUNEXPRESS', channelName: 'YunExpress Global Direct', priceCents: 640, taxCents: 0, totalCents: 640, agingMinDays: 6, agingMaxDays: 10 },
    { channelCode: 'DHL_ECOMMERCE', channelName: 'DHL eCommerce', priceCents: 1480, taxCents: 0, totalCents: 1480, agingMinDays: 4, agingMaxDays: 7 },
  ],
  defaultChannelCode: 'YUNEXPRESS',
} satisfies CallData<'orderDraftProcessInfo'>;

export const readyDraftInfo = {
  ...draftInfo,
  order: {
    ...draftInfo.order, problem: null, channelCode: 'YUNEXPRESS', channelName: 'YunExpress Global Direct', productCents: 3450, shippingCents: 640, totalCents: 4090,
    lines: draftInfo.order.lines.map((line) => (line.variantId ? line : { ...line, variantId: 520, sku: 'CJ-OUTD-000520-S', image: swatch(45, 'CL'), unitCostCents: 1150, weightGrams: 410 })),
  },
} satisfies CallData<'orderDraftProcessInfo'>;

export const variantChoices = [
  { variantId: 520, sku: 'CJ-OUTD-000520-S', title: 'Camp lantern', options: 'Sand', image: swatch(45, 'CL'), costCents: 1150, weightGrams: 410 },
  { variantId: 521, sku: 'CJ-OUTD-000520-G', title: 'Camp lantern', options: 'Graphite', image: swatch(0, 'CL'), costCents: 1150, weightGrams: 410 },
] satisfies CallData<'orderVariantSearch'>;

/** Waits until every image has loaded and faded in (the shot must not catch one half-drawn). */
export async function imagesLoaded(root: HTMLElement): Promise<void> {
  await waitFor(() => {
    for (const img of root.querySelectorAll('img')) if (!img.complete || img.dataset.loaded !== 'true') throw new Error('an image is still loading');
  }, { timeout: 10_000 });
}
