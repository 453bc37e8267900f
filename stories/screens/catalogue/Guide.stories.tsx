import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CallData } from '@/kit/data';
import { GuideView } from '@/screens/catalogue/GuideView';

const categories = [
  { id: 1, parentId: null, name: 'Home & Kitchen', image: null },
  { id: 5, parentId: null, name: 'Outdoor & Sports', image: null },
  { id: 9, parentId: null, name: 'Fashion', image: null },
] satisfies CallData<'guideSkuCategories'>;

const meta = {
  title: 'Screens/Catalogue/Product guide',
  component: GuideView,
  parameters: { layout: 'padded', router: { initialEntries: ['/products/guide'] } },
  args: { categories },
} satisfies Meta<typeof GuideView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Product guide' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the shipping calculator' })).toHaveAttribute('href', '/shipping/calculate');
    await expect(canvas.getByRole('link', { name: 'Outdoor & Sports' })).toHaveAttribute('href', '/products/search?categoryId=5');
  },
};
