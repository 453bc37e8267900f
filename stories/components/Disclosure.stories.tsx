import type { Meta, StoryObj } from '@storybook/react-vite';
import { House, Package, Undo2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '@/design-system/components/Badge';
import { Disclosure, DisclosureGroup, disclosureVariants } from '@/design-system/components/Disclosure';
import { vars } from '@/design-system/theme/contract.css';

const meta = {
  title: 'Components/Disclosure',
  component: Disclosure,
  subcomponents: { DisclosureGroup },
  args: {
    title: 'Shipping details',
    children: 'Orders ship within 2 business days from the warehouse closest to your customer.',
    onExpandedChange: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: disclosureVariants } },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Shipping details' });
    await step('starts collapsed', async () => {
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
    await step('Enter expands it and shows the panel', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByText(/Orders ship within/)).toBeVisible();
      await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    });
    await step('a click collapses it again', async () => {
      await userEvent.click(trigger);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
  },
};

/** The sidebar's groups: one open at a time, with icons and a red dot on After sale. */
export const SidebarGroups: Story = {
  render: () => (
    <nav aria-label="Main menu" style={{ background: vars.color.sidebar.bg, padding: 8, width: 232 }}>
      <DisclosureGroup variant="sidebar" defaultExpandedKeys={['home']}>
        <Disclosure id="home" title="Home" icon={<House size={18} />}>
          <SidebarLinks items={['Manage orders', 'Stock orders', 'Branded orders']} />
        </Disclosure>
        <Disclosure id="aftersale" title="After sale" icon={<Undo2 size={18} />} extra={<Badge dot label="Pending returns" />}>
          <SidebarLinks items={['Free reshipments', 'Returns']} />
        </Disclosure>
        <Disclosure id="products" title="Ürünler ve tedarik kaynakları" icon={<Package size={18} />}>
          <SidebarLinks items={['My products', 'Published products']} />
        </Disclosure>
      </DisclosureGroup>
    </nav>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const home = canvas.getByRole('button', { name: 'Home' });
    const afterSale = canvas.getByRole('button', { name: /After sale/ });
    await step('opening one group closes the other', async () => {
      await expect(home).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(afterSale);
      await expect(afterSale).toHaveAttribute('aria-expanded', 'true');
      await expect(home).toHaveAttribute('aria-expanded', 'false');
    });
  },
};

function SidebarLinks({ items }: { items: string[] }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: '0 0 0 42px', display: 'grid', gap: 8, fontSize: 13 }}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <DisclosureGroup allowsMultipleExpanded defaultExpandedKeys={['b']}>
        <Disclosure id="a" title="Collapsed section">
          Hidden text.
        </Disclosure>
        <Disclosure id="b" title="Kargo ve teslimat ayrıntıları (uluslararası siparişler)" extra={<Badge count={3} />}>
          Siparişler müşterinize en yakın depodan iki iş günü içinde gönderilir.
        </Disclosure>
        <Disclosure id="c" title="已禁用的分组" isDisabled>
          不可见
        </Disclosure>
      </DisclosureGroup>
      <div style={{ background: vars.color.sidebar.bg, padding: 8, width: 232 }}>
        <DisclosureGroup variant="sidebar" defaultExpandedKeys={['x']}>
          <Disclosure id="x" title="Expanded" icon={<House size={18} />}>
            <SidebarLinks items={['Manage orders']} />
          </Disclosure>
          <Disclosure id="y" title="Collapsed" icon={<Package size={18} />}>
            <SidebarLinks items={['My products']} />
          </Disclosure>
        </DisclosureGroup>
      </div>
    </div>
  ),
};
