import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusPill, statusPillSizes, statusTones, type StatusTone } from '@/design-system/components/StatusPill';

const meta = {
  title: 'Components/StatusPill',
  component: StatusPill,
  args: { tone: 'warning', children: 'Awaiting payment' },
  argTypes: {
    tone: { control: 'inline-radio', options: statusTones },
    size: { control: 'inline-radio', options: statusPillSizes },
  },
} satisfies Meta<typeof StatusPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Awaiting payment')).toBeVisible();
  },
};

/** Sample states as screens show them: order, payment and return states with their tones. */
const samples: { group: string; states: [StatusTone, string][] }[] = [
  {
    group: 'Order',
    states: [['warning', 'Awaiting payment'], ['info', 'Processing'], ['info', 'Shipped'], ['success', 'Delivered'], ['danger', 'Cancelled']],
  },
  { group: 'Payment', states: [['neutral', 'Unpaid'], ['success', 'Paid'], ['warning', 'Partially refunded'], ['danger', 'Failed']] },
  { group: 'Return', states: [['warning', 'Pending review'], ['info', 'Returning'], ['success', 'Refunded'], ['danger', 'Rejected']] },
];

export const OrderPaymentReturn: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {samples.map(({ group, states }) => (
        <div key={group} style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
          <strong style={{ width: 80 }}>{group}</strong>
          {states.map(([tone, label]) => (
            <StatusPill key={label} tone={tone} hasDot>
              {label}
            </StatusPill>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    await step('the state is named in text, never by colour alone', async () => {
      const pill = within(canvasElement).getByText('Cancelled').parentElement;
      await expect(pill).toHaveAttribute('data-tone', 'danger');
      await expect(pill?.querySelector('[aria-hidden="true"]')).not.toBeNull();
    });
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, max-content)', gap: 12, alignItems: 'center' }}>
      {statusTones.map((tone) => (
        <div key={tone} style={{ display: 'contents' }}>
          {statusPillSizes.map((size) => (
            <StatusPill key={size} tone={tone} size={size}>{`${tone} ${size}`}</StatusPill>
          ))}
          <StatusPill tone={tone} hasDot>İade talebi inceleniyor</StatusPill>
          <StatusPill tone={tone} size="sm" hasDot>等待买家付款</StatusPill>
        </div>
      ))}
    </div>
  ),
};
