/**
 * The stores screens beyond STA's connect → publish → order journey (e2e/stores.spec.ts): a callback whose
 * signature was tampered with is refused with a translated reason and stores nothing; a callback opened
 * while signed out asks to sign in first; a VAT number is added and removed on the store settings page.
 */
import { expect, test } from '@playwright/test';
import { demo, openSignedIn } from './fixtures';

test('a tampered Shopify callback is refused, translated, and connects nothing', async ({ page }) => {
  await openSignedIn(page, demo.merchant, '/settings/my-stores');
  await page.getByRole('button', { name: 'Connect a store' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Connect a store' });
  await dialog.getByText('Shopify', { exact: true }).click();
  const handle = `tamper-${Date.now().toString(36)}`;
  await dialog.getByLabel('Your Shopify store address').fill(`${handle}.myshopify.com`);
  await dialog.getByRole('button', { name: 'Continue to authorise' }).click();
  // Approve on the platform's page, then change one character of the signature the platform sends back.
  const install = page.getByRole('link', { name: 'Install app' });
  await expect(install).toBeVisible();
  const approval = await page.request.get(new URL((await install.getAttribute('href'))!, page.url()).toString(), { maxRedirects: 0 });
  const back = new URL(approval.headers().location);
  const hmac = back.searchParams.get('hmac') ?? '';
  expect(hmac).not.toBe('');
  back.searchParams.set('hmac', `${hmac.startsWith('0') ? '1' : '0'}${hmac.slice(1)}`);
  await page.goto(back.toString());
  await expect(page.getByRole('heading', { level: 1, name: 'Shopify could not be connected' })).toBeVisible();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await page.getByRole('link', { name: 'Back to my stores' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Store settings' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Connected stores' })).not.toContainText(`${handle}.myshopify.com`);
});

test('a callback opened while signed out asks to sign in and keeps the way back', async ({ page }) => {
  await page.goto('/shopify-app-auth?code=abc&shop=trailhead-outdoor.myshopify.com&state=s1&timestamp=1&hmac=00');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to finish' })).toBeVisible();
  const signIn = page.getByRole('link', { name: 'Sign in' });
  await expect(signIn).toHaveAttribute('href', /^\/login\?redirect=%2Fshopify-app-auth%3Fcode%3Dabc/);
});

test('a VAT number is added for a store and country, then removed', async ({ page }) => {
  await openSignedIn(page, demo.merchant, '/storeSettings/vat');
  await page.getByRole('button', { name: 'Add a tax number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a tax number' });
  await dialog.getByRole('button', { name: /Store/ }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('combobox', { name: /Country/ }).fill('France');
  await page.getByRole('option', { name: /France/ }).click();
  await dialog.getByRole('textbox', { name: /Tax number/ }).fill('FR40303265045');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('grid', { name: 'Tax numbers' });
  const row = table.getByRole('row').filter({ hasText: 'FR40303265045' });
  await expect(row).toContainText('France');
  await row.getByRole('button', { name: /^Remove/ }).click();
  await page.getByRole('alertdialog', { name: 'Remove this tax number?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(table).not.toContainText('FR40303265045');
});
