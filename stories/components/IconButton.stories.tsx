import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Maximize2, Menu as MenuIcon, Trash2 } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from '@/design-system/components/Button';
import { IconButton, iconButtonShapes } from '@/design-system/components/IconButton';
import { Inline } from '@/design-system/components/Inline';
import { Stack } from '@/design-system/components/Stack';

/** A red dot like the top bar's unread marker (the Badge component lives in the other half). */
const Dot = () => (
  <span
    aria-hidden="true"
    style={{ position: 'absolute', top: 4, right: 4, width: 8, height: 8, borderRadius: '50%', background: 'var(--mp-color-danger-default)' }}
  />
);

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { icon: MenuIcon, label: 'Collapse sidebar', variant: 'quiet', size: 'md', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    shape: { control: 'inline-radio', options: iconButtonShapes },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Collapse sidebar' });
    await step('the label is the accessible name', async () => {
      await expect(button).toHaveAttribute('aria-label', 'Collapse sidebar');
    });
    await step('pressing calls onPress', async () => {
      await userEvent.click(button);
      await expect(args.onPress).toHaveBeenCalledOnce();
    });
  },
};

export const WithTooltip: Story = {
  args: { icon: Maximize2, label: 'Full screen', showTooltip: true },
  play: async ({ canvasElement, step }) => {
    await step('keyboard focus shows the label as a tooltip', async () => {
      await userEvent.tab();
      await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Full screen' })).toHaveFocus());
      await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Full screen'));
    });
    await step('Escape hides it', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    });
  },
};

export const WithBadge: Story = { args: { icon: Bell, label: 'Messages, 3 unread', badge: <Dot /> } };

export const Danger: Story = { args: { icon: Trash2, label: 'Delete', variant: 'danger' } };

export const Matrix: Story = {
  render: () => (
    <Stack gap="sm">
      {buttonVariants.map((variant) => (
        <Inline key={variant} gap="sm">
          {buttonSizes.map((size) =>
            iconButtonShapes.map((shape) => (
              <IconButton key={`${size}-${shape}`} icon={Bell} label={`${variant} ${size} ${shape}`} variant={variant} size={size} shape={shape} />
            )),
          )}
          <IconButton icon={Bell} label={`${variant} disabled`} variant={variant} isDisabled />
          <IconButton icon={Bell} label={`${variant} pending`} variant={variant} isPending />
          <IconButton icon={Bell} label={`${variant} with dot`} variant={variant} badge={<Dot />} />
        </Inline>
      ))}
    </Stack>
  ),
};
