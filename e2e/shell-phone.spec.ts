/**
 * The shell on a phone (390×844): the sidebar is a drawer, every top-bar control is reachable, dialogs
 * fit the screen, and axe finds nothing with the menus and dialogs open.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, demo, signInToDashboard } from './fixtures';

// axe is injected as a script; the portal's CSP (script-src 'self') would refuse it.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });

const fitsTheScreen = async (page: Page, selector: string) => {
  const box = await page.locator(selector).last().boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);
};

/**
 * Chooses `country` in the open ship-to dialog the on-screen keyboard's way (type, move to the first match, choose
 * it) and saves; saving reloads the portal (spec section 4) onto the dashboard.
 */
const shipTo = async (page: Page, dialog: Locator, country: string) => {
  const field = dialog.getByRole('combobox', { name: 'Country' });
  await field.fill(country);
  await expect(page.getByRole('option', { name: new RegExp(country) }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue(country);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
};

test('a merchant on a phone signs in, opens the menu, changes the ship-to country and signs out', async ({ page }) => {
  await signInToDashboard(page, demo.merchant);
  // The page is as wide as the screen: nothing sits off to the side.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);

  await test.step('the menu button opens the sidebar as a drawer, and an entry closes it', async () => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  await test.step('the ship-to dialog fits the screen and saves a new country', async () => {
    await page.getByRole('button', { name: /My stores/ }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('menuitem', { name: /Ship to/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Ship to' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveValue('United States');
    await fitsTheScreen(page, '[role=dialog]');
    expect(await axeViolations(page)).toEqual([]);
    // Saving reloads the portal (spec section 4), which then ships to Germany.
    await shipTo(page, dialog, 'Germany');
    await page.getByRole('button', { name: /My stores/ }).click();
    await page.getByRole('menuitem', { name: /Ship to/ }).click();
    const again = page.getByRole('dialog', { name: 'Ship to' });
    await expect(again.getByRole('combobox', { name: 'Country' })).toHaveValue('Germany');
    // Back to the demo merchant's own country, so the journey can run again on the same database.
    await shipTo(page, again, 'United States');
  });

  await test.step('a page opened from a menu starts at its top, with focus on the page, not on <body>', async () => {
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Profile and password' }).click();
    await expect(page).toHaveURL(/\/account\/settings$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
    expect(await axeViolations(page)).toEqual([]);
  });

  await test.step('the account menu is on screen and signs out', async () => {
    await page.getByRole('button', { name: /account menu/i }).click();
    const menu = page.getByRole('menu');
    await fitsTheScreen(page, '[role=menu]');
    expect(await axeViolations(page)).toEqual([]);
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await axeViolations(page)).toEqual([]);
  });
});
