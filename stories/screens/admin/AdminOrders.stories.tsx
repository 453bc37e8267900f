import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminOrdersView } from '@/screens/admin/AdminOrdersView';
import type { CallData } from '@/kit/data';
import { orderRows } from '../orders/fixtures';

const page = {
  records: orderRows.filter((row) => row.paymentStatus === 'paid').map((row, i) => ({ ...row, customerId: 3 + (i % 2), customerUsername: i % 2 ? 'shop@northwind.example' : 'merchant@demo.shop' })),
  total: 4, totalIsLowerBound: false, pageNo: 1, pageSize: 20, nextCursor: null,
} satisfies CallData<'adminOrderList'>;

const meta = {
  title: 'Screens/Admin/All orders',
  component: AdminOrdersView,
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/admin/orders/list'] },
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  args: {
    query: {}, page, isLoading: false, error: null, onRetry: fn(), isKeyset: false, onFilters: fn(), onClearFilters: fn(), onPage: fn(), onPageSize: fn(),
    onNextCursor: fn(), onPreviousCursor: fn(), onShip: fn(async () => undefined), onDeliver: fn(async () => undefined), shipErrors: null, isShipping: false,
  },
} satisfies Meta<typeof AdminOrdersView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PaidOrders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'All orders' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(page.records.length + 1);
  },
};

/** Ship a processing order: carrier and tracking number in a dialog, then the screen is told. */
export const Ship: Story = {
  parameters: { visual: { disable: true, reason: 'interaction story; the list is shot by PaidOrders' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const processing = page.records.find((row) => row.status === 'processing')!;
    await userEvent.click(canvas.getByRole('button', { name: `Ship ${processing.number}` }));
    const dialog = await body.findByRole('dialog', { name: `Ship ${processing.number}` });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Carrier' }), 'YunExpress');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Tracking number/ }), 'YT-2026-0001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(args.onShip).toHaveBeenCalledWith(processing.id, { carrier: 'YunExpress', trackingNumber: 'YT-2026-0001' }));
  },
};

/** The server's field error lands on the tracking number field. */
export const ShipFieldError: Story = {
  args: { shipErrors: { trackingNumber: 'Invalid input: trackingNumber has the wrong format.' }, onShip: fn(async () => { throw new Error('refused'); }) },
  parameters: { visual: { disable: true, reason: 'interaction story' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const processing = page.records.find((row) => row.status === 'processing')!;
    await userEvent.click(canvas.getByRole('button', { name: `Ship ${processing.number}` }));
    const dialog = await body.findByRole('dialog');
    // The dialog fades in: wait until the message is shown, not merely present.
    await waitFor(() => expect(within(dialog).getByText('Invalid input: trackingNumber has the wrong format.')).toBeVisible());
  },
};
