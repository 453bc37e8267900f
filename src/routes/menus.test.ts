import { describe, expect, it } from 'vitest';
import { config } from '@/config';
import { breadcrumbFor, linkTo, pageEntries, partnerAllows, sidebarMenu, titleKeyForPath } from './menus';
import { routeTable, type RouteDef } from './routeTable';

const main = { refId: null, permissions: [], isShowUserSettings: 0 };
const clerk = { refId: 1, permissions: [{ code: 'menu:order' }], isShowUserSettings: 0 };

describe('sidebar menu', () => {
  it('lists only built screens and external links, in the spec groups', () => {
    const menu = sidebarMenu({ user: main, partner: false, apps: [] });
    expect(menu.map((s) => s.group)).toEqual(['home', 'sourcing', 'products', 'logistics']);
    expect(menu[0].titleKey).toBe('menu.home');
    expect(menu[0].entries.map((e) => e.name)).toEqual(['dashboard', 'ordersList', 'stockOrders', 'affiliates']);
    expect(menu[0].entries[0]).toEqual({ name: 'dashboard', titleKey: 'route.dashboard', href: '/dashboard', external: false, newTab: false });
    expect(menu[0].entries.at(-1)).toEqual({ name: 'affiliates', titleKey: 'route.affiliates', href: config.affiliatesUrl, external: true, newTab: true });
    expect(menu[1].entries.map((e) => e.name)).toEqual(['sourcingAliexpress', 'sourcingSmart', 'sourcingAddress']);
    expect(menu[2].entries.map((e) => e.name)).toEqual(['productSearch', 'suppliers', 'myProducts', 'skuDictionary', 'myPublishedProducts', 'myProductsInventory', 'privateProducts', 'collectProducts', 'productGuide']);
  });

  it('hides affiliates for a partner theme and a sub-account without its code', () => {
    expect(sidebarMenu({ user: main, partner: true, apps: [] })[0].entries.map((e) => e.name)).toEqual(['dashboard', 'ordersList', 'stockOrders']);
    // This clerk has menu:order but not menu:order:list nor affiliates:index.
    expect(sidebarMenu({ user: clerk, partner: false, apps: [] })[0].entries.map((e) => e.name)).toEqual(['dashboard']);
  });
});

describe('menu rules over the whole table (as screens land)', () => {
  /** Every route as if built, to check the rules independent of today's screens. */
  const all = routeTable.map((r) => ({ ...r, built: true })) as RouteDef[];

  it('partner themes show only Dashboard, Products and After sale, without branding services, product guide, branded orders', () => {
    const visible = all.filter((r) => r.menu && partnerAllows(r, true));
    expect(new Set(visible.map((r) => r.menu!.group))).toEqual(new Set(['home', 'products', 'afterSale']));
    const names = visible.map((r) => r.name);
    for (const hidden of ['brandingServices', 'productGuide', 'brandedOrders']) expect(names).not.toContain(hidden);
    expect(names).toEqual(expect.arrayContaining(['dashboard', 'myProducts', 'returnOrders', 'freeReshipments']));
  });

  it('the home group holds manage orders, stock orders, branded orders and branding services, plus app entries', () => {
    const home = all.filter((r) => r.menu?.group === 'home').map((r) => r.name);
    expect(home).toEqual(expect.arrayContaining(['dashboard', 'ordersList', 'stockOrders', 'brandedOrders', 'brandingServices', 'consolidation', 'diySourcedOrders']));
    expect(all.find((r) => r.name === 'consolidation')?.menu?.app).toBe('consolidation');
    expect(all.find((r) => r.name === 'diySourcedOrders')?.menu?.app).toBe('diySourcedOrders');
  });
});

