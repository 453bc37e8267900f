/**
 * Accessibility of the real pages as `npm start` serves them: axe (injected from node_modules, as the
 * storybook a11y addon brings it) finds no violation on /login, the dashboard and the account settings,
 * on a desktop window and on a phone (Lighthouse's mobile emulation is where issue 13 found
 * label-content-name-mismatch: a control whose visible text is not part of its accessible name).
 */
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { demo, signInToDashboard } from './fixtures';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * axe's violations on the page as it is, with the rules Lighthouse adds to axe's defaults switched on:
 * label-content-name-mismatch (experimental in axe, so off by default) and target-size.
 */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeSource });
  return page.evaluate(async () => {
    type Result = { violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<Result> } }).axe;
    const rules = { 'label-content-name-mismatch': { enabled: true }, 'target-size': { enabled: true } };
    const result = await axe.run(document, { resultTypes: ['violations'], rules });
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
  });
}

// axe is injected as a script tag, which the portal's Content Security Policy would refuse.
test.use({ bypassCSP: true });

const viewports = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 },
} as const;

for (const [device, options] of Object.entries(viewports)) {
  test.describe(`on a ${device}`, () => {
    test.use(options);

    test('the sign-in page has no axe violations', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the dashboard and the account settings have no axe violations', async ({ page }) => {
      await signInToDashboard(page, demo.merchant);
      expect(await axeViolations(page)).toEqual([]);
      await page.goto('/account/settings');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
