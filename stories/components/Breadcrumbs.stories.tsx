import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb, Breadcrumbs } from '@/design-system/components/Breadcrumbs';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: { onAction: fn() },
  parameters: { router: { initialEntries: ['/orders/list'] } },
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb id="dashboard" href="/dashboard">
        Home
      </Breadcrumb>
      <Breadcrumb id="orders">Orders</Breadcrumb>
      <Breadcrumb id="list" href="/orders/list">
        Manage orders
      </Breadcrumb>
    </Breadcrumbs>
  ),
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('a navigation landmark with a translated name', async () => {
      await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    });
    await step('the last crumb is the current page', async () => {
      const current = canvas.getByText('Manage orders');
      await expect(current).toHaveAttribute('aria-current', 'page');
    });
    await step('an earlier crumb is a link that can be followed by keyboard', async () => {
      await userEvent.tab();
      const home = canvas.getByRole('link', { name: 'Home' });
      await expect(home).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onAction).toHaveBeenCalledWith('dashboard');
    });
  },
};

export const Chinese: Story = {
  globals: { lang: 'zh' },
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb href="/dashboard">首页</Breadcrumb>
      <Breadcrumb>售后服务</Breadcrumb>
      <Breadcrumb href="/afterSale/returnOrders">退货订单</Breadcrumb>
    </Breadcrumbs>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: '面包屑导航' })).toBeInTheDocument();
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <Breadcrumbs aria-label="Single crumb">
        <Breadcrumb href="/dashboard">Home</Breadcrumb>
      </Breadcrumbs>
      <Breadcrumbs aria-label="Turkish trail">
        <Breadcrumb href="/dashboard">Ana sayfa</Breadcrumb>
        <Breadcrumb>Ürünler</Breadcrumb>
        <Breadcrumb href="/products/my-published-products">Mağazalarda yayınlanmış ürünlerim</Breadcrumb>
      </Breadcrumbs>
      <Breadcrumbs aria-label="Disabled trail" isDisabled>
        <Breadcrumb href="/dashboard">Disabled</Breadcrumb>
        <Breadcrumb href="/settings/my-stores">My stores</Breadcrumb>
      </Breadcrumbs>
    </div>
  ),
};
