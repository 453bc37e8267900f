import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { StoryPortal } from './StoryPortal';
import { counts, partnerCounts, users } from './fixtures';
import { LONG_WAIT, settled } from './storyWait';

/**
 * The signed-in shell around the dashboard: sidebar, top bar with its dropdowns, visited views and
 * footer — for each kind of user, brand and language. Brand and language also follow the toolbar.
 */
const meta = {
  title: 'Shell/Shell',
  component: StoryPortal,
  parameters: {
    layout: 'fullscreen',
    router: false,
    // React Aria's live announcer briefly keeps a node labelled by an overlay that has already closed.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
    // The whole portal (lazy screens, tooltips that follow focus, CJK web fonts) does not settle within the
    // visual matcher's window on this machine; its look is checked by the e2e screenshots instead.
  },
  args: { path: '/dashboard', user: users.merchant, views: [{ name: 'dashboard', path: '/dashboard' }] },
  // The screens load lazily, as in the app: every story waits for its page and figures first.
  play: async ({ canvasElement }) => settled(canvasElement),
} satisfies Meta<typeof StoryPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MainMerchant: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    await step('the user menu shows who is signed in and offers sign out', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /account menu/i }));
      const menu = await screen.findByRole('menu', {}, LONG_WAIT);
      await expect(within(menu).getByRole('menuitem', { name: 'Profile and password' })).toBeInTheDocument();
      await expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
    });
    await step('the cart menu (its pages are built) is shown; the messages menu, whose pages are not, is not shown rather than dead', async () => {
      await expect(canvas.getByRole('button', { name: /^Cart/ })).toBeInTheDocument();
      await expect(canvas.queryByRole('button', { name: /^Messages/ })).toBeNull();
    });
  },
};

/** Once their pages exist, every entry of the messages and cart menus goes where it says. */
export const MenuEntriesGoWhereTheySay: Story = {
  args: { isBuilt: () => true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    await step('the cart menu counts all four cart types and opens each cart list', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^Cart/ }));
      const menu = await screen.findByRole('menu', {}, LONG_WAIT);
      const items = within(menu).getAllByRole('menuitem');
      await expect(items.map((item) => item.getAttribute('href'))).toEqual(['/cart/list?type=1', '/cart/list?type=2', '/cart/list?type=3', '/cart/list?type=4']);
      await userEvent.keyboard('{Escape}');
    });
    await step('the messages menu opens the contact page and the task list', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^Messages/ }));
      const menu = await screen.findByRole('menu', {}, LONG_WAIT);
      const items = within(menu).getAllByRole('menuitem');
      await expect(items.map((item) => item.getAttribute('href'))).toEqual(['/resource-center/contact?active=messages', '/task/list']);
      await userEvent.keyboard('{Escape}');
    });
  },
};

/** The menus as they will be once every screen is built: every group, the admin area, app entries and badges. */
export const StaffWithEveryScreen: Story = {
  args: { user: users.staff, isBuilt: () => true },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    await expect(within(nav).getByRole('button', { name: 'Admin' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: /Consolidation/ })).toBeVisible();
    // Staff are main accounts too, but told apart from merchants ("Administrator").
    await expect(within(canvasElement).getByRole('button', { name: /account menu/i })).toHaveTextContent('Platform staff');
  },
};

export const SubAccount: Story = {
  args: { user: users.clerk },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const trigger = within(canvasElement).getByRole('button', { name: /account menu/i });
    await expect(trigger).toHaveTextContent('Order clerk');
  },
};

export const PartnerInTurkish: Story = {
  // Every screen as built, so the cart menu (whose list is not built yet) is there to check.
  args: { user: users.partner, partner: 'kervan', counts: partnerCounts, isBuilt: () => true },
  globals: { brand: 'kervan', lang: 'tr' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gösterge paneli' })).toBeVisible();
    await step('partner themes offer only the normal and stocking carts', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^Sepet/ }));
      const menu = await screen.findByRole('menu', {}, LONG_WAIT);
      await expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);
      await userEvent.keyboard('{Escape}');
    });
    await expect(canvas.getByRole('button', { name: /Mağazalarım.*yetkilendirilmiş mağaza yok/i })).toBeVisible();
  },
};

/**
 * The navbar counts and the dashboard read the same calls through the data layer's cache: one request per
 * figure serves the top bar's cart menu, the sidebar's badges (orders needing attention on Orders) and the
 * dashboard's cards.
 */
