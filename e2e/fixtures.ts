/**
 * Shared steps of the end-to-end tests: the demo sign-ins the server seeds and the way a person signs in.
 */
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';

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

/** This worker's session token per demo user (each worker talks to a server of its own). */
const tokens = new Map<string, Promise<string>>();

/** Signs `user` in through the form, once per worker, in a browser context of its own; the session's token. */
function sessionToken(page: Page, user: DemoUser): Promise<string> {
  let token = tokens.get(user.username);
  if (!token) {
    token = (async () => {
      const context = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
      try {
        const signing = await context.newPage();
        await signInToDashboard(signing, user);
        const stored = await signing.evaluate(() => localStorage.getItem('Customer-Token'));
        if (!stored) throw new Error(`No token kept after signing in as ${user.username}`);
        return stored;
      } finally {
        await context.close();
      }
    })();
    token.catch(() => tokens.delete(user.username));
    tokens.set(user.username, token);
  }
  return token;
}

/**
 * Opens `path` as `user` already signed in: the session token (from one sign-in through the form per worker
 * and user) is put where the app keeps it before the page's first script runs, as a returning visitor's
 * browser has it. For journeys whose subject is not signing in; the sign-in itself is what sign-in.spec.ts,
 * a11y.spec.ts, shell-phone.spec.ts and the sign-in above go through. Set once per tab (sessionStorage), so a
 * sign-out within the test is not undone by the next load.
 */
export async function openSignedIn(page: Page, user: DemoUser, path: string): Promise<void> {
  const token = await sessionToken(page, user);
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-token-set')) return;
    sessionStorage.setItem('e2e-token-set', '1');
    localStorage.setItem('Customer-Token', value);
  }, token);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
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
