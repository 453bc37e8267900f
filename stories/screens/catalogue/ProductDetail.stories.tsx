import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductDetailView } from '@/screens/catalogue/ProductDetailView';
import { ProductShippingView } from '@/screens/catalogue/ProductShippingView';
import { catalogueProduct, productShipping } from './fixtures';

const meta = {
  title: 'Screens/Catalogue/Product detail',
  component: ProductDetailView,
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/products/detail/501'] },
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  args: {
    product: catalogueProduct,
    error: null,
    onAdd: fn(async () => undefined),
    isAdding: false,
    canAdd: true,
    entryHref: (id: number) => `/products/my-products/edit/${id}`,
  },
} satisfies Meta<typeof ProductDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Steel water bottle' })).toBeVisible();
    await expect(canvas.getByText('CJ-HOME-000300-NV-500')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Shenzhen (CN)' })).toBeVisible();
    await step('choosing options shows that variant, its price and its stock', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Sand' }));
      await userEvent.click(canvas.getByRole('radio', { name: '750 ml' }));
      await expect(canvas.getByText('CJ-HOME-000300-SD-750')).toBeVisible();
      await expect(canvas.getByText('$5.60')).toBeVisible();
      await expect(canvas.getByRole('rowheader', { name: 'California (US)' })).toBeVisible();
      await expect(canvas.queryByRole('rowheader', { name: 'Shenzhen (CN)' })).toBeNull();
    });
    await step('the gallery shows the image chosen', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Image 2 of 3' }));
      await expect(canvas.getByRole('button', { name: 'Image 2 of 3' })).toHaveAttribute('aria-pressed', 'true');
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Add to my list' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

export const ShippingAndCart: Story = {
  args: {
    renderShipping: () => <ProductShippingView destination="United States" estimate={productShipping} isError={false} />,
    cartTypes: [1, 2, 3, 4],
    onAddToCart: fn(),
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Shipping to United States' })).toBeVisible();
    await step('a stocking cart line names its warehouse', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Cart/ }));
      await userEvent.click(await within(document.body).findByRole('option', { name: 'Stocking cart' }));
      const quantity = canvas.getByRole('textbox', { name: 'Quantity' });
      await userEvent.clear(quantity);
      await userEvent.type(quantity, '40');
      await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
      await expect(args.onAddToCart).toHaveBeenCalledWith({ type: 2, skuId: catalogueProduct.variants[0].id, quantity: 40, warehouseId: 1 });
    });
  },
};

export const Listed: Story = {
  args: { product: { ...catalogueProduct, skuListId: 77 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'In my list: edit' })).toHaveAttribute('href', '/products/my-products/edit/77');
    await expect(canvas.queryByRole('button', { name: 'Add to my list' })).toBeNull();
  },
};

export const NoStock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Sand' }));
    await expect(canvas.getByText('No stock in any warehouse for this variant.')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { product: undefined, error: 'This product is not in the catalogue or is no longer on sale.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(canvas.getByText('This product is not in the catalogue or is no longer on sale.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { product: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading…', { exact: false })).toBeInTheDocument();
  },
};
