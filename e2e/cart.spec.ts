/**
 * Cart → paid, through the server `npm start` runs: buy a past order again, open the normal cart from the top
 * bar, see its lines priced by the server, leave one out, fill the address, choose the channel, check out into an order, pay it
 * from the balance on /payment/checkout, and see the order paid and the balance lowered by exactly its total.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, demo, openSignedIn } from './fixtures';

test.describe.configure({ mode: 'serial' });
// axe is injected as a script tag, which the portal's CSP refuses by design.
test.use({ bypassCSP: true });

/** The API as the signed-in browser calls it (for facts the test checks, never to do the user's steps). */
async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('Customer-Token');
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' } });
    return (await response.json()).data;
  }, path);
}

const shots = process.env.CART_SHOTS;

test('normal cart → order → paid from the balance', async ({ page }) => {
  await openSignedIn(page, demo.merchant, '/dashboard');
  const before = await api<{ balance: number }>(page, '/api/customer/account?timestamp=1');

  // Buy a past order again (its id is a fact looked up; adding is the user's step): the journey never depends
  // on what an earlier run left in the cart, so it repeats on one database.
  const past = await api<{ records: Array<{ id: number }> }>(page, '/api/customer/order/list?status=completed&kind=normal&pageSize=1');
  await page.goto(`/cart/buyAgain?orderId=${past.records[0].id}`);
  await page.getByRole('button', { name: /^Add \d+ products? to the cart$/ }).click();
  await expect(page).toHaveURL(/\/cart\/list\?type=1$/);

  await page.getByRole('button', { name: /^Cart/ }).click();
  await page.getByRole('menuitem', { name: /Normal/ }).click();
  await expect(page).toHaveURL(/\/cart\/list\?type=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  const grids = page.getByRole('grid', { name: /^Lines of/ });
  const lines = grids.getByRole('rowheader');
  await expect.poll(() => lines.count()).toBeGreaterThan(1);
  const count = await lines.count();
  await expect(page.getByRole('button', { name: `Check out ${count} lines` })).toBeVisible();

  // A line left out of this checkout stays in the cart.
  // The row's checkbox as a person clicks it (its input is visually hidden inside the label).
  await grids.first().getByRole('row').nth(1).locator('label').first().click();
  const checkout = count - 1 === 1 ? 'Check out 1 line' : `Check out ${count - 1} lines`;
  await expect(page.getByRole('button', { name: checkout })).toBeVisible();

  await page.getByRole('textbox', { name: 'Recipient' }).fill('Maya Rivera');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Pine Street');
  await page.getByRole('textbox', { name: 'City' }).fill('Portland');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('97201');
  await page.getByRole('button', { name: /Shipping channel/ }).click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  await options.last().click();
  // The total once the server has priced the last choice (the summary is aria-busy while it prices).
  await expect(page.locator('dl[aria-busy]')).toHaveCount(0);
  const total = (await page.locator('dd').last().textContent()) ?? '';
  expect(total).toMatch(/^\$[\d,]+\.\d\d$/);
  expect(await axeViolations(page)).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/cart.png`, fullPage: true });

  await page.getByRole('button', { name: checkout }).click();
  await expect(page).toHaveURL(/\/payment\/checkout\?ids=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const pay = page.getByRole('button', { name: `Pay ${total} from balance` });
  await expect(pay).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/checkout.png`, fullPage: true });
  await pay.click();
  await expect(page.getByText('Payment complete')).toBeVisible();
  // One order per store: the lines bought again have no store, so there may be two (the total covers both).
  const orderCount = (new URL(page.url()).searchParams.get('ids') ?? '').split(',').length;
  await expect(page.getByText(`Paid ${total} for ${orderCount === 1 ? '1 order' : `${orderCount} orders`} from your balance.`)).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/paid.png`, fullPage: true });

  const after = await api<{ balance: number }>(page, '/api/customer/account?timestamp=2');
  const paid = Number(total.replace(/[$,]/g, ''));
  expect(Math.round((before.balance - after.balance) * 100)).toBe(Math.round(paid * 100));
  const ids = new URL(page.url()).searchParams.get('ids') ?? '';
  const info = await api<{ orders: Array<{ status: string }> }>(page, `/api/customer/payment/checkout/info?${ids.split(',').map((id) => `ids=${id}`).join('&')}`);
  expect(info.orders.map((o) => o.status)).toEqual(Array(orderCount).fill('processing'));

  // The line left out is still in the cart.
  await page.goto('/cart/list?type=1');
  await expect(page.getByRole('grid', { name: /^Lines of/ }).getByRole('rowheader')).toHaveCount(1);
});
