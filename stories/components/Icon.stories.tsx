import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertTriangle, Bell, CheckCircle2, Package, ShoppingCart, Store } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Icon, iconSizes, iconTones } from '@/design-system/components/Icon';
import { Inline } from '@/design-system/components/Inline';
import { Stack } from '@/design-system/components/Stack';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { icon: ShoppingCart, size: 'md', tone: 'current' },
  argTypes: {
    size: { control: 'inline-radio', options: iconSizes },
    tone: { control: 'inline-radio', options: iconTones },
    icon: { control: false },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  render: (args) => (
    <Inline gap="xs">
      <Icon {...args} />
      <span>Cart</span>
    </Inline>
  ),
  play: async ({ canvasElement, step }) => {
    await step('an icon beside text is hidden from assistive technology', async () => {
      await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    });
  },
};

export const Meaningful: Story = {
  args: { icon: AlertTriangle, tone: 'warning', label: 'Warning' },
  play: async ({ canvasElement, step }) => {
    await step('an icon standing alone is an image with a name', async () => {
      await expect(within(canvasElement).getByRole('img', { name: 'Warning' })).toBeVisible();
    });
  },
};

export const Matrix: Story = {
  render: () => (
    <Stack gap="sm">
      {iconTones.map((tone) => (
        <Inline key={tone} gap="md">
          {iconSizes.map((size) =>
            [ShoppingCart, Store, Package, Bell, CheckCircle2].map((glyph, index) => (
              <Icon key={`${size}-${index}`} icon={glyph} size={size} tone={tone} />
            )),
          )}
          <span>{tone}</span>
        </Inline>
      ))}
    </Stack>
  ),
};
