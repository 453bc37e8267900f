import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@/design-system/components/Button';
import { InlineAlert, inlineAlertTones } from '@/design-system/components/InlineAlert';

const meta = {
  title: 'Components/InlineAlert',
  component: InlineAlert,
  args: {
    tone: 'warning',
    title: 'No store authorised',
    children: 'Connect a store before publishing products or placing orders.',
  },
  argTypes: { tone: { control: 'inline-radio', options: inlineAlertTones } },
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No store authorised')).toBeVisible();
  },
};

export const Dismissible: Story = {
  args: { tone: 'info', title: 'New: batch publishing', children: 'Publish up to 500 products to a store in one go.', onDismiss: fn() },
  play: async ({ canvasElement, args, step }) => {
    await step('the dismiss button has a translated name and calls onDismiss', async () => {
      const dismiss = within(canvasElement).getByRole('button', { name: 'Dismiss' });
      await userEvent.tab();
      await expect(dismiss).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onDismiss).toHaveBeenCalledOnce();
    });
  },
};

export const WithActions: Story = {
  args: {
    tone: 'danger',
    role: 'alert',
    title: 'The order list could not be loaded',
    children: 'Check your connection and try again.',
    actions: <Button variant="secondary" size="sm">Try again</Button>,
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 640 }}>
      {inlineAlertTones.map((tone) => (
        <div key={tone} style={{ display: 'contents' }}>
          <InlineAlert tone={tone} title={`${tone}: title only`} />
          <InlineAlert tone={tone} title="Mağazanızda yetkilendirilmiş bir bağlantı bulunamadı" onDismiss={() => undefined}>
            Ürün yayınlamak veya sipariş vermek için önce bir mağaza bağlayın; bağlantı birkaç dakika içinde etkinleşir.
          </InlineAlert>
          <InlineAlert tone={tone}>您的账户余额不足，请先充值后再支付订单。</InlineAlert>
        </div>
      ))}
    </div>
  ),
};