export const NavbarAndDashboardShareOneRequest: Story = {
  args: { isBuilt: () => true, onCall: fn() },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    await step('the Orders entry carries the orders needing attention', async () => {
      const nav = canvas.getByRole('navigation', { name: 'Main menu' });
      await expect(within(nav).getByRole('link', { name: /2 orders need attention/ })).toHaveAttribute('href', '/orders/list');
    });
    await step('the cart menu counts every cart type from the same answer the dashboard shows', async () => {
      await expect(canvas.getByRole('button', { name: /^Cart/ })).toBeInTheDocument();
    });
    await step('each figure was requested once for the top bar, the sidebar and the dashboard together', async () => {
      const names = (args.onCall as ReturnType<typeof fn>).mock.calls.map(([name]) => name);
      for (const name of ['countUserCart', 'unreadMessageCount', 'taskCount', 'productNum', 'orderAttentionCount']) {
        await expect(names.filter((called) => called === name), name).toHaveLength(1);
      }
    });
  },
};

export const Chinese: Story = { globals: { lang: 'zh' } };

export const SidebarCollapsed: Story = { args: { sidebar: 'closed', isBuilt: () => true } };

export const FiguresLoading: Story = {
  args: { counts: 'loading' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 15_000 });
  },
};

export const FiguresFailed: Story = {
  args: { counts: 'failed' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Some figures could not be loaded.'), { timeout: 15_000 });
  },
};

export const WithVisitedViews: Story = {
  args: {
    counts,
    views: [
      { name: 'dashboard', path: '/dashboard' },
      { name: 'accountSettings', path: '/account/settings' },
      { name: 'ordersList', path: '/orders/list' },
      { name: 'myProducts', path: '/products/my-products' },
    ],
  },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const tabs = within(canvasElement).getByRole('grid', { name: 'Visited pages' });
    await expect(within(tabs).getAllByRole('row')).toHaveLength(4);
  },
};

const phone = { viewport: { value: 'phone' } };

/** The box of an element lies inside the 390×844 phone screen. */
const onScreen = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight;
};

/** A phone (390×844): the sidebar is a drawer behind the menu button, the page has the whole width. */
export const PhoneMenuDrawer: Story = {
  globals: phone,
  // Every screen as built, so the picture does not change as screens land.
  args: { isBuilt: () => true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await step('the menu button opens the sidebar in a drawer', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
      const drawer = await screen.findByRole('dialog', { name: 'Main menu' }, LONG_WAIT);
      // The drawer slides in; wait for it to be in place.
      await waitFor(() => expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toBeVisible(), LONG_WAIT);
      await waitFor(() => expect(onScreen(within(drawer).getByRole('button', { name: 'Close menu' }))).toBe(true), LONG_WAIT);
    });
  },
};

/** A phone: the account menu opens on screen, with Profile and Sign out. */
export const PhoneAccountMenu: Story = {
  globals: phone,
  args: { isBuilt: () => true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /account menu/i }));
    const menu = await screen.findByRole('menu', {}, LONG_WAIT);
    await waitFor(() => expect(onScreen(menu)).toBe(true), LONG_WAIT);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeVisible(), LONG_WAIT);
  },
};

/** A phone: every top-bar control has a name, and the ship-to dialog fits the screen. */
export const PhoneShipTo: Story = {
  globals: phone,
  args: { isBuilt: () => true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^My stores/ }));
    const shipTo = await screen.findByRole('menuitem', { name: /Ship to/ }, LONG_WAIT);
    // The menu says where goods ship now, not only the currency.
    await expect(shipTo).toHaveTextContent('United States · USD · change');
    await userEvent.click(shipTo);
    const dialog = await screen.findByRole('dialog', { name: 'Ship to' }, LONG_WAIT);
    await waitFor(() => expect(onScreen(dialog)).toBe(true), LONG_WAIT);
    await expect(onScreen(within(dialog).getByRole('button', { name: 'Save' }))).toBe(true);
  },
};

/** Closing the only tab while on its page keeps the page's tab rather than leaving an empty strip. */
export const ClosingTheLastTab: Story = {
  args: { views: [{ name: 'dashboard', path: '/dashboard' }] },
  parameters: { visual: { disable: true, reason: 'same picture as Main Merchant; the behaviour is what is checked' } },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const tabs = within(canvasElement).getByRole('grid', { name: 'Visited pages' });
    await userEvent.click(within(tabs).getByRole('button'));
    // Let the close and anything that follows it render.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(within(within(canvasElement).getByRole('grid', { name: 'Visited pages' })).getAllByRole('row')).toHaveLength(1);
  },
};
