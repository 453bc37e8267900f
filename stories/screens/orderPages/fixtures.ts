/** Typed fixtures of the other order pages' stories (no casts: each satisfies its call's answer). */
import type { ComponentProps } from 'react';
import { fn } from 'storybook/test';
import type { CallData } from '@/kit/data';
import type { KindOrdersView } from '@/screens/orderKinds/KindOrdersView';
import { kindPages } from '@/screens/orderKinds/kinds';

const at = '2026-11-20T09:30:00.000Z';

export const fileJob = {
  id: 41, kind: 'orderFile', state: 'partially_failed', label: 'november-orders.xlsx', total: 120, queued: 0, running: 0, succeeded: 117, failed: 3, blocked: 0,
  createdAt: at, updatedAt: at, finishedAt: at,
} satisfies CallData<'jobStatus'>;

export const fileFailures: CallData<'jobItems'> = {
  total: 3, pageNo: 1, pageSize: 5,
  records: [
    { id: 901, seq: 14, state: 'failed', errorCode: 'server.orderFiles.unknownSku', errorField: 'sku', message: 'Row 14: no orderable catalogue variant has this sku.', attempts: 1, input: { orderRef: 'SO-1014', sku: 'CJ-XX-1' }, result: null },
    { id: 902, seq: 27, state: 'failed', errorCode: 'server.orderFiles.badQuantity', errorField: 'quantity', message: 'Row 27: quantity must be a whole number from 1 to 100000.', attempts: 1, input: { orderRef: 'SO-1027', quantity: 'two' }, result: null },
    { id: 903, seq: 88, state: 'failed', errorCode: 'server.orderFiles.duplicateRef', errorField: 'orderRef', message: 'Row 88: an order with this orderRef was already imported.', attempts: 1, input: { orderRef: 'SO-1001' }, result: null },
  ],
};

export const fileLog = {
  nextCursor: '41-5',
  records: [
    { itemId: 1, jobId: 41, fileName: 'november-orders.xlsx', row: 2, state: 'succeeded', orderRef: 'SO-1001', orderId: 501, orderNumber: 'MP20261120000101', errorField: null, message: null, uploadedAt: at },
    { itemId: 2, jobId: 41, fileName: 'november-orders.xlsx', row: 3, state: 'succeeded', orderRef: 'SO-1002', orderId: 502, orderNumber: 'MP20261120000102', errorField: null, message: null, uploadedAt: at },
    { itemId: 3, jobId: 41, fileName: 'november-orders.xlsx', row: 14, state: 'failed', orderRef: 'SO-1014', orderId: null, orderNumber: null, errorField: 'sku', message: 'Row 14: no orderable catalogue variant has this sku.', uploadedAt: at },
    { itemId: 4, jobId: 41, fileName: 'november-orders.xlsx', row: 27, state: 'failed', orderRef: 'SO-1027', orderId: null, orderNumber: null, errorField: 'quantity', message: 'Row 27: quantity must be a whole number from 1 to 100000.', uploadedAt: at },
  ],
} satisfies CallData<'orderFileLog'>;

export const readyExport = {
  id: 7, format: 'xlsx', rowCount: 1284, state: 'ready', jobId: null, downloadUrl: '/api/customer/orders/export/file/abc', filter: { status: 'shipped', startDate: '2026-11-01', endDate: '2026-11-20' },
  createdAt: at, expiresAt: '2026-11-20T10:30:00.000Z',
} satisfies CallData<'orderExport'>;

export const exportList = [
  readyExport,
  { id: 6, format: 'csv', rowCount: 48210, state: 'preparing', jobId: 39, downloadUrl: null, filter: { kind: 'normal' }, createdAt: at, expiresAt: '2026-11-27T09:30:00.000Z' },
  { id: 5, format: 'xlsx', rowCount: 310, state: 'expired', jobId: null, downloadUrl: null, filter: {}, createdAt: '2026-11-19T08:00:00.000Z', expiresAt: '2026-11-19T09:00:00.000Z' },
] satisfies CallData<'orderExportList'>;

const statuses = ['draft', 'awaiting_payment', 'processing', 'shipped', 'delivered', 'completed', 'canceled'] as const;
const days = Array.from({ length: 14 }, (_, i) => new Date(Date.UTC(2026, 10, 7 + i)).toISOString().slice(0, 10));

export const summary = {
  count: 412, totalCents: 1_845_320, paidCents: 1_512_800, averageCents: 4479,
  byStatus: statuses.map((status, i) => ({ status, count: [22, 35, 48, 120, 96, 71, 20][i], totalCents: [90_100, 160_220, 220_000, 540_000, 430_000, 330_000, 75_000][i] })),
  byDay: days.map((day, i) => ({ day, count: 20 + ((i * 7) % 13), totalCents: 90_000 + ((i * 37_100) % 60_000), paidCount: 15 + ((i * 5) % 9), paidCents: 70_000 + ((i * 21_700) % 50_000) })),
} satisfies CallData<'orderSummary'>;

