import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from '@/design-system/components/SearchField';
import { Stack } from '@/design-system/components/Stack';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  args: { label: 'Search products', placeholder: 'Name, SKU or product id', onSubmit: fn(), onClear: fn(), onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubmitAndClear: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search products' });
    await step('Enter submits the query', async () => {
      await userEvent.type(input, 'phone case{Enter}');
      await expect(args.onSubmit).toHaveBeenCalledWith('phone case');
    });
    await step('the clear button empties the field', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
      await expect(input).toHaveValue('');
      await expect(args.onClear).toHaveBeenCalledOnce();
    });
    await step('Escape clears it too', async () => {
      await userEvent.type(input, 'mug');
      await userEvent.keyboard('{Escape}');
      await expect(input).toHaveValue('');
    });
  },
};

export const Chinese: Story = { globals: { lang: 'zh' }, args: { label: '搜索商品', placeholder: '商品名称、SKU 或商品编号', defaultValue: '手机壳' } };

export const Matrix: Story = {
  render: (args) => (
    <Stack gap="md">
      <SearchField {...args} label="Empty" />
      <SearchField {...args} label="Filled" defaultValue="Bluetooth kulaklık" />
      <SearchField {...args} label="Invalid" isInvalid errorMessage="Enter at least 2 characters" defaultValue="a" />
      <SearchField {...args} label="Disabled" isDisabled defaultValue="mug" />
    </Stack>
  ),
};
