/** Typed fixtures of the cart stories (shapes of the contract's answers; no casts). */
import type { ComponentProps } from 'react';
import { fn } from 'storybook/test';
import type { CallData } from '@/kit/data';
import type { CartListView } from '@/screens/cart/CartListView';

const line = (id: number, title: string, variant: string, skuNum: number, unitPriceCents: number, extra: Partial<CallData<'cartSelectGroup'>[number]['lines'][number]> = {}) => ({
  id, type: 1, skuId: 1000 + id, productId: 500 + id, sku: `CJ-OUT-${String(id).padStart(6, '0')}-A`, title, image: null, variant,
  storeId: 3, storeName: 'Trailhead Outdoor Co.', warehouseId: null, warehouseName: null, skuNum, unitPriceCents, addedPriceCents: unitPriceCents,
  available: true, currencyCode: 'USD', createdAt: '2026-11-20T09:30:00.000Z', ...extra,
});

export const normalGroups = [
  {
    storeId: 3, storeName: 'Trailhead Outdoor Co.',
    lines: [
      line(11, 'Camping stove', 'Titanium', 2, 1840),
      line(12, 'Water bottle', 'Forest green / 750 ml', 5, 615, { addedPriceCents: 590 }),
      line(13, 'Head torch', '300 lumen', 1, 780, { available: false }),
    ],
  },
] satisfies CallData<'cartSelectGroup'>;

export const stockingGroups = [
  {
    storeId: null, storeName: null,
    lines: [
      line(21, 'Rain jacket', 'Navy / M', 40, 1475, { type: 2, storeId: null, storeName: null, warehouseId: 3, warehouseName: 'California' }),
      line(22, 'Water bottle', 'Sand / 750 ml', 60, 615, { type: 2, storeId: null, storeName: null, warehouseId: 5, warehouseName: 'Frankfurt' }),
    ],
  },
] satisfies CallData<'cartSelectGroup'>;

export const quotes = [
  { channelCode: 'CJPACKET_ORDINARY', channelName: 'CJPacket Ordinary', priceCents: 1210, taxCents: 0, totalCents: 1210, agingMinDays: 7, agingMaxDays: 12 },
  { channelCode: 'YUNEXPRESS', channelName: 'YunExpress Global Direct', priceCents: 1390, taxCents: 0, totalCents: 1390, agingMinDays: 6, agingMaxDays: 11 },
];

export const normalPricing = {
  lineCount: 2, itemCount: 7, itemsCents: 6755, shippingCents: 1210, totalCents: 7965, currencyCode: 'USD', payable: true,
  destinations: [{ countryCode: 'US', warehouseId: null, lineIds: [11, 12], quotes, domestic: false, channelCode: 'CJPACKET_ORDINARY', shippingCents: 1210 }],
} satisfies CallData<'cartPaymentInfo'>;

export const stockingPricing = {
  lineCount: 2, itemCount: 100, itemsCents: 95_900, shippingCents: 4_830, totalCents: 100_730, currencyCode: 'USD', payable: true,
  destinations: [
    { countryCode: 'US', warehouseId: 3, lineIds: [21], quotes, domestic: false, channelCode: 'CJPACKET_ORDINARY', shippingCents: 2_410 },
    { countryCode: 'DE', warehouseId: 5, lineIds: [22], domestic: false, quotes: [{ ...quotes[0], totalCents: 2_420, priceCents: 2_420 }], channelCode: 'CJPACKET_ORDINARY', shippingCents: 2_420 },
  ],
} satisfies CallData<'cartPaymentInfo'>;

export const countries = [
  { id: 45, code: 'CN', flag: '🇨🇳', name: 'China', enName: 'China' },
  { id: 82, code: 'DE', flag: '🇩🇪', name: 'Germany', enName: 'Germany' },
  { id: 232, code: 'US', flag: '🇺🇸', name: 'United States', enName: 'United States' },
] satisfies CallData<'countryAll'>;

export const emptyAddress = { name: '', line1: '', line2: null, city: '', province: null, postalCode: null, phone: null, email: null, countryCode: 'US' };
export const filledAddress = { ...emptyAddress, name: 'Maya Rivera', line1: '12 Pine Street', city: 'Portland', province: 'OR', postalCode: '97201' };

export const buyAgainOrder = {
  orderId: 42, number: 'MP20261120000042', kind: 'normal',
  skus: [
    { skuId: 1011, sku: 'CJ-OUT-000011-A', title: 'Camping stove', variant: 'Titanium', image: null, quantity: 2, unitPriceCents: 1840, available: true, currencyCode: 'USD' },
    { skuId: 1013, sku: 'CJ-OUT-000013-A', title: 'Head torch', variant: '300 lumen', image: null, quantity: 1, unitPriceCents: 780, available: false, currencyCode: 'USD' },
  ],
} satisfies CallData<'skuListByOrderId'>;

/** The normal cart with two of its lines chosen, as its desktop and phone stories show it. */
export const cartListArgs = (): ComponentProps<typeof CartListView> => ({
  type: 1, cartTypes: [1, 2, 3, 4], onType: fn(), groups: normalGroups, isLoading: false, error: null, onRetry: fn(),
  selected: new Set([11, 12]), onSelect: fn(), onQuantity: fn(), onRemove: fn(),
  pricing: normalPricing, isPricing: false, onChannel: fn(), countries, address: filledAddress, onAddress: fn(),
  onCheckout: fn(), isCheckingOut: false, fieldErrors: null, checkoutError: null, canCheckout: true,
});
