/**
 * The catalogue end to end, through the server `npm start` runs: search a keyword, filter by sort and
 * ships-from (both in the URL), open a product, choose a variant, add it to the list, and find it in My products.
 */
import { expect, test } from '@playwright/test';
import { axeViolations, demo, signInToDashboard } from './fixtures';

// axe is injected as a script tag, which the portal's CSP (rightly) refuses.
test.use({ bypassCSP: true });

test('search → filter → open detail → add to my list → it shows in My products', async ({ page }) => {
  await signInToDashboard(page, demo.merchant);
  await page.getByRole('link', { name: 'Find products' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find products' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill('bottle');
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/keyword=bottle/);
  const results = page.getByRole('list', { name: 'Products found' });
  await expect(results.getByRole('link').first()).toContainText(/bottle/i);

  await page.getByRole('button', { name: /Sort by/ }).click();
  await page.getByRole('option', { name: 'Price: low to high' }).click();
  await expect(page).toHaveURL(/sort=priceAsc/);
  await page.getByRole('button', { name: /Ships from/ }).click();
  await page.getByRole('option', { name: 'China' }).click();
  await expect(page).toHaveURL(/fromCountryId=\d+/);
  await expect(page).toHaveURL(/keyword=bottle/);
  await expect(results.getByRole('link').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The first product not in the list yet: its "Add … to my list" button names it.
  const addButton = results.getByRole('button', { name: /^Add to my list: .+$/ }).first();
  const label = (await addButton.getAttribute('aria-label')) ?? '';
  const title = label.replace(/^Add to my list: /, '');
  await results.getByRole('link', { name: title, exact: true }).first().click();
  await expect(page).toHaveURL(/\/products\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(title);
  await expect(page.getByText('Stock per warehouse')).toBeVisible();
  const radios = page.getByRole('radio');
  if (await radios.count() > 1) await radios.nth(1).check({ force: true });
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add to my list' }).click();
  await expect(page.getByText('Added 1 to My products.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'In my list: edit' })).toBeVisible();

  await page.goto(`/products/my-products?keyword=${encodeURIComponent(title)}`);
  await expect(page.getByRole('grid', { name: 'My products' }).getByRole('rowheader').first()).toContainText(title);
});
