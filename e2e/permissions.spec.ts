import { expect, test } from '@playwright/test';
import { demo, openSignedIn } from './fixtures';

test('a sub-account opens its own profile, and a page it lacks the code for is refused', async ({ page }) => {
  await openSignedIn(page, demo.clerk, '/dashboard');
  // Its role name is shown instead of the admin label.
  await expect(page.getByRole('button', { name: /account menu/i })).toContainText('Order clerk');
  // Its own profile and password need no permission code…
  await page.getByRole('button', { name: /account menu/i }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Profile and password' }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile and password' })).toBeVisible();
  // …but the catalogue search (menu:products:search, not granted) is not in its menu, and a direct visit is
  // refused with the spec's message.
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Find products' })).toHaveCount(0);
  // Affiliates (affiliates:index, not granted) is neither in its sidebar nor in its footer.
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /Affiliates/ })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: /Affiliates/ })).toHaveCount(0);
  await page.goto('/products/search');
  await expect(page).toHaveURL(/\/application\/error/);
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('You are not allowed to do this.');
});

test('the main merchant opens account settings from the user menu', async ({ page }) => {
  await openSignedIn(page, demo.merchant, '/dashboard');
  await expect(page.getByRole('button', { name: /account menu/i })).toContainText('Administrator');
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Profile and password' }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile and password' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: /Affiliates/ })).toHaveCount(1);
});
