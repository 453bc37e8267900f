import { expect, test } from '@playwright/test';
import { demo, signInToDashboard } from './fixtures';

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
