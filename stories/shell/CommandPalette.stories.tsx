import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CommandPaletteHost } from '@/shell/CommandPalette';
import { users } from './fixtures';

/** Where the memory router is, so a play function can see the palette navigate. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current page">{`${location.pathname}${location.search}`}</output>;
}

const everything = () => true;

/**
 * The command palette as the shell mounts it: Ctrl+K (⌘K) opens it over any page; pages come from
 * the route table with the user's permission and partner rules applied, recent records from the
 * visited views. Keyboard only: type, ↑/↓, Enter.
 */
const meta = {
  title: 'Shell/CommandPalette',
  component: CommandPaletteHost,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/dashboard'] } },
  args: {
    user: users.merchant,
    isPartner: false,
    apps: [],
    // Every screen to come, so the rules (not today's build state) decide what is offered.
    isBuilt: everything,
    visited: [
      { name: 'dashboard', path: '/dashboard' },
      { name: 'productDetail', path: '/products/detail/991', title: 'Linen tote bag' },
    ],
  },
  render: (args) => (
    <>
      <LocationProbe />
      <CommandPaletteHost {...args} />
    </>
  ),
} satisfies Meta<typeof CommandPaletteHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Ctrl+K opens it, typing filters, the arrows move, Enter opens the page and closes the palette. */
export const JumpToAPage: Story = {
  parameters: { visual: { disable: true, reason: 'ends after navigating with the palette closed; OpenForASubAccount shows it open' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await body().findByRole('dialog', { name: 'Go to a page' });
    const search = within(dialog).getByRole('searchbox', { name: 'Search pages' });
    await waitFor(() => expect(search).toHaveFocus());
    await expect(within(dialog).getByRole('menuitem', { name: /Linen tote bag/ })).toBeInTheDocument();

    await userEvent.keyboard('price rules');
    const menu = within(dialog).getByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(search.getAttribute('aria-activedescendant')).toBe(within(menu).getByRole('menuitem', { name: /Price rules/ }).id));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Current page' })).toHaveTextContent('/settings/price-rules'));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());

    // A recent record opens the same way; Escape closes without moving.
    await userEvent.keyboard('{Control>}k{/Control}');
    const again = await body().findByRole('dialog', { name: 'Go to a page' });
    await waitFor(() => expect(within(again).getByRole('searchbox')).toHaveFocus());
    await userEvent.keyboard('tote');
    const record = await within(again).findByRole('menuitem', { name: /Linen tote bag/ });
    await waitFor(() => expect(within(again).getAllByRole('menuitem')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(again).getByRole('searchbox').getAttribute('aria-activedescendant')).toBe(record.id));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Current page' })).toHaveTextContent('/products/detail/991'));
    await userEvent.keyboard('{Control>}k{/Control}');
    await body().findByRole('dialog', { name: 'Go to a page' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status', { name: 'Current page' })).toHaveTextContent('/products/detail/991');
  },
};

/** A sub-account under a partner brand sees only what it may open; a query matching nothing says so. */
export const OpenForASubAccount: Story = {
  args: { user: users.clerk, isPartner: true, visited: [] },
  play: async () => {
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await body().findByRole('dialog', { name: 'Go to a page' });
    const menu = within(dialog).getByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'My product list' })).toBeInTheDocument();
    // Its own profile needs no code; price rules are main accounts' only.
    await expect(within(menu).getByRole('menuitem', { name: 'Profile and password' })).toBeInTheDocument();
    await expect(within(menu).queryByRole('menuitem', { name: 'Price rules' })).not.toBeInTheDocument();
    await userEvent.keyboard('zzz');
    // Waited for: React Aria may reveal an overlay's content a few frames late (its on-screen keyboard check).
    await waitFor(() => expect(within(dialog).getByText('No page matches “zzz”.')).toBeVisible(), { timeout: 3000 });
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}orders');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem').length).toBeGreaterThan(0));
  },
};

/** A staff user once every screen exists: the long list scrolls inside the palette, recent records first. */
export const EveryPage: Story = {
  args: { user: users.staff },
  play: async () => {
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await body().findByRole('dialog', { name: 'Go to a page' });
    const menu = within(dialog).getByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: /Linen tote bag/ })).toBeInTheDocument();
    await expect(within(menu).getAllByRole('menuitem').length).toBeGreaterThan(60);
    await expect(within(menu).getByRole('menuitem', { name: 'Customers' })).toBeInTheDocument();
  },
};
