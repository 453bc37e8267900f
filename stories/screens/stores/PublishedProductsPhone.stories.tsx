import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShelfRecordsView } from '@/screens/stores/components/ShelfRecordsView';
import { PublishedProductsView } from '@/screens/stores/PublishedProductsView';
import { emptyPublishedPage, imagesLoaded, publishedDetail, publishedPage, shelfRecordPage, storeOptions } from './fixtures';

/** The first three products: a phone's first screens. */
const page = { ...publishedPage, records: publishedPage.records.slice(0, 3) };
const first = page.records[0]!;

/** Published products on a 390 px phone: a card a product, its state beside the title and its actions at the end. */
const meta = {
  title: 'Screens/Stores/Published products on a phone',
  component: PublishedProductsView,
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/products/my-published-products'] },
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  globals: { viewport: { value: 'phone' } },
  args: {
    filters: { pageNo: 1, pageSize: 20 }, page, isLoading: false, error: null, onRetry: fn(), onFilters: fn(), onClearFilters: fn(),
    onPage: fn(), onPageSize: fn(), stores: storeOptions, onSyncDeleted: fn(async () => undefined), onUnpublish: fn(async () => undefined),
    onPushUpdate: fn(async () => undefined), onOpenInventory: fn(), inventory: publishedDetail, onSaveInventory: fn(async () => undefined),
    records: <ShelfRecordsView page={shelfRecordPage} isLoading={false} error={null} onRetryLoad={fn()} onPage={fn()} onPageSize={fn()} onRetry={fn()} onShow={fn()} />,
    tab: 'products', onTab: fn(),
  },
} satisfies Meta<typeof PublishedProductsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {
  play: async ({ canvasElement, args, step }) => {
    await imagesLoaded(canvasElement);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('grid', { name: 'Published products' });
    const card = within(list).getByRole('row', { name: `${first.title} · ${first.storeName}` });
    await step('one card a product, nothing off the side of the screen', async () => {
      await expect(within(list).getAllByRole('row')).toHaveLength(page.records.length);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    });
    await step('the state sits beside the title; the last sync is left off a phone; store and inventory are label: value', async () => {
      await expect(within(card).getByText('On sale')).toBeVisible();
      // The shown labels (the state's is there for screen readers only).
      const labels = within(card).getAllByRole('term').map((term) => term.textContent);
      await expect(labels).toContain('Store:');
      await expect(labels).not.toContain('State:');
      await expect(within(card).queryByText('Last sync:')).toBeNull();
    });
    await step('the card\'s actions are reachable: unpublishing asks first', async () => {
      await userEvent.click(within(card).getByRole('button', { name: `Unpublish ${first.title} from ${first.storeName}` }));
      const confirm = await within(document.body).findByRole('alertdialog');
      await userEvent.click(within(confirm).getByRole('button', { name: 'Unpublish' }));
      await expect(args.onUnpublish).toHaveBeenCalledWith(first.id);
      // The dialog closes once the unpublish has answered: the picture is the list, not a closing dialog.
      await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    });
  },
};

export const NothingPublished: Story = {
  args: { page: emptyPublishedPage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing published yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My product list' })).toHaveAttribute('href', '/products/my-products');
  },
};
