import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { OrderDetailView } from '@/screens/orders/OrderDetailView';
import { draftInfo, imagesLoaded, shippedOrder } from './fixtures';

const meta = {
  title: 'Screens/Orders/Order detail',
  component: OrderDetailView,
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/orders/detail/505'] },
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  args: { order: shippedOrder, error: null, onRetry: fn(), onPay: fn(), onCancel: fn(async () => undefined), canProcess: true, backHref: '/orders/list' },
} satisfies Meta<typeof OrderDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shipped order: its lines, amounts, address and the timeline read from event types and data. */
export const Shipped: Story = {
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: shippedOrder.number })).toBeVisible();
    const timeline = canvas.getByRole('list', { name: 'Timeline' });
    await expect(within(timeline).getByText('Shipped with YunExpress, tracking number YT7310004213')).toBeVisible();
    await expect(within(timeline).getByText('Order created (Store)')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  },
};

/** The same timeline in Turkish: nothing stored is prose. */
export const ShippedInTurkish: Story = {
  globals: { lang: 'tr' },
  parameters: { visual: { disable: true, reason: 'the layout is shot by Shipped; this checks the translated timeline' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('YunExpress ile gönderildi, takip numarası YT7310004213')).toBeVisible();
  },
};

/** A draft needing attention: the reason, the way into processing, cancel offered. */
export const DraftNeedsAttention: Story = {
  args: { order: draftInfo.order },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/not matched to a catalogue product yet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Process this draft/ })).toHaveAttribute('href', `/orders/draft/process?ids=${draftInfo.order.id}`);
    await expect(canvas.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { order: undefined, error: 'This order was not found.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This order was not found.')).toBeVisible();
  },
};
