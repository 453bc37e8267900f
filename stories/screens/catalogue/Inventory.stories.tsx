import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CallData } from '@/kit/data';
import { InventoryView } from '@/screens/catalogue/InventoryView';

const row = (variantId: number, available: number, warehouse: [number, string, string, string]) => ({
  variantId, warehouseId: warehouse[0], available, reserved: available > 50 ? 4 : 0, updatedAt: '2026-11-20T10:00:00.000Z',
  sku: `CJ-PRIV-001001-0${variantId}`, options: ['Black', 'Sand', 'Forest'][variantId % 3], image: null,
  productId: 2101, title: 'Trailhead logo water bottle', warehouseName: warehouse[1], warehouseCode: warehouse[2], countryCode: warehouse[3], low: available <= 10,
});
const shenzhen: [number, string, string, string] = [1, 'Shenzhen', 'CN-SZ', 'CN'];
const california: [number, string, string, string] = [3, 'California', 'US-CA', 'US'];
const page = {
  records: [row(2, 3, california), row(1, 8, shenzhen), row(3, 45, shenzhen), row(4, 120, california)],
  total: 4, pageNo: 1, pageSize: 20, lowStockUnits: 10,
  warehouses: [{ id: 1, name: 'Shenzhen', code: 'CN-SZ' }, { id: 3, name: 'California', code: 'US-CA' }],
} satisfies CallData<'privateInventoryList'>;

const meta = {
  title: 'Screens/Catalogue/Product inventory',
  component: InventoryView,
  parameters: { layout: 'padded', router: { initialEntries: ['/products/my-products-inventory'] } },
  args: { query: {}, page, error: null, onFilters: fn(), onPage: fn() },
} satisfies Meta<typeof InventoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Product inventory' })).toBeVisible();
    await expect(canvas.getAllByText('Low stock', { selector: 'span' }).length).toBe(2);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Low stock only' }));
    await expect(args.onFilters).toHaveBeenCalledWith({ lowStock: true });
  },
};

export const Empty: Story = {
  args: { page: { ...page, records: [], total: 0, warehouses: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No private stock')).toBeVisible();
  },
};
