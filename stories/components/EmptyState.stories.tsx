import type { Meta, StoryObj } from '@storybook/react-vite';
import { PackageOpen, SearchX } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@/design-system/components/Button';
import { EmptyState, emptyStateSizes } from '@/design-system/components/EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  argTypes: { size: { control: 'inline-radio', options: emptyStateSizes } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible();
  },
};

export const Turkish: Story = {
  globals: { lang: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Veri yok')).toBeVisible();
  },
};

const onImport = fn();

export const WithAction: Story = {
  args: {
    icon: <PackageOpen size={24} />,
    title: 'No products yet',
    description: 'Import products from the supplier catalogue or connect a store to start selling.',
  },
  render: (args) => <EmptyState {...args} action={<Button onPress={onImport}>Import products</Button>} />,
  play: async ({ canvasElement, step }) => {
    await step('the way forward is a real button in the tab order', async () => {
      const button = within(canvasElement).getByRole('button', { name: 'Import products' });
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(onImport).toHaveBeenCalledOnce();
    });
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 16 }}>
      {emptyStateSizes.map((size) => (
        <div key={size} style={{ display: 'contents' }}>
          <EmptyState size={size} />
          <EmptyState size={size} icon={<SearchX size={24} />} title="Aramanızla eşleşen ürün bulunamadı" description="Filtreleri temizleyin veya farklı bir anahtar kelime deneyin." />
          <EmptyState size={size} icon={null} title="暂无订单" description="您的店铺还没有同步任何订单。" />
          <EmptyState size={size} title="No returns" action={<Button variant="secondary">Create return</Button>} />
        </div>
      ))}
    </div>
  ),
};
