/**
 * File orders and exports end to end, through the real server: download the order-file template, upload it
 * (with this run's own references and one bad row) as a job, see the bad row named by row and column and the
 * good rows in the log; then export the list filtered to those orders as XLSX, download it and open it
 * with exceljs.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { axeViolations, demo, openSignedIn } from './fixtures';

test.describe.configure({ mode: 'serial' });
// axe is injected as a script tag, which the portal's CSP refuses by design.
test.use({ bypassCSP: true });

const run = `E2E${Date.now().toString(36).toUpperCase()}`;

test('a file of orders becomes orders; the bad row is named by row and column; the filtered list exports to XLSX', async ({ page }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, demo.merchant, '/orders/ftp');
  await expect(page.getByRole('heading', { level: 1, name: 'FTP orders' })).toBeVisible({ timeout: 30_000 });
  expect(await axeViolations(page)).toEqual([]);

  // The template, as a merchant downloads it: its example rows carry real catalogue SKUs.
  const templateDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Template (CSV)' }).click();
  const template = await readFile(await (await templateDownload).path(), 'utf8');
  const [header, ...examples] = template.trim().split(/\r?\n/);
  expect(header.startsWith('orderRef,sku,quantity')).toBe(true);
  expect(examples).toHaveLength(2);
  const rows = examples.map((row) => row.replace(/^REF-/, `${run}-`));
  const bad = rows[0].replace(/^[^,]+,[^,]+,/, `${run}-BAD,NO-SUCH-SKU-1,`);
  const file = [header, ...rows, bad].join('\r\n');

  await page.locator('input[type="file"]').first().setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await expect(page).toHaveURL(/\/orders\/ftp\?job=\d+/);
  const failures = page.getByRole('list', { name: /Failed rows/ });
  await expect(failures).toBeVisible({ timeout: 60_000 });
  await expect(failures).toContainText(`Row 4 (${run}-BAD)`);
  await expect(failures).toContainText('sku');

  // The log of this upload: two orders created.
  await page.getByRole('link', { name: 'FTP import log' }).click();
  await expect(page).toHaveURL(/\/orders\/ftp\/log\/list\/all\?jobId=\d+/);
  await page.getByRole('tab', { name: 'Orders created' }).click();
  await expect(page.getByRole('row').filter({ hasText: `${run}-1001` })).toContainText(/MP\d{14}/);
  await expect(page.getByRole('row').filter({ hasText: `${run}-1002` })).toBeVisible();

  // Export the list filtered to this run's orders, as XLSX, and open it.
  await page.goto(`/orders/downloadExcel?keyword=${run.toLowerCase()}`);
  await expect(page.getByRole('list', { name: 'Filter' })).toContainText(`Keyword: ${run.toLowerCase()}`);
  await page.getByRole('radio', { name: 'Excel (.xlsx)' }).check();
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByText('2 orders are ready.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download XLSX' }).click();
  const saved = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(saved);
  const sheet = book.worksheets[0];
  expect(sheet.rowCount).toBe(3);
  expect(sheet.getRow(1).getCell(1).value).toBe('Order number');
  const storeOrders = [2, 3].map((n) => String(sheet.getRow(n).getCell(8).value)).sort();
  expect(storeOrders).toEqual([`${run}-1001`, `${run}-1002`]);
  expect(String(sheet.getRow(2).getCell(15).value)).toMatch(/^\d+\.\d{2}$/);

  // The export is listed in Downloads with its link.
  await page.goto('/orders/download');
  await expect(page.getByRole('link', { name: /Download the XLSX export/ }).first()).toBeVisible();
});
