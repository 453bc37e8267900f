/**
 * The catalogue end to end, through the server `npm start` runs: search a keyword, filter by sort and
 * ships-from (both in the URL), open a product, choose a variant, add it to the list, and find it in My products.
 */
import { expect, test } from '@playwright/test';
import { axeViolations, demo, openSignedIn } from './fixtures';

// axe is injected as a script tag, which the portal's CSP (rightly) refuses.
test.use({ bypassCSP: true });

test('search → filter → open detail → add to my list → it shows in My products', async ({ page }) => {
  await openSignedIn(page, demo.merchant, '/dashboard');
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
  await expect(page.getByRole('grid', { name: 'My products' }).getByRole('row').filter({ hasText: title }).first()).toBeVisible();
});

test('shipping calculator: a parcel from China to the ship-to country lists every channel, cheapest first', async ({ page }) => {
  await openSignedIn(page, demo.merchant, '/shipping/calculate');
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping calculator' })).toBeVisible();
  const weight = page.getByRole('textbox', { name: 'Weight (g)' });
  await weight.fill('250');
  await page.getByRole('button', { name: 'Calculate' }).click();
  // CJPacket Ordinary CN→US: 4.20 for the first 100 g, 0.10 per started 10 g after it.
  const ordinary = page.getByRole('row', { name: /CJPacket Ordinary/ });
  await expect(ordinary).toContainText('7–12 days');
  await expect(ordinary).toContainText('$5.70');
  await expect(page.getByText('250 g from China to United States, cheapest first')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('checkbox', { name: /batteries/ }).check({ force: true });
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('row', { name: /CJPacket Sensitive/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /CJPacket Ordinary/ })).toHaveCount(0);
});

test('product detail shows the shipping estimate; collect products adds a known URL and asks sourcing for an unknown one', async ({ page }) => {
  await openSignedIn(page, demo.merchant, '/products/search?keyword=bottle');
  const results = page.getByRole('list', { name: 'Products found' });
  await results.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Shipping to United States' })).toBeVisible();
  await expect(page.getByRole('table').filter({ hasText: 'From China, cheapest first' }).getByRole('rowheader').first()).toBeVisible();
  const spu = ((await page.getByText(/^CJ-[A-Z]+-\d{6}/).first().textContent()) ?? '').split(' ')[0];

  await page.goto('/products/collect-products');
  await expect(page.getByRole('heading', { level: 1, name: 'Collected products' })).toBeVisible();
  const unknown = `https://shop.example.com/item/${Date.now()}`;
  await page.getByRole('textbox', { name: 'Product URLs' }).fill(`https://supplier.example/p/${spu}.html\n${unknown}`);
  await page.getByRole('button', { name: 'Collect 2' }).click();
  await expect(page.getByText(/1 added to your list, 0 already in it, 1 sent to sourcing\.|0 added to your list, 1 already in it, 1 sent to sourcing\./)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: unknown })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(unknown.replace(/[./]/g, '\\$&')) })).toContainText('Submitted');
  expect(await axeViolations(page)).toEqual([]);
});

test('add three products from the search at once: each is priced by the default price rule (× 2.5, ending .99)', async ({ page }) => {
  await openSignedIn(page, demo.merchant, '/products/search?keyword=bottle&sort=newest');
  const results = page.getByRole('list', { name: 'Products found' });
  const boxes = results.getByRole('checkbox', { name: /^Choose / });
  await expect(boxes.first()).toBeVisible();
  const chosen: Array<{ title: string; minCost: number }> = [];
  for (let i = 0; i < 3; i += 1) {
    const box = boxes.nth(i);
    const title = ((await box.getAttribute('aria-label')) ?? '').replace(/^Choose /, '');
    const card = results.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) }).first();
    const cost = /Cost \$(\d+\.\d\d)/.exec((await card.textContent()) ?? '')?.[1];
    chosen.push({ title, minCost: Math.round(Number(cost) * 100) });
    await box.check({ force: true });
  }
  await page.getByRole('button', { name: 'Add 3 to my list' }).click();
  await expect(page.getByText('Added 3 to My products.')).toBeVisible();
  // The demo's default rule: cost × 2.5 (at least 40 % margin), cents set to .99.
  const ruled = (cents: number) => { const up = Math.ceil((cents * 25_000) / 10_000); const end = Math.floor(up / 100) * 100 + 99; return end >= up ? end : end + 100; };
  for (const { title, minCost } of chosen) {
    await page.goto(`/products/my-products?keyword=${encodeURIComponent(title)}`);
    const row = page.getByRole('grid', { name: 'My products' }).getByRole('row').filter({ hasText: title }).first();
    await expect(row).toContainText(`$${(ruled(minCost) / 100).toFixed(2)}`);
  }
});
