import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { groupOrientations } from '@/design-system/components/CheckboxGroup';
import { Radio, RadioGroup } from '@/design-system/components/RadioGroup';
import { Stack } from '@/design-system/components/Stack';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: 'Order type', defaultValue: '1', onChange: fn(), children: null },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="1">Normal</Radio>
      <Radio value="2">Stocking</Radio>
      <Radio value="3">Consolidation</Radio>
      <Radio value="4" isDisabled>Self-buy</Radio>
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('a click chooses an option', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Stocking' }));
      await expect(args.onChange).toHaveBeenLastCalledWith('2');
    });
    await step('arrow keys move the choice and skip disabled options', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(canvas.getByRole('radio', { name: 'Consolidation' })).toBeChecked();
      await userEvent.keyboard('{ArrowDown}');
      await expect(canvas.getByRole('radio', { name: 'Normal' })).toBeChecked();
    });
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const Invalid: Story = { args: { isInvalid: true, defaultValue: undefined, errorMessage: 'Choose an order type' } };

export const Matrix: Story = {
  render: () => (
    <Stack gap="lg">
      {groupOrientations.map((orientation) => (
        <RadioGroup key={orientation} label={`Sepet türü (${orientation})`} orientation={orientation} defaultValue="b">
          <Radio value="a">Normal sipariş</Radio>
          <Radio value="b">Stok siparişi</Radio>
          <Radio value="c">集运订单</Radio>
        </RadioGroup>
      ))}
      <RadioGroup label="Invalid" isInvalid errorMessage="Choose one">
        <Radio value="a">One</Radio>
        <Radio value="b">Two</Radio>
      </RadioGroup>
      <RadioGroup label="Disabled" isDisabled defaultValue="a">
        <Radio value="a">One</Radio>
        <Radio value="b">Two</Radio>
      </RadioGroup>
    </Stack>
  ),
};
