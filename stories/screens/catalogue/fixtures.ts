/**
 * Typed fixtures of the catalogue calls, checked against the contract's data types (`satisfies`), so a
 * contract change breaks the stories at compile time. Images are inline SVG data URLs: no network.
 */
import type { CallData } from '@/kit/data';

const swatch = (hue: number, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="hsl(${hue} 55% 78%)"/><text x="48" y="56" font-family="sans-serif" font-size="20" text-anchor="middle" fill="hsl(${hue} 40% 25%)">${label}</text></svg>`)}`;

export const categories = [
  { id: 1, parentId: null, name: 'Home & Garden', image: null },
  { id: 2, parentId: 1, name: 'Kitchen', image: null },
  { id: 3, parentId: 1, name: 'Lighting', image: null },
  { id: 4, parentId: null, name: 'Outdoor', image: null },
] satisfies CallData<'tenantCategoryAll'>;

export const countries = [
  { id: 156, code: 'CN', flag: '🇨🇳', name: 'China', enName: 'China' },
  { id: 840, code: 'US', flag: '🇺🇸', name: 'United States', enName: 'United States' },
] satisfies CallData<'countryFrom'>;

const titles = ['Steel water bottle', 'Ceramic mug', 'Desk lamp', 'Camping lantern', 'Bamboo cutting board', 'Glass jar set'];

export const catalogueRows: CallData<'catalogueSearch'>['records'] = titles.map((title, i) => ({
  id: 501 + i,
  spu: `CJ-HOME-${String(300 + i).padStart(6, '0')}`,
  title,
  image: swatch(i * 60, title.slice(0, 2)),
  categoryId: i % 2 ? 2 : 3,
  minCost: 450 + i * 175,
  maxCost: 450 + i * 175 + (i % 2) * 300,
  minSuggested: 1299 + i * 400,
  variantCount: 2 + (i % 3),
  shipsFrom: i % 3 === 0 ? ['CN', 'US'] : ['CN'],
  listings: 10 - i,
  skuListId: i === 1 ? 77 : null,
}));

export const cataloguePage = { records: catalogueRows, total: 126, totalIsLowerBound: false, pageNo: 1, pageSize: 24 } satisfies CallData<'catalogueSearch'>;
export const emptyCataloguePage = { records: [], total: 0, totalIsLowerBound: false, pageNo: 1, pageSize: 24 } satisfies CallData<'catalogueSearch'>;

export const catalogueProduct = {
  id: 501,
  spu: 'CJ-HOME-000300',
  title: 'Steel water bottle',
  descriptionHtml: '<p>Double-walled stainless steel keeps drinks cold for 24 hours.</p><ul><li>750 ml</li><li>Leak-proof lid</li></ul>',
  images: [swatch(200, 'A'), swatch(20, 'B'), swatch(120, 'C')],
  tags: ['outdoor'],
  categoryPath: [{ id: 1, name: 'Home & Garden' }, { id: 2, name: 'Kitchen' }],
  supplier: { id: 9, name: 'Shenzhen Bright Goods', countryCode: 'CN', countryName: 'China', rating: 4.6, responseHours: 12 },
  options: [{ name: 'Color', values: ['Navy', 'Sand'] }, { name: 'Size', values: ['500 ml', '750 ml'] }],
  variants: [
    { id: 1, sku: 'CJ-HOME-000300-NV-500', optionValues: [{ name: 'Color', value: 'Navy' }, { name: 'Size', value: '500 ml' }], image: null, costPrice: 450, suggestedPrice: 1299, weightGrams: 320, lengthMm: 70, widthMm: 70, heightMm: 240, stock: [{ warehouseId: 1, available: 140 }, { warehouseId: 3, available: 12 }] },
    { id: 2, sku: 'CJ-HOME-000300-NV-750', optionValues: [{ name: 'Color', value: 'Navy' }, { name: 'Size', value: '750 ml' }], image: null, costPrice: 560, suggestedPrice: 1499, weightGrams: 410, lengthMm: 75, widthMm: 75, heightMm: 280, stock: [{ warehouseId: 1, available: 80 }] },
    { id: 3, sku: 'CJ-HOME-000300-SD-500', optionValues: [{ name: 'Color', value: 'Sand' }, { name: 'Size', value: '500 ml' }], image: null, costPrice: 450, suggestedPrice: 1299, weightGrams: 320, lengthMm: 70, widthMm: 70, heightMm: 240, stock: [] },
    { id: 4, sku: 'CJ-HOME-000300-SD-750', optionValues: [{ name: 'Color', value: 'Sand' }, { name: 'Size', value: '750 ml' }], image: null, costPrice: 560, suggestedPrice: 1499, weightGrams: 410, lengthMm: 75, widthMm: 75, heightMm: 280, stock: [{ warehouseId: 3, available: 5 }] },
  ],
  warehouses: [{ id: 1, code: 'CN-SZ', name: 'Shenzhen', countryCode: 'CN' }, { id: 3, code: 'US-CA', name: 'California', countryCode: 'US' }],
  isPrivate: false,
  skuListId: null,
} satisfies CallData<'catalogueProduct'>;

export const productShipping = [
  {
    fromCountryCode: 'CN', fromCountryName: 'China', quotes: [
      { channelCode: 'CJPACKET_ORDINARY', channelName: 'CJPacket Ordinary', priceCents: 612, taxCents: 0, totalCents: 612, agingMinDays: 7, agingMaxDays: 12 },
      { channelCode: 'YUNEXPRESS', channelName: 'YunExpress Global Direct', priceCents: 689, taxCents: 0, totalCents: 689, agingMinDays: 6, agingMaxDays: 11 },
    ],
  },
  { fromCountryCode: 'US', fromCountryName: 'United States', quotes: [
    { channelCode: 'USPS_PLUS', channelName: 'USPS+', priceCents: 530, taxCents: 0, totalCents: 530, agingMinDays: 2, agingMaxDays: 5 },
  ] },
] satisfies CallData<'catalogueShipping'>;
