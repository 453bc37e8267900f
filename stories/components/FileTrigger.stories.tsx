import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonSizes } from '@/design-system/components/Button';
import { FileTrigger } from '@/design-system/components/FileTrigger';
import { Inline } from '@/design-system/components/Inline';

const meta = {
  title: 'Components/FileTrigger',
  component: FileTrigger,
  args: { children: 'Import products', acceptedFileTypes: ['text/csv'], onSelect: fn() },
} satisfies Meta<typeof FileTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseFile: Story = {
  play: async ({ canvasElement, args, step }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await step('the button is an ordinary button', async () => {
      await expect(within(canvasElement).getByRole('button', { name: 'Import products' })).toBeVisible();
    });
    await step('the hidden input only offers the accepted types', async () => {
      await expect(input).toHaveAttribute('accept', 'text/csv');
    });
    await step('a chosen file reaches onSelect as an array', async () => {
      const file = new File(['sku,qty\nA1,2\n'], 'products.csv', { type: 'text/csv' });
      await userEvent.upload(input, file);
      await expect(args.onSelect).toHaveBeenCalledWith([file]);
    });
  },
};

export const Matrix: Story = {
  render: (args) => (
    <Inline gap="sm">
      {buttonSizes.map((size) => <FileTrigger key={size} {...args} size={size}>{`Upload (${size})`}</FileTrigger>)}
      <FileTrigger {...args} variant="primary">Ürünleri içe aktar</FileTrigger>
      <FileTrigger {...args} isDisabled>Disabled</FileTrigger>
      <FileTrigger {...args} isPending>导入中</FileTrigger>
    </Inline>
  ),
};
