/**
 * Sourcing end to end, through the real server: a merchant asks for a product the catalogue lacks, staff (in
 * their own session) take the request and answer it found with a catalogue product and a quote, and the merchant
 * sees the answer on the request's timeline and adds the product to the list.
 */
import { expect, test } from '@playwright/test';
import { axeViolations, demo, openSignedIn } from './fixtures';

test.use({ bypassCSP: true });

test('request a product → staff take it and answer found → the merchant sees it and adds it to the list', async ({ page, browser }) => {
  // Two sessions, three screens and a catalogue search: longer than one page's journey.
  test.setTimeout(180_000);
  const title = `Trail stool ${Date.now()}`;
  await openSignedIn(page, demo.merchant, '/dashboard');
  await page.getByRole('link', { name: 'Smart sourcing' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Smart sourcing' })).toBeVisible();
  await page.getByRole('button', { name: 'New request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask for a product' });
  await dialog.getByRole('radio', { name: 'Description' }).check({ force: true });
  await dialog.getByRole('textbox', { name: /Product name/ }).fill(title);
  await dialog.getByRole('textbox', { name: /Description/ }).fill('Folding aluminium camp stool, under 900 g, with a carry bag.');
  await dialog.getByRole('textbox', { name: /Target unit price/ }).fill('9.50');
  await dialog.getByRole('textbox', { name: /Quantity/ }).fill('100');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/sourcing\/smart\/detail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Scoped to the page: React Aria's live region may still be announcing the number fields' values.
  await expect(page.locator('#main').getByText('$9.50')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const detailUrl = page.url();

  // Staff answer from the admin side, in their own session.
  const staffContext = await browser.newContext({ bypassCSP: true });
  const staff = await staffContext.newPage();
  await openSignedIn(staff, demo.staff, '/admin/sourcing/list');
  await expect(staff.getByRole('heading', { level: 1, name: 'Sourcing requests' })).toBeVisible();
  await staff.getByRole('searchbox', { name: 'Search requests' }).fill(title);
  await staff.getByRole('searchbox', { name: 'Search requests' }).press('Enter');
  await staff.getByRole('button', { name: `Take request ${title}` }).click();
  await expect(staff.getByText('Request taken: it is in progress.')).toBeVisible();
  await expect(staff.getByRole('button', { name: `Take request ${title}` })).toHaveCount(0);
  await staff.getByRole('button', { name: `Answer request ${title}` }).click();
  const answer = staff.getByRole('dialog', { name: `Answer "${title}"` });
  await answer.getByRole('combobox', { name: /Catalogue product/ }).fill('bottle');
  await staff.getByRole('option', { name: /bottle/i }).first().click();
  await expect(answer.getByRole('combobox', { name: /Catalogue product/ })).toHaveValue(/bottle/i);
  await answer.getByRole('textbox', { name: /Quoted unit price/ }).fill('4.20');
  await answer.getByRole('textbox', { name: /Note to the merchant/ }).fill('Our Yiwu supplier makes it.');
  await answer.getByRole('button', { name: 'Send answer' }).click();
  await expect(staff.getByText('Answer sent to the merchant.')).toBeVisible();
  await staffContext.close();

  // The merchant sees the answer and adds the product.
  await page.goto(detailUrl);
  await expect(page.getByRole('heading', { level: 2, name: 'We found it' })).toBeVisible();
  await expect(page.getByText('Quoted unit price: $4.20')).toBeVisible();
  await expect(page.getByText('Our Yiwu supplier makes it.')).toBeVisible();
  const add = page.getByRole('button', { name: 'Add to my list' });
  if (await add.isVisible()) {
    await add.click();
    await expect(page.getByText('Added to My products, priced by your price rule.')).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'In my list: edit' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/sourcing/smart?status=found');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});

test('AliExpress import: a link sourcing already found goes into the list, an unknown one becomes a request', async ({ page }) => {
  await openSignedIn(page, demo.merchant, '/sourcing/aliexpress');
  const unknown = `https://www.aliexpress.com/item/${1_005_000_000_000_000 + (Date.now() % 1_000_000_000)}.html`;
  await page.getByRole('textbox', { name: 'AliExpress links' }).fill(`https://www.aliexpress.com/item/1005004455667788.html\n${unknown}`);
  await page.getByRole('button', { name: 'Import 2' }).click();
  await expect(page.getByText(/[01] added to your list, [01] already in it, 1 sent to sourcing\./)).toBeVisible();
  await page.getByRole('link', { name: `Sourcing request for ${unknown}` }).click();
  await expect(page.getByText('Submitted').first()).toBeVisible();
});
