import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BuyAgainView } from '@/screens/cart/BuyAgainView';
import { buyAgainOrder } from './fixtures';

const meta = {
  title: 'Screens/Cart/Buy again',
  component: BuyAgainView,
  parameters: { layout: 'padded', router: { initialEntries: ['/cart/buyAgain?orderId=42'] } },
  args: { order: buyAgainOrder, error: null, cartTypes: [1, 3, 4], type: 1, onType: fn(), onAdd: fn(), isAdding: false, canAdd: true },
} satisfies Meta<typeof BuyAgainView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Order: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Buy order MP20261120000042 again' })).toBeVisible();
    await expect(canvas.getByText('1 products are no longer on sale and will be left out.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add 1 products to the cart' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

export const NotFound: Story = {
  args: { order: undefined, error: 'This order was not found.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This order was not found.');
  },
};
