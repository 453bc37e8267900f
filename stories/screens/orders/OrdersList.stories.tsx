import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OrdersListView, type OrderListQuery, type OrdersListViewProps } from '@/screens/orders/OrdersListView';
import { emptyOrderPage, orderCounts, orderPage, stores } from './fixtures';

/** The View with its selection and query held the way OrdersListScreen holds them. */
function Stateful({ query: initialQuery, selected: initialSelected, onFilters, ...props }: OrdersListViewProps) {
  const [selected, setSelected] = useState<Selection>(initialSelected ?? new Set());
  const [query, setQuery] = useState<OrderListQuery>(initialQuery);
  return (
    <OrdersListView {...props} query={query} selected={selected} onSelectionChange={setSelected}
      onFilters={(patch) => { setQuery({ ...query, ...patch }); onFilters(patch); }} />
  );
}

const meta = {
  title: 'Screens/Orders/Order list',
  component: OrdersListView,
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/orders/list'] },
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  args: {
    query: {},
    page: orderPage,
    counts: orderCounts,
    stores,
    isLoading: false,
    error: null,
    onRetry: fn(),
    isKeyset: false,
    onFilters: fn(),
    onClearFilters: fn(),
    onPage: fn(),
    onPageSize: fn(),
    onNextCursor: fn(),
    onPreviousCursor: fn(),
    selected: new Set(),
    onSelectionChange: fn(),
    onPay: fn(),
    onCancel: fn(async () => undefined),
    exportHref: '/orders/downloadExcel?kind=normal',
    canProcessDrafts: true,
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof OrdersListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Manage orders' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(orderPage.records.length + 1);
    await expect(canvas.getByRole('tab', { name: /Needs attention\s*9/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Export this list/ })).toHaveAttribute('href', '/orders/downloadExcel?kind=normal');
  },
};

/** Tabs, the keyword (on Enter) and a select filter each reach the screen as one filter change. */
export const Filters: Story = {
  parameters: { visual: { disable: true, reason: 'interaction story; the list itself is shot by List' } },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('a status tab', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: /Awaiting payment/ }));
      await expect(args.onFilters).toHaveBeenLastCalledWith({ status: 'awaiting_payment' });
    });
    await step('the keyword on Enter', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search orders' }), 'YT7310');
      await expect(args.onFilters).toHaveBeenCalledTimes(1);
      await userEvent.keyboard('{Enter}');
      await expect(args.onFilters).toHaveBeenLastCalledWith({ keyword: 'YT7310' });
    });
  },
};

/** Choosing rows: pay opens the checkout with the awaiting-payment ones only; cancel is confirmed first. */
export const BulkPayAndCancel: Story = {
  parameters: { visual: { disable: true, reason: 'interaction story' } },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await step('select a draft and an awaiting-payment order', async () => {
      await userEvent.click(within(canvas.getByRole('row', { name: /MP20261120000041/ })).getByRole('checkbox'));
      await userEvent.click(within(canvas.getByRole('row', { name: /MP20261120000040/ })).getByRole('checkbox'));
    });
    await step('pay takes only the payable one', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Pay 1' }));
      await expect(args.onPay).toHaveBeenCalledWith([503]);
    });
    await step('cancel asks first, then cancels both unpaid orders', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel 2' }));
      const dialog = await body.findByRole('alertdialog', { name: 'Cancel orders?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel orders' }));
      await waitFor(() => expect(args.onCancel).toHaveBeenCalledWith([502, 503]));
    });
  },
};

export const Empty: Story = {
  args: { page: emptyOrderPage, counts: { counts: {}, capped: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No orders yet')).toBeVisible();
  },
};

/** Past 10,000 rows: the count says "10,000+" and the pager goes on by cursor. */
export const HugeList: Story = {
  args: { page: { ...orderPage, total: 10_000, totalIsLowerBound: true }, counts: { ...orderCounts, counts: { ...orderCounts.counts, delivered: 10_000 }, capped: ['delivered'] }, isKeyset: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: /Delivered\s*10,000\+/ })).toBeVisible();
  },
};
