import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AliexpressView } from '@/screens/sourcing/AliexpressView';
import { stores } from './fixtures';

const known = 'https://www.aliexpress.com/item/1005004455667788.html';
const unknown = 'https://www.aliexpress.com/item/1005009999999999.html';

const meta = {
  title: 'Screens/Sourcing/AliExpress import',
  component: AliexpressView,
  parameters: { layout: 'padded', router: { initialEntries: ['/sourcing/aliexpress'] } },
  args: { onImport: fn(), isImporting: false, result: undefined, fieldError: null, stores, entryHref: (id: number) => `/products/my-products/edit/${id}` },
} satisfies Meta<typeof AliexpressView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const urls = canvas.getByRole('textbox', { name: 'AliExpress links' });
    await userEvent.type(urls, 'https://www.amazon.com/dp/B0C1234567');
    await expect(canvas.getByText('Only AliExpress product links: https://www.amazon.com/dp/B0C1234567')).toBeVisible();
    await userEvent.clear(urls);
    await userEvent.type(urls, `${known}\n${unknown}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Import 2' }));
    await expect(args.onImport).toHaveBeenCalledWith([known, unknown], null);
  },
};

export const Imported: Story = {
  args: { result: { added: [{ url: known, productId: 12, skuListId: 41 }], listed: [], requested: [{ url: unknown, requestId: 9 }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 added to your list, 0 already in it, 1 sent to sourcing.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: `Sourcing request for ${unknown}` })).toHaveAttribute('href', '/sourcing/smart/detail?id=9');
  },
};
