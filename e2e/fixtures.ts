/**
 * Shared steps of the end-to-end tests: the demo sign-ins the server seeds and the way a person signs in.
 */
import { expect, type Page } from '@playwright/test';

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
