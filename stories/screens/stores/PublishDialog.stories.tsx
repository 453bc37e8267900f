import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CallPortContext, fakeCalls, type FakeHandlers } from '@/kit/data';
import { DataProvider } from '@/kit/data/DataProvider';
import { PublishAction } from '@/screens/stores/components/PublishDialog';
import { collections, publishItems, publishJob, shelfCheck, storeOptions } from './fixtures';

/** The bulk action with the API answered by typed fakes (the whole workflow runs: check, start, follow, retry). */
function WithApi({ handlers, skuListIds }: { handlers: FakeHandlers; skuListIds: number[] }) {
  return (
    <DataProvider>
      <CallPortContext.Provider value={fakeCalls(handlers)}>
        <PublishAction skuListIds={skuListIds} />
      </CallPortContext.Provider>
    </DataProvider>
  );
}

const calls = {
  storeOptions: fn(() => storeOptions),
  shopProductCollections: fn(() => collections),
  shelfCheck: fn(() => shelfCheck),
  batchShelf: fn(() => ({ ...publishJob, state: 'queued' as const, succeeded: 0, failed: 0, blocked: 0, queued: 20, finishedAt: null })),
  shelf: fn(() => publishJob),
  jobStatus: fn(() => publishJob),
  jobItems: fn(() => publishItems),
  retryShelf: fn(() => ({ ...publishJob, state: 'running' as const, failed: 0, queued: 1, finishedAt: null })),
} satisfies FakeHandlers;

const meta = {
  title: 'Screens/Stores/Publish dialog',
  component: WithApi,
  parameters: {
    layout: 'centered',
    router: { initialEntries: ['/products/my-products'] },
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  args: { handlers: calls, skuListIds: [101, 102, 103] },
} satisfies Meta<typeof WithApi>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Publish' }));
  return within(await within(document.body).findByRole('dialog', { name: 'Publish 3 products' }));
};

export const ChooseStores: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Trailhead Goods (Shopify)' }));
    await expect(dialog.getByRole('checkbox', { name: /Cosy Corner — Authorisation expired/ })).toBeDisabled();
    await expect(await dialog.findByRole('checkbox', { name: 'Summer' })).toBeVisible();
  },
};

export const CheckThenPublishAndRetry: Story = {
  parameters: { visual: { disable: true, reason: 'the review and progress steps are shot by Review and Progress' } },
  play: async ({ canvasElement, step }) => {
    const dialog = await openDialog(canvasElement);
    await step('choose a store and a collection, then check', async () => {
      await userEvent.click(await dialog.findByRole('checkbox', { name: 'Trailhead Goods (Shopify)' }));
      await userEvent.click(await dialog.findByRole('checkbox', { name: 'Kitchen' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Check and continue' }));
      await expect(calls.shelfCheck).toHaveBeenCalledWith({ body: { skuListIds: [101, 102, 103], storeIds: [1] } });
    });
    await step('the review names the blocked item and its reason, and the warning', async () => {
      await expect(await dialog.findByText('2 will be published, 1 are blocked, 1 have warnings.')).toBeVisible();
      await expect(dialog.getByText('Wool scarf → Trailhead Goods: The sell price is below the cost.')).toBeVisible();
    });
    await step('publishing starts the job with the chosen collections and follows it', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Publish 2' }));
      await expect(calls.batchShelf).toHaveBeenCalledWith({ body: { skuListIds: [101, 102, 103], storeIds: [1], collections: [{ storeId: 1, ids: ['gid-2'] }] } });
      await expect(await dialog.findByText('Done, some failed')).toBeVisible();
      await expect(dialog.getByText('The store refused the product: the image could not be fetched.')).toBeVisible();
    });
    await step('retry sends the failed items again (retryShelf)', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Retry 1 failed' }));
      await waitFor(() => expect(calls.retryShelf).toHaveBeenCalledWith({ params: { id: 412 } }));
    });
  },
};

export const Review: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Trailhead Goods (Shopify)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Check and continue' }));
    await expect(await dialog.findByRole('button', { name: 'Publish 2' })).toBeVisible();
  },
};

export const Progress: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Trailhead Goods (Shopify)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Check and continue' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Publish 2' }));
    await expect(await dialog.findByRole('list', { name: 'Results per product and store' })).toBeVisible();
  },
};

export const NoStore: Story = {
  args: { handlers: { ...calls, storeOptions: () => [] } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    // The dialog fades in: wait until its content is shown, not only present.
    await waitFor(() => expect(dialog.getByText('No store to publish to')).toBeVisible());
  },
};
