/**
 * Every path of spec section 2 in one table: name, access, permission code (section 6), menu group,
 * partner visibility, badge, external/new-tab, whether its screen is built, and the lazy screen.
 * The router, the sidebar, the breadcrumb and the permission guard are all derived from it.
 * A path whose screen is not built is not routed (it is a 404) and is absent from menus — never a
 * placeholder page.
 */
import type { ComponentType } from 'react';
import type { PermissionCode } from '@/api/contract/permissions';

/** `public`: open to everyone; `callback`: a platform install/auth callback (open, no shell); `private`: needs a token. */
export type Access = 'public' | 'callback' | 'private';

/** The sidebar's collapsible groups (spec section 2, Shell); titles are `menu.<group>`. */
export const menuGroups = ['home', 'afterSale', 'sourcing', 'products', 'logistics', 'applications', 'admin'] as const;
export type MenuGroup = (typeof menuGroups)[number];

/** The groups a partner theme shows (spec section 6: Dashboard, Products and After sale). */
export const partnerMenuGroups: readonly MenuGroup[] = ['home', 'products', 'afterSale'];

/** Live markers next to a menu entry: a red dot for pending returns, the product-list count. */
export type Badge = 'returnsPending' | 'productCount';

/** Connected apps that add entries to the dashboard group (spec: consolidation, diySourcedOrders). */
export type AppEntryKey = 'consolidation' | 'diySourcedOrders';

export type LazyScreen = () => Promise<{ default: ComponentType }>;

export interface MenuPlacement {
  group: MenuGroup;
  /** Order inside the group. */
  order: number;
  badge?: Badge;
  /** Shown only when the user has connected this app. */
  app?: AppEntryKey;
  /** Opens in a new tab (affiliates); `href` overrides the path (a URL from config). */
  newTab?: boolean;
}

export interface RouteDef {
  path: string;
  /** Unique route name; its title is the translation key `route.<name>`. */
  name: string;
  access: Access;
  permission: PermissionCode | null;
  menu?: MenuPlacement;
  /** Hidden for partner themes (branding services, product guide, branded orders, ...). */
  partnerHidden?: boolean;
  /** Only for users with isShowUserSettings = 1 (the admin area). */
  adminOnly?: boolean;
  /** The breadcrumb parent (a route name). */
  parent?: string;
  /** Back navigation is not allowed away from this page (/orders/draft/process). */
  noBack?: boolean;
  /** Which layout wraps it: the signed-in shell, the public brand layout, or none (callbacks). */
  layout: 'shell' | 'public' | 'bare';
  built: boolean;
  screen?: LazyScreen;
}

type Options = Partial<Omit<RouteDef, 'path' | 'name'>>;

const privateRoute = (path: string, name: string, permission: PermissionCode | null, options: Options = {}): RouteDef => ({
  path, name, access: 'private', permission, layout: 'shell', built: false, ...options,
});
const publicRoute = (path: string, name: string, options: Options = {}): RouteDef => ({
  path, name, access: 'public', permission: null, layout: 'public', built: false, ...options,
});
const callback = (path: string, name: string): RouteDef => ({
  path, name, access: 'callback', permission: null, layout: 'bare', built: false,
});
const built = (screen: LazyScreen): Options => ({ built: true, screen });

