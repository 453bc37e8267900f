import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CartListView } from '@/screens/cart/CartListView';
import { cartListArgs, emptyAddress, stockingGroups, stockingPricing } from './fixtures';

const meta = {
  title: 'Screens/Cart/Cart list',
  component: CartListView,
  parameters: { layout: 'padded', router: { initialEntries: ['/cart/list?type=1'] } },
  args: cartListArgs(),
} satisfies Meta<typeof CartListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Trailhead Outdoor Co.' })).toBeVisible();
    await expect(canvas.getByText('No longer on sale')).toBeVisible();
    await expect(canvas.getByText('Was $5.90')).toBeVisible();
    await expect(canvas.getByText('$79.65')).toBeVisible();
    await step('a line is unticked, another removed, the cart type changed', async () => {
      await userEvent.click(canvas.getAllByRole('checkbox', { name: /Select/ })[1]);
      await expect(args.onSelect).toHaveBeenCalled();
      await userEvent.click(canvas.getByRole('button', { name: 'Remove Head torch' }));
      // Removal is confirmed first.
      const confirm = await within(document.body).findByRole('alertdialog', { name: 'Remove this line?' });
      await expect(args.onRemove).not.toHaveBeenCalled();
      await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
      await expect(args.onRemove).toHaveBeenCalledWith(13);
      await userEvent.click(canvas.getByRole('tab', { name: 'Stocking' }));
      await expect(args.onType).toHaveBeenCalledWith(2);
    });
    await step('check out the chosen lines', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Check out 2 lines' }));
      await expect(args.onCheckout).toHaveBeenCalled();
    });
  },
};

export const Stocking: Story = {
  args: { type: 2, groups: stockingGroups, selected: new Set([21, 22]), pricing: stockingPricing, address: emptyAddress },
  parameters: { router: { initialEntries: ['/cart/list?type=2'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'California' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Frankfurt' })).toBeVisible();
    // Stocking goods go into their warehouses: no address form.
    await expect(canvas.queryByRole('textbox', { name: /Recipient/ })).toBeNull();
    await expect(canvas.getByText('To Germany: CJPacket Ordinary, $24.20')).toBeVisible();
  },
};

export const PartnerTypes: Story = {
  args: { cartTypes: [1, 2] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab')).toHaveLength(2);
    await expect(canvas.queryByRole('tab', { name: 'Self-buy' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { groups: [], selected: new Set(), pricing: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This cart is empty')).toBeVisible();
  },
};

export const AddressRefused: Story = {
  args: { address: emptyAddress, fieldErrors: { 'address.name': 'Invalid input: address.name must have at least 1 characters.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check out 2 lines' }));
    await expect(canvas.getAllByText(/address\.name|Fill out this field|required/i).length).toBeGreaterThan(0);
  },
};

export const LoadFailed: Story = {
  args: { groups: undefined, error: 'The cart could not be loaded.', pricing: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The cart could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
