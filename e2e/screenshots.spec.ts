/**
 * Screenshots of the sign-in page and the dashboard in the platform brand and the Kervan partner brand,
 * in English and Turkish (SHOTS_DIR, default /tmp/shots), for people to look at. Each also checks the
 * brand and language it shows.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { demo, signIn } from './fixtures';

const dir = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(dir, { recursive: true });

const cases = [
  { brand: 'default', lang: 'en', user: demo.merchant, spm: '', name: 'Merchant Portal', dashboard: 'Dashboard' },
  { brand: 'default', lang: 'tr', user: demo.merchant, spm: '', name: 'Merchant Portal', dashboard: 'Gösterge paneli' },
  { brand: 'kervan', lang: 'en', user: demo.partner, spm: 'kervan', name: 'Kervan Ticaret', dashboard: 'Dashboard' },
  { brand: 'kervan', lang: 'tr', user: demo.partner, spm: 'kervan', name: 'Kervan Ticaret', dashboard: 'Gösterge paneli' },
] as const;

for (const shot of cases) {
  test(`login and dashboard, ${shot.brand} brand, ${shot.lang}`, async ({ page }) => {
    await page.addInitScript((lang) => localStorage.setItem('Customer-Language', lang), shot.lang);
    await page.goto(`/login${shot.spm ? `?spm=${shot.spm}` : ''}`);
    await expect(page.locator('html')).toHaveAttribute('lang', shot.lang);
    await expect(page.getByRole('banner')).toContainText(shot.name);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(dir, `login-${shot.brand}-${shot.lang}.png`) });

    if (shot.lang === 'en') await signIn(page, shot.user);
    else {
      const form = page.getByRole('form', { name: 'Giriş yap' });
      await form.getByLabel('E-posta').fill(shot.user.username);
      await form.getByLabel('Şifre', { exact: true }).fill(shot.user.password);
      await form.getByRole('button', { name: 'Giriş yap' }).click();
    }
    await expect(page.getByRole('heading', { level: 1, name: shot.dashboard })).toBeVisible();
    await expect(page.getByRole('navigation', { name: shot.lang === 'en' ? 'Main menu' : 'Ana menü' })).toContainText(shot.name);
    // The figures have loaded (no skeletons left) before the picture is taken.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(dir, `dashboard-${shot.brand}-${shot.lang}.png`) });
  });
}
