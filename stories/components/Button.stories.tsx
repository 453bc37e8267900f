import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Plus, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from '@/design-system/components/Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Add to cart', variant: 'primary', size: 'md', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args, step }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await step('Tab focuses it with a visible ring; Enter and Space press it', async () => {
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await expect(button).toHaveAttribute('data-focus-visible', 'true');
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await expect(args.onPress).toHaveBeenCalledTimes(2);
    });
    await step('a click presses it once more', async () => {
      await userEvent.click(button);
      await expect(args.onPress).toHaveBeenCalledTimes(3);
    });
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Export', iconStart: Download } };

export const Quiet: Story = { args: { variant: 'quiet', children: 'Cancel' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete products', iconStart: Trash2 } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args, step }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await step('a disabled button ignores presses', async () => {
      await userEvent.click(button, { pointerEventsCheck: 0 });
      await expect(args.onPress).not.toHaveBeenCalled();
      await expect(button).toBeDisabled();
    });
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Saving' },
  play: async ({ canvasElement, args, step }) => {
    const button = within(canvasElement).getByRole('button', { name: /Saving/ });
    await step('a pending button shows a spinner, stays focusable and ignores presses', async () => {
      await expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
      await expect(button).toHaveAttribute('data-pending', 'true');
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await userEvent.click(button);
      await expect(args.onPress).not.toHaveBeenCalled();
    });
  },
};

export const LongLabels: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button {...args} iconStart={Plus}>Seçili ürünleri mağazalarınızda yayınlayın</Button>
      <Button {...args} variant="secondary">将所选商品批量发布到已授权的店铺</Button>
    </div>
  ),
};

export const Turkish: Story = { globals: { lang: 'tr' }, args: { children: 'Sepete ekle', iconStart: Plus } };

/** Every variant × size, plus disabled and pending, for visual regression. */
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, max-content)', gap: 12, alignItems: 'center' }}>
      {buttonVariants.flatMap((variant) =>
        buttonSizes.map((size) => (
          <div key={`${variant}-${size}`} style={{ display: 'contents' }}>
            <Button variant={variant} size={size}>{`${variant} ${size}`}</Button>
            <Button variant={variant} size={size} iconStart={Plus}>With icon</Button>
            <Button variant={variant} size={size} isDisabled>Disabled</Button>
            <Button variant={variant} size={size} isPending>Pending</Button>
            <Button variant={variant} size={size} fullWidth>Full width</Button>
          </div>
        )),
      )}
    </div>
  ),
};
