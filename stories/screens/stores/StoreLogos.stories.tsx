import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoreLogosView } from '@/screens/stores/StoreLogosView';
import { imagesLoaded, storeRows } from './fixtures';

const meta = {
  title: 'Screens/Stores/Store logos',
  component: StoreLogosView,
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/settings/myStoresLogo'] },
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  args: {
    stores: storeRows.slice(0, 4),
    isLoading: false,
    error: null,
    onRetry: fn(),
    onUpload: fn(),
    onRemove: fn(async () => undefined),
    fileErrors: {},
  },
} satisfies Meta<typeof StoreLogosView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Logos: Story = {
  play: async ({ canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Logo of Trailhead Goods' })).toBeVisible();
    await expect(canvas.getAllByText('No logo yet')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the logo of Cosy Corner' }));
    await expect(args.onRemove).toHaveBeenCalledWith(3);
  },
};

export const WrongFile: Story = {
  args: { fileErrors: { 2: 'Choose a PNG, JPEG or WebP image.' } },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP image.');
  },
};

export const NoStore: Story = {
  args: { stores: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Connect a store to give it a logo.')).toBeVisible();
  },
};
