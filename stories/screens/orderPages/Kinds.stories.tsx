import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KindOrdersView } from '@/screens/orderKinds/KindOrdersView';
import { CreateKindOrderForm } from '@/screens/orderKinds/CreateKindOrderForm';
import { MergeView } from '@/screens/orderKinds/MergeView';
import { kindPages } from '@/screens/orderKinds/kinds';
import { channels, kindOrdersArgs, kindPage, mergeGroups, variantResults, warehouses } from './fixtures';

const meta = {
  title: 'Screens/Orders/Orders by kind',
  component: KindOrdersView,
  parameters: { layout: 'padded', router: { initialEntries: ['/self/buy/order'] }, a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } } },
  args: kindOrdersArgs(),
} satisfies Meta<typeof KindOrdersView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SelfBuy: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Self-buy orders' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'MP202611110001' })).toHaveAttribute('href', '/orders/detail/1');
    await expect(canvas.getAllByText('Awaiting payment')[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'New self-buy order' }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

export const StockOrdersEmpty: Story = {
  args: { page: kindPages.stocking, data: { ...kindPage, records: [], total: 0 } },
  parameters: { router: { initialEntries: ['/warehouse/order'] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No stock orders yet.')).toBeVisible();
  },
};

export const CreatingSelfBuy: Story = {
  args: {
    form: <CreateKindOrderForm page={kindPages.self_buy} warehouses={warehouses} channels={channels} keyword="apron" onKeyword={fn()} results={variantResults}
      onSubmit={fn()} onCancel={fn()} isSubmitting={false} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add CJ-HOME-000011-NV-M' }));
    await expect(within(canvas.getByRole('list', { name: 'Chosen products' })).getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Create order' })).toBeEnabled();
  },
};

export const CreatingStock: StoryObj<typeof CreateKindOrderForm> = {
  render: (args) => <CreateKindOrderForm {...args} />,
  args: {
    page: kindPages.stocking, warehouses, channels, keyword: 'apron', onKeyword: fn(), results: variantResults, onSubmit: fn(), onCancel: fn(), isSubmitting: false,
    fieldErrors: { warehouseId: 'Invalid input: warehouseId is required.' },
  },
  parameters: { router: { initialEntries: ['/warehouse/order'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'Ship to' })).toBeNull();
    await expect(canvas.getByText('Invalid input: warehouseId is required.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add CJ-HOME-000011-GR-M' }));
    await userEvent.click(canvas.getByRole('button', { name: /Warehouse/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'California (US-CA)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create order' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ warehouseId: 3, channelCode: undefined, address: undefined, lines: [{ variantId: 12, quantity: 1 }] });
  },
};

export const Merge: StoryObj<typeof MergeView> = {
  render: (args) => <MergeView {...args} />,
  args: { groups: mergeGroups, error: null, onRetry: fn(), onMerge: fn(), merging: null },
  parameters: { router: { initialEntries: ['/orders/merge'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('400 Main Avenue, Boston, MA, 02110, US')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Merge 2 orders' }));
    await expect(args.onMerge).toHaveBeenCalledWith([1, 5]);
  },
};

export const MergeNothing: StoryObj<typeof MergeView> = {
  render: (args) => <MergeView {...args} />,
  args: { groups: [], error: null, onRetry: fn(), onMerge: fn(), merging: null, merged: { ...kindPage.records[0], number: 'MP20261120000300', totalCents: 6920 } },
  parameters: { router: { initialEntries: ['/orders/merge'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Merged into MP20261120000300 ($69.20), awaiting payment.')).toBeVisible();
    await expect(canvas.getByText('Nothing to merge')).toBeVisible();
  },
};
