import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CartListView } from '@/screens/cart/CartListView';
import { cartListArgs } from './fixtures';

/** The cart on a 390 px phone: a card a line, with its quantity field and its remove button in the card. */
const meta = {
  title: 'Screens/Cart/Cart list on a phone',
  component: CartListView,
  parameters: { layout: 'padded', router: { initialEntries: ['/cart/list?type=1'] }, a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } } },
  globals: { viewport: { value: 'phone' } },
  args: cartListArgs(),
} satisfies Meta<typeof CartListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('grid', { name: 'Lines of Trailhead Outdoor Co.' });
    await step('one card a line, nothing off the side of the screen', async () => {
      await expect(within(list).getAllByRole('row')).toHaveLength(3);
      await expect(canvas.queryAllByRole('columnheader')).toHaveLength(0);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    });
    await step('a quantity typed in a card stays in its field (no type-to-find)', async () => {
      const quantity = canvas.getByRole('textbox', { name: 'Quantity of Water bottle' });
      await userEvent.tripleClick(quantity);
      await userEvent.keyboard('12');
      await expect(quantity).toHaveFocus();
      await expect(quantity).toHaveValue('12');
      await userEvent.tab();
      await waitFor(() => expect(args.onQuantity).toHaveBeenLastCalledWith(12, 12));
    });
    await step('a card\'s checkbox chooses the line; its remove button asks first', async () => {
      await userEvent.click(within(within(list).getByRole('row', { name: 'Head torch' })).getByRole('checkbox'));
      await expect(args.onSelect).toHaveBeenCalledWith([13], true);
      await userEvent.click(canvas.getByRole('button', { name: 'Remove Head torch' }));
      const confirm = await within(document.body).findByRole('alertdialog', { name: 'Remove this line?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
      await expect(args.onRemove).toHaveBeenCalledWith(13);
      await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    });
  },
};

export const Empty: Story = {
  args: { groups: [], selected: new Set(), pricing: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This cart is empty')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
