import { useEffect, type ComponentProps, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { ShipToContext, shipToMachine } from '@/machines/shipTo';
import { sidebarMenu } from '@/routes/menus';
import { Footer } from '@/shell/Footer/Footer';
import { ShipToDialog } from '@/shell/ShipToDialog/ShipToDialog';
import { Sidebar } from '@/shell/Sidebar/Sidebar';
import { VisitedViews } from '@/shell/VisitedViews/VisitedViews';
import { countries, users } from './fixtures';
import { useStoryBrandMark } from '../../.storybook/brands';

/** The shell's parts on their own, each with the data it is given in the shell. */
const meta = {
  title: 'Shell/Parts',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const everything = () => true;

/** The sidebar with the toolbar's brand (name and mark), as the shell gives it. */
function BrandedSidebar(props: Omit<ComponentProps<typeof Sidebar>, 'brand'>) {
  return <Sidebar {...props} brand={useStoryBrandMark()} />;
}

/** Every group a staff user will see once all screens exist, with the returns dot and the product count. */
export const SidebarFullMenu: Story = {
  render: () => (
    <div style={{ height: 900, width: 232 }}>
      <BrandedSidebar
        sections={sidebarMenu({ user: users.staff, partner: false, apps: ['consolidation', 'diySourcedOrders'], isBuilt: everything })}
        collapsed={false}
        pathname="/dashboard"
        badges={{ productCount: 8, returnsPending: true }}
        onFollow={fn()}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    await expect(within(nav).getByRole('link', { name: /Returns.*A return order is pending/ })).toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: /Affiliates/ })).toHaveAttribute('target', '_blank');
    const current = within(nav).getByRole('link', { name: /Dashboard/ });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // The current entry is a real link (it opens in a new tab too), re-opening the page with a fresh time query.
    await expect(current.tagName).toBe('A');
    await expect(current.getAttribute('href')).toMatch(/^\/dashboard\?t=\d+$/);
  },
};

/** A partner brand: only Dashboard, Products and After sale; no branding entries, no affiliates. */
export const SidebarPartner: Story = {
  render: () => (
    <div style={{ height: 700, width: 232 }}>
      <Sidebar
        sections={sidebarMenu({ user: users.partner, partner: true, apps: [], isBuilt: everything })}
        brand={{ name: 'Kervan Ticaret', favicon: '' }}
        collapsed={false}
        pathname="/products/my-products"
        badges={{ productCount: 0, returnsPending: false }}
        onFollow={fn()}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    await expect(within(nav).queryByRole('button', { name: 'Logistics' })).toBeNull();
    await expect(within(nav).queryByRole('link', { name: /Affiliates/ })).toBeNull();
  },
};

export const SidebarCollapsed: Story = {
  render: () => (
    <div style={{ height: 700, width: 64 }}>
      <BrandedSidebar
        sections={sidebarMenu({ user: users.merchant, partner: false, apps: [], isBuilt: everything })}
        collapsed
        pathname="/dashboard"
        badges={{ productCount: 8, returnsPending: true }}
        onFollow={fn()}
      />
    </div>
  ),
};

const views = [
  { name: 'dashboard', path: '/dashboard' },
  { name: 'accountSettings', path: '/account/settings' },
  { name: 'ordersList', path: '/orders/list' },
  { name: 'myProducts', path: '/products/my-products' },
];

const closeView = fn();
const goTo = fn();

export const VisitedViewTabs: Story = {
  beforeEach: () => {
    closeView.mockClear();
    goTo.mockClear();
  },
  render: () => <VisitedViews views={views} current="/account/settings" onClose={closeView} onCloseOthers={fn()} onCloseAll={fn()} navigate={goTo} />,
  play: async ({ canvasElement, step }) => {
    const tabs = within(canvasElement).getByRole('grid', { name: 'Visited pages' });
    await expect(within(tabs).getAllByRole('row')).toHaveLength(4);
    await step('closing the page shown moves to its neighbour', async () => {
      const current = within(tabs).getAllByRole('row')[1];
      await userEvent.click(within(current).getByRole('button'));
      await expect(closeView).toHaveBeenCalledWith('/account/settings');
      await expect(goTo).toHaveBeenCalledWith('/orders/list');
    });
  },
};

/** The platform's own footer: its name is the content, so it is shot in the platform's brand only. */
export const FooterPlatform: Story = {
  parameters: { visual: { brands: ['default'] } },
  render: () => <Footer brandName="Merchant Portal" isPartner={false} support={null} year={2026} isBuilt={everything} />,
};

export const FooterPartnerTurkish: Story = {
  globals: { lang: 'tr', brand: 'kervan' },
  render: () => <Footer brandName="Kervan Ticaret" isPartner support="destek@kervan.example" year={2026} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent('© 2026 Kervan Ticaret');
    // Partner brands show their own support address and leave out the platform's affiliates programme.
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent('Destek: destek@kervan.example');
    await expect(within(canvasElement).queryByRole('link', { name: /Ortaklık/ })).toBeNull();
  },
};

/** Opens the dialog as the My Stores menu does. */
function OpenShipTo({ children }: { children: ReactNode }) {
  const actor = ShipToContext.useActorRef();
  useEffect(() => actor.send({ type: 'shipTo.open' }), [actor]);
  return children;
}

const shipToLogic = (load: 'ok' | 'failed') =>
  shipToMachine.provide({
    actors: {
      loadCountries: fromPromise(async () => {
        if (load === 'failed') throw new Error('offline');
        return countries;
      }),
      saveShipTo: fromPromise<void, { countryId: number; currencyCode: string }>(async () => undefined),
    },
    actions: { reloadPage: () => undefined },
  });

export const ShipTo: Story = {
  render: () => (
    <ShipToContext.Provider logic={shipToLogic('ok')} options={{ input: { countryId: 232, currencyCode: 'USD' } }}>
      <OpenShipTo>
        <ShipToDialog />
      </OpenShipTo>
    </ShipToContext.Provider>
  ),
  play: async ({ step }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Ship to' });
    await step('the country is searchable and USD is the only currency', async () => {
      await expect(await within(dialog).findByRole('combobox', { name: 'Country' })).toHaveValue('United States');
      await expect(within(dialog).getByRole('button', { name: /US dollar \(USD\)/ })).toBeInTheDocument();
    });
    await step('a click on the backdrop does not close it', async () => {
      await userEvent.click(document.body, { skipHover: true });
      await waitFor(() => expect(body.getByRole('dialog', { name: 'Ship to' })).toBeInTheDocument());
    });
  },
};

export const ShipToLoadFailed: Story = {
  globals: { lang: 'zh' },
  render: () => (
    <ShipToContext.Provider logic={shipToLogic('failed')} options={{ input: { countryId: 232, currencyCode: 'USD' } }}>
      <OpenShipTo>
        <ShipToDialog />
      </OpenShipTo>
    </ShipToContext.Provider>
  ),
  play: async () => {
    await expect(await within(document.body).findByRole('button', { name: '重试' })).toBeInTheDocument();
  },
};
