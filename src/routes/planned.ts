/**
 * The spec's paths whose screens are not built yet, by domain. They are not routed (a 404) and stay
 * out of menus, but the table must hold every spec path (parents, breadcrumbs, permission codes).
 * When a domain gets its screens, move its entries into `src/screens/<domain>/routes.ts` and delete
 * them here: the join in routeTable.ts refuses a path or name declared twice.
 */
import { callbackRoute, privateRoute, publicRoute, type RouteDef } from './define';

export const plannedRoutes: Readonly<Record<string, readonly RouteDef[]>> = {
  /** Public paths (spec section 2). */
  public: [
    publicRoute('/index', 'index'),
    publicRoute('/public', 'publicHome'),
    publicRoute('/public/detail', 'publicDetail', { parent: 'publicHome' }),
    publicRoute('/public/logistix', 'publicTracking', { parent: 'publicHome' }),
    publicRoute('/public/404', 'publicNotFound'),
    publicRoute('/product/seo/detail', 'productSeoDetail'),
  ],
  /** Platform install/auth callbacks: open without a token. */
  callbacks: (
    [
      // The store-platform callbacks are built (src/screens/callbacks); the payment returns belong to the money domain.
      ['/third/paypal', 'paypal'], ['/third/paypalAgreement', 'paypalAgreement'], ['/third/checkout', 'checkoutCallback'],
      ['/third/paypalConnect', 'paypalConnect'], ['/third/payoneer', 'payoneer'],
      ['/third/visa/pay', 'visaPay'], ['/third/visa/payResult', 'visaPayResult'],
    ] as const
  ).map(([path, name]) => callbackRoute(path, name)),
  /** Home. */
  home: [
    privateRoute('/affiliates', 'affiliates', 'affiliates:index', { menu: { group: 'home', order: 90, newTab: true }, partnerHidden: true }),
    privateRoute('/about/us', 'aboutUs', null),
  ],
  /** Payment and billing. */
  payment: [
    privateRoute('/payment/index', 'payment', 'payment:pay'),
    privateRoute('/payment/dlocal', 'paymentDlocal', 'payment:pay', { parent: 'payment' }),
    privateRoute('/payment/transfer', 'paymentTransfer', 'payment:pay', { parent: 'payment' }),
    privateRoute('/payment/dlocalPay', 'paymentDlocalPay', 'payment:pay', { parent: 'payment' }),
    privateRoute('/payment/ideal', 'paymentIdeal', 'payment:pay', { parent: 'payment' }),
    privateRoute('/payment/result', 'paymentResult', 'payment:pay:result', { parent: 'payment' }),
    privateRoute('/payment/list', 'billings', 'billings:payments'),
    privateRoute('/payment/log', 'paymentLog', 'billings:payments', { parent: 'billings' }),
    privateRoute('/credit/info', 'credit', 'balance:topUp'),
  ],
  /** Orders. */
  orders: [
  ],
  /** After sale. */
  afterSale: [
    privateRoute('/afterSale/freeReshipments', 'freeReshipments', 'freeReshipments', { menu: { group: 'afterSale', order: 0 } }),
    privateRoute('/afterSale/returnOrders', 'returnOrders', 'menu:order:returnOrders', { menu: { group: 'afterSale', order: 10, badge: 'returnsPending' } }),
    privateRoute('/aftersales/list', 'afterSalesList', 'aftersales:list', { menu: { group: 'afterSale', order: 20 } }),
  ],
  /** Branding (hidden for partner themes). */
  branding: [
    privateRoute('/branding/services', 'brandingServices', 'brandingServices', { menu: { group: 'home', order: 30 }, partnerHidden: true }),
    privateRoute('/branding/servicesSale', 'brandingServicesSale', 'aftersale', { parent: 'brandingServices', partnerHidden: true }),
    privateRoute('/branding/refOrder', 'brandingRefOrder', 'refOrder', { parent: 'brandingServices', partnerHidden: true }),
    privateRoute('/branding/list', 'brandedOrders', 'menu:branded:order:list', { menu: { group: 'home', order: 25 }, partnerHidden: true }),
    privateRoute('/branding/reduce/inventory', 'brandingReduceInventory', 'branding', { parent: 'brandingServices', partnerHidden: true }),
  ],
  /** Cart and invoice. */
  cart: [
    privateRoute('/invoice/list', 'invoiceList', 'invoice:list'),
  ],
  /** Settings. */
  settings: [
    privateRoute('/settings/gift', 'gift', 'settings'),
  ],
  /** Admin (only with isShowUserSettings = 1). */
  admin: [
    privateRoute('/admin/customer/list', 'adminCustomers', 'menu:userSettings', { adminOnly: true, menu: { group: 'admin', order: 0 } }),
    privateRoute('/admin/recharge/list', 'adminRecharges', 'menu:userSettings', { adminOnly: true, menu: { group: 'admin', order: 20 } }),
    privateRoute('/admin/analysis/list', 'adminAnalysis', 'menu:userSettings', { adminOnly: true, menu: { group: 'admin', order: 30 } }),
  ],
  /** Help. */
  help: [
    privateRoute('/resource-center/faq', 'faq', null),
    privateRoute('/resource-center/faq/detail/list/:id', 'faqDetail', null, { parent: 'faq' }),
    privateRoute('/resource-center/contact', 'contact', null),
  ],
  /** Withdraw. */
  withdraw: [
    privateRoute('/withdraw/index', 'withdraw', 'withdraw:index'),
    privateRoute('/withdraw/records', 'withdrawRecords', 'withdraw:records', { parent: 'withdraw' }),
  ],
  /** Warehouse (stock orders sit in the home group, the rest under logistics). */
  warehouse: [
    privateRoute('/warehouse/searchInventory', 'searchInventory', 'menu:warehouse:searchInventory', { menu: { group: 'logistics', order: 60 } }),
    privateRoute('/warehouse/stockCountrySet', 'stockCountrySet', 'menu:warehouse:stockCountrySet', { menu: { group: 'logistics', order: 70 } }),
    privateRoute('/warehouse/config/branding/service', 'warehouseBrandingService', 'menu:warehouse', { partnerHidden: true, parent: 'stockOrders' }),
  ],
  /** Logistics. */
  logistics: [
    privateRoute('/logistics/shipping/record', 'shippingRecord', 'menu:logistics:shipping:record', { menu: { group: 'logistics', order: 0 } }),
    privateRoute('/inventory/alertInventory', 'alertInventory', 'menu:logistics:inventory', { menu: { group: 'logistics', order: 20 } }),
    privateRoute('/shipping/timeliness', 'shippingTimeliness', 'menu:logistics:timeliness', { menu: { group: 'logistics', order: 30 } }),
    privateRoute('/shipping/analysis', 'shippingAnalysis', 'menu:logistics:analysis', { menu: { group: 'logistics', order: 40 } }),
    privateRoute('/shipping/settings', 'shippingSettings', 'menu:logistics:Update', { menu: { group: 'logistics', order: 50 } }),
    privateRoute('/logistics/variation', 'logisticsVariation', 'menu:logistics:Update', { menu: { group: 'logistics', order: 55 } }),
  ],
  /** Other. */
  other: [
    privateRoute('/application/index', 'applications', null, { menu: { group: 'applications', order: 0 } }),
    privateRoute('/task/list', 'taskList', 'task:list', { menu: { group: 'applications', order: 10 } }),
    privateRoute('/task/detail', 'taskDetail', 'task:detail', { parent: 'taskList' }),
  ],
};
