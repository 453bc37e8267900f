import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tag, TagGroup, tagSizes } from '@/design-system/components/TagGroup';

interface View {
  id: string;
  name: string;
  path: string;
}

/** Visited views as the shell keeps them (at most 4, spec section 4). */
const visited: View[] = [
  { id: '/dashboard', name: 'Dashboard', path: '/dashboard' },
  { id: '/orders/list', name: 'Manage orders', path: '/orders/list' },
  { id: '/products/my-products', name: 'My products', path: '/products/my-products' },
  { id: '/afterSale/returnOrders', name: 'Returns', path: '/afterSale/returnOrders' },
];

interface VisitedViewsProps {
  onRemove: (keys: Set<Key>) => void;
  onSelectionChange: (keys: Selection) => void;
  views?: View[];
}

/** The visited-views bar: link tags, the current one selected, each closable. */
function VisitedViews({ onRemove, onSelectionChange, views = visited }: VisitedViewsProps) {
  const [items, setItems] = useState(views);
  const [current, setCurrent] = useState<Selection>(new Set([views[1].id]));
  return (
    <TagGroup
      aria-label="Visited views"
      items={items}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={current}
      onSelectionChange={(keys) => {
        setCurrent(keys);
        onSelectionChange(keys);
      }}
      onRemove={(keys) => {
        setItems((list) => list.filter((view) => !keys.has(view.id)));
        onRemove(keys);
      }}
    >
      {(view) => <Tag id={view.id}>{view.name}</Tag>}
    </TagGroup>
  );
}

const meta = {
  title: 'Components/TagGroup',
  component: VisitedViews,
  subcomponents: { TagGroup, Tag },
  args: { onRemove: fn(), onSelectionChange: fn() },
} satisfies Meta<typeof VisitedViews>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VisitedViewsBar: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the current view is selected', async () => {
      await expect(canvas.getByRole('row', { name: 'Manage orders' })).toHaveAttribute('aria-selected', 'true');
    });
    await step('a click selects another view', async () => {
      await userEvent.click(canvas.getByRole('row', { name: 'Dashboard' }));
      await expect(args.onSelectionChange).toHaveBeenCalledOnce();
      await expect(canvas.getByRole('row', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    });
    await step('each view has a close button named after it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove Returns' }));
      await expect(args.onRemove).toHaveBeenCalledWith(new Set(['/afterSale/returnOrders']));
      await expect(canvas.queryByRole('row', { name: 'Returns' })).toBeNull();
    });
    await step('arrow keys move between views and Delete closes the focused one', async () => {
      canvas.getByRole('row', { name: 'Dashboard' }).focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('row', { name: 'Manage orders' })).toHaveFocus();
      await userEvent.keyboard('{Delete}');
      await expect(canvas.queryByRole('row', { name: 'Manage orders' })).toBeNull();
      await expect(canvas.getAllByRole('row')).toHaveLength(2);
    });
  },
};

export const LongLabels: Story = {
  args: {
    views: [
      { id: 'a', name: 'Mağaza ayarları ve fiyat kuralları', path: '/settings/price-rules' },
      { id: 'b', name: '已发布商品库存管理', path: '/products/my-products-inventory' },
      { id: 'c', name: 'Ücretsiz yeniden gönderimler', path: '/afterSale/freeReshipments' },
      { id: 'd', name: 'Dashboard', path: '/dashboard' },
    ],
  },
};

/** Plain tags with a visible label and help text (e.g. product labels on a form). */
export const Labelled: Story = {
  render: () => (
    <TagGroup label="Product labels" description="Labels help you find products in your lists." selectionMode="multiple" defaultSelectedKeys={['new']}>
      <Tag id="new">New</Tag>
      <Tag id="hot">Best seller</Tag>
      <Tag id="off" isDisabled>
        Discontinued
      </Tag>
    </TagGroup>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('grid', { name: 'Product labels' });
    await expect(within(group).getByRole('row', { name: 'Discontinued' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Empty: Story = {
  render: () => (
    <TagGroup aria-label="Visited views" items={[] as View[]} renderEmptyState={() => 'No views open'}>
      {(view) => <Tag id={view.id}>{view.name}</Tag>}
    </TagGroup>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No views open')).toBeVisible();
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {tagSizes.map((size) => (
        <div key={size} style={{ display: 'grid', gap: 8 }}>
          <TagGroup aria-label={`Removable ${size}`} size={size} onRemove={() => undefined} selectionMode="single" defaultSelectedKeys={['b']}>
            <Tag id="a">Dashboard</Tag>
            <Tag id="b">Siparişleri yönet</Tag>
            <Tag id="c">我的商品</Tag>
            <Tag id="d" isDisabled>
              Disabled
            </Tag>
          </TagGroup>
          <TagGroup aria-label={`Static ${size}`} size={size}>
            <Tag id="a">Shopify</Tag>
            <Tag id="b">WooCommerce</Tag>
            <Tag id="c">Shoplazza</Tag>
          </TagGroup>
        </div>
      ))}
    </div>
  ),
};
