import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CallData } from '@/kit/data';
import { PriceRulesView } from '@/screens/settings/priceRules/PriceRulesView';

const data = {
  defaultRule: { id: 1, storeId: null, storeName: null, markupType: 'multiply', markupValue: 25_000, includeShipping: false, compareAtBp: 14_000, centsEnding: 99, minMarginBp: 4_000 },
  storeRules: [],
  stores: [{ id: 7, name: 'Trailhead Outdoor Co.' }, { id: 8, name: 'Trailhead Outlet' }],
  samples: [
    { variantId: 11, title: 'Classic Water bottle', costPrice: 450, shippingCents: 612 },
    { variantId: 12, title: 'Compact Camping stove', costPrice: 1280, shippingCents: 955 },
  ],
} satisfies CallData<'priceRuleList'>;

const meta = {
  title: 'Screens/Settings/Price rules',
  component: PriceRulesView,
  parameters: { layout: 'padded', router: { initialEntries: ['/settings/price-rules'] } },
  args: { data, error: null, onSave: fn(), isSaving: false, onRemove: fn(), onReapply: fn(), isReapplying: false },
} satisfies Meta<typeof PriceRulesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Price rules' })).toBeVisible();
    // 4.50 × 2.5 = 11.25 → 11.99; compare-at 11.99 × 1.4 = 16.786 → 16.99.
    await expect(canvas.getByText('$11.99')).toBeVisible();
    await expect(canvas.getByText('$16.99')).toBeVisible();
    await step('the preview follows the form live', async () => {
      const multiplier = canvas.getByRole('textbox', { name: 'Multiplier (×)' });
      await userEvent.clear(multiplier);
      await userEvent.type(multiplier, '3');
      await userEvent.tab();
      // 4.50 × 3 = 13.50 → 13.99.
      await expect(canvas.getByText('$13.99')).toBeVisible();
    });
    await step('including shipping adds it to the cost', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: /Include shipping/ }));
      // (4.50 + 6.12) × 3 = 31.86 → 31.99.
      await expect(canvas.getByText('$31.99')).toBeVisible();
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Save rule' }));
    await expect(args.onSave).toHaveBeenCalledWith({ storeId: null, markupType: 'multiply', markupValue: 30_000, includeShipping: true, compareAtBp: 14_000, centsEnding: 99, minMarginBp: 4_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Re-apply the default rule' }));
    await expect(args.onReapply).toHaveBeenCalled();
  },
};

export const StoreRule: Story = {
  args: { data: { ...data, storeRules: [{ id: 2, storeId: 8, storeName: 'Trailhead Outlet', markupType: 'add', markupValue: 800, includeShipping: false, compareAtBp: null, centsEnding: null, minMarginBp: 2_000 }] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Applies to/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Trailhead Outlet' }));
    await expect(canvas.getByRole('radio', { name: 'Add to the cost' })).toBeChecked();
    // 4.50 + 8.00 = 12.50, no ending, no compare-at.
    await expect(canvas.getByText('$12.50')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove this store\'s rule' }));
    await expect(args.onRemove).toHaveBeenCalledWith(2);
  },
};

export const NoRuleYet: Story = {
  args: { data: { ...data, defaultRule: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Multiplier (×)' })).toHaveValue('2.5');
    await expect(canvas.queryByRole('button', { name: 'Re-apply the default rule' })).toBeNull();
  },
};
