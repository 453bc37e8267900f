import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CallData } from '@/kit/data';
import { SuppliersView } from '@/screens/catalogue/SuppliersView';

const page = {
  records: [
    { id: 4, name: 'Ningbo Coastline Outdoor', countryCode: 'CN', countryName: 'China', rating: 4.7, responseHours: 13, productCount: 263 },
    { id: 8, name: 'Rhein Home GmbH', countryCode: 'DE', countryName: 'Germany', rating: 4.7, responseHours: 25, productCount: 262 },
    { id: 3, name: 'Guangzhou Lumen Textiles', countryCode: 'CN', countryName: 'China', rating: 4.3, responseHours: 10, productCount: 262 },
  ],
  total: 3, pageNo: 1, pageSize: 20,
} satisfies CallData<'catalogueSuppliers'>;

const meta = {
  title: 'Screens/Catalogue/Suppliers',
  component: SuppliersView,
  parameters: { layout: 'padded', router: { initialEntries: ['/products/suppliers'] } },
  args: { query: {}, page, error: null, onFilters: fn(), onPage: fn() },
} satisfies Meta<typeof SuppliersView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Rhein Home GmbH' })).toBeVisible();
    await expect(canvas.getAllByText('Rating 4.7 / 5')).toHaveLength(2);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search suppliers' }), 'rhein{Enter}');
    await expect(args.onFilters).toHaveBeenCalledWith({ keyword: 'rhein' });
  },
};

export const NoMatch: Story = {
  args: { query: { keyword: 'zzz' }, page: { ...page, records: [], total: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No supplier matches.')).toBeVisible();
  },
};
