/**
 * Every page a merchant can reach from the main menu, as `npm start` serves it, checked by axe on a desktop
 * window (1440×900) and on a phone (390×844) — issue 16's "zero violations on every page". The pages are
 * read from the menu itself (not a list kept here), so a page added to the menu is checked without editing
 * this file. Staff walk their admin pages too. Violations are gathered per page and reported together.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, demo, type DemoUser, openSignedIn } from './fixtures';

// axe is injected as a script tag, which the portal's Content Security Policy would refuse.
test.use({ bypassCSP: true });

/** The pages of the main menu (on a phone it is a drawer: opened first) and of the account menu. */
async function menuPages(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  if (!(await nav.isVisible())) await page.getByRole('button', { name: /menu/i }).first().click();
  await expect(nav).toBeVisible();
  const hrefs = await nav.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  if (page.viewportSize()!.width < 768) await page.keyboard.press('Escape');
  // The account menu's pages (profile, stores, settings) are pages too.
  await page.getByRole('button', { name: /account menu/i }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const accountHrefs = await menu.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await page.keyboard.press('Escape');
  return [...new Set([...hrefs, ...accountHrefs].filter(Boolean))];
}

/**
 * Opens `path` inside the running portal, as following a menu link does (the router reads a pushed URL on
 * popstate), rather than loading the portal again for every page: a reload per page (the app's boot, the shell,
 * axe injected again) was most of the sweep's time. The page has arrived when an h1 that was not on the page
 * before, or with another text, is shown. The page already shown is loaded again as before (its screen, and so its heading, would stay).
 */
async function openInApp(page: Page, path: string): Promise<void> {
  const from = new URL(page.url());
  const target = new URL(path, from);
  // The page shown again (the dashboard's own menu link adds `?t=` to refresh it): its heading stays.
  if (target.pathname === from.pathname) {
    await page.goto(path);
    return;
  }
  const before = await page.evaluate((to) => {
    const headings = [...document.querySelectorAll('h1')];
    for (const heading of headings) heading.setAttribute('data-e2e-before', '');
    const index = (history.state as { idx?: number } | null)?.idx ?? 0;
    history.pushState({ usr: null, key: `e2e${index + 1}`, idx: index + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    return headings.map((heading) => heading.textContent ?? '');
  }, path);
  // A new screen mounts a heading of its own; pages that share a screen (the kinds of orders) keep the element
  // and change its text.
  await page
    .waitForFunction(
      (previous) => [...document.querySelectorAll('h1')].some((heading) => heading.checkVisibility() && (!heading.hasAttribute('data-e2e-before') || !previous.includes(heading.textContent ?? ''))),
      before,
      { timeout: 30_000 },
    )
    .catch(() => {
      throw new Error(`${path}: no new page heading within 30 s (before: ${before.join(', ')})`);
    });
}

async function walk(page: Page, user: DemoUser, skip: ReadonlySet<string> = new Set()): Promise<{ visited: string[]; problems: string[] }> {
  await openSignedIn(page, user, '/dashboard');
  const pages = (await menuPages(page)).filter((path) => !skip.has(path));
  const problems: string[] = [];
  for (const path of pages) {
    // A page's first visit loads its chunk and its first answer (the orders list also counts the merchant's
    // orders once): as long as the other journeys allow a first page load.
    await openInApp(page, path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    // Lists and figures settle after their first answer; skeletons are not what a person reads.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    for (const violation of await axeViolations(page)) problems.push(`${path} — ${violation}`);
  }
  return { visited: pages, problems };
}

const viewports = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

for (const [device, options] of Object.entries(viewports)) {
  test.describe(`every menu page on a ${device}`, () => {
    test.use(options);
    test.describe.configure({ timeout: 240_000 });

    test('the merchant’s pages have no axe violations', async ({ page }) => {
      const { visited, problems } = await walk(page, demo.merchant);
      expect(visited.length).toBeGreaterThan(10);
      expect(problems).toEqual([]);
    });
  });
}

test('the staff’s admin pages have no axe violations', async ({ page, browser }) => {
  test.setTimeout(240_000);
  // Only what the merchant's walk did not see: the admin area.
  const merchant = await browser.newPage();
  await openSignedIn(merchant, demo.merchant, '/dashboard');
  const seen = new Set(await menuPages(merchant));
  await merchant.close();
  const { visited, problems } = await walk(page, demo.staff, seen);
  expect(visited.length).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});
