import { expect, test } from '@playwright/test';
import { demo, signIn } from './fixtures';

test('?spm=kervan shows the partner brand in Turkish by default', async ({ page }) => {
  await page.goto('/login?spm=kervan');
  await expect(page.getByRole('banner')).toContainText('Kervan Ticaret');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('form', { name: 'Giriş yap' })).toBeVisible();
  await expect(page).toHaveTitle(/Kervan Ticaret/);
  // The partner code is remembered (cookie, 60 days): a later visit without the query keeps the brand.
  await page.goto('/login');
  await expect(page.getByRole('banner')).toContainText('Kervan Ticaret');
});

test('a partner merchant sees only the partner menus and cart types', async ({ page }) => {
  await page.goto('/login?spm=kervan');
  const form = page.getByRole('form', { name: 'Giriş yap' });
  await form.getByLabel('E-posta').fill(demo.partner.username);
  await form.getByLabel('Şifre', { exact: true }).fill(demo.partner.password);
  await form.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Partner themes offer only the normal and stocking carts (spec section 4).
  await page.getByRole('button', { name: /^Sepet/ }).click();
  const carts = page.getByRole('menu', { name: 'Sepet' }).getByRole('menuitem');
  await expect(carts).toHaveCount(2);
  await expect(carts.nth(0)).toContainText('Normal siparişler');
  await expect(carts.nth(1)).toContainText('Stok siparişleri');
  await page.keyboard.press('Escape');
  // No store authorised: the My Stores button carries the red dot, with its text alternative.
  await expect(page.getByRole('button', { name: /Mağazalarım.*yetkilendirilmiş mağaza yok/i })).toBeVisible();
  // Partner themes show only the Dashboard, Products and After sale menus, and no affiliates entry.
  await expect(page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: /Ortaklık/ })).toHaveCount(0);
});

test("a partner merchant signing in on the platform's /login gets the partner's Turkish at once, without a reload", async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  let loads = 0;
  page.on('load', () => { loads += 1; });
  await signIn(page, demo.partner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByText('Kervan Ticaret').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
  // The visited-view tabs and the page speak one language: the dashboard's tab is Turkish too.
  const tabs = page.getByRole('grid', { name: 'Ziyaret edilen sayfalar' });
  await expect(tabs.getByRole('row', { name: 'Gösterge paneli' })).toBeVisible();
  await expect(tabs.getByRole('row', { name: 'Dashboard' })).toHaveCount(0);
  expect(loads).toBe(0);
});