export const routeTable: readonly RouteDef[] = [
  // Public paths (spec section 2).
  publicRoute('/login', 'login', built(() => import('@/screens/auth/LoginScreen'))),
  publicRoute('/social/login', 'socialLogin', built(() => import('@/screens/auth/SocialLoginScreen'))),
  publicRoute('/authredirect', 'authRedirect', built(() => import('@/screens/auth/AuthRedirectScreen'))),
  publicRoute('/register', 'register', built(() => import('@/screens/auth/RegisterScreen'))),
  publicRoute('/404', 'notFound', built(() => import('@/screens/status/NotFoundScreen'))),
  publicRoute('/401', 'unauthorized', built(() => import('@/screens/status/UnauthorizedScreen'))),
  publicRoute('/index', 'index'),
  publicRoute('/forgotpassword', 'forgotPassword', built(() => import('@/screens/auth/ForgotPasswordScreen'))),
  publicRoute('/resetpassword', 'resetPassword', built(() => import('@/screens/auth/ResetPasswordScreen'))),
  publicRoute('/logout', 'logout', built(() => import('@/screens/auth/LogoutScreen'))),
  publicRoute('/public', 'publicHome'),
  publicRoute('/public/detail', 'publicDetail', { parent: 'publicHome' }),
  publicRoute('/public/logistix', 'publicTracking', { parent: 'publicHome' }),
  publicRoute('/public/404', 'publicNotFound'),
  publicRoute('/product/seo/detail', 'productSeoDetail'),

  // Platform install/auth callbacks: open without a token.
  ...(
    [
      ['/shoplazza-app-auth', 'shoplazzaAppAuth'], ['/shopify-app-auth', 'shopifyAppAuth'], ['/shoplazza/auth', 'shoplazzaAuth'],
      ['/shopline/index', 'shoplineIndex'], ['/shopline/auth', 'shoplineAuth'], ['/allvalue/auth', 'allvalueAuth'],
      ['/ae/auth', 'aeAuth'], ['/tk/callback', 'tkCallback'], ['/third/wix', 'wix'], ['/third/wix/callback', 'wixCallback'],
      ['/third/msauth', 'msAuth'], ['/third/etsy', 'etsy'], ['/third/lightfunnels', 'lightfunnels'], ['/third/light', 'light'],
      ['/bigcommerce/app/oauth', 'bigcommerceOauth'], ['/bigcommerce/app/uninstall', 'bigcommerceUninstall'],
      ['/bigcommerce/app/load', 'bigcommerceLoad'], ['/woocommerce/app/auth', 'woocommerceAppAuth'], ['/shoper/static', 'shoperStatic'],
      ['/third/paypal', 'paypal'], ['/third/paypalAgreement', 'paypalAgreement'], ['/third/checkout', 'checkoutCallback'],
      ['/third/appAuth', 'appAuth'], ['/third/paypalConnect', 'paypalConnect'], ['/third/connect', 'thirdConnect'],
      ['/third/payoneer', 'payoneer'], ['/third/auth', 'thirdAuth'], ['/third/wooauth', 'wooAuth'],
      ['/third/visa/pay', 'visaPay'], ['/third/visa/payResult', 'visaPayResult'], ['/third/aliexpress/auth', 'aliexpressAuth'],
    ] as const
  ).map(([path, name]) => callback(path, name)),

  // Home.
  privateRoute('/dashboard', 'dashboard', null, { menu: { group: 'home', order: 0 }, ...built(() => import('@/screens/dashboard/DashboardScreen')) }),
  privateRoute('/outOfStockAnalysis', 'outOfStockAnalysis', null, { parent: 'dashboard' }),
  privateRoute('/affiliates', 'affiliates', 'affiliates:index', { menu: { group: 'home', order: 90, newTab: true }, partnerHidden: true }),
  privateRoute('/about/us', 'aboutUs', null),

  // Payment and billing.
  privateRoute('/payment/index', 'payment', 'payment:pay'),
  privateRoute('/payment/checkout', 'paymentCheckout', 'payment:pay', { parent: 'payment' }),
  privateRoute('/payment/dlocal', 'paymentDlocal', 'payment:pay', { parent: 'payment' }),
  privateRoute('/payment/transfer', 'paymentTransfer', 'payment:pay', { parent: 'payment' }),
  privateRoute('/payment/dlocalPay', 'paymentDlocalPay', 'payment:pay', { parent: 'payment' }),
  privateRoute('/payment/ideal', 'paymentIdeal', 'payment:pay', { parent: 'payment' }),
  privateRoute('/payment/result', 'paymentResult', 'payment:pay:result', { parent: 'payment' }),
  privateRoute('/payment/list', 'billings', 'billings:payments'),
  privateRoute('/payment/log', 'paymentLog', 'billings:payments', { parent: 'billings' }),
  privateRoute('/credit/info', 'credit', 'balance:topUp'),

  // Orders.
  privateRoute('/orders/list', 'ordersList', 'menu:order:list', { menu: { group: 'home', order: 10 } }),
  privateRoute('/orders/draft', 'ordersDraft', 'menu:order:draft', { parent: 'ordersList' }),
  privateRoute('/orders/draft/process', 'ordersDraftProcess', 'menu:order:draft', { parent: 'ordersDraft', noBack: true }),
  privateRoute('/orders/ftp', 'ordersFtp', 'menu:order:ftp', { parent: 'ordersList' }),
  privateRoute('/orders/ftp/log/list/:type', 'ordersFtpLog', 'menu:order:ftp:log', { parent: 'ordersFtp' }),
  privateRoute('/orders/orderdaystate', 'ordersDayState', 'menu:order:orderdaystate', { parent: 'ordersList' }),
  privateRoute('/orders/merge', 'ordersMerge', 'menu:order:list', { parent: 'ordersList' }),
  privateRoute('/orders/summary', 'ordersSummary', 'menu:order:list', { parent: 'ordersList' }),
  privateRoute('/orders/downloadExcel', 'ordersDownloadExcel', 'menu:order:list', { parent: 'ordersList' }),
  privateRoute('/orders/download', 'ordersDownload', 'menu:order:list', { parent: 'ordersList' }),
  privateRoute('/self/buy/order', 'diySourcedOrders', 'menu:order:list', { menu: { group: 'home', order: 40, app: 'diySourcedOrders' } }),
  privateRoute('/consolidation/order', 'consolidation', 'menu:order:list', { menu: { group: 'home', order: 35, app: 'consolidation' } }),

  // After sale.
  privateRoute('/afterSale/freeReshipments', 'freeReshipments', 'freeReshipments', { menu: { group: 'afterSale', order: 0 } }),
  privateRoute('/afterSale/returnOrders', 'returnOrders', 'menu:order:returnOrders', { menu: { group: 'afterSale', order: 10, badge: 'returnsPending' } }),
  privateRoute('/aftersales/list', 'afterSalesList', 'aftersales:list', { menu: { group: 'afterSale', order: 20 } }),

  // Branding (hidden for partner themes).
  privateRoute('/branding/services', 'brandingServices', 'brandingServices', { menu: { group: 'home', order: 30 }, partnerHidden: true }),
  privateRoute('/branding/servicesSale', 'brandingServicesSale', 'aftersale', { parent: 'brandingServices', partnerHidden: true }),
  privateRoute('/branding/refOrder', 'brandingRefOrder', 'refOrder', { parent: 'brandingServices', partnerHidden: true }),
  privateRoute('/branding/list', 'brandedOrders', 'menu:branded:order:list', { menu: { group: 'home', order: 25 }, partnerHidden: true }),
  privateRoute('/branding/reduce/inventory', 'brandingReduceInventory', 'branding', { parent: 'brandingServices', partnerHidden: true }),

  // Cart and invoice.
  privateRoute('/cart/list', 'cartList', 'cart:list'),
  privateRoute('/cart/buyAgain', 'cartBuyAgain', 'cart:buyAgain', { parent: 'cartList' }),
  privateRoute('/invoice/list', 'invoiceList', 'invoice:list'),

  // Settings.
  privateRoute('/settings/price-rules', 'priceRules', 'settings:priceRules'),
  privateRoute('/settings/my-stores', 'myStores', 'settings:myStores'),
  privateRoute('/settings/myStoresLogo', 'myStoresLogo', 'settings:myStoresLogo', { parent: 'myStores' }),
  privateRoute('/settings/preferences', 'preferences', 'settings:preferences'),
  privateRoute('/settings/automatic', 'automaticFulfillment', 'automaticFulfillment'),
  privateRoute('/settings/gift', 'gift', 'settings'),
  privateRoute('/storeSettings/vat', 'storeVat', 'storeSettings'),

  // Account.
  privateRoute('/account/settings', 'accountSettings', 'account:settings', built(() => import('@/screens/account/AccountSettingsScreen'))),
  privateRoute('/account/address', 'accountAddress', 'account:address'),
  privateRoute('/account/manage', 'accountManage', 'account:manage'),
  privateRoute('/user/idCardSetting', 'idCardSetting', 'account'),

  // Admin (only with isShowUserSettings = 1).
  privateRoute('/admin/customer/list', 'adminCustomers', 'menu:userSettings', { adminOnly: true, menu: { group: 'admin', order: 0 } }),
  privateRoute('/admin/orders/list', 'adminOrders', 'menu:userSettings', { adminOnly: true, menu: { group: 'admin', order: 10 } }),
  privateRoute('/admin/recharge/list', 'adminRecharges', 'menu:userSettings', { adminOnly: true, menu: { group: 'admin', order: 20 } }),
  privateRoute('/admin/analysis/list', 'adminAnalysis', 'menu:userSettings', { adminOnly: true, menu: { group: 'admin', order: 30 } }),

  // Help.
  privateRoute('/resource-center/faq', 'faq', null),
  privateRoute('/resource-center/faq/detail/list/:id', 'faqDetail', null, { parent: 'faq' }),
  privateRoute('/resource-center/contact', 'contact', null),

  // Withdraw.
  privateRoute('/withdraw/index', 'withdraw', 'withdraw:index'),
  privateRoute('/withdraw/records', 'withdrawRecords', 'withdraw:records', { parent: 'withdraw' }),

  // Products.
  privateRoute('/products/search', 'productSearch', 'menu:products:search', { menu: { group: 'products', order: 0 } }),
  privateRoute('/products/suppliers', 'suppliers', 'menu:products:search', { menu: { group: 'products', order: 5 } }),
  privateRoute('/products/my-products', 'myProducts', 'menu:products:myProducts', { menu: { group: 'products', order: 10, badge: 'productCount' } }),
  privateRoute('/products/import-record', 'importRecord', 'menu:products:myProducts', { parent: 'myProducts' }),
  privateRoute('/products/import-list-batch', 'importListBatch', 'menu:products:import:batch', { parent: 'myProducts' }),
  privateRoute('/products/my-published-products', 'myPublishedProducts', 'menu:products:myPublished', { menu: { group: 'products', order: 20 } }),
  privateRoute('/products/my-products-inventory', 'myProductsInventory', 'menu:products:myPublished', { menu: { group: 'products', order: 25 } }),
  privateRoute('/products/private', 'privateProducts', 'menu:products:private', { menu: { group: 'products', order: 30 } }),
  privateRoute('/products/collect-products', 'collectProducts', 'menu:products:collect', { menu: { group: 'products', order: 40 } }),
  privateRoute('/products/guide', 'productGuide', 'menu:products', { menu: { group: 'products', order: 50 }, partnerHidden: true }),
  privateRoute('/products/detail/:id', 'productDetail', 'menu:products:detail', { parent: 'productSearch' }),

  // Sourcing.
  privateRoute('/sourcing/aliexpress', 'sourcingAliexpress', 'menu:sourcing:aliexpress', { menu: { group: 'sourcing', order: 0 } }),
  privateRoute('/sourcing/smart', 'sourcingSmart', 'menu:sourcing:smart', { menu: { group: 'sourcing', order: 10 } }),
  privateRoute('/sourcing/smart/detail', 'sourcingSmartDetail', 'menu:sourcing:smart', { parent: 'sourcingSmart' }),
  privateRoute('/sourcing/address', 'sourcingAddress', 'menu:sourcing:address', { menu: { group: 'sourcing', order: 20 } }),

  // Warehouse (stock orders sit in the home group, the rest under logistics).
  privateRoute('/warehouse/order', 'stockOrders', 'menu:warehouse:order', { menu: { group: 'home', order: 20 } }),
  privateRoute('/warehouse/searchInventory', 'searchInventory', 'menu:warehouse:searchInventory', { menu: { group: 'logistics', order: 60 } }),
  privateRoute('/warehouse/stockCountrySet', 'stockCountrySet', 'menu:warehouse:stockCountrySet', { menu: { group: 'logistics', order: 70 } }),
  privateRoute('/warehouse/config/branding/service', 'warehouseBrandingService', 'menu:warehouse', { partnerHidden: true, parent: 'stockOrders' }),

  // Logistics.
  privateRoute('/logistics/shipping/record', 'shippingRecord', 'menu:logistics:shipping:record', { menu: { group: 'logistics', order: 0 } }),
  privateRoute('/shipping/calculate', 'shippingCalculate', 'menu:logistics:calculate', { menu: { group: 'logistics', order: 10 } }),
  privateRoute('/inventory/alertInventory', 'alertInventory', 'menu:logistics:inventory', { menu: { group: 'logistics', order: 20 } }),
  privateRoute('/shipping/timeliness', 'shippingTimeliness', 'menu:logistics:timeliness', { menu: { group: 'logistics', order: 30 } }),
  privateRoute('/shipping/analysis', 'shippingAnalysis', 'menu:logistics:analysis', { menu: { group: 'logistics', order: 40 } }),
  privateRoute('/shipping/settings', 'shippingSettings', 'menu:logistics:Update', { menu: { group: 'logistics', order: 50 } }),
  privateRoute('/logistics/variation', 'logisticsVariation', 'menu:logistics:Update', { menu: { group: 'logistics', order: 55 } }),

  // Other.
  privateRoute('/application/index', 'applications', null, { menu: { group: 'applications', order: 0 } }),
  privateRoute('/application/error', 'applicationError', null, built(() => import('@/screens/status/ApplicationErrorScreen'))),
  privateRoute('/partner/page', 'partnerPage', null),
  privateRoute('/task/list', 'taskList', 'task:list', { menu: { group: 'applications', order: 10 } }),
  privateRoute('/task/detail', 'taskDetail', 'task:detail', { parent: 'taskList' }),
];

export const routesByName: ReadonlyMap<string, RouteDef> = new Map(routeTable.map((route) => [route.name, route]));

/** Turns `/orders/ftp/log/list/:type` into a matcher for concrete paths. */
function matcher(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const matchers = routeTable.map((route) => [matcher(route.path), route] as const);

/** The route of a concrete pathname (no query), or undefined for an unknown path. */
export function findRoute(pathname: string): RouteDef | undefined {
  return matchers.find(([pattern]) => pattern.test(pathname))?.[1];
}
