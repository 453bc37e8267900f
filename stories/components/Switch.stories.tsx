import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '@/design-system/components/Stack';
import { Switch } from '@/design-system/components/Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { children: 'Automatic fulfilment', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Automatic fulfilment' });
    await step('a click turns it on', async () => {
      await userEvent.click(control);
      await expect(control).toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith(true);
    });
    await step('Space turns it off', async () => {
      await userEvent.keyboard(' ');
      await expect(control).not.toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const On: Story = { args: { defaultSelected: true } };

export const Matrix: Story = {
  render: () => (
    <Stack gap="sm">
      <Switch>Off</Switch>
      <Switch defaultSelected>On</Switch>
      <Switch isDisabled>Disabled off</Switch>
      <Switch isDisabled defaultSelected>Disabled on</Switch>
      <Switch defaultSelected>Ödenen siparişleri otomatik olarak tedarikçiye gönder</Switch>
      <Switch>已付款订单自动提交给供应商</Switch>
    </Stack>
  ),
};
