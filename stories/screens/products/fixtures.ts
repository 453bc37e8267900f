/**
 * Typed fixtures of the product calls: each is checked against the contract's data type (`satisfies`),
 * so a contract change breaks the stories at compile time rather than silently showing old shapes.
 * Images are inline SVG data URLs: stories make no network calls.
 */
import { waitFor } from 'storybook/test';
import type { CallData } from '@/kit/data';

const swatch = (hue: number, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="hsl(${hue} 55% 78%)"/><text x="48" y="56" font-family="sans-serif" font-size="20" text-anchor="middle" fill="hsl(${hue} 40% 25%)">${label}</text></svg>`)}`;

const titles = ['Linen shirt', 'Ceramic mug', 'Desk lamp', 'Wool scarf', 'Canvas tote', 'Steel bottle', 'Bamboo cutting board', 'Travel pillow'];

export const skuListRows: CallData<'skuListAll'>['records'] = titles.map((title, i) => ({
  id: 101 + i,
  goodsId: `CJ-HOME-${String(1200 + i).padStart(6, '0')}`,
  title,
  image: swatch(i * 45, title.slice(0, 2)),
  state: i % 5,
  thirdFrom: i % 3 === 0 ? 'file' : 'catalogue',
  variantCount: 2 + (i % 4),
  minPrice: 1299 + i * 250,
  maxPrice: 1299 + i * 250 + (i % 2) * 500,
  currencyCode: 'USD',
  createdAt: `2026-0${1 + (i % 9)}-1${i % 9}T09:30:00.000Z`,
  updatedAt: '2026-10-01T09:30:00.000Z',
}));

export const skuListPage = {
  records: skuListRows,
  total: 42,
  totalIsLowerBound: false,
  pageNo: 1,
  pageSize: 20,
  nextCursor: null,
} satisfies CallData<'skuListAll'>;

export const hugeListPage = { ...skuListPage, total: 10_000, totalIsLowerBound: true, pageNo: 500, nextCursor: 'c2:1700000000000:9001' } satisfies CallData<'skuListAll'>;

export const emptyPage = { ...skuListPage, records: [], total: 0 } satisfies CallData<'skuListAll'>;

export const entry = {
  ...skuListRows[0],
  descriptionHtml: '<p>Breathable linen, relaxed fit.</p>',
  images: [swatch(20, '1'), swatch(60, '2')],
  availableImages: [swatch(20, '1'), swatch(60, '2'), swatch(200, '3')],
  variants: [
    { id: 501, sku: 'LS-NAVY-M', title: 'Navy / M', optionValues: [{ name: 'Colour', value: 'Navy' }, { name: 'Size', value: 'M' }], image: null, costPrice: 640, sellPrice: 1299, compareAtPrice: 1899, enabled: true, weight: 220, shippingCost: null },
    { id: 502, sku: 'LS-NAVY-L', title: 'Navy / L', optionValues: [{ name: 'Colour', value: 'Navy' }, { name: 'Size', value: 'L' }], image: null, costPrice: 660, sellPrice: 1399, compareAtPrice: null, enabled: false, weight: 240, shippingCost: null },
  ],
} satisfies CallData<'skuListEntry'>;

export const importJob = {
  id: 77,
  kind: 'skuListImportFile',
  state: 'partially_failed',
  label: 'products-october.csv',
  total: 2000,
  queued: 0,
  running: 0,
  succeeded: 1950,
  failed: 50,
  blocked: 0,
  createdAt: '2026-11-23T18:00:00.000Z',
  updatedAt: '2026-11-23T18:02:00.000Z',
  finishedAt: '2026-11-23T18:02:00.000Z',
} satisfies CallData<'jobStatus'>;

export const runningJob = { ...importJob, state: 'running', succeeded: 640, failed: 12, queued: 1348, finishedAt: null } satisfies CallData<'jobStatus'>;

export const importFailures = {
  records: Array.from({ length: 5 }, (_, i) => ({
    id: 9000 + i,
    seq: 14 + i * 37,
    state: 'failed' as const,
    errorCode: i % 2 ? 'server.import.badPrice' : 'server.import.unknownSpu',
    errorField: i % 2 ? 'sellPrice' : 'spu',
    message: i % 2 ? 'The sell price must be a number of at most 2 decimals.' : 'No catalogue product has this code.',
    attempts: 1,
    input: { spu: `CJ-X-${i}`, title: 'Row', sellPrice: i % 2 ? 'abc' : '12.00', compareAtPrice: '' },
    result: null,
  })),
  total: 50,
  pageNo: 1,
  pageSize: 100,
} satisfies CallData<'jobItems'>;

export const importRecords = {
  records: [importJob, { ...importJob, id: 76, label: 'spring.xlsx', state: 'done', succeeded: 120, failed: 0, total: 120 }, { ...runningJob, id: 78, label: 'restock.csv' }],
  nextBeforeId: 76,
} satisfies CallData<'jobList'>;

/** Waits until every image of the story has loaded (the screenshot must not catch one half-drawn). */
export async function imagesLoaded(root: HTMLElement): Promise<void> {
  await waitFor(() => {
    for (const img of root.querySelectorAll('img')) if (!img.complete || img.dataset.loaded !== 'true') throw new Error('an image is still loading');
  }, { timeout: 10_000 });
}
