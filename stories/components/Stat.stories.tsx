import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClipboardList, PackageCheck, Undo2, Wallet } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { Stat, statVariants } from '@/design-system/components/Stat';

const meta = {
  title: 'Components/Stat',
  component: Stat,
  args: { label: 'Orders to pay', value: '12', href: '/orders/list', linkLabel: 'View orders', icon: <ClipboardList size={16} /> },
  argTypes: { variant: { control: 'inline-radio', options: statVariants } },
  parameters: { router: { initialEntries: ['/dashboard'] } },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Stat {...args} />
    </div>
  ),
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLink: Story = {
  play: async ({ canvasElement, step }) => {
    await step('label and value are a term and its definition', async () => {
      const term = within(canvasElement).getByRole('term');
      await expect(term).toHaveTextContent('Orders to pay');
      await expect(within(canvasElement).getAllByRole('definition')[0]).toHaveTextContent('12');
    });
    await step('the link is keyboard reachable', async () => {
      await userEvent.tab();
      await expect(within(canvasElement).getByRole('link', { name: 'View orders' })).toHaveFocus();
    });
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Plain: Story = { args: { variant: 'plain', href: undefined, value: '$1,284.50', label: 'Balance' } };

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 16, maxWidth: 960 }}>
      {statVariants.map((variant) => (
        <div key={variant} style={{ display: 'contents' }}>
          <Stat variant={variant} icon={<Wallet size={16} />} label="Balance" value="$1,284.50" description="Credit $500.00" />
          <Stat variant={variant} icon={<PackageCheck size={16} />} label="Bekleyen sipariş sayısı (son 30 gün)" value="1.204" href="/orders/list" linkLabel="Siparişleri görüntüle" />
          <Stat variant={variant} icon={<Undo2 size={16} />} label="待处理退货" value="3" href="/afterSale/returnOrders" linkLabel="查看退货" />
          <Stat variant={variant} label="Products" value="0" isLoading />
        </div>
      ))}
    </div>
  ),
};
