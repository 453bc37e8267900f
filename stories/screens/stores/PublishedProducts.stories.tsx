import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShelfRecordsView } from '@/screens/stores/components/ShelfRecordsView';
import { PublishProgressView } from '@/screens/stores/components/PublishProgressView';
import { PublishedProductsView, type PublishedFilters, type PublishedProductsViewProps } from '@/screens/stores/PublishedProductsView';
import { emptyPublishedPage, imagesLoaded, publishedDetail, publishedPage, publishItems, publishJob, shelfRecordPage, storeOptions } from './fixtures';

/** The View with its filters and tab held the way PublishedProductsScreen holds them (in the URL). */
function Stateful({ filters: initialFilters, onFilters, tab: initialTab, onTab, ...props }: PublishedProductsViewProps) {
  const [filters, setFilters] = useState<PublishedFilters>(initialFilters);
  const [tab, setTab] = useState(initialTab);
  return (
    <PublishedProductsView
      {...props}
      filters={filters}
      onFilters={(patch) => { setFilters({ ...filters, ...patch }); onFilters(patch); }}
      tab={tab}
      onTab={(next) => { setTab(next); onTab(next); }}
    />
  );
}

const records = (
  <>
    <PublishProgressView job={publishJob} items={publishItems.records} moreItems={14} onRetry={fn()} />
    <ShelfRecordsView page={shelfRecordPage} isLoading={false} error={null} onRetryLoad={fn()} onPage={fn()} onPageSize={fn()} onRetry={fn()} onShow={fn()} />
  </>
);

const meta = {
  title: 'Screens/Stores/Published products',
  component: PublishedProductsView,
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/products/my-published-products'] },
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  args: {
    filters: { pageNo: 1, pageSize: 20 },
    page: publishedPage,
    isLoading: false,
    error: null,
    onRetry: fn(),
    onFilters: fn(),
    onClearFilters: fn(),
    onPage: fn(),
    onPageSize: fn(),
    stores: storeOptions,
    onSyncDeleted: fn(async () => undefined),
    onUnpublish: fn(async () => undefined),
    onPushUpdate: fn(async () => undefined),
    onOpenInventory: fn(),
    inventory: publishedDetail,
    onSaveInventory: fn(async () => undefined),
    records,
    tab: 'products',
    onTab: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof PublishedProductsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Products: Story = {
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Published products' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(7);
    await expect(within(canvas.getByRole('row', { name: /Canvas tote/ })).getByText('Deleted in the store')).toBeVisible();
  },
};

export const EditInventory: Story = {
  play: async ({ canvasElement, args, step }) => {
    await imagesLoaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit the inventory of Linen shirt in Trailhead Goods' }));
    await expect(args.onOpenInventory).toHaveBeenCalledWith(expect.objectContaining({ id: 301 }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Inventory of Linen shirt' });
    await step('only the changed variants are saved', async () => {
      const field = within(dialog).getByRole('textbox', { name: 'Navy / L (LS-NAVY-L)' });
      await userEvent.clear(field);
      await userEvent.type(field, '75');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save and push' }));
      await expect(args.onSaveInventory).toHaveBeenCalledWith(expect.objectContaining({ id: 301 }), [{ id: 9102, available: 75 }]);
    });
  },
};

export const UnpublishConfirmed: Story = {
  parameters: { visual: { disable: true, reason: 'interaction story' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Unpublish Ceramic mug from Linen & Loom' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Unpublish this product?' });
    await expect(args.onUnpublish).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await expect(args.onUnpublish).toHaveBeenCalledWith(302);
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

export const SyncDeleted: Story = {
  parameters: { visual: { disable: true, reason: 'interaction story' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sync deleted' }));
    await expect(args.onSyncDeleted).toHaveBeenCalledWith(undefined);
  },
};

export const PublishingRecords: Story = {
  args: { tab: 'records' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the chosen job shows each item: failed and blocked with their reasons, published with warnings', async () => {
      const items = canvas.getByRole('list', { name: 'Results per product and store' });
      await expect(within(items).getByText('Desk lamp → Linen & Loom')).toBeVisible();
      await expect(within(items).getByText('The sell price is below the cost.')).toBeVisible();
      await expect(within(items).getByText('Warning: The margin is under 10 %.')).toBeVisible();
      await expect(canvas.getByText('and 14 more')).toBeVisible();
    });
    await step('only a finished job with failed items offers the retry', async () => {
      await expect(canvas.getByRole('button', { name: 'Retry 1 failed of publishing #412' })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: /^Retry .* publishing #413/ })).toBeNull();
    });
  },
};

export const NothingPublished: Story = {
  args: { page: emptyPublishedPage },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing published yet')).toBeVisible();
  },
};
