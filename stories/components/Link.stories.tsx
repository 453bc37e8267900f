import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link, linkVariants } from '@/design-system/components/Link';
import { Stack } from '@/design-system/components/Stack';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { children: 'Price rules', href: '/settings/price-rules', variant: 'standalone' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {
  play: async ({ canvasElement, step }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Price rules' });
    await step('an internal link stays in this tab', async () => {
      await expect(link).toHaveAttribute('href', '/settings/price-rules');
      await expect(link).not.toHaveAttribute('target');
    });
  },
};

export const External: Story = {
  args: { children: 'Tracking', href: 'https://track.example.com/parcel' },
  play: async ({ canvasElement, step }) => {
    const link = within(canvasElement).getByRole('link', { name: /Tracking/ });
    await step('an external link keeps its URL and opens in a new tab, safely', async () => {
      await expect(link).toHaveAttribute('href', 'https://track.example.com/parcel');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
    await step('and says so to screen readers', async () => {
      await expect(link).toHaveAccessibleName('Tracking (opens in a new tab)');
    });
  },
};

export const ExternalTurkish: Story = {
  globals: { lang: 'tr' },
  args: { children: 'Kargo takibi', href: 'https://track.example.com/parcel' },
  play: async ({ canvasElement, step }) => {
    await step('the new-tab hint is translated', async () => {
      await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName('Kargo takibi (yeni sekmede açılır)');
    });
  },
};

export const Pressable: Story = {
  args: { href: undefined, children: 'Resend code', onPress: fn() },
  play: async ({ canvasElement, args, step }) => {
    await step('a link without href acts on press (and from the keyboard)', async () => {
      const link = within(canvasElement).getByRole('link', { name: 'Resend code' });
      await userEvent.tab();
      await expect(link).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await userEvent.click(link);
      await expect(args.onPress).toHaveBeenCalledTimes(2);
    });
  },
};

export const InRunningText: Story = {
  render: (args) => (
    <p style={{ maxWidth: 420 }}>
      By creating an account you accept the <Link {...args} variant="inline" href="/public/terms">terms of service</Link> and
      the <Link {...args} variant="inline" href="/public/privacy">privacy policy</Link>.
    </p>
  ),
};

export const Matrix: Story = {
  render: () => (
    <Stack gap="sm">
      {linkVariants.map((variant) => (
        <p key={variant} style={{ display: 'flex', gap: 16, margin: 0 }}>
          <Link variant={variant} href="/orders/list">{`${variant} internal`}</Link>
          <Link variant={variant} href="https://help.example.com">{`${variant} external`}</Link>
          <Link variant={variant} isDisabled>{`${variant} disabled`}</Link>
          <Link variant={variant} href="/resource-center/faq">Sıkça sorulan sorular · 常见问题</Link>
        </p>
      ))}
    </Stack>
  ),
};
