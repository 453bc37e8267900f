import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '@/design-system/components/Checkbox';
import { CheckboxGroup, groupOrientations } from '@/design-system/components/CheckboxGroup';
import { Stack } from '@/design-system/components/Stack';

const meta = {
  title: 'Components/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: 'Order states', description: 'Show orders in these states', orientation: 'vertical', onChange: fn(), children: null },
  argTypes: { orientation: { control: 'inline-radio', options: groupOrientations } },
  render: (args) => (
    <CheckboxGroup {...args}>
      <Checkbox value="unpaid">Awaiting payment</Checkbox>
      <Checkbox value="processing">Processing</Checkbox>
      <Checkbox value="shipped">Shipped</Checkbox>
      <Checkbox value="cancelled" isDisabled>Cancelled</Checkbox>
    </CheckboxGroup>
  ),
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the group is named by its label', async () => {
      await expect(canvas.getByRole('group', { name: 'Order states' })).toBeVisible();
    });
    await step('checking boxes reports the chosen values', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Awaiting payment' }));
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Shipped' }));
      await expect(args.onChange).toHaveBeenLastCalledWith(['unpaid', 'shipped']);
    });
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: ['processing'] } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose at least one state' },
  play: async ({ canvasElement, step }) => {
    await step('the error is shown under the group', async () => {
      await expect(within(canvasElement).getByText('Choose at least one state')).toBeVisible();
    });
  },
};

export const Matrix: Story = {
  render: () => (
    <Stack gap="lg">
      {groupOrientations.map((orientation) => (
        <CheckboxGroup key={orientation} label={`Sipariş durumları (${orientation})`} orientation={orientation} defaultValue={['b']}>
          <Checkbox value="a">Ödeme bekleniyor</Checkbox>
          <Checkbox value="b">Hazırlanıyor</Checkbox>
          <Checkbox value="c">已发货</Checkbox>
        </CheckboxGroup>
      ))}
      <CheckboxGroup label="Disabled" isDisabled defaultValue={['a']}>
        <Checkbox value="a">One</Checkbox>
        <Checkbox value="b">Two</Checkbox>
      </CheckboxGroup>
    </Stack>
  ),
};