export const dayState = {
  days: days.map((day, i) => ({
    day,
    counts: { draft: i > 10 ? 3 : 0, awaiting_payment: i > 8 ? 4 : 1, processing: i > 5 ? 6 : 2, shipped: 8 - (i % 4), delivered: i < 10 ? 9 : 2, completed: i < 7 ? 5 : 0, canceled: i % 5 === 0 ? 2 : 1 },
    totalCents: 95_000 + ((i * 29_300) % 40_000),
  })),
} satisfies CallData<'orderDayState'>;

export const automaticInfo = {
  enabled: true, dailyLimitCents: 50_000, maxOrderCents: 15_000, storeIds: [3], payWay: 'balance',
  today: { day: '2026-11-20', spentCents: 31_250, processed: 9, paid: 7 }, lastRunAt: at,
  stores: [{ id: 3, name: 'Harbor Home', platform: 'shopify' }, { id: 4, name: 'Lumen Gadgets', platform: 'woocommerce' }],
} satisfies CallData<'automaticInfo'>;

export const preferences = [
  { code: 'exportFormat', value: 'xlsx', options: ['xlsx', 'csv'] },
  { code: 'statsDays', value: '30', options: ['30', '7', '90'] },
  { code: 'listPageSize', value: '20', options: ['20', '50', '100'] },
] satisfies CallData<'preferencesAll'>;

const order = (id: number, status: (typeof statuses)[number], total: number, buyer: string | null, country: string | null) => ({
  id, number: `MP2026111${id}000${id}`, kind: 'self_buy' as const, status, paymentStatus: status === 'awaiting_payment' || status === 'canceled' ? 'unpaid' as const : 'paid' as const,
  fulfilmentStatus: status === 'shipped' ? 'shipped' as const : status === 'delivered' ? 'delivered' as const : 'unfulfilled' as const,
  problem: null, source: 'manual' as const, storeId: null, storeName: null, storeOrderName: null, buyerName: buyer, countryCode: country, channelCode: 'CJPACKET',
  itemCount: (id % 4) + 1, productCents: total - 700, shippingCents: 700, totalCents: total, currencyCode: 'USD', carrier: null, trackingNumber: null,
  createdAt: `2026-11-${10 + (id % 9)}T10:00:00.000Z`, paidAt: null, shippedAt: null,
});

export const kindPage = {
  records: [order(1, 'awaiting_payment', 4820, 'Grace Hopper', 'US'), order(2, 'processing', 12_999, 'Grace Hopper', 'US'), order(3, 'shipped', 2750, 'Ada Lovelace', 'GB'), order(4, 'canceled', 990, 'Ada Lovelace', 'GB')],
  total: 4, totalIsLowerBound: false, pageNo: 1, pageSize: 20, nextCursor: null,
} satisfies CallData<'orderKindList'>;

export const warehouses = [
  { id: 1, code: 'CN-SZ', name: 'Shenzhen', countryCode: 'CN' },
  { id: 3, code: 'US-CA', name: 'California', countryCode: 'US' },
] satisfies CallData<'orderWarehouses'>;

export const variantResults = [
  { variantId: 11, sku: 'CJ-HOME-000011-NV-M', title: 'Linen apron', options: 'Navy / M', image: null, costCents: 899, weightGrams: 240 },
  { variantId: 12, sku: 'CJ-HOME-000011-GR-M', title: 'Linen apron', options: 'Green / M', image: null, costCents: 899, weightGrams: 240 },
] satisfies CallData<'orderVariantSearch'>;

const address = { name: 'Grace Hopper', line1: '400 Main Avenue', line2: null, city: 'Boston', province: 'MA', postalCode: '02110', countryCode: 'US', phone: null, email: null };
export const mergeGroups = [
  {
    key: 'self_buy|grace hopper|400 main avenue||boston|ma|02110|us', kind: 'self_buy', address,
    orders: [
      { id: 1, number: 'MP20261111000101', itemCount: 2, totalCents: 4820, createdAt: at },
      { id: 5, number: 'MP20261112000105', itemCount: 1, totalCents: 2100, createdAt: at },
    ],
  },
] satisfies CallData<'orderMergeCandidates'>;

export const channels = [
  { id: 1, code: 'CJPACKET', name: 'CJPacket Ordinary', carrier: 'CJ', sensitiveOk: false },
  { id: 2, code: 'YUN', name: 'YunExpress', carrier: 'Yun', sensitiveOk: true },
] satisfies CallData<'logisticsChannels'>;

/** The self-buy orders list as its desktop and phone stories show it. */
export const kindOrdersArgs = (): ComponentProps<typeof KindOrdersView> => ({
  page: kindPages.self_buy, onFilters: fn(), onClearFilters: fn(), data: kindPage, isLoading: false, error: null, onRetry: fn(),
  isKeyset: false, onNextCursor: fn(), onPreviousCursor: fn(), canCreate: true, onCreate: fn(), detailHref: (id: number) => `/orders/detail/${id}`,
});
