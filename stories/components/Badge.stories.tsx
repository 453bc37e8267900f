import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, ShoppingCart, Store } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Badge, badgeTones, formatBadgeCount } from '@/design-system/components/Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { count: 5, tone: 'danger' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('5')).toBeVisible();
  },
};

export const Overflow: Story = {
  args: { count: 1280 },
  play: async ({ canvasElement, step }) => {
    await step('above 99 it shows 99+', async () => {
      await expect(within(canvasElement).getByText('99+')).toBeVisible();
      await expect(formatBadgeCount(99)).toBe('99');
      await expect(formatBadgeCount(100)).toBe('99+');
      await expect(formatBadgeCount(12, 9)).toBe('9+');
    });
  },
};

export const Zero: Story = {
  args: { count: 0 },
  render: (args) => (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      Messages
      <Badge {...args} />
    </span>
  ),
  play: async ({ canvasElement, step }) => {
    await step('a zero count shows nothing', async () => {
      await expect(canvasElement.querySelector('[data-kind]')).toBeNull();
    });
  },
};

export const Dot: Story = {
  args: { dot: true, label: 'No store authorised yet' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No store authorised yet')).toBeInTheDocument();
  },
};

/** On an icon: the messages bell with its unread count, read out with a label. */
export const OnIcon: Story = {
  args: { count: 3, label: '3 unread messages' },
  render: (args) => (
    <Badge {...args}>
      <Bell size={22} aria-hidden="true" />
    </Badge>
  ),
  play: async ({ canvasElement, step }) => {
    await step('the number is seen, the label is heard', async () => {
      await expect(within(canvasElement).getByText('3')).toHaveAttribute('aria-hidden', 'true');
      await expect(within(canvasElement).getByText('3 unread messages')).toBeInTheDocument();
    });
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, max-content)', gap: 24, alignItems: 'center', padding: 12 }}>
      {badgeTones.map((tone) => (
        <div key={tone} style={{ display: 'contents' }}>
          <Badge tone={tone} count={7} />
          <Badge tone={tone} count={100} />
          <Badge tone={tone} dot />
          <Badge tone={tone} count={42}>
            <ShoppingCart size={22} aria-hidden="true" />
          </Badge>
          <Badge tone={tone} dot label="Yetkili mağaza yok">
            <Store size={22} aria-hidden="true" />
          </Badge>
        </div>
      ))}
    </div>
  ),
};
