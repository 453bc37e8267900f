import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SkuDictView } from '@/screens/sourcing/SkuDictView';
import { dictPage } from './fixtures';

const meta = {
  title: 'Screens/Products/My SKU codes',
  component: SkuDictView,
  parameters: { layout: 'padded', router: { initialEntries: ['/products/sku-dictionary'] } },
  args: {
    query: {}, page: dictPage, isLoading: false, error: null, onRetry: fn(), onFilters: fn(), onClearFilters: fn(), onPage: fn(), onPageSize: fn(),
    onSave: fn(async () => undefined), isSaving: false, rowErrors: {},
  },
} satisfies Meta<typeof SkuDictView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 variants have your code')).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'Your SKU for CJ-FIT-000012-03' });
    await userEvent.type(field, 'TH 9');
    await expect(canvas.getByText('Letters, digits and - _ . / only, up to 64.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save 1 changes' })).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'TH-1003');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Your SKU for CJ-FIT-000012-02' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save 2 changes' }));
    await expect(args.onSave).toHaveBeenCalledWith([{ variantId: 102, customerSku: '' }, { variantId: 103, customerSku: 'TH-1003' }]);
  },
};

export const CodeTaken: Story = {
  args: { rowErrors: { 103: 'Another of your variants already has this SKU.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Another of your variants already has this SKU.')).toBeVisible();
  },
};
