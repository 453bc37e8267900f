import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Selection } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@/design-system/components/Button';
import { GridList, GridListItem, gridListLayouts } from '@/design-system/components/GridList';
import { StatusPill } from '@/design-system/components/StatusPill';

interface Store {
  id: string;
  name: string;
  platform: string;
  authorised: boolean;
}

const stores: Store[] = [
  { id: 's1', name: 'Demo Fashion', platform: 'Shopify', authorised: true },
  { id: 's2', name: 'Ev & Yaşam Mağazası', platform: 'WooCommerce', authorised: true },
  { id: 's3', name: '家居生活旗舰店', platform: 'Shoplazza', authorised: false },
];

function StoreRow({ store }: { store: Store }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <div>
        <strong>{store.name}</strong>
        <div style={{ fontSize: 12 }}>{store.platform}</div>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <StatusPill tone={store.authorised ? 'success' : 'warning'} size="sm">
          {store.authorised ? 'Authorised' : 'Not authorised'}
        </StatusPill>
        <Button variant="secondary" size="sm" aria-label={`Settings for ${store.name}`}>
          Settings
        </Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'Components/GridList',
  component: GridList<Store>,
  subcomponents: { GridListItem },
  args: { 'aria-label': 'My stores', items: stores, selectionMode: 'multiple', onSelectionChange: fn() },
  argTypes: { layout: { control: 'inline-radio', options: gridListLayouts } },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <GridList {...args}>
        {(store: Store) => (
          <GridListItem id={store.id} textValue={store.name}>
            <StoreRow store={store} />
          </GridListItem>
        )}
      </GridList>
    </div>
  ),
} satisfies Meta<typeof GridList<Store>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stack: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const rows = () => canvas.getAllByRole('row');
    await step('a checkbox selects a store', async () => {
      await userEvent.click(within(rows()[0]).getByRole('checkbox'));
      await expect(rows()[0]).toHaveAttribute('aria-selected', 'true');
      await expect(args.onSelectionChange).toHaveBeenCalledOnce();
    });
    await step('arrow keys move between stores, Space selects', async () => {
      rows()[0].focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(rows()[1]).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(rows()[1]).toHaveAttribute('aria-selected', 'true');
    });
    await step('ArrowRight walks into the row: its checkbox, then its button', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(within(rows()[1]).getByRole('checkbox')).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('button', { name: 'Settings for Ev & Yaşam Mağazası' })).toHaveFocus();
    });
  },
};

export const Cards: Story = { args: { layout: 'grid', selectionMode: 'single', defaultSelectedKeys: new Set(['s2']) as Selection } };

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible();
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 720 }}>
      {gridListLayouts.map((layout) => (
        <GridList
          key={layout}
          aria-label={`Stores ${layout}`}
          layout={layout}
          items={stores}
          selectionMode="multiple"
          defaultSelectedKeys={new Set(['s1'])}
          disabledKeys={['s3']}
        >
          {(store) => (
            <GridListItem id={store.id} textValue={store.name}>
              <StoreRow store={store} />
            </GridListItem>
          )}
        </GridList>
      ))}
      <GridList aria-label="Plain list" items={stores}>
        {(store) => <GridListItem id={store.id}>{store.name}</GridListItem>}
      </GridList>
    </div>
  ),
};
