import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductShippingView } from '@/screens/catalogue/ProductShippingView';
import { productShipping } from './fixtures';

const meta = {
  title: 'Screens/Catalogue/Product shipping estimate',
  component: ProductShippingView,
  parameters: { layout: 'padded' },
  args: { destination: 'United States', estimate: productShipping, isError: false },
} satisfies Meta<typeof ProductShippingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromTwoCountries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Shipping to United States' })).toBeVisible();
    await expect(canvas.getAllByRole('table')).toHaveLength(2);
    await expect(canvas.getByText('From China, cheapest first')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'USPS+' })).toBeVisible();
    await expect(canvas.getByText('2–5 days')).toBeVisible();
  },
};

export const NoChannelFromOne: Story = {
  args: { estimate: [{ ...productShipping[0], quotes: [] }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No channel ships from China to this destination.')).toBeVisible();
  },
};

export const NoStock: Story = {
  args: { estimate: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No warehouse has stock of this variant, so there is no estimate.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { estimate: undefined, isError: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The shipping estimate could not be loaded.')).toBeVisible();
  },
};
