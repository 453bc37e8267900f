import { expect, test, type Page } from '@playwright/test';
import { axeViolations, demo, openSignedIn } from './fixtures';

// axe is injected as a script tag, which the portal's CSP rightly refuses.
test.use({ bypassCSP: true });

async function openPalette(page: Page) {
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Go to a page' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('searchbox', { name: 'Search pages' })).toBeFocused();
  return dialog;
}

test('Ctrl+K jumps to a page and back to a recent one, by keyboard only', async ({ page }) => {
  await openSignedIn(page, demo.merchant, '/dashboard');

  const dialog = await openPalette(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.type('profile');
  await expect(dialog.getByRole('menuitem')).toHaveText(['Profile and password']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(dialog).toBeHidden();

  // The dashboard is now a recent record; the palette opens empty again.
  const again = await openPalette(page);
  await expect(again.getByRole('searchbox')).toHaveValue('');
  await page.keyboard.type('dash');
  await expect(again.getByRole('menuitem', { name: /Dashboard/ }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Escape closes it where the user is.
  await openPalette(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Go to a page' })).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a sub-account is offered only the pages it may open', async ({ page }) => {
  await openSignedIn(page, demo.clerk, '/dashboard');
  const dialog = await openPalette(page);
  // The clerk has no menu:products:search code: the router would refuse the page, so the palette does not offer it
  // (its own profile needs no code, so that one is offered).
  await expect(dialog.getByRole('menuitem', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(dialog.getByRole('menuitem', { name: 'Profile and password' })).toBeVisible();
  await page.keyboard.type('find products');
  await expect(dialog.getByText('No page matches “find products”.')).toBeVisible();
});
