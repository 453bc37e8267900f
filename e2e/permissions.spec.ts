import { expect, test } from '@playwright/test';
import { demo, signInToDashboard } from './fixtures';

test('a sub-account without account:settings is sent to /application/error', async ({ page }) => {
  await signInToDashboard(page, demo.clerk);
  // Its role name is shown instead of the admin label.
  await expect(page.getByRole('button', { name: /account menu/i })).toContainText('Order clerk');
  // The menu leaves out what it may not open…
  await page.getByRole('button', { name: /account menu/i }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Profile and password' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // …and a direct visit is refused with the spec's message.
  await page.goto('/account/settings');
  await expect(page).toHaveURL(/\/application\/error/);
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('You are not allowed to do this.');
});

test('the main merchant opens account settings from the user menu', async ({ page }) => {
  await signInToDashboard(page, demo.merchant);
  await expect(page.getByRole('button', { name: /account menu/i })).toContainText('Administrator');
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Profile and password' }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile and password' })).toBeVisible();
});
