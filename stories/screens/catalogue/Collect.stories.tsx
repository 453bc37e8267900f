import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CallData } from '@/kit/data';
import { CollectView } from '@/screens/catalogue/CollectView';

const requests = {
  records: [
    { id: 5, sourceUrl: 'https://www.aliexpress.com/item/1005005987654321.html', description: 'Solar lantern', status: 'canceled', productId: null, quotedPriceCents: null, createdAt: '2026-11-18T09:00:00.000Z' },
    { id: 3, sourceUrl: 'https://www.temu.com/goods-601099512345678.html', description: 'Insulated bottle 1 l', status: 'found', productId: 12, quotedPriceCents: 455, createdAt: '2026-11-16T09:00:00.000Z' },
    { id: 2, sourceUrl: 'https://www.amazon.com/dp/B0C1234567', description: 'Collapsible silicone bowl set', status: 'in_progress', productId: null, quotedPriceCents: null, createdAt: '2026-11-15T09:00:00.000Z' },
    { id: 1, sourceUrl: 'https://www.aliexpress.com/item/1005006123456789.html', description: 'Titanium spork', status: 'submitted', productId: null, quotedPriceCents: null, createdAt: '2026-11-14T09:00:00.000Z' },
  ],
  total: 4, pageNo: 1, pageSize: 10,
} satisfies CallData<'collectRequests'>;

const meta = {
  title: 'Screens/Catalogue/Collect products',
  component: CollectView,
  parameters: { layout: 'padded', router: { initialEntries: ['/products/collect-products'] } },
  args: {
    onCollect: fn(), isCollecting: false, result: undefined, fieldError: null, requests, onRequestsPage: fn(),
    entryHref: (id: number) => `/products/my-products/edit/${id}`,
  },
} satisfies Meta<typeof CollectView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Collected products' })).toBeVisible();
    await expect(canvas.getByText('Found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Quoted $4.55' })).toHaveAttribute('href', '/products/detail/12');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Product URLs' }), 'https://a.example/p/CJ-HOME-000123\nhttps://b.example/x\nhttps://b.example/x');
    await userEvent.click(canvas.getByRole('button', { name: 'Collect 2' }));
    await expect(args.onCollect).toHaveBeenCalledWith(['https://a.example/p/CJ-HOME-000123', 'https://b.example/x']);
  },
};

export const Collected: Story = {
  args: {
    result: {
      added: [{ url: 'https://a.example/p/CJ-HOME-000123', productId: 123, skuListId: 41 }],
      listed: [],
      requested: [{ url: 'https://b.example/x', requestId: 6 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 added to your list, 0 already in it, 1 sent to sourcing.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'https://a.example/p/CJ-HOME-000123' })).toHaveAttribute('href', '/products/my-products/edit/41');
  },
};

export const NoRequests: Story = {
  args: { requests: { records: [], total: 0, pageNo: 1, pageSize: 10 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No sourcing requests yet.')).toBeVisible();
  },
};
