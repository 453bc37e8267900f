import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MyStoresView, type MyStoresViewProps, type StoreListQuery } from '@/screens/stores/MyStoresView';
import { emptyStorePage, imagesLoaded, platforms, storePage } from './fixtures';

/** The View with its query held the way MyStoresScreen holds it (in the URL). */
function Stateful({ query: initialQuery, onFilters, ...props }: MyStoresViewProps) {
  const [query, setQuery] = useState<StoreListQuery>(initialQuery);
  return <MyStoresView {...props} query={query} onFilters={(patch) => { setQuery({ ...query, ...patch }); onFilters(patch); }} />;
}

const meta = {
  title: 'Screens/Stores/My stores',
  component: MyStoresView,
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/settings/my-stores'] },
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  args: {
    query: {},
    page: storePage,
    isLoading: false,
    error: null,
    onRetry: fn(),
    onFilters: fn(),
    onClearFilters: fn(),
    onPage: fn(),
    onPageSize: fn(),
    connect: { platforms, onConnect: fn(async () => undefined), shopError: null, isPending: false },
    onReauthorize: fn(async () => undefined),
    onDeactivate: fn(async () => undefined),
    onActivate: fn(async () => undefined),
    onDisconnect: fn(async () => undefined),
    onSyncOrders: fn(async () => undefined),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof MyStoresView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stores: Story = {
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Store settings' })).toBeVisible();
    // Header row + five stores, each with its status.
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
    await expect(within(canvas.getByRole('row', { name: /Cosy Corner/ })).getByText('Authorisation expired')).toBeVisible();
    await expect(within(canvas.getByRole('row', { name: /Cosy Corner/ })).getByRole('button', { name: 'Re-authorise Cosy Corner' })).toBeVisible();
  },
};

export const ConnectShopify: Story = {
  parameters: { visual: { disable: true, reason: 'interaction story; the dialog is shot by ConnectDialog' } },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Connect a store' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Connect a store' });
    const inDialog = within(dialog);
    await step('a platform that needs a shop address asks for it, checked with its pattern', async () => {
      await userEvent.click(inDialog.getByRole('radio', { name: 'Shopify' }));
      const shop = inDialog.getByRole('textbox', { name: /Your Shopify store address/ });
      await userEvent.type(shop, 'not a shop');
      await userEvent.click(inDialog.getByRole('button', { name: 'Continue to authorise' }));
      await expect(await inDialog.findByText(/This is not a store address of this platform/)).toBeVisible();
      await expect(args.connect.onConnect).not.toHaveBeenCalled();
    });
    await step('a valid address goes on to the platform', async () => {
      const shop = inDialog.getByRole('textbox', { name: /Your Shopify store address/ });
      await userEvent.clear(shop);
      await userEvent.type(shop, 'trailhead-goods.myshopify.com');
      await userEvent.click(inDialog.getByRole('button', { name: 'Continue to authorise' }));
      await expect(args.connect.onConnect).toHaveBeenCalledWith('shopify', 'trailhead-goods.myshopify.com');
    });
  },
};

export const ConnectDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Connect a store' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Connect a store' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'WooCommerce' }));
    await expect(within(dialog).getByRole('textbox', { name: /Your WooCommerce store address/ })).toBeVisible();
    await expect(within(dialog).getByRole('radio', { name: 'Shoper' })).toBeDisabled();
    await expect(within(dialog).getByText(/local sandbox/)).toBeVisible();
  },
};

export const DisconnectConfirmed: Story = {
  parameters: { visual: { disable: true, reason: 'interaction story' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect Linen & Loom' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Disconnect Linen & Loom?' });
    await expect(args.onDisconnect).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await expect(args.onDisconnect).toHaveBeenCalledWith(2);
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

export const FilterByStatus: Story = {
  parameters: { visual: { disable: true, reason: 'interaction story' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Deactivated' }));
    await expect(args.onFilters).toHaveBeenCalledWith({ status: 'deactivated' });
  },
};

export const NoStoreYet: Story = {
  args: { page: emptyStorePage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No store connected yet')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Connect a store' })).toHaveLength(2);
  },
};

export const LoadFailed: Story = {
  args: { page: undefined, error: 'The stores could not be loaded.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The stores could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
