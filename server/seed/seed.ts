/**
 * Reference data on every start (countries, currency, partners, apps: kept in step with their sources),
 * and the demo accounts on an empty database, created with the same service as a real sign-up.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { app, country, currency, customer, customerApp, helpMessage, helpReply, partner, returnOrder, store, task } from '../db/schema';
import { createCustomer } from '../modules/customer/service';
import type { PermissionCode } from '../../src/api/contract/permissions';
import { countrySeeds } from './countries';
import { partnerSeeds } from './partners';
import { appSeeds } from './apps';
import { seedCatalogue, seedMerchantCatalogue } from './catalogue';
import { seedLogistics } from './logistics';
import { seedProductList } from './productList';
import { seedOrders } from './orders';
import { seedCart, seedWallet } from './money';

export const demoAccounts = {
  merchant: { username: 'merchant@demo.shop', password: 'Merchant#2026' },
  clerk: { username: 'clerk@demo.shop', password: 'Clerk#2026' },
  staff: { username: 'staff@demo.shop', password: 'Staff#2026' },
  partner: { username: 'partner@demo.shop', password: 'Partner#2026' },
} as const;

export const clerkPermissions: readonly PermissionCode[] = [
  'menu:order', 'menu:order:list', 'menu:products', 'menu:products:myProducts', 'cart', 'cart:list',
];

export async function seedReferenceData(db: DbOrTx): Promise<void> {
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db.insert(country).values(countrySeeds()).onConflictDoUpdate({
    target: country.id,
    set: { code: excluded('code'), flag: excluded('flag'), nameEn: excluded('name_en'), nameZh: excluded('name_zh'), nameTr: excluded('name_tr'), shipsFrom: excluded('ships_from') },
  });
  await db.insert(currency).values({ id: 1, code: 'USD', name: '美元', nameEn: 'US Dollar', symbol: '$', offered: true }).onConflictDoNothing();
  for (const row of partnerSeeds()) {
    await db.insert(partner).values(row).onConflictDoUpdate({ target: partner.code, set: { ...row } });
  }
  for (const row of appSeeds) {
    await db.insert(app).values(row).onConflictDoUpdate({ target: app.code, set: { name: row.name, description: row.description, icon: row.icon, url: row.url, sort: row.sort } });
  }
  await seedCatalogue(db);
  await seedLogistics(db);
}

/** Seeds the demo accounts and their data when there is no customer yet; returns whether it did. */
export async function seedDemoData(db: DbOrTx): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(customer);
  if (n > 0) return false;
  const merchantId = await createCustomer(db, { ...demoAccounts.merchant, firstName: 'Maya', lastName: 'Rivera', hasInvoicePower: true });
  await createCustomer(db, {
    ...demoAccounts.clerk, firstName: 'Colin', lastName: 'Park', refId: merchantId, roleName: 'Order clerk', permissions: clerkPermissions,
  });
  await createCustomer(db, { ...demoAccounts.staff, firstName: 'Sam', lastName: 'Okafor', isShowUserSettings: 1, hasInvoicePower: true });
  await createCustomer(db, { ...demoAccounts.partner, firstName: 'Deniz', lastName: 'Yılmaz', parterSource: 'kervan', language: 'tr' });

  // npm start connects both through the real connect flow against the sandboxes once it listens (seed/stores.ts).
  const [shop] = await db.insert(store).values({ customerId: merchantId, platform: 'shopify', name: 'Trailhead Outdoor Co.', shop: 'trailhead-outdoor.myshopify.com', status: 'authorized', authorised: true }).returning();
  await db.insert(store).values({ customerId: merchantId, platform: 'woocommerce', name: 'Trailhead Outlet', shop: 'https://trailhead-outlet.example', status: 'auth_expired', authorised: false });

  await seedCart(db, merchantId, shop.id);
  await seedWallet(db, merchantId);

  const day = 24 * 3600 * 1000;
  const ago = (days: number) => new Date(Date.now() - days * day);
  const messages = await db.insert(helpMessage).values([
    { customerId: merchantId, type: 1, title: 'Order #TH-20418 shows the wrong tracking number', content: 'The tracking number on order #TH-20418 belongs to another parcel. Could you check it?', isRead: false, createdAt: ago(2), updatedAt: ago(1) },
    { customerId: merchantId, type: 4, title: 'Shipping time to Canada', content: 'How long does the standard line take to Canada at the moment?', isRead: false, createdAt: ago(4), updatedAt: ago(3) },
    { customerId: merchantId, type: 2, title: 'Can you source a lighter stove?', content: 'Looking for a stove under 60 g with a piezo igniter.', isRead: true, createdAt: ago(9), updatedAt: ago(8) },
  ]).returning({ id: helpMessage.id });
  await db.insert(helpReply).values([
    { messageId: messages[0].id, fromStaff: true, content: 'Thanks, the carrier swapped two labels. The right number is now on the order.', createdAt: ago(1) },
    { messageId: messages[1].id, fromStaff: true, content: 'Standard to Canada currently takes 8–12 days; the express line 5–7 days.', createdAt: ago(3) },
    { messageId: messages[2].id, fromStaff: true, content: 'We found two options and added them to your sourcing requests.', createdAt: ago(8) },
  ]);

  await db.insert(task).values([
    { customerId: merchantId, taskNo: 'T-240101', title: 'Confirm address for order #TH-20433', content: 'The house number is missing; please confirm the address so we can ship.', status: 0, orderNo: 'TH-20433', createdAt: ago(1) },
    { customerId: merchantId, taskNo: 'T-240102', title: 'Choose a replacement colour', content: 'The sand colour of the water bottle is out of stock; pick another colour or cancel.', status: 0, orderNo: 'TH-20440', createdAt: ago(1) },
    { customerId: merchantId, taskNo: 'T-240103', title: 'Upload the invoice for customs', content: 'Customs in Türkiye asks for the commercial invoice of order #TH-20451.', status: 0, orderNo: 'TH-20451', createdAt: ago(2) },
    { customerId: merchantId, taskNo: 'T-231230', title: 'Approve the new packaging insert', content: 'Your branded insert proof is ready.', status: 2, orderNo: null, createdAt: ago(12) },
  ]);

  await seedProductList(db, merchantId);
  await seedMerchantCatalogue(db, merchantId);

  await db.insert(returnOrder).values({ customerId: merchantId, orderNo: 'TH-20377', status: 'pending', createdAt: ago(1) });
  const connected = await db.select({ id: app.id }).from(app).where(sql`${app.code} in ('consolidation', 'diySourcedOrders')`);
  await db.insert(customerApp).values(connected.map((row) => ({ customerId: merchantId, appId: row.id })));
  await db.update(customer).set({ timeZoneId: 'America/New_York' }).where(eq(customer.id, merchantId));
  await seedOrders(db, merchantId);
  return true;
}
