/**
 * Typed fixtures of the stores calls (`satisfies CallData<...>`): a contract change breaks the stories at
 * compile time. Logos and product images are inline SVG data URLs: stories make no network calls.
 */
import { waitFor } from 'storybook/test';
import type { CallData } from '@/kit/data';

const swatch = (hue: number, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="12" fill="hsl(${hue} 55% 78%)"/><text x="48" y="58" font-family="sans-serif" font-size="28" text-anchor="middle" fill="hsl(${hue} 40% 25%)">${label}</text></svg>`)}`;

const store = (over: Partial<CallData<'storeList'>['records'][number]>): CallData<'storeList'>['records'][number] => ({
  id: 1,
  platform: 'shopify',
  shop: 'trailhead-goods.myshopify.com',
  name: 'Trailhead Goods',
  logo: swatch(150, 'TG'),
  status: 'authorized',
  scopes: ['write_products', 'read_orders'],
  connectedAt: '2026-09-02T10:15:00.000Z',
  lastSyncAt: '2026-11-23T08:40:00.000Z',
  tokenExpiresAt: null,
  publishedCount: 128,
  orderCount: 342,
  sandbox: false,
  ...over,
});

export const storeRows = [
  store({}),
  store({ id: 2, platform: 'woocommerce', shop: 'https://linen-and-loom.com', name: 'Linen & Loom', logo: null, publishedCount: 46, orderCount: 97, lastSyncAt: '2026-11-22T19:05:00.000Z' }),
  store({ id: 3, platform: 'shopline', shop: 'cosy-corner.myshopline.com', name: 'Cosy Corner', logo: swatch(20, 'CC'), status: 'auth_expired', publishedCount: 12, orderCount: 30, tokenExpiresAt: '2026-11-20T00:00:00.000Z' }),
  store({ id: 4, platform: 'etsy', shop: null, name: 'Hand & Thread', logo: null, status: 'deactivated', publishedCount: 5, orderCount: 8, lastSyncAt: null }),
  store({ id: 5, platform: 'tiktok', shop: null, name: 'Daily Deals TT', logo: null, status: 'auth_failed', publishedCount: 0, orderCount: 0, lastSyncAt: null, connectedAt: null }),
] satisfies CallData<'storeList'>['records'];

export const storePage = { records: storeRows, total: 5, pageNo: 1, pageSize: 20 } satisfies CallData<'storeList'>;
export const emptyStorePage = { records: [], total: 0, pageNo: 1, pageSize: 20 } satisfies CallData<'storeList'>;

const platform = (name: CallData<'storePlatforms'>[number]['platform'], shop: { pattern: string; example: string } | null, available = true): CallData<'storePlatforms'>[number] => ({
  platform: name, needsShop: shop !== null, shopPattern: shop?.pattern ?? null, shopExample: shop?.example ?? null, available, sandbox: true,
});

export const platforms = [
  platform('shopify', { pattern: '^[a-zA-Z0-9][a-zA-Z0-9-]*\\.myshopify\\.com$', example: 'your-store.myshopify.com' }),
  platform('woocommerce', { pattern: '^https://[a-zA-Z0-9.-]+(:[0-9]+)?(/.*)?$', example: 'https://shop.example.com' }),
  platform('shoplazza', { pattern: '^[a-zA-Z0-9][a-zA-Z0-9-]*\\.myshoplazza\\.com$', example: 'your-store.myshoplazza.com' }),
  platform('shopline', { pattern: '^[a-zA-Z0-9][a-zA-Z0-9-]*\\.myshopline\\.com$', example: 'your-store.myshopline.com' }),
  platform('wix', null),
  platform('etsy', null),
  platform('bigcommerce', null),
  platform('tiktok', null),
  platform('aliexpress', null),
  platform('lightfunnels', null),
  platform('shoper', { pattern: '^[a-zA-Z0-9][a-zA-Z0-9-]*\\.shoparena\\.pl$', example: 'your-store.shoparena.pl' }, false),
  platform('allvalue', { pattern: '^[a-zA-Z0-9][a-zA-Z0-9-]*\\.myallvalue\\.com$', example: 'your-store.myallvalue.com' }),
] satisfies CallData<'storePlatforms'>;

export const storeOptions = storeRows.map(({ id, platform: name, status, ...rest }) => ({ id, platform: name, name: rest.name, status })) satisfies CallData<'storeOptions'>;

const titles = ['Linen shirt', 'Ceramic mug', 'Desk lamp', 'Wool scarf', 'Canvas tote', 'Steel bottle'];

export const publishedRows = titles.map((title, i) => ({
  id: 301 + i,
  skuListId: 101 + i,
  storeId: i % 2 ? 2 : 1,
  storeName: i % 2 ? 'Linen & Loom' : 'Trailhead Goods',
  platform: i % 2 ? ('woocommerce' as const) : ('shopify' as const),
  shopProductId: String(7_001_000 + i * 17),
  title,
  image: swatch(i * 55, title.slice(0, 2)),
  state: i === 4 ? 2 : 1,
  inventoryAvailable: [140, 35, 0, 260, 12, 88][i],
  url: i % 2 ? `https://linen-and-loom.com/product/${i}` : `https://trailhead-goods.myshopify.com/products/item-${i}`,
  lastSyncedAt: '2026-11-23T07:30:00.000Z',
  createdAt: '2026-10-0' + (1 + i) + 'T09:00:00.000Z',
})) satisfies CallData<'skuPublishedList'>['records'];

export const publishedPage = { records: publishedRows, total: 6, pageNo: 1, pageSize: 20 } satisfies CallData<'skuPublishedList'>;
export const emptyPublishedPage = { records: [], total: 0, pageNo: 1, pageSize: 20 } satisfies CallData<'skuPublishedList'>;

export const publishedDetail = {
  product: publishedRows[0],
  variants: [
    { id: 9101, sku: 'LS-NAVY-M', title: 'Navy / M', shopVariantId: '44001', available: 80 },
    { id: 9102, sku: 'LS-NAVY-L', title: 'Navy / L', shopVariantId: '44002', available: 60 },
  ],
} satisfies CallData<'skuPublishedProduct'>;

export const publishJob = {
  id: 412,
  kind: 'storePublish',
  state: 'partially_failed',
  label: '20 products to Trailhead Goods, Linen & Loom',
  total: 20,
  queued: 0,
  running: 0,
  succeeded: 17,
  failed: 1,
  blocked: 2,
  createdAt: '2026-11-23T09:00:00.000Z',
  updatedAt: '2026-11-23T09:01:10.000Z',
  finishedAt: '2026-11-23T09:01:10.000Z',
} satisfies CallData<'jobStatus'>;

export const runningPublishJob = { ...publishJob, id: 413, state: 'running', succeeded: 6, failed: 0, blocked: 2, queued: 11, running: 1, finishedAt: null } satisfies CallData<'jobStatus'>;

const item = (id: number, seq: number, state: CallData<'jobItems'>['records'][number]['state'], title: string, storeName: string, extra: Partial<CallData<'jobItems'>['records'][number]> = {}): CallData<'jobItems'>['records'][number] => ({
  id, seq, state, errorCode: null, errorField: null, message: null, attempts: state === 'queued' ? 0 : 1,
  input: { skuListId: String(100 + seq), storeId: storeName === 'Linen & Loom' ? '2' : '1', title, storeName }, result: null, ...extra,
});

export const publishItems = {
  records: [
    item(1, 1, 'failed', 'Desk lamp', 'Linen & Loom', { errorCode: 'server.stores.publish.platformError', message: 'The store refused the product: the image could not be fetched.' }),
    item(2, 2, 'blocked', 'Wool scarf', 'Trailhead Goods', { errorCode: 'server.stores.publish.belowCost', message: 'The sell price is below the cost.' }),
    item(3, 3, 'blocked', 'Canvas tote', 'Linen & Loom', { errorCode: 'server.stores.publish.outOfStock', message: 'Every variant is out of stock.' }),
    item(4, 4, 'succeeded', 'Linen shirt', 'Trailhead Goods', { result: { shopProductId: '7001000', warnings: 'The margin is under 10 %.' } }),
    item(5, 5, 'succeeded', 'Ceramic mug', 'Linen & Loom', { result: { shopProductId: '7001017', warnings: 'Stock is under 5.' } }),
    item(6, 6, 'succeeded', 'Steel bottle', 'Trailhead Goods', { result: { shopProductId: '7001034', warnings: '' } }),
  ],
  total: 20,
  pageNo: 1,
  pageSize: 200,
} satisfies CallData<'jobItems'>;

export const shelfRecordPage = {
  records: [publishJob, { ...publishJob, id: 405, state: 'done', label: '3 products to Trailhead Goods', total: 3, succeeded: 3, failed: 0, blocked: 0 }, runningPublishJob],
  total: 3,
  pageNo: 1,
  pageSize: 10,
} satisfies CallData<'batchShelfRecord'>;

export const shelfCheck = [
  { skuListId: 101, storeId: 1, title: 'Linen shirt', storeName: 'Trailhead Goods', blocked: null, blockedMessage: null, warnings: ['lowMargin'], warningMessages: ['The margin is under 10 %.'], published: false },
  { skuListId: 102, storeId: 1, title: 'Ceramic mug', storeName: 'Trailhead Goods', blocked: null, blockedMessage: null, warnings: [], warningMessages: [], published: true },
  { skuListId: 103, storeId: 1, title: 'Wool scarf', storeName: 'Trailhead Goods', blocked: 'belowCost', blockedMessage: 'The sell price is below the cost.', warnings: [], warningMessages: [], published: false },
] satisfies CallData<'shelfCheck'>;

export const collections = [
  { id: 'gid-1', title: 'Summer' },
  { id: 'gid-2', title: 'Kitchen' },
  { id: 'gid-3', title: 'Best sellers' },
] satisfies CallData<'shopProductCollections'>;

export const taxNumbers = [
  { id: 1, storeId: 1, storeName: 'Trailhead Goods', countryId: 82, taxNumber: 'DE123456789', createdAt: '2026-10-01T09:00:00.000Z' },
  { id: 2, storeId: 1, storeName: 'Trailhead Goods', countryId: 232, taxNumber: 'IM2760000742', createdAt: '2026-10-05T09:00:00.000Z' },
  { id: 3, storeId: 2, storeName: 'Linen & Loom', countryId: 75, taxNumber: 'FR40303265045', createdAt: '2026-11-02T09:00:00.000Z' },
] satisfies CallData<'storeTaxNumberList'>;

export const countries = [
  { id: 75, code: 'FR', flag: '🇫🇷', name: 'France', enName: 'France' },
  { id: 82, code: 'DE', flag: '🇩🇪', name: 'Germany', enName: 'Germany' },
  { id: 232, code: 'US', flag: '🇺🇸', name: 'United States', enName: 'United States' },
] satisfies CallData<'countryAll'>;

export const connectedAccounts = [
  { id: 11, type: 'paypal', account: 'payments@trailhead-goods.com', storeId: 1, verified: true, connectedAt: '2026-09-10T09:00:00.000Z' },
  { id: 12, type: 'replyEmail', account: 'support@trailhead-goods.com', storeId: null, verified: true, connectedAt: '2026-09-12T09:00:00.000Z' },
  { id: 13, type: 'replyEmail', account: 'hello@linen-and-loom.com', storeId: 2, verified: false, connectedAt: '2026-11-22T09:00:00.000Z' },
] satisfies CallData<'connectAccountList'>;

/** Waits until every image of the story has loaded (the screenshot must not catch one half-drawn). */
export async function imagesLoaded(root: HTMLElement): Promise<void> {
  await waitFor(() => {
    for (const img of root.querySelectorAll('img')) if (!img.complete || img.dataset.loaded !== 'true') throw new Error('an image is still loading');
  }, { timeout: 10_000 });
}
