import { describe, expect, it } from 'vitest';
import { permissionCodes } from '@/api/contract/permissions';
import { findRoute, routeTable } from './routeTable';
import { allScreens, screenDomainOf, screenDomains } from './screens';
import { callbackPaths } from '@/screens/callbacks/callbackPaths';

/** Every path of spec section 2 (parameters written {name} there, :name in the table). */
const specPaths = [
  '/401', '/404', '/about/us', '/account/address', '/account/manage', '/account/settings', '/admin/analysis/list',
  '/admin/customer/list', '/admin/orders/list', '/admin/recharge/list', '/ae/auth', '/affiliates',
  '/afterSale/freeReshipments', '/afterSale/returnOrders', '/aftersales/list', '/allvalue/auth', '/application/error',
  '/application/index', '/authredirect', '/bigcommerce/app/load', '/bigcommerce/app/oauth',
  '/bigcommerce/app/uninstall', '/branding/list', '/branding/reduce/inventory', '/branding/refOrder',
  '/branding/services', '/branding/servicesSale', '/cart/buyAgain', '/cart/list', '/consolidation/order',
  '/credit/info', '/dashboard', '/forgotpassword', '/index', '/inventory/alertInventory', '/invoice/list', '/login',
  '/logistics/shipping/record', '/logistics/variation', '/logout', '/orders/download', '/orders/downloadExcel',
  '/orders/draft', '/orders/draft/process', '/orders/ftp', '/orders/ftp/log/list/{type}', '/orders/list',
  '/orders/merge', '/orders/orderdaystate', '/orders/summary', '/outOfStockAnalysis', '/partner/page',
  '/payment/checkout', '/payment/dlocal', '/payment/dlocalPay', '/payment/ideal', '/payment/index', '/payment/list',
  '/payment/log', '/payment/result', '/payment/transfer', '/product/seo/detail', '/products/collect-products',
  '/products/detail/{id}', '/products/guide', '/products/import-list-batch', '/products/import-record',
  '/products/my-products', '/products/my-products-inventory', '/products/my-published-products', '/products/private',
  '/products/search', '/products/suppliers', '/public', '/public/404', '/public/detail', '/public/logistix',
  '/register', '/resetpassword', '/resource-center/contact', '/resource-center/faq',
  '/resource-center/faq/detail/list/{id}', '/self/buy/order', '/settings/automatic', '/settings/gift',
  '/settings/my-stores', '/settings/myStoresLogo', '/settings/preferences', '/settings/price-rules',
  '/shipping/analysis', '/shipping/calculate', '/shipping/settings', '/shipping/timeliness', '/shoper/static',
  '/shopify-app-auth', '/shoplazza-app-auth', '/shoplazza/auth', '/shopline/auth', '/shopline/index', '/social/login',
  '/sourcing/address', '/sourcing/aliexpress', '/sourcing/smart', '/sourcing/smart/detail', '/storeSettings/vat',
  '/task/detail', '/task/list', '/third/aliexpress/auth', '/third/appAuth', '/third/auth', '/third/checkout',
  '/third/connect', '/third/etsy', '/third/light', '/third/lightfunnels', '/third/msauth', '/third/payoneer',
  '/third/paypal', '/third/paypalAgreement', '/third/paypalConnect', '/third/visa/pay', '/third/visa/payResult',
  '/third/wix', '/third/wix/callback', '/third/wooauth', '/tk/callback', '/user/idCardSetting',
  '/warehouse/config/branding/service', '/warehouse/order', '/warehouse/searchInventory', '/warehouse/stockCountrySet',
  '/withdraw/index', '/withdraw/records', '/woocommerce/app/auth',
];

/** Paths the portal adds to the spec's (each a page the spec does in place; listed so none slips in unnoticed). */
const designedPaths = ['/products/my-products/edit/:id', '/orders/detail/:id', '/admin/sourcing/list', '/products/sku-dictionary'];

const publicPaths = ['/login', '/social/login', '/authredirect', '/register', '/404', '/401', '/index', '/forgotpassword', '/resetpassword',
  '/logout', '/public', '/public/detail', '/public/logistix', '/public/404', '/product/seo/detail'];

