import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ApiCall } from '@/app/apiContext';
import { StoryPortal } from '../shell/StoryPortal';
import { LONG_WAIT, settled } from '../shell/storyWait';
import { partnerCounts, users } from '../shell/fixtures';

/** The dashboard and the account settings, inside the shell. */
const meta = {
  title: 'Screens/Dashboard and account',
  component: StoryPortal,
  parameters: {
    layout: 'fullscreen',
    router: false,
    // React Aria's live announcer briefly keeps a node labelled by an overlay that has already closed.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  args: { path: '/dashboard', user: users.merchant },
  play: async ({ canvasElement }) => settled(canvasElement),
} satisfies Meta<typeof StoryPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    await expect(canvas.getByText(/^Hello, Maya Rivera/)).toBeVisible();
    await step('orders needing attention lead to that tab of the orders list', async () => {
      const figures = canvas.getByRole('region', { name: 'Today at a glance' });
      await expect(within(figures).getByText('Orders needing attention')).toBeVisible();
      await expect(within(figures).getByRole('link', { name: 'Fix them before they ship' })).toHaveAttribute('href', '/orders/list?status=attention');
    });
    await step('a complete profile is not asked to be completed', async () => {
      await expect(canvas.queryByRole('link', { name: 'Complete your profile' })).not.toBeInTheDocument();
    });
  },
};

/** A new account without a name yet: greeted by its e-mail, asked to complete the profile. */
export const DashboardNewAccount: Story = {
  args: { user: { ...users.merchant, firstName: '', lastName: '', hasAuthStore: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    await expect(canvas.getByText(/^Hello, merchant@demo\.shop/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/account/settings');
  },
};

/** With the sidebar collapsed the page is wider: the figures and next steps still span it (no empty column). */
export const DashboardSidebarCollapsed: Story = {
  args: { sidebar: 'closed' },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const figures = within(canvasElement).getByRole('region', { name: 'Today at a glance' });
    const grid = figures.firstElementChild as HTMLElement;
    const cards = Array.from(grid.children) as HTMLElement[];
    const last = cards[cards.length - 1].getBoundingClientRect();
    // The last figure ends where the grid ends (auto-fit leaves no empty track).
    await expect(Math.abs(last.right - grid.getBoundingClientRect().right)).toBeLessThan(2);
  },
};

export const DashboardNoStoreKervan: Story = {
  args: { user: users.partner, partner: 'kervan', counts: partnerCounts },
  globals: { brand: 'kervan', lang: 'tr' },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(within(canvasElement).getByRole('region', { name: 'Mağazalarınız' })).toHaveTextContent('Henüz bağlı mağaza yok');
  },
};

export const DashboardOpensShipTo: Story = {
  play: async ({ canvasElement, step }) => {
    await settled(canvasElement);
    await step('the next step opens the ship-to dialog with USD the only currency', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose where you ship to' }));
      const dialog = await within(document.body).findByRole('dialog', { name: 'Ship to' }, LONG_WAIT);
      await expect(await within(dialog).findByRole('combobox', { name: 'Country' }, LONG_WAIT)).toBeInTheDocument();
      await expect(within(dialog).getByRole('button', { name: /US dollar/ })).toBeInTheDocument();
    });
  },
};

const savedProfile = (async (name: string, options: { body?: { firstName: string; lastName: string } }) =>
  name === 'updateProfile' ? { ...users.merchant, ...options.body } : null) as unknown as ApiCall;

export const AccountSettings: Story = {
  args: { path: '/account/settings', call: savedProfile },
  play: async ({ canvasElement, step }) => {
    await settled(canvasElement);
    const profile = within(canvasElement).getByRole('form', { name: 'Profile' });
    await step('saving is offered once something changed', async () => {
      const save = within(profile).getByRole('button', { name: 'Save changes' });
      await expect(save).toBeDisabled();
      await userEvent.clear(within(profile).getByLabelText('First name'));
      await userEvent.type(within(profile).getByLabelText('First name'), 'Maia');
      await expect(save).toBeEnabled();
    });
  },
};

export const AccountSettingsChinese: Story = { args: { path: '/account/settings' }, globals: { lang: 'zh' } };
