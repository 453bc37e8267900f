/** Typed fixtures of the sourcing screens' stories (the shapes the calls answer). */
import type { CallData } from '@/kit/data';

const at = (day: number, hour = 9) => `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

export const sourcingPage = {
  records: [
    { id: 7, title: 'Folding camp stool', channel: 'url', sourceUrl: 'https://www.amazon.com/dp/B0STOOL123', description: 'Aluminium, under 900 g.', targetPriceCents: 900, quantity: 100, status: 'submitted', hasImage: false, product: null, quotedPriceCents: null, createdAt: at(20), updatedAt: at(20) },
    { id: 3, title: 'Insulated bottle 1 l', channel: 'aliexpress', sourceUrl: 'https://www.aliexpress.com/item/1005004455667788.html', description: 'Double-wall steel bottle.', targetPriceCents: 500, quantity: 100, status: 'found', hasImage: false, product: { id: 12, spu: 'CJ-FIT-000012', title: 'Classic Water bottle Navy', image: null }, quotedPriceCents: 455, createdAt: at(16), updatedAt: at(17) },
    { id: 2, title: 'Collapsible silicone bowl set', channel: 'url', sourceUrl: 'https://www.amazon.com/dp/B0C1234567', description: '', targetPriceCents: 600, quantity: 75, status: 'in_progress', hasImage: false, product: null, quotedPriceCents: null, createdAt: at(15), updatedAt: at(15, 12) },
    { id: 4, title: 'Hand-stitched leather strap', channel: 'url', sourceUrl: 'https://www.etsy.com/listing/1234567890/strap', description: '', targetPriceCents: 800, quantity: 125, status: 'not_found', hasImage: false, product: null, quotedPriceCents: null, createdAt: at(14), updatedAt: at(15) },
    { id: 5, title: 'Solar lantern', channel: 'description', sourceUrl: null, description: 'Folding solar lantern with a USB-C port.', targetPriceCents: null, quantity: null, status: 'canceled', hasImage: false, product: null, quotedPriceCents: null, createdAt: at(13), updatedAt: at(13, 15) },
  ],
  total: 5, pageNo: 1, pageSize: 20,
  counts: { submitted: 1, in_progress: 1, found: 1, not_found: 1, canceled: 1 },
} satisfies CallData<'sourcingList'>;

/** A 1 × 1 PNG: the picture a request by image carries. */
export const tinyPng = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const foundRequest = {
  ...sourcingPage.records[1], imageData: null, skuListId: null,
  events: [
    { status: 'submitted', note: '', by: 'merchant', createdAt: at(16) },
    { status: 'in_progress', note: '', by: 'staff', createdAt: at(16, 12) },
    { status: 'found', note: 'Same factory as our catalogue bottle; 4.55 a unit from 50 pieces.', by: 'staff', createdAt: at(17) },
  ],
} satisfies CallData<'sourcingDetail'>;

export const openRequest = {
  ...sourcingPage.records[0], channel: 'image', sourceUrl: null, hasImage: true, imageData: tinyPng, skuListId: null,
  events: [{ status: 'submitted', note: '', by: 'merchant', createdAt: at(20) }],
} satisfies CallData<'sourcingDetail'>;

export const adminPage = {
  ...sourcingPage,
  records: sourcingPage.records.map((r) => ({ ...r, customerId: 2, customerUsername: 'merchant@demo.shop' })),
} satisfies CallData<'adminSourcingList'>;

export const address = {
  contactName: 'Maya Rivera', phone: '+1 303 555 0142', countryId: 1, province: 'Colorado', city: 'Boulder', address1: '1850 Pearl Street', address2: 'Suite 4',
  postalCode: '80302', countryName: 'United States', updatedAt: at(10),
} satisfies CallData<'sourcingAddressGet'>;

export const countries = [
  { id: 1, code: 'US', flag: '🇺🇸', name: 'United States', enName: 'United States' },
  { id: 2, code: 'TR', flag: '🇹🇷', name: 'Türkiye', enName: 'Türkiye' },
  { id: 3, code: 'DE', flag: '🇩🇪', name: 'Germany', enName: 'Germany' },
] satisfies CallData<'countryAll'>;

export const dictPage = {
  records: [
    { variantId: 101, sku: 'CJ-FIT-000012-01', productId: 12, title: 'Classic Water bottle Navy', options: 'S', image: null, customerSku: 'TH-1001' },
    { variantId: 102, sku: 'CJ-FIT-000012-02', productId: 12, title: 'Classic Water bottle Navy', options: 'M', image: null, customerSku: 'TH-1002' },
    { variantId: 103, sku: 'CJ-FIT-000012-03', productId: 12, title: 'Classic Water bottle Navy', options: 'L', image: null, customerSku: null },
    { variantId: 201, sku: 'CJ-CMP-000044-01', productId: 44, title: 'Portable Camping stove Sand', options: 'Black', image: null, customerSku: null },
  ],
  total: 4, pageNo: 1, pageSize: 20, coded: 2,
} satisfies CallData<'skuCustomerDictAll'>;

export const stores = [{ id: 1, name: 'Trailhead Outdoor Co.' }, { id: 2, name: 'Trailhead Outlet' }];