describe('the route table', () => {
  it('holds every path of spec section 2', () => {
    const tablePaths = new Set(routeTable.map((route) => route.path));
    const missing = specPaths.map((path) => path.replace(/\{(\w+)\}/g, ':$1')).filter((path) => !tablePaths.has(path));
    expect(missing).toEqual([]);
    expect(routeTable.length).toBe(specPaths.length + designedPaths.length);
  });

  it('has unique paths and names', () => {
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((r) => r.name)).size).toBe(routeTable.length);
  });

  it('marks exactly the spec public paths public, the callbacks as callbacks, the rest private', () => {
    expect(routeTable.filter((r) => r.access === 'public').map((r) => r.path).sort()).toEqual([...publicPaths].sort());
    expect(routeTable.filter((r) => r.access === 'callback')).toHaveLength(31);
    expect(routeTable.filter((r) => r.access === 'callback').every((r) => r.layout === 'bare')).toBe(true);
  });

  it('uses only permission codes of spec section 6', () => {
    for (const route of routeTable) if (route.permission) expect(permissionCodes).toContain(route.permission);
  });

  it('gives a lazy screen to exactly the built routes, each in its own domain\'s screens.ts or the one screenHomes names', async () => {
    const screensByName = await allScreens();
    for (const route of routeTable.filter((r) => r.built)) {
      expect(Object.keys(await screenDomains[screenDomainOf(route.name)!]!()), `${route.name}: add it to screenHomes in src/routes/screens.ts`).toContain(route.name);
    }
    expect([...screensByName.keys()].sort()).toEqual(routeTable.filter((r) => r.built).map((r) => r.name).sort());
    expect(routeTable.filter((r) => r.built).map((r) => r.path).sort()).toEqual(
      ['/401', '/404', '/account/settings', '/application/error', '/authredirect', '/dashboard', '/forgotpassword', '/login', '/logout', '/partner/page',
        '/products/detail/:id', '/products/import-list-batch', '/products/import-record', '/products/my-products', '/products/my-products/edit/:id', '/products/search',
        '/register', '/resetpassword', '/social/login',
        // The catalogue's other pages and the shipping calculator (issue 10).
        '/products/suppliers', '/products/my-products-inventory', '/products/private', '/products/collect-products', '/products/guide', '/shipping/calculate', '/settings/price-rules',
        // Sourcing with its staff view, and the merchant's own SKU codes (issue 10).
        '/sourcing/aliexpress', '/sourcing/smart', '/sourcing/smart/detail', '/sourcing/address', '/admin/sourcing/list', '/products/sku-dictionary',
        // The cart and checkout (issue 12).
        '/cart/list', '/cart/buyAgain', '/payment/checkout',
        // Orders: the list, detail, drafts and processing, staff shipping; the other order pages and settings (issue 12).
        '/orders/list', '/orders/detail/:id', '/orders/draft', '/orders/draft/process', '/admin/orders/list',
        '/orders/ftp', '/orders/ftp/log/list/:type', '/orders/download', '/orders/downloadExcel', '/orders/summary', '/orders/orderdaystate',
        '/orders/merge', '/warehouse/order', '/consolidation/order', '/self/buy/order', '/settings/automatic', '/settings/preferences',
        // The stores domain's screens and the store-platform callback pages.
        '/settings/my-stores', '/settings/myStoresLogo', '/storeSettings/vat', '/products/my-published-products', ...callbackPaths.map((entry) => entry.path)].sort(),
    );
  });

  it('refers only to parents that exist', () => {
    const names = new Set(routeTable.map((r) => r.name));
    for (const route of routeTable) if (route.parent) expect(names).toContain(route.parent);
  });

  it('matches concrete paths, with parameters and a trailing slash', () => {
    expect(findRoute('/orders/ftp/log/list/2')?.name).toBe('ordersFtpLog');
    expect(findRoute('/products/detail/991')?.name).toBe('productDetail');
    expect(findRoute('/dashboard/')?.name).toBe('dashboard');
    expect(findRoute('/products/detail')).toBeUndefined();
    expect(findRoute('/no/such/page')).toBeUndefined();
  });

  it('carries the spec rules: route permission codes, badges, new tab, no-back, admin', () => {
    expect(findRoute('/cart/list')?.permission).toBe('cart:list');
    expect(findRoute('/account/settings')?.permission).toBeNull();
    expect(findRoute('/account/manage')?.permission).toBe('account:manage');
    expect(findRoute('/payment/result')?.permission).toBe('payment:pay:result');
    expect(findRoute('/afterSale/returnOrders')?.menu?.badge).toBe('returnsPending');
    expect(findRoute('/products/my-products')?.menu?.badge).toBe('productCount');
    expect(findRoute('/affiliates')?.menu?.newTab).toBe(true);
    expect(findRoute('/orders/draft/process')?.noBack).toBe(true);
    expect(routeTable.filter((r) => r.path.startsWith('/admin/')).every((r) => r.adminOnly)).toBe(true);
    for (const path of ['/branding/services', '/products/guide', '/branding/list']) expect(findRoute(path)?.partnerHidden).toBe(true);
  });
});
