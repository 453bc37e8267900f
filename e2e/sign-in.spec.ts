import { expect, test } from '@playwright/test';
import { demo, signIn, signInToDashboard } from './fixtures';

test('the demo merchant signs in and lands on the dashboard', async ({ page }) => {
  await signInToDashboard(page, demo.merchant);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The shell around it: top bar with the account menu, sidebar navigation and the footer's year.
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  // The navbar counts are real figures from the API: the merchant has an authorised store.
  await expect(page.getByRole('region', { name: 'Your stores' })).not.toContainText('No store connected yet');
  // The token is kept where the spec says.
  expect(await page.evaluate(() => localStorage.getItem('Customer-Token'))).toBeTruthy();
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name === 'Customer-Token')).toBe(true);
});

test('a wrong password is refused in the user’s language and keeps the form', async ({ page }) => {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(demo.staff.username);
  await form.getByLabel('Password', { exact: true }).fill('not-the-password');
  await form.getByRole('button', { name: 'Sign in' }).click();
  // Status 40001 → the catalogue's warning error.IncorrectAccountOrPwd, in English here.
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  // The refusal also stays in the form, both fields marked, after the toast has gone.
  await expect(form.getByRole('alert')).toContainText('That email and password do not match an account.');
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.waitForTimeout(4_000);
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(form.getByLabel('Email')).toHaveValue(demo.staff.username);
});

test('an anonymous visit to a products page goes to /login with the redirect, and back after sign-in', async ({ page }) => {
  await page.goto('/products/my-products');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fproducts%2Fmy-products$/);
  await signIn(page, demo.merchant);
  await expect(page).toHaveURL(/\/products\/my-products$/);
});

test('an anonymous visit to a page without products in its path goes to /login without a redirect, naming the page', async ({ page }) => {
  await page.goto('/account/settings');
  await expect(page).toHaveURL(/\/login\?from=%2Faccount%2Fsettings$/);
  await expect(page.getByText('You were on “Profile and password”', { exact: false })).toBeVisible();
  await signIn(page, demo.merchant);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('signing out clears the session and returns to /login', async ({ page }) => {
  await signInToDashboard(page, demo.merchant);
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('Customer-Token'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('a signed-in merchant on an unknown page keeps the shell around the 404 page', async ({ page }) => {
  await signInToDashboard(page, demo.merchant);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an anonymous visit to an unbuilt public path shows the 404 page in the public frame', async ({ page }) => {
  await page.goto('/public/404');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
});