describe('breadcrumb', () => {
  it('is the dashboard, the parents, then the page', () => {
    expect(breadcrumbFor('/account/settings')).toEqual([
      { name: 'dashboard', titleKey: 'route.dashboard', href: '/dashboard' },
      { name: 'accountSettings', titleKey: 'route.accountSettings', href: '/account/settings' },
    ]);
    expect(breadcrumbFor('/orders/ftp/log/list/2').map((c) => c.name)).toEqual(['dashboard', 'ordersList', 'ordersFtp', 'ordersFtpLog']);
  });

  it('links only crumbs whose screens are built', () => {
    expect(breadcrumbFor('/orders/ftp/log/list/2').map((c) => c.href)).toEqual(['/dashboard', '/orders/list', '/orders/ftp', '/orders/ftp/log/list/2']);
    // The FAQ is not built yet: its crumb is text, not a link.
    expect(breadcrumbFor('/resource-center/faq/detail/list/5').map((c) => c.href)).toEqual(['/dashboard', null, '/resource-center/faq/detail/list/5']);
  });

  it('is just the dashboard on the dashboard, and empty on public pages', () => {
    expect(breadcrumbFor('/dashboard').map((c) => c.name)).toEqual(['dashboard']);
    expect(breadcrumbFor('/login')).toEqual([]);
  });

  it('titles unknown paths as not found', () => {
    expect(titleKeyForPath('/nowhere')).toBe('route.notFound');
    expect(titleKeyForPath('/cart/list')).toBe('route.cartList');
  });
});

describe('titles', () => {
  it('every route and menu group has a title in en, zh and tr', async () => {
    const { readFileSync } = await import('node:fs');
    const { menuGroups } = await import('./routeTable');
    for (const lang of ['en', 'zh', 'tr']) {
      const dictionary = JSON.parse(readFileSync(new URL(`../../public/static/lang/${lang}.json`, import.meta.url), 'utf8')) as {
        route: Record<string, string>;
        menu: Record<string, string>;
      };
      for (const route of routeTable) expect(dictionary.route[route.name], `${lang} route.${route.name}`).toBeTruthy();
      for (const group of menuGroups) expect(dictionary.menu[group], `${lang} menu.${group}`).toBeTruthy();
    }
  });
});

describe('pageEntries (the command palette)', () => {
  const everything = () => true;
  it('offers every openable shell page, not only menu entries, and never the error page or parameter pages', () => {
    const names = pageEntries({ user: { refId: null, permissions: [] }, partner: false, apps: [] }).map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['dashboard', 'accountSettings']));
    expect(names).not.toContain('applicationError');
    expect(names).not.toContain('login');
    const all = pageEntries({ user: { refId: null, permissions: [], isShowUserSettings: 1 }, partner: false, apps: [], isBuilt: everything }).map((e) => e.name);
    expect(all).not.toContain('productDetail');
    expect(all).toContain('adminCustomers');
  });

  it('applies permission, admin-only, partner and app rules like the sidebar', () => {
    const cartClerk = { refId: 3, permissions: [{ code: 'cart:list' }], isShowUserSettings: 0 };
    const clerkPages = pageEntries({ user: cartClerk, partner: false, apps: [], isBuilt: everything }).map((e) => e.name);
    expect(clerkPages).toContain('cartList');
    // Its own profile needs no code; the account management does.
    expect(clerkPages).toContain('accountSettings');
    expect(clerkPages).not.toContain('accountManage');
    const mainPages = pageEntries({ user: main, partner: false, apps: [], isBuilt: everything }).map((e) => e.name);
    expect(mainPages).not.toContain('adminCustomers');
    expect(mainPages).not.toContain('consolidation');
    expect(pageEntries({ user: main, partner: false, apps: ['consolidation'], isBuilt: everything }).map((e) => e.name)).toContain('consolidation');
    expect(pageEntries({ user: main, partner: true, apps: [], isBuilt: everything }).map((e) => e.name)).not.toContain('brandingServices');
  });
});

describe('linkTo', () => {
  const built = () => true;
  it('gives the path only when the link may be shown', () => {
    expect(linkTo('accountSettings', { refId: null, permissions: [] }, { partner: false })).toBe('/account/settings');
    expect(linkTo('accountSettings', { refId: 5, permissions: [] }, { partner: false })).toBe('/account/settings');
    expect(linkTo('myProducts', { refId: 5, permissions: [] }, { partner: false })).toBeNull();
    expect(linkTo('taskList', { refId: null, permissions: [] }, { partner: false, isBuilt: built })).toBe('/task/list');
    expect(linkTo('adminCustomers', { refId: null, permissions: [], isShowUserSettings: 0 }, { partner: false, isBuilt: built })).toBeNull();
    expect(linkTo('noSuchPage', null, { partner: false })).toBeNull();
  });
});
