import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronDown, CreditCard, FileText, IdCard, LogOut, Settings, Truck, User } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { Button } from '@/design-system/components/Button';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from '@/design-system/components/Menu';

/** A count badge like the cart dropdown's (the Badge component itself lives in the other half). */
const Count = ({ value }: { value: number }) => (
  <span
    style={{
      minWidth: 18,
      padding: '0 6px',
      borderRadius: 9,
      background: 'var(--mp-color-danger-default)',
      color: 'var(--mp-color-danger-onDefault)',
      fontSize: 12,
      lineHeight: '18px',
      textAlign: 'center',
    }}
  >
    {value}
  </span>
);

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: { onAction: fn() },
  render: (args) => (
    <MenuTrigger>
      <Button iconEnd={ChevronDown}>Merchant</Button>
      <Menu {...args} aria-label="Account">
        <MenuSection title="Account">
          <MenuItem id="profile" icon={User}>Profile and password</MenuItem>
          <MenuItem id="billing" icon={CreditCard}>Billing and payments</MenuItem>
          <MenuItem id="manage" icon={Settings}>Manage account</MenuItem>
          <MenuItem id="invoice" icon={FileText} badge={<Count value={2} />}>Invoices</MenuItem>
          <MenuItem id="idcard" icon={IdCard} isDisabled>ID number setting</MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection aria-label="Links">
          <MenuItem id="tracking" icon={Truck} href="https://track.example.com/">Tracking link</MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection aria-label="Session">
          <MenuItem id="logout" icon={LogOut} tone="danger">Sign out</MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UserDropdown: Story = {
  play: async ({ canvasElement, args, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Merchant' });
    await step('the trigger opens the menu', async () => {
      await userEvent.click(trigger);
      await waitFor(() => expect(screen.getByRole('menu')).toBeVisible());
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    });
    await step('choosing an item reports its id and closes the menu', async () => {
      await userEvent.click(screen.getByRole('menuitem', { name: 'Billing and payments' }));
      await expect((args.onAction as Mock).mock.calls[0][0]).toBe('billing');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    });
  },
};

export const Keyboard: Story = {
  play: async ({ args, step }) => {
    await step('Enter opens the menu on its first item; arrows move; disabled items are skipped', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile and password' })).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
      await waitFor(() => expect(screen.getByRole('menuitem', { name: /Tracking link/ })).toHaveFocus());
    });
    await step('typing a letter jumps to the matching item; Enter chooses it', async () => {
      await userEvent.keyboard('s');
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await expect((args.onAction as Mock).mock.calls[0][0]).toBe('logout');
    });
  },
};

export const ExternalLinkItem: Story = {
  play: async ({ canvasElement, step }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Merchant' }));
    await step('a link item to another site opens in a new tab and says so', async () => {
      const item = await screen.findByRole('menuitem', { name: 'Tracking link (opens in a new tab)' });
      await expect(item).toHaveAttribute('href', 'https://track.example.com/');
      await expect(item).toHaveAttribute('target', '_blank');
      await expect(item).toHaveAttribute('rel', 'noopener noreferrer');
    });
  },
};

export const Open: Story = {
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', width: 420 }}>
      <MenuTrigger defaultOpen>
        <Button iconEnd={ChevronDown}>Sepet</Button>
        <Menu {...args} aria-label="Sepet türleri">
          <MenuSection title="Sepet türleri">
            <MenuItem id="1" badge={<Count value={12} />}>Normal sipariş sepeti</MenuItem>
            <MenuItem id="2" badge={<Count value={3} />}>Stok siparişi sepeti</MenuItem>
            <MenuItem id="3" description="Birden fazla siparişi tek kolide birleştirin">Konsolidasyon</MenuItem>
            <MenuItem id="4" badge={<Count value={1} />}>自购订单购物车</MenuItem>
          </MenuSection>
          <MenuSeparator />
          <MenuItem id="tracking" href="https://track.example.com/">Kargo takip bağlantısı</MenuItem>
          <MenuItem id="remove" tone="danger">Sepeti boşalt</MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  ),
};

export const Matrix: Story = { ...Open };
