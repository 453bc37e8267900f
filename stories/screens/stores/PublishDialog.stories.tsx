import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CallPortContext, fakeCalls, type FakeHandlers } from '@/kit/data';
import { DataProvider } from '@/kit/data/DataProvider';
import { usePublishLauncher } from '@/screens/stores/components/PublishLauncher';
// Loaded up front: the launcher imports the dialog lazily, and a cold dev-server transform outlasts findByRole.
// oxlint-disable-next-line import/no-unassigned-import -- loaded for its side effect of being in the module graph
import '@/screens/stores/components/PublishDialog';
import { collections, publishItems, publishJob, shelfCheck, storeOptions } from './fixtures';

/**
 * The bulk action as My products mounts it: the button inside a selection toolbar that unmounts when the
 * selection empties, the dialog outside it. With `clearOnFinish` the selection empties once the job is
 * seen finished (as the list does when the published entries leave the Ready tab).
 */
function SelectionBar({ skuListIds, clearOnFinish, handlers }: { skuListIds: number[]; clearOnFinish: boolean; handlers: FakeHandlers }) {
  const [selected, setSelected] = useState(skuListIds);
  const launcher = usePublishLauncher();
  const port = useMemo(() => {
    if (!clearOnFinish || !handlers.jobStatus) return fakeCalls(handlers);
    const jobStatus = handlers.jobStatus;
    const wrapped: FakeHandlers = { ...handlers, jobStatus: (input) => { setSelected([]); return jobStatus(input); } };
    return fakeCalls(wrapped);
  }, [handlers, clearOnFinish]);
  return (
    <CallPortContext.Provider value={port}>
      {selected.length > 0 ? <div role="toolbar" aria-label="Selected rows">{launcher.button(selected)}</div> : <p>Nothing selected</p>}
      {launcher.dialog}
    </CallPortContext.Provider>
  );
}

/** The bulk action with the API answered by typed fakes (the whole workflow runs: check, start, follow, retry). */
function WithApi({ handlers, skuListIds, clearOnFinish = false }: { handlers: FakeHandlers; skuListIds: number[]; clearOnFinish?: boolean }) {
  return (
    <DataProvider>
      <SelectionBar handlers={handlers} skuListIds={skuListIds} clearOnFinish={clearOnFinish} />
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
  return within(await within(document.body).findByRole('dialog', { name: 'Publish 3 products' }, { timeout: 5000 }));
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

/** The job ends, the selection empties and the toolbar with the button goes; the dialog keeps the result and Retry. */
export const OutlivesTheSelection: Story = {
  args: { clearOnFinish: true },
  parameters: { visual: { disable: true, reason: 'the progress step is shot by Progress' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Trailhead Goods (Shopify)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Check and continue' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Publish 2' }));
    await expect(await dialog.findByText('Done, some failed')).toBeVisible();
    await waitFor(() => expect(within(canvasElement).queryByRole('toolbar', { name: 'Selected rows' })).toBeNull());
    await expect(dialog.getByRole('button', { name: 'Retry 1 failed' })).toBeVisible();
    // The footer's Close (the × in the title bar is named the same).
    await userEvent.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};
