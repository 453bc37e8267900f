import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField, moneyFormat } from '@/design-system/components/NumberField';
import { Stack } from '@/design-system/components/Stack';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  args: { label: 'Quantity', defaultValue: 1, minValue: 1, maxValue: 99, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}><Story /></div>],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Quantity: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await step('the + button adds one', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
      await expect(input).toHaveValue('2');
      await expect(args.onChange).toHaveBeenLastCalledWith(2);
    });
    await step('the − button stops at the minimum', async () => {
      const decrease = canvas.getByRole('button', { name: /Decrease/ });
      await userEvent.click(decrease);
      await expect(input).toHaveValue('1');
      await expect(decrease).toBeDisabled();
    });
    await step('arrow keys step from the keyboard', async () => {
      input.focus();
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      await expect(input).toHaveValue('3');
    });
  },
};

export const Money: Story = {
  args: { label: 'Top-up amount', showSteppers: false, defaultValue: 1250.5, minValue: 0, maxValue: undefined, formatOptions: moneyFormat('USD') },
  play: async ({ canvasElement, args, step }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Top-up amount' });
    await step('the amount shows as US dollars', async () => {
      await expect(input).toHaveValue('$1,250.50');
    });
    await step('a typed amount is parsed and formatted on blur', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '99.9');
      await userEvent.tab();
      await expect(input).toHaveValue('$99.90');
      await expect(args.onChange).toHaveBeenLastCalledWith(99.9);
    });
  },
};

export const MoneyTurkish: Story = {
  globals: { lang: 'tr' },
  args: { label: 'Yükleme tutarı', showSteppers: false, defaultValue: 1250.5, formatOptions: moneyFormat('USD'), maxValue: undefined },
  play: async ({ canvasElement, step }) => {
    await step('Turkish grouping and decimal marks', async () => {
      await expect(within(canvasElement).getByRole('textbox')).toHaveValue('$1.250,50');
    });
  },
};

export const Matrix: Story = {
  render: () => (
    <Stack gap="md">
      <NumberField label="Quantity" defaultValue={3} minValue={1} />
      <NumberField label="Price" showSteppers={false} defaultValue={19.99} formatOptions={moneyFormat('USD')} />
      <NumberField label="Percent" defaultValue={0.15} formatOptions={{ style: 'percent' }} step={0.01} />
      <NumberField label="Invalid" isInvalid errorMessage="Maximum 99" defaultValue={120} />
      <NumberField label="Disabled" isDisabled defaultValue={5} />
      <NumberField label="Haftalık reklam bütçesi" description="Ürün kaynak bulma için ayrılan tutar" showSteppers={false} defaultValue={500} formatOptions={moneyFormat('USD')} />
    </Stack>
  ),
};
