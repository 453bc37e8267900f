/**
 * Shared steps of the end-to-end tests: the demo sign-ins the server seeds and the way a person signs in.
 */
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export const demo = {
  merchant: { username: 'merchant@demo.shop', password: 'Merchant#2026' },
  clerk: { username: 'clerk@demo.shop', password: 'Clerk#2026' },
  staff: { username: 'staff@demo.shop', password: 'Staff#2026' },
  partner: { username: 'partner@demo.shop', password: 'Partner#2026' },
} as const;

export type DemoUser = (typeof demo)[keyof typeof demo];

/** Fills the sign-in form the way a person does (with stray spaces the form trims) and submits it. */
export async function signIn(page: Page, user: DemoUser): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form).toBeVisible();
  await form.getByLabel('Email').fill(`  ${user.username} `);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in from /login and waits for the dashboard. */
export async function signInToDashboard(page: Page, user: DemoUser): Promise<void> {
  await page.goto('/login');
  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The rules axe reports against the page as it is now (menus and dialogs open included); [] when clean. */
export async function axeViolations(page: Page): Promise<string[]> {
  // An overlay still fading in would be judged on half-drawn colours.
  await expect(page.locator('[data-entering], [data-exiting]')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    // While a menu or dialog is open React Aria hides the page behind it from assistive technology, so
    // the rules about the page as a whole (one main landmark, one h1) do not apply to what is left.
    const pageHidden = Boolean(document.querySelector('main, h1')?.closest('[aria-hidden="true"], [inert]'));
    const pageRules = ['landmark-one-main', 'page-has-heading-one', 'region'];
    const rules = pageHidden ? Object.fromEntries(pageRules.map((rule) => [rule, { enabled: false }])) : {};
    const result = await axe.run(document, { resultTypes: ['violations'], rules });
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
  });
}
