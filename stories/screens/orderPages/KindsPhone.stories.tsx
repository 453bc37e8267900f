import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { KindOrdersView } from '@/screens/orderKinds/KindOrdersView';
import { kindOrdersArgs, kindPage } from './fixtures';

const first = kindPage.records[0]!;
const second = kindPage.records[1]!;

/** Orders by kind on a 390 px phone: each order is a card with its state and total beside its number. */
const meta = {
  title: 'Screens/Orders/Orders by kind on a phone',
  component: KindOrdersView,
  parameters: { layout: 'padded', router: { initialEntries: ['/self/buy/order'] }, a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } } },
  globals: { viewport: { value: 'phone' } },
  args: kindOrdersArgs(),
} satisfies Meta<typeof KindOrdersView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('grid', { name: 'Self-buy orders' });
    await step('one card an order, no column headings, nothing off the side of the screen', async () => {
      await expect(within(list).getAllByRole('row')).toHaveLength(kindPage.records.length);
      await expect(canvas.queryAllByRole('columnheader')).toHaveLength(0);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    });
    await step('the first line holds the number (a link), the state and the total, without labels; the rest are label: value', async () => {
      const card = within(list).getByRole('row', { name: first.number });
      const top = within(card).getByRole('link', { name: first.number }).closest('div')!.parentElement!;
      await expect(top).toHaveTextContent('Awaiting payment');
      await expect(top).toHaveTextContent('$48.20');
      // The shown labels (the status's and total's are there for screen readers only).
      await expect(within(card).getAllByRole('term').map((term) => term.textContent)).toEqual(['Destination:', 'Items:', 'Created:']);
    });
    await step('arrow keys move from card to card and into the card\'s link', async () => {
      within(list).getByRole('row', { name: first.number }).focus();
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(within(list).getByRole('row', { name: second.number })).toHaveFocus());
      await userEvent.keyboard('{ArrowRight}');
      await expect(within(list).getByRole('link', { name: second.number })).toHaveFocus();
      await expect(within(list).getByRole('link', { name: second.number })).toHaveAttribute('href', `/orders/detail/${second.id}`);
    });
  },
};

export const NoOrdersYet: Story = {
  args: { data: { ...kindPage, records: [], total: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No self-buy orders yet.')).toBeVisible();
    await expect(canvas.queryAllByRole('link', { name: /^MP/ })).toHaveLength(0);
  },
};
