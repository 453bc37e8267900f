/**
 * Orders end to end, through the server `npm start` runs: a draft that arrived from the demo store needs
 * attention (an item not matched); the merchant processes it (searches the catalogue, maps the item, keeps
 * the default channel, submits), pays it from the balance at the checkout, staff ship it with a tracking
 * number, and the merchant sees it shipped with the event on its timeline. The list's filters live in the URL.
 */
import { expect, test } from '@playwright/test';
import { demo, openSignedIn, signIn } from './fixtures';

test.describe.configure({ mode: 'serial' });

test('the order list keeps its tab and keyword in the URL', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, demo.merchant, '/orders/list');
  // The screen's chunk loads on first visit (slow on a loaded machine).
  await expect(page.getByRole('heading', { level: 1, name: 'Manage orders' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: /Shipped/ }).click();
  await expect(page).toHaveURL(/status=shipped/);
  const grid = page.getByRole('grid', { name: 'Orders' });
  await expect(grid.getByText('Shipped', { exact: true }).first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search orders' }).fill('#TH-2009');
  await page.getByRole('searchbox', { name: 'Search orders' }).press('Enter');
  await expect(page).toHaveURL(/keyword=%23TH-2009/);
  await expect(grid.getByRole('rowheader').first()).toContainText('#TH-2009');
  await page.reload();
  await expect(page.getByRole('tab', { name: /Shipped/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('#TH-2009');
});

test('draft → mapped and submitted → paid from the balance → shipped by staff → the merchant sees it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, demo.merchant, '/orders/draft');
  const drafts = page.getByRole('grid', { name: 'Draft orders' });
  const needing = drafts.getByRole('row').filter({ hasText: 'Item not matched' }).first();
  await expect(needing).toBeVisible({ timeout: 30_000 });
  const number = (await needing.getByRole('rowheader').getByRole('link').textContent())!.trim();
  await needing.getByRole('link', { name: `Process ${number}` }).click();

  await expect(page.getByText(`Draft 1 of 1: ${number}`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /Submit for payment/ })).toBeDisabled();
  // The store SKU is the catalogue SKU with the store's prefix: search the catalogue for it and map the item.
  const storeLine = page.getByText(/store SKU TH-/).first();
  const storeSku = /store SKU (TH-[A-Z0-9-]+)/.exec((await storeLine.textContent())!)![1];
  const picker = page.getByRole('combobox', { name: /Choose the product for/ }).first();
  await picker.fill(storeSku.replace(/^TH-/, ''));
  await page.getByRole('option', { name: new RegExp(storeSku.replace(/^TH-/, '')) }).first().click();
  await expect(page.getByText(`Matched to ${storeSku.replace(/^TH-/, '')}`).first()).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeVisible();
  const submit = page.getByRole('button', { name: /Submit for payment/ });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('1 order(s) submitted')).toBeVisible();

  await page.getByRole('button', { name: 'Pay 1 now' }).click();
  await expect(page).toHaveURL(/\/payment\/checkout\?ids=\d+/);
  const orderId = Number(/ids=(\d+)/.exec(page.url())![1]);
  await page.getByRole('button', { name: /from balance/ }).click({ timeout: 30_000 });
  await expect(page.getByText('Payment complete')).toBeVisible();

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/login');
  await signIn(staff, demo.staff);
  await expect(staff).toHaveURL(/\/dashboard$/);
  await staff.goto('/admin/orders/list');
  await staff.getByRole('searchbox', { name: 'Search' }).fill(number, { timeout: 30_000 });
  await staff.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await staff.getByRole('button', { name: `Ship ${number}` }).click();
  const dialog = staff.getByRole('dialog', { name: `Ship ${number}` });
  await dialog.getByRole('textbox', { name: 'Carrier' }).fill('YunExpress');
  await dialog.getByRole('textbox', { name: /Tracking number/ }).fill('bad number!');
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  // The contract's pattern refuses it in the form already (the server refuses it too: orders.test.ts).
  await expect(dialog.getByText('This value has the wrong format.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Tracking number/ }).fill('YT-E2E-0001');
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(staff.getByText('Shipped with tracking number YT-E2E-0001.')).toBeVisible();
  await staffContext.close();

  await page.goto(`/orders/detail/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible({ timeout: 30_000 });
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByText('Shipped with YunExpress, tracking number YT-E2E-0001')).toBeVisible();
  await expect(timeline.getByText('Paid from the balance')).toBeVisible();
  await expect(page.getByText('Shipped', { exact: true }).first()).toBeVisible();
});

test('a merchant without the staff role cannot reach other customers\' orders', async ({ page }) => {
  await openSignedIn(page, demo.merchant, '/dashboard');
  const status = await page.evaluate(async () => {
    const token = localStorage.getItem('Customer-Token');
    const response = await fetch('/api/admin/orders/list', { headers: { Authorization: `Bearer ${token}` } });
    return (await response.json()).status;
  });
  expect(status).toBe(40301);
});
