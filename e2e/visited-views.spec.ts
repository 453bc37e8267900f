import { expect, test } from '@playwright/test';
import { demo, openSignedIn, signInToDashboard } from './fixtures';

test('visited views keep at most 4 tabs, dropping the oldest, and close singly or all others', async ({ page }) => {
  // Four views left from earlier in this browser tab (the shell keeps them across reloads).
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    sessionStorage.setItem('Visited-Views', JSON.stringify([
      { name: 'ordersList', path: '/orders/list' },
      { name: 'stockOrders', path: '/warehouse/order' },
      { name: 'myProducts', path: '/products/my-products' },
      { name: 'accountSettings', path: '/account/settings' },
    ]));
  });
  await signInToDashboard(page, demo.merchant);
  const tabs = page.getByRole('grid', { name: 'Visited pages' }).getByRole('row');
  // The fifth view (the dashboard) pushed out the oldest one.
  await expect(tabs).toHaveText(['Stock orders', 'My product list', 'Profile and password', 'Dashboard']);

  // Re-visiting a page already in the tabs keeps the list as it is.
  await tabs.filter({ hasText: 'Profile and password' }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(tabs).toHaveCount(4);

  // Closing a tab removes it; the page shown stays.
  await tabs.filter({ hasText: 'Stock orders' }).getByRole('button').click();
  await expect(tabs).toHaveText(['My product list', 'Profile and password', 'Dashboard']);
  await expect(page).toHaveURL(/\/account\/settings$/);

  // "Close other pages" keeps only the current one, and the tabs survive a reload.
  await page.getByRole('button', { name: 'Visited page actions' }).click();
  await page.getByRole('menuitem', { name: 'Close other pages' }).click();
  await expect(tabs).toHaveText(['Profile and password']);
  await page.reload();
  await expect(tabs).toHaveText(['Profile and password']);
});

test('a signed-in page opened by its link asks for each of its calls once, its list as the URL says', async ({ page }) => {
  // My products starts its first calls with its route, before the shell renders (src/routes/firstPageCalls.ts);
  // the screen must find them under its own keys, not send them again.
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/media/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  await openSignedIn(page, demo.merchant, '/products/my-products?pageSize=5&order=asc');
  await expect(page.getByRole('grid', { name: 'My products' }).getByRole('rowheader')).toHaveCount(5);
  await page.waitForLoadState('networkidle');
  const list = calls.filter((call) => call.startsWith('GET /api/customer/sku-list/all'));
  expect(list).toHaveLength(1);
  expect(new URL(list[0]!.slice(4), 'http://x').searchParams.get('pageSize')).toBe('5');
  // No call twice, not even with another input (a prefetch whose key drifted from the screen's sends both).
  const paths = calls.map((call) => call.split('?')[0]);
  expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
});
