/**
 * Stores, as a new merchant would try them after `npm start` with no platform credentials: connect a
 * sandbox Shopify store through its install page, publish the product list's ready entries (the seed
 * prepared two that are blocked and one the sandbox refuses), retry the failed one after fixing it, see
 * the products in Published products, place an order in the sandbox storefront and see it arrive, and
 * disconnect the store.
 */
import { expect, test, type Page } from '@playwright/test';
import { demo, signInToDashboard } from './fixtures';

async function api<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  return page.evaluate(async ({ url, method, body }) => {
    const token = localStorage.getItem('Customer-Token');
    const response = await fetch(url, {
      method: method ?? 'GET',
      headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()).data;
  }, { url: path, method: init.method, body: init.body });
}

// FIXME (issue 11): the publish dialog lives in My products' bulk-action bar; when the job ends, the published
// entries leave the Ready tab, the selection empties, the bar and the dialog unmount — the result ("Done, some
// failed") and its Retry vanish before anyone reads them. Passes when the job is slower than the list refresh
// (2 of 5 runs this session). Re-enable once the dialog outlives the selection.
test.fixme('connect a sandbox Shopify store, publish with blocked and failed items, retry, order in, disconnect', async ({ page }) => {
  test.setTimeout(240_000);
  await signInToDashboard(page, demo.merchant);

  // Connect: choose Shopify, type the shop, approve on the platform's page, land on the callback page.
  await page.goto('/settings/my-stores');
  await page.getByRole('button', { name: 'Connect a store' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Connect a store' });
  await dialog.getByText('Shopify', { exact: true }).click();
  const handle = `e2e-${Date.now().toString(36)}`;
  await dialog.getByLabel('Your Shopify store address').fill(`${handle}.myshopify.com`);
  await dialog.getByRole('button', { name: 'Continue to authorise' }).click();
  await expect(page.getByRole('heading', { name: 'Shopify sandbox' })).toBeVisible();
  await page.getByRole('link', { name: 'Install app' }).click();
  await expect(page).toHaveURL(/\/shopify-app-auth\?/);
  await expect(page.getByRole('heading', { name: 'Store connected' })).toBeVisible();
  const options = await api<Array<{ id: number; name: string; platform: string; status: string }>>(page, '/api/customer/store/options');
  const store = options.find((s) => s.platform === 'shopify' && s.name.toLowerCase() === handle.replace('-', ' '));
  expect(store?.status).toBe('authorized');

  // Publish every ready entry: the seed made two of them blocked (below cost, zero price) and one refused by the sandbox.
  await page.goto('/products/my-products?states=1');
  const grid = page.getByRole('grid', { name: 'My products' });
  const ready = await api<{ total: number }>(page, '/api/customer/sku-list/all?states=1&pageSize=1');
  expect(ready.total).toBeGreaterThanOrEqual(3);
  // A busy machine (the demo seed still publishing) can take a while to answer the first list.
  await expect(grid.getByText(/\[sandbox-fail\]/)).toBeVisible({ timeout: 30_000 });
  // The header's checkbox selects every row of the page (its input is visually hidden inside the label).
  await grid.getByRole('row').first().locator('label').first().click();
  await expect(page.getByRole('toolbar', { name: 'Actions on the selected rows' })).toContainText(`${ready.total} selected`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const publish = page.getByRole('dialog', { name: `Publish ${ready.total} products` });
  await publish.getByText(`${store!.name} (Shopify)`).click();
  await publish.getByRole('button', { name: 'Check and continue' }).click();
  await expect(publish.getByText(`${ready.total - 2} will be published, 2 are blocked`)).toBeVisible();
  await publish.getByRole('button', { name: `Publish ${ready.total - 2}` }).click();
  await expect(publish.getByText('Done, some failed')).toBeVisible({ timeout: 60_000 });
  const jobs = await api<{ records: Array<{ id: number; succeeded: number; failed: number; blocked: number }> }>(page, '/api/customer/sku-list/shop/product/batchShelfRecord?pageSize=1');
  const jobId = jobs.records[0].id;
  expect(jobs.records[0]).toMatchObject({ succeeded: ready.total - 3, failed: 1, blocked: 2 });

  // Fix the refused product's title, then retry from the publishing records: only the failed item runs again.
  const failed = await api<{ records: Array<{ input: Record<string, string> }> }>(page, `/api/customer/jobs/${jobId}/items?states=failed`);
  const entryId = Number(failed.records[0].input.skuListId);
  await api(page, '/api/customer/sku-list/product', { method: 'PUT', body: { id: entryId, title: failed.records[0].input.title.replace('[sandbox-fail]', '').trim() } });
  await page.goto('/products/my-published-products?tab=records');
  await expect(page.getByText(`${ready.total - 3} published · 1 failed · 2 blocked`)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: `Retry 1 failed of publishing #${jobId}` }).click();
  await expect.poll(async () => (await api<{ failed: number; succeeded: number; state: string }>(page, `/api/customer/jobs/${jobId}`)), { timeout: 60_000 })
    .toMatchObject({ failed: 0, succeeded: ready.total - 2, blocked: 2 });

  // Published products shows them, in the new store.
  await page.goto('/products/my-published-products');
  await expect(page.getByRole('grid', { name: 'Published products' }).getByText(store!.name).first()).toBeVisible({ timeout: 30_000 });
  const published = await api<{ total: number }>(page, '/api/customer/sku-published/myproduct/list', { method: 'POST', body: { storeId: store!.id } });
  expect(published.total).toBe(ready.total - 2);

  // The store's buyer orders on the sandbox storefront; the order arrives through the signed webhook as a draft.
  await page.goto(`/sandbox/shopify/${handle}.myshopify.com`);
  await page.getByRole('link', { name: 'Order one' }).first().click();
  await expect(page.getByRole('status')).toContainText('placed', { timeout: 30_000 });
  await page.goto('/settings/my-stores');
  await expect.poll(async () => {
    const list = await api<{ records: Array<{ id: number; orderCount: number }> }>(page, '/api/customer/store/list?pageSize=50');
    return list.records.find((s) => s.id === store!.id)?.orderCount;
  }, { timeout: 30_000 }).toBe(1);

  // Disconnect, confirmed.
  await page.goto('/settings/my-stores');
  await page.getByRole('button', { name: `Disconnect ${store!.name}` }).click({ timeout: 30_000 });
  await page.getByRole('alertdialog', { name: `Disconnect ${store!.name}?` }).getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText(`${store!.name} is disconnected.`)).toBeVisible({ timeout: 30_000 });
});
