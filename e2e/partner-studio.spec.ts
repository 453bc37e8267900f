/**
 * The partner page as a new visitor would use it after `npm start`: open /partner/page from the
 * footer, enter colours (some unreadable as picked) and a logo, try the brand on the live portal, see
 * it restyled, named and readable on other pages, download the token file, end the trial.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { axeViolations, demo, openSignedIn } from './fixtures';

// axe is injected as a script tag, which the portal's CSP (script-src 'self') would refuse.
test.use({ bypassCSP: true });

const logoSvg = '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" rx="6" fill="#0a7d4f"/></svg>';

/** WCAG contrast of two CSS colours the page resolved (computed in the page). */
async function contrastOf(page: import('@playwright/test').Page, foreground: string, background: string): Promise<number> {
  return page.evaluate(
    ([fg, bg]) => {
      const root = getComputedStyle(document.documentElement);
      const probe = document.createElement('div');
      document.body.append(probe);
      const rgb = (value: string) => {
        probe.style.color = root.getPropertyValue(value).trim();
        const [r, g, b] = getComputedStyle(probe).color.match(/[\d.]+/g)!.map(Number) as [number, number, number];
        const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
        return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
      };
      const [a, b] = [rgb(fg), rgb(bg)];
      probe.remove();
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    },
    [foreground, background] as const,
  );
}

test('a visitor tries their brand on the portal and downloads the token file', async ({ page }) => {
  await openSignedIn(page, demo.merchant, '/dashboard');

  await test.step('the footer links to the partner page', async () => {
    await page.getByRole('contentinfo').getByRole('link', { name: /partner/i }).click();
    await expect(page).toHaveURL(/\/partner\/page$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Partner programme' })).toBeVisible();
  });

  await test.step('enter a name, a code, hostile colours and a logo', async () => {
    await page.getByRole('textbox', { name: 'Brand name' }).fill('Yellow Bazaar');
    await page.getByRole('textbox', { name: 'Partner code' }).fill('yellow-bazaar');
    await page.getByRole('textbox', { name: 'Brand colour' }).fill('#ffe600');
    await page.getByRole('textbox', { name: 'Text colour' }).fill('#b0b0b0');
    await page.getByRole('textbox', { name: 'Surface colour' }).fill('#fafafa');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload logo (SVG or PNG)' }).click();
    await (await chooser).setFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(logoSvg) });
    await expect(page.getByRole('img', { name: 'Logo of Yellow Bazaar' })).toBeVisible();
    const adjusted = page.getByRole('list', { name: 'Seeds the repair adjusted' });
    await expect(adjusted).toContainText('Brand colour moved from #ffe600');
    await expect(adjusted).toContainText('Text colour moved from #b0b0b0');
  });

  await test.step('a bad colour gets a clear message and blocks the export', async () => {
    const accent = page.getByRole('textbox', { name: 'Accent colour' });
    await accent.fill('yellowish');
    await expect(page.getByText('Enter a colour as #rrggbb, e.g. #3056d3.')).toBeVisible();
    await expect(page.getByText('Fix the fields marked above to export the file.')).toBeVisible();
    await accent.fill('#ffd000');
  });

  await test.step('download the partner token file', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download yellow-bazaar.tokens.json' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('yellow-bazaar.tokens.json');
    const json = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
      $extensions: Record<string, { code: string; name: string; logo: string }>;
      seed: { color: Record<string, { $value: string }>; radius: { $value: string } };
    };
    expect(json.$extensions['app.merchant-portal.partner']).toMatchObject({ code: 'yellow-bazaar', name: 'Yellow Bazaar', logo: '/partners/yellow-bazaar/logo.svg' });
    expect(json.seed.color.brand!.$value).toBe('#ffe600');
    expect(json.seed.color.accent!.$value).toBe('#ffd000');
  });

  await test.step('try it on the live portal: name, logo, favicon and readable colours on other pages', async () => {
    await page.getByRole('button', { name: 'Try on the portal' }).click();
    await expect(page.getByText('The portal shows Yellow Bazaar in this browser session only.')).toBeVisible();
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(page.getByText('Yellow Bazaar').first()).toBeVisible();
    await expect(page.locator('body')).not.toContainText('Merchant Portal');
    await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /^data:image\/svg\+xml;base64,/);
    await expect(nav).toBeVisible();
    expect(await contrastOf(page, '--mp-color-text-default', '--mp-color-bg-surface')).toBeGreaterThanOrEqual(4.5);
    expect(await contrastOf(page, '--mp-color-brand-onBrand', '--mp-color-brand-default')).toBeGreaterThanOrEqual(4.5);
    expect(await axeViolations(page)).toEqual([]);
  });

  await test.step('the trial is this session only, and ends on request', async () => {
    await page.goto('/partner/page');
    await page.getByRole('button', { name: 'End the preview' }).click();
    await page.goto('/dashboard');
    await expect(page.getByText('Merchant Portal').first()).toBeVisible();
    await expect(page.locator('body')).not.toContainText('Yellow Bazaar');
  });
});
