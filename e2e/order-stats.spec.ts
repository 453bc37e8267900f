/**
 * The order statistics pages as `npm start` serves them (issue 12's charts, issue 13's budget): the kit's
 * SVG chart draws the seeded orders, is read with the keyboard, and axe finds nothing on a desktop or a phone.
 */
import { expect, test } from '@playwright/test';
import { axeViolations, demo, openSignedIn } from './fixtures';

// axe is injected as a script tag, which the portal's Content Security Policy would refuse.
test.use({ bypassCSP: true });

for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  test(`summary and daily status charts at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, demo.merchant, '/orders/summary');
    await expect(page.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible();
    const figure = page.locator('figure');
    await expect(figure.locator('svg rect').first()).toBeVisible();
    const svgWidth = Number(await figure.locator('svg').getAttribute('width'));
    expect(svgWidth).toBeLessThanOrEqual(viewport.width);
    // The keyboard reading: the plot's slider says a day's figures, and the tooltip shows them.
    const slider = page.getByRole('slider', { name: /Orders and amount per day/ });
    await slider.focus();
    await page.keyboard.press('End');
    await expect(slider).toHaveAttribute('aria-valuetext', /^[A-Z][a-z]{2} \d{1,2}: Orders \d+, Amount \$[\d,]+\.\d{2}$/);
    await expect(figure.locator('ul li').filter({ hasText: 'Amount' }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/orders/orderdaystate');
    await expect(page.getByRole('heading', { level: 1, name: 'Daily order status' })).toBeVisible();
    await expect(page.locator('figure svg rect').first()).toBeVisible();
    await expect(page.getByRole('slider', { name: /Status of each day's orders/ })).toBeAttached();
    expect(await axeViolations(page)).toEqual([]);
  });
}
