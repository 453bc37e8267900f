import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutGrid, List } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonSizes } from '@/design-system/components/Button';
import { Inline } from '@/design-system/components/Inline';
import { Stack } from '@/design-system/components/Stack';
import { ToggleButton, toggleButtonVariants } from '@/design-system/components/ToggleButton';

const meta = {
  title: 'Components/ToggleButton',
  component: ToggleButton,
  args: { children: 'Only unread', variant: 'secondary', onChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: toggleButtonVariants } },
} satisfies Meta<typeof ToggleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Only unread' });
    await step('pressing turns it on', async () => {
      await userEvent.click(button);
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(args.onChange).toHaveBeenLastCalledWith(true);
    });
    await step('Space turns it off again', async () => {
      await userEvent.keyboard(' ');
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await expect(args.onChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const Selected: Story = { args: { defaultSelected: true, iconStart: LayoutGrid, children: 'Grid view' } };

export const Matrix: Story = {
  render: () => (
    <Stack gap="sm">
      {toggleButtonVariants.flatMap((variant) =>
        buttonSizes.map((size) => (
          <Inline key={`${variant}-${size}`} gap="sm">
            <ToggleButton variant={variant} size={size} iconStart={List}>{`${variant} ${size}`}</ToggleButton>
            <ToggleButton variant={variant} size={size} iconStart={LayoutGrid} defaultSelected>Selected</ToggleButton>
            <ToggleButton variant={variant} size={size} isDisabled>Disabled</ToggleButton>
            <ToggleButton variant={variant} size={size} isDisabled defaultSelected>Disabled selected</ToggleButton>
          </Inline>
        )),
      )}
    </Stack>
  ),
};
