import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '@/design-system/components/Checkbox';
import { Stack } from '@/design-system/components/Stack';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'Remember me', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await step('a click on the label checks it', async () => {
      await userEvent.click(within(canvasElement).getByText('Remember me'));
      await expect(box).toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith(true);
    });
    await step('Space unchecks it from the keyboard', async () => {
      await userEvent.keyboard(' ');
      await expect(box).not.toBeChecked();
    });
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Select all on this page' },
  play: async ({ canvasElement, step }) => {
    await step('a partly selected set is announced as mixed', async () => {
      await expect(within(canvasElement).getByRole('checkbox')).toHaveProperty('indeterminate', true);
    });
  },
};

export const Invalid: Story = { args: { isInvalid: true, isRequired: true, children: 'I accept the terms of service' } };

export const Matrix: Story = {
  render: () => (
    <Stack gap="sm">
      <Checkbox>Unchecked</Checkbox>
      <Checkbox defaultSelected>Checked</Checkbox>
      <Checkbox isIndeterminate>Indeterminate</Checkbox>
      <Checkbox isInvalid>Invalid</Checkbox>
      <Checkbox isDisabled>Disabled</Checkbox>
      <Checkbox isDisabled defaultSelected>Disabled checked</Checkbox>
      <Checkbox defaultSelected>Hizmet koşullarını ve gizlilik politikasını okudum, kabul ediyorum</Checkbox>
      <Checkbox>我已阅读并同意服务条款和隐私政策</Checkbox>
    </Stack>
  ),
};
