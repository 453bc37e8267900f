import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrdersListView, type OrdersListViewProps } from '@/screens/orders/OrdersListView';
import { orderCounts, orderPage, stores } from './fixtures';

/** The selection held as the screen holds it (the bulk bar counts it). */
function WithSelection(props: OrdersListViewProps) {
  const [selected, setSelected] = useState<Selection>(new Set());
  return <OrdersListView {...props} selected={selected} onSelectionChange={setSelected} />;
}

/** The order list on a 390 px phone: each order is a card (its number first), selection and bulk actions kept. */
const meta = {
  title: 'Screens/Orders/Order list on a phone',
  component: OrdersListView,
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/orders/list'] },
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  globals: { viewport: { value: 'phone' } },
  args: {
    query: {}, page: orderPage, counts: orderCounts, stores, isLoading: false, error: null, onRetry: fn(), isKeyset: false,
    onFilters: fn(), onClearFilters: fn(), onPage: fn(), onPageSize: fn(), onNextCursor: fn(), onPreviousCursor: fn(),
    onPay: fn(), onCancel: fn(async () => undefined), exportHref: '/orders/downloadExcel?kind=normal', canProcessDrafts: true,
  },
  render: (args) => <WithSelection {...args} />,
} satisfies Meta<typeof OrdersListView>;

export default meta;
type Story = StoryObj<typeof meta>;

const first = orderPage.records[0]!;

export const Cards: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('grid', { name: 'Orders' });
    await step('one card an order, and nothing off the side of the screen', async () => {
      await expect(canvas.queryAllByRole('columnheader')).toHaveLength(0);
      await expect(within(list).getAllByRole('row')).toHaveLength(orderPage.records.length);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    });
    await step('a card is named by the order number and links to the order', async () => {
      const card = within(list).getByRole('row', { name: first.number });
      await expect(within(card).getByRole('link', { name: first.number })).toBeVisible();
      await expect(within(card).getByText('Total:')).toBeVisible();
    });
  },
};

export const SelectOnAPhone: Story = {
  parameters: { visual: { disable: true, reason: 'interaction story; the cards are shot by Cards' } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('grid', { name: 'Orders' });
    await step('a card\'s checkbox selects the order and the bulk bar offers its actions', async () => {
      await userEvent.click(within(within(list).getByRole('row', { name: first.number })).getByRole('checkbox'));
      await expect(canvas.getByRole('toolbar', { name: 'Actions on the selected rows' })).toHaveTextContent('1 selected');
    });
    await step('the checkbox again clears it', async () => {
      await userEvent.click(within(within(list).getByRole('row', { name: first.number })).getByRole('checkbox'));
      await expect(canvas.queryByRole('toolbar', { name: 'Actions on the selected rows' })).toBeNull();
    });
  },
};
