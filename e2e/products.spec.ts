/**
 * My products end to end, through the server `npm start` runs: filter and share the link, edit and save
 * (bad input shows the field's translated error and saves nothing), remove selected rows, and import a
 * 2,000-row file with 50 bad rows (progress, the 50 listed by row and column, retry after fixing).
 */
import { expect, test, type Page } from '@playwright/test';
import { demo, openSignedIn } from './fixtures';

test.describe.configure({ mode: 'serial' });

const list = '/products/my-products';

/** The API as the signed-in browser calls it (for facts the test needs, never to do the user's steps). */
async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('Customer-Token');
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' } });
    return (await response.json()).data;
  }, path);
}

test('filters live in the URL: a copied link reopens the same view, back and forward step through them', async ({ page, context }) => {
  await openSignedIn(page, demo.merchant, list);
  await expect(page.getByRole('heading', { level: 1, name: 'My product list' })).toBeVisible();
  await page.getByRole('tab', { name: 'Draft' }).click();
  await expect(page).toHaveURL(/states=0/);
  await expect(page.getByRole('tab', { name: 'Draft' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('searchbox', { name: 'Search' }).fill('Classic');
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/keyword=Classic/);
  const rows = page.getByRole('grid', { name: 'My products' }).getByRole('rowheader');
  // The kit keeps the previous page on screen while the filtered one loads: poll until every row is a match.
  await expect(rows.first()).toContainText('Classic');
  await expect.poll(async () => (await rows.allTextContents()).every((title) => title.includes('Classic'))).toBe(true);
  const shown = await rows.allTextContents();

  const copied = page.url();
  const other = await context.newPage();
  await other.goto(copied);
  await expect(other.getByRole('tab', { name: 'Draft' })).toHaveAttribute('aria-selected', 'true');
  await expect(other.getByRole('searchbox', { name: 'Search' })).toHaveValue('Classic');
  await expect(other.getByRole('grid', { name: 'My products' }).getByRole('rowheader')).toHaveText(shown);
  await other.close();

  await page.goBack();
  await expect(page).not.toHaveURL(/keyword=/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await page.goForward();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('Classic');
});

test('editing: bad input shows the translated field error and saves nothing; a good edit is saved', async ({ page }) => {
  await openSignedIn(page, demo.merchant, `${list}?sort=title&order=asc`);
  const firstRow = page.getByRole('grid', { name: 'My products' }).getByRole('rowheader').first();
  const title = (await firstRow.getByRole('link').textContent()) ?? '';
  await firstRow.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The record names the visited-view tab and the breadcrumb.
  await expect(page.getByRole('banner')).toContainText(title);
  const id = Number(page.url().split('/').pop());

  const titleField = page.getByRole('textbox', { name: 'Title' });
  await titleField.fill('   ');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Fill in this field.')).toBeVisible();
  const afterBad = await api<{ title: string }>(page, `/api/customer/sku-list/entry/${id}`);
  expect(afterBad.title).toBe(title);

  // Typing into the field that shows the error keeps every key (real key presses), and the error goes.
  await titleField.clear();
  await titleField.pressSequentially(title);
  await expect(titleField).toHaveValue(title);
  await expect(page.getByText('Fill in this field.')).toHaveCount(0);

  // A compare-at price below the sell price is the server's rule: its 9001 lands on that field.
  const sell = page.getByRole('textbox', { name: 'Sell price' }).first();
  const compare = page.getByRole('textbox', { name: 'Compare-at price' }).first();
  await titleField.fill(`${title} (edited)`);
  await sell.fill('20.00');
  await compare.fill('10.00');
  await compare.blur();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/compareAtPrice/)).toBeVisible();
  expect((await api<{ title: string }>(page, `/api/customer/sku-list/entry/${id}`)).title).toBe(title);

  // The server's error goes as the field is corrected; the form saves without a reload.
  await compare.clear();
  await compare.pressSequentially('25.00');
  await expect(compare).toHaveValue('25.00');
  await compare.blur();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Product saved.')).toBeVisible();
  const saved = await api<{ title: string; variants: { sellPrice: number; compareAtPrice: number | null }[] }>(page, `/api/customer/sku-list/entry/${id}`);
  expect(saved.title).toBe(`${title} (edited)`);
  expect(saved.variants[0]).toMatchObject({ sellPrice: 2000, compareAtPrice: 2500 });
});

test('remove selected: confirmed, one toast with the result, the rows are gone', async ({ page }) => {
  await openSignedIn(page, demo.merchant, `${list}?sort=title&order=desc`);
  const grid = page.getByRole('grid', { name: 'My products' });
  const rows = grid.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const before = await api<{ total: number }>(page, '/api/customer/sku-list/all?pageSize=1');
  const picked = [await rows.nth(1).getByRole('rowheader').textContent(), await rows.nth(2).getByRole('rowheader').textContent()];
  // The row's checkbox as a person clicks it (its input is visually hidden inside the label).
  await rows.nth(1).locator('label').first().click();
  await rows.nth(2).locator('label').first().click();
  await expect(page.getByRole('toolbar', { name: 'Actions on the selected rows' })).toContainText('2 selected');
  await page.getByRole('button', { name: 'Remove selected' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove the selected products?' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('2 removed from your product list.')).toBeVisible();
  const after = await api<{ total: number }>(page, '/api/customer/sku-list/all?pageSize=1');
  expect(after.total).toBe(before.total - 2);
  for (const title of picked) await expect(grid.getByRole('rowheader', { name: title ?? '' })).toHaveCount(0);
});

/** The demo catalogue's product codes (server/seed/catalogue.ts: 16 leaf categories in this group order; every 40th is offline). */
const leafGroups = ['HOME', 'HOME', 'HOME', 'OUT', 'OUT', 'OUT', 'FASH', 'FASH', 'FASH', 'FASH', 'ELEC', 'ELEC', 'ELEC', 'PETS', 'PETS', 'PETS'];
const catalogueSpus = Array.from({ length: 2200 }, (_, i) => ({ spu: `CJ-${leafGroups[i % 16]}-${String(i + 1).padStart(6, '0')}`, onSale: i % 40 !== 39 }));

test('import 2,000 rows with 50 bad ones: progress, the 50 named by row and column, retry after fixing', async ({ page }) => {
  test.setTimeout(300_000);
  await openSignedIn(page, demo.merchant, '/dashboard');
  const listed = new Set<string>();
  for (let pageNo = 1; ; pageNo += 1) {
    const chunk = await api<{ records: { goodsId: string }[]; total: number }>(page, `/api/customer/sku-list/all?pageSize=100&pageNo=${pageNo}`);
    chunk.records.forEach((record) => listed.add(record.goodsId));
    if (chunk.records.length < 100) break;
  }
  const free = catalogueSpus.filter((p) => p.onSale && !listed.has(p.spu)).map((p) => p.spu).slice(0, 2000);
  expect(free).toHaveLength(2000);
  // Every 40th row has a price that is not a number: 50 bad rows, named by their row number (header = row 1).
  const bad = new Set(Array.from({ length: 50 }, (_, k) => k * 40 + 7));
  const line = (spu: string, i: number, fixed: boolean) => `${spu},Imported ${i},${bad.has(i) && !fixed ? 'twelve' : '12.50'},`;
  const csv = (fixed: boolean) => ['spu,title,sellPrice,compareAtPrice', ...free.map((spu, i) => line(spu, i, fixed))].join('\n');

  await page.goto('/products/import-list-batch');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles({ name: 'e2e-2000.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(false)) });
  await expect(page).toHaveURL(/job=\d+/);
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toBeVisible();

  // Progress survives a reload: the job lives on the server and its id is in the URL.
  await page.reload();
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
  await expect(page.getByText('Finished with errors')).toBeVisible({ timeout: 240_000 });
  const failures = page.getByRole('list', { name: 'Failed rows (50)' });
  await expect(failures.getByRole('listitem')).toHaveCount(50);
  await expect(failures.getByRole('listitem').first()).toContainText('Row 9 · sellPrice');

  const fixedChooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload a corrected file' }).click();
  await (await fixedChooser).setFiles({ name: 'e2e-2000-fixed.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(true)) });
  await expect(page.getByText('Finished', { exact: true })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText(/ · 0 failed · 0 waiting/)).toBeVisible();
  await expect(page.getByRole('list', { name: /Failed rows/ })).toHaveCount(0);
});
