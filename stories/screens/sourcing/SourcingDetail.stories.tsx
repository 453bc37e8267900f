import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SourcingDetailView } from '@/screens/sourcing/SourcingDetailView';
import { foundRequest, openRequest, stores } from './fixtures';

const meta = {
  title: 'Screens/Sourcing/Request detail',
  component: SourcingDetailView,
  parameters: { layout: 'padded', router: { initialEntries: ['/sourcing/smart/detail?id=3'] } },
  args: {
    request: foundRequest, error: null, onCancel: fn(async () => undefined), onAddToList: fn(), isAdding: false, stores,
    productHref: (id: number) => `/products/detail/${id}`, entryHref: (id: number) => `/products/my-products/edit/${id}`,
  },
} satisfies Meta<typeof SourcingDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Found: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Insulated bottle 1 l' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Classic Water bottle Navy' })).toHaveAttribute('href', '/products/detail/12');
    await expect(canvas.getByText(/Same factory as our catalogue bottle/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel request' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to my list' }));
    await expect(args.onAddToList).toHaveBeenCalledWith(null);
  },
};

export const FoundAndListed: Story = {
  args: { request: { ...foundRequest, skuListId: 41 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'In my list: edit' })).toHaveAttribute('href', '/products/my-products/edit/41');
  },
};

export const OpenByPicture: Story = {
  // A cancel that answers at once: the dialog closes without a pending state.
  args: { request: openRequest, onCancel: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Picture sent with the request' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel request' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Cancel this request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await expect(args.onCancel).toHaveBeenCalled();
    // The dialog closes once the cancel has gone through (nothing of it stays behind for the next story).
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull());
  },
};

export const NotFoundTurkish: Story = {
  args: { request: undefined, error: 'Bu tedarik talebi yok.' },
  globals: { lang: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Bu tedarik talebi yok.')).toBeVisible();
  },
};
