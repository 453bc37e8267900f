import { expect, test } from '@playwright/test';
import { demo, openSignedIn } from './fixtures';

test('switching the language saves it, reloads, and survives another reload', async ({ page }) => {
  await openSignedIn(page, demo.merchant, '/dashboard');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: '中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('heading', { level: 1, name: '首页' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('heading', { level: 1, name: '首页' })).toBeVisible();
  // API messages follow the language too: the request header carries it.
  const request = page.waitForRequest((r) => r.url().includes('/api/') && Boolean(r.headers()['accept-language']));
  await page.reload();
  expect((await request).headers()['accept-language']).toBe('zh');
});

test('the language can be chosen before signing in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Türkçe' }).click();
  await expect(page.getByRole('form', { name: 'Giriş yap' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Giriş yap' })).toBeVisible();
});
