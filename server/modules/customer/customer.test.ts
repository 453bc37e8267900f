/**
 * The session user, profile, password and ship-to calls; the navbar counts and apps, scoped to the
 * caller's customer (a sub-account works on its main account's data); permission codes enforced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, SERVER_START_MS } from '../../test/harness';
import { count, eq } from 'drizzle-orm';
import { skuList } from '../../db/schema';
import { clerkPermissions } from '../../seed/seed';

let server: TestServer;
const tokens: Record<'merchant' | 'clerk' | 'staff' | 'partner', string> = { merchant: '', clerk: '', staff: '', partner: '' };
let ids: Record<keyof typeof tokens, number>;

beforeAll(async () => {
  server = await startTestServer();
  tokens.merchant = await server.login('merchant@demo.shop', 'Merchant#2026');
  tokens.clerk = await server.login('clerk@demo.shop', 'Clerk#2026');
  tokens.staff = await server.login('staff@demo.shop', 'Staff#2026');
  tokens.partner = await server.login('partner@demo.shop', 'Partner#2026');
  const infos = await Promise.all((Object.keys(tokens) as (keyof typeof tokens)[]).map(async (k) => [k, (await server.call('customerInfo', { token: tokens[k] })).data.id]));
  ids = Object.fromEntries(infos);
}, SERVER_START_MS);
afterAll(() => server?.close());

describe('GET /api/customer/customer/info', () => {
  it('describes the main merchant', async () => {
    const { data } = await server.call('customerInfo', { token: tokens.merchant });
    expect(data).toMatchObject({
      username: 'merchant@demo.shop', countryId: 232, countryImg: '🇺🇸', currencyCode: 'USD', hasAuthStore: true,
      refId: null, roleInfos: [], permissions: [], isShowUserSettings: 0, parterSource: null,
    });
  });

  it('describes the sub-account with its role, permission codes and its main account\'s stores', async () => {
    const { data } = await server.call('customerInfo', { token: tokens.clerk });
    expect(data.refId).toBe(ids.merchant);
    expect(data.roleInfos).toEqual([{ name: 'Order clerk' }]);
    expect(data.permissions.map((p: { code: string }) => p.code).sort()).toEqual([...clerkPermissions].sort());
    expect(data.hasAuthStore).toBe(true);
  });

  it('describes staff and the partner merchant', async () => {
    expect((await server.call('customerInfo', { token: tokens.staff })).data).toMatchObject({ isShowUserSettings: 1, hasInvoicePower: true });
    expect((await server.call('customerInfo', { token: tokens.partner })).data).toMatchObject({ parterSource: 'kervan', hasAuthStore: false, language: 'tr' });
  });
});

describe('PUT /api/customer/customer/updateProfile/:id', () => {
  it('updates the caller\'s own profile and returns the new info', async () => {
    const answer = await server.call('updateProfile', { token: tokens.staff, params: { id: ids.staff }, body: { firstName: ' Samuel ', lastName: 'Okafor', timeZoneId: 'Europe/Istanbul' } });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ firstName: 'Samuel', timeZoneId: 'Europe/Istanbul' });
  });

  it('keeps an emptied field as null and text as text (the request\'s null is not coerced to "")', async () => {
    const cleared = await server.call('updateProfile', { token: tokens.staff, params: { id: ids.staff }, body: { firstName: 'Samuel', lastName: 'Okafor', timeZoneId: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.data.timeZoneId).toBeNull();
    const set = await server.call('updateProfile', { token: tokens.staff, params: { id: ids.staff }, body: { firstName: 'Samuel', lastName: 'Okafor', timeZoneId: 'Asia/Shanghai' } });
    expect(set.data.timeZoneId).toBe('Asia/Shanghai');
  });

  it('refuses another customer\'s profile (9002), bad input (9001), no token (40101)', async () => {
    expect((await server.call('updateProfile', { token: tokens.staff, params: { id: ids.merchant }, body: { firstName: 'X', lastName: 'Y' } })).status).toBe(9002);
    expect((await server.call('updateProfile', { token: tokens.staff, params: { id: ids.staff }, body: { firstName: '', lastName: 'Y' } })).status).toBe(9001);
    expect((await server.call('updateProfile', { params: { id: ids.staff }, body: { firstName: 'A', lastName: 'B' } })).status).toBe(40101);
    const merchant = await server.call('customerInfo', { token: tokens.merchant });
    expect(merchant.data.firstName).toBe('Maya');
  });

  it('lets a sub-account edit its own profile without a permission code, never its main account\'s (9002)', async () => {
    const own = await server.call('updateProfile', { token: tokens.clerk, params: { id: ids.clerk }, body: { firstName: 'Colin', lastName: 'Park' } });
    expect(own.status).toBe(200);
    expect(own.data).toMatchObject({ firstName: 'Colin', lastName: 'Park' });
    const main = await server.call('updateProfile', { token: tokens.clerk, params: { id: ids.merchant }, body: { firstName: 'X', lastName: 'Y' }, lang: 'zh' });
    expect(main.status).toBe(9002);
    expect((await server.call('customerInfo', { token: tokens.merchant })).data.firstName).toBe('Maya');
  });
});

describe('PUT /api/customer/customer/update/password', () => {
  it('checks the current password and the confirmation', async () => {
    expect((await server.call('updatePassword', { token: tokens.partner, body: { oldPassword: 'wrong', password: 'Partner#2027', cfgPwd: 'Partner#2027' } })).status).toBe(6006);
    expect((await server.call('updatePassword', { token: tokens.partner, body: { oldPassword: 'Partner#2026', password: 'Partner#2027', cfgPwd: 'Partner#2028' } })).status).toBe(6005);
    expect((await server.call('updatePassword', { token: tokens.partner, body: { oldPassword: 'Partner#2026', password: 'short', cfgPwd: 'short' } })).status).toBe(9001);
    // A sub-account's own password needs no permission code; its current password is still checked.
    expect((await server.call('updatePassword', { token: tokens.clerk, body: { oldPassword: 'wrong', password: 'Clerk#2027', cfgPwd: 'Clerk#2027' } })).status).toBe(6006);
  });

  it('changes the password and revokes the other sessions, keeping this one', async () => {
    const other = await server.login('partner@demo.shop', 'Partner#2026');
    const answer = await server.call('updatePassword', { token: tokens.partner, body: { oldPassword: 'Partner#2026', password: 'Partner#2027', cfgPwd: 'Partner#2027' } });
    expect(answer.status).toBe(200);
    expect((await server.call('customerInfo', { token: tokens.partner })).status).toBe(200);
    expect((await server.call('customerInfo', { token: other })).status).toBe(40101);
    expect((await server.call('login', { body: { username: 'partner@demo.shop', password: 'Partner#2027' } })).status).toBe(200);
  });
});

describe('PUT /api/customer/customer/editCountryAndCode', () => {
  it('saves the ship-to country with USD', async () => {
    expect((await server.call('editCountryAndCode', { token: tokens.staff, body: { countryId: 223, currencyCode: 'usd' } })).status).toBe(200);
    expect((await server.call('customerInfo', { token: tokens.staff })).data).toMatchObject({ countryId: 223, currencyCode: 'USD' });
  });

  it('refuses other currencies and unknown countries (700), bad input (9001)', async () => {
    const eur = await server.call('editCountryAndCode', { token: tokens.staff, body: { countryId: 232, currencyCode: 'EUR' } });
    expect(eur).toMatchObject({ status: 700, message: 'The currency EUR is not offered.' });
    expect((await server.call('editCountryAndCode', { token: tokens.staff, body: { countryId: 9999, currencyCode: 'USD' } })).status).toBe(700);
    expect((await server.call('editCountryAndCode', { token: tokens.staff, body: { countryId: 0, currencyCode: 'USD' } })).status).toBe(9001);
  });
});

describe('navbar counts', () => {
  it('counts the merchant\'s cart lines, unread messages, unprocessed tasks, products and pending returns', async () => {
    const cart = await server.call('countUserCart', { token: tokens.merchant });
    const perType = (cart.data as { type: number; skuNum: number }[]).reduce<Record<number, number>>((acc, line) => ({ ...acc, [line.type]: (acc[line.type] ?? 0) + line.skuNum }), {});
    expect(perType).toEqual({ 1: 8, 2: 100, 3: 3, 4: 12, 5: 4, 6: 2 });
    expect((await server.call('unreadMessageCount', { token: tokens.merchant, params: { id: ids.merchant } })).data).toBe(2);
    expect((await server.call('unreadMessageCount', { token: tokens.merchant, params: { id: ids.merchant }, query: { type: 4 } })).data).toBe(1);
    expect((await server.call('taskCount', { token: tokens.merchant })).data).toBe(3);
    // As many as the seed put in the merchant's product list (the seed grows; the count must follow it).
    const [{ n }] = await server.services.db.select({ n: count() }).from(skuList).where(eq(skuList.customerId, ids.merchant));
    expect((await server.call('productNum', { token: tokens.merchant })).data).toBe(n);
    expect((await server.call('pendingReturnStatus', { token: tokens.merchant })).data).toBe(true);
  });

  it('gives a sub-account its main account\'s counts', async () => {
    expect((await server.call('countUserCart', { token: tokens.clerk })).data).toHaveLength(9);
    expect((await server.call('taskCount', { token: tokens.clerk })).data).toBe(3);
    expect((await server.call('unreadMessageCount', { token: tokens.clerk, params: { id: ids.clerk } })).data).toBe(2);
  });

  it('never shows another customer\'s data', async () => {
    expect((await server.call('countUserCart', { token: tokens.staff })).data).toEqual([]);
    expect((await server.call('taskCount', { token: tokens.staff })).data).toBe(0);
    expect((await server.call('productNum', { token: tokens.staff })).data).toBe(0);
    expect((await server.call('pendingReturnStatus', { token: tokens.staff })).data).toBe(false);
    const other = await server.call('unreadMessageCount', { token: tokens.staff, params: { id: ids.merchant } });
    expect(other).toMatchObject({ status: 9002, data: null });
  });

  it('needs a token', async () => {
    for (const name of ['countUserCart', 'taskCount', 'productNum', 'pendingReturnStatus'] as const) {
      expect((await server.call(name)).http).toBe(401);
    }
  });
});

describe('apps', () => {
  it('lists the merchant\'s connected apps in the caller\'s language', async () => {
    const mine = await server.call('myAppPage', { token: tokens.merchant, query: { customerId: ids.merchant }, lang: 'tr' });
    expect(mine.data.total).toBe(2);
    expect(mine.data.records.map((a: { code: string }) => a.code)).toEqual(['consolidation', 'diySourcedOrders']);
    expect(mine.data.records[0]).toMatchObject({ name: 'Konsolide gönderim', matched: true, icon: 'boxes' });
    expect((await server.call('myAppPage', { token: tokens.clerk })).data.total).toBe(2);
  });

  it('connects and disconnects an app for the caller only', async () => {
    const all = await server.call('appPage', { token: tokens.staff, query: { pageSize: 2, pageNo: 2 } });
    expect(all.data).toMatchObject({ total: 4, pageNo: 2, pageSize: 2 });
    const app = all.data.records[0];
    expect(app.matched).toBe(false);
    expect((await server.call('appMatchUser', { token: tokens.staff, params: { appId: app.id, customerId: ids.staff } })).status).toBe(200);
    expect((await server.call('myAppPage', { token: tokens.staff })).data.records.map((a: { id: number }) => a.id)).toEqual([app.id]);
    expect((await server.call('appUnMatchUser', { token: tokens.staff, params: { appId: app.id, customerId: ids.staff } })).status).toBe(200);
    expect((await server.call('myAppPage', { token: tokens.staff })).data.total).toBe(0);
  });

  it('refuses another customer\'s apps and unknown apps (9002)', async () => {
    expect((await server.call('myAppPage', { token: tokens.staff, query: { customerId: ids.merchant } })).status).toBe(9002);
    expect((await server.call('appMatchUser', { token: tokens.staff, params: { appId: 1, customerId: ids.merchant } })).status).toBe(9002);
    expect((await server.call('appMatchUser', { token: tokens.staff, params: { appId: 999, customerId: ids.staff } })).status).toBe(9002);
    expect((await server.call('appMatchUser', { token: tokens.staff, params: { appId: 'x', customerId: ids.staff } })).status).toBe(9001);
  });
});
