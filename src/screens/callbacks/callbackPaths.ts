/**
 * The spec's store-platform and third-party callback paths (spec section 2) and what each one is:
 * which platform sent the browser back, and which step of the platform's protocol the landing page
 * completes. The payment return paths (/third/paypal, /third/checkout, ...) belong to the money domain.
 *
 * - `authorize`: the platform's OAuth-style return (a code, a signature, a state) — the store is connected;
 * - `install`: the platform opened the app from its own admin or app store (Shopify, Shoplazza, Shopline
 *   with `hmac`/`sign` and `shop`) — the server verifies it and answers the authorize URL to go on to;
 * - `load`: the platform opened the app inside its admin for a connected store (BigCommerce's signed payload);
 * - `uninstall`: the platform says the app was removed (BigCommerce's signed payload) — the store is marked deleted;
 * - `signIn`: a third-party sign-in (Microsoft) that signs the merchant in rather than connecting a store.
 * Paths that several platforms share (/third/auth, /third/connect, /third/appAuth) are told apart by
 * the single-use `state` the portal issued when the merchant started connecting: the server knows it.
 */
export const callbackSteps = ['authorize', 'install', 'load', 'uninstall', 'signIn'] as const;
export type CallbackStep = (typeof callbackSteps)[number];

export interface CallbackPath {
  path: string;
  /** Route name (its title is `route.<name>`). */
  name: string;
  /** The platform, when the path names it; null when the state tells (shared paths). */
  platform: string | null;
  step: CallbackStep;
}

export const callbackPaths: readonly CallbackPath[] = [
  { path: '/shopify-app-auth', name: 'shopifyAppAuth', platform: 'shopify', step: 'install' },
  { path: '/shoplazza-app-auth', name: 'shoplazzaAppAuth', platform: 'shoplazza', step: 'install' },
  { path: '/shoplazza/auth', name: 'shoplazzaAuth', platform: 'shoplazza', step: 'authorize' },
  { path: '/shopline/index', name: 'shoplineIndex', platform: 'shopline', step: 'install' },
  { path: '/shopline/auth', name: 'shoplineAuth', platform: 'shopline', step: 'authorize' },
  { path: '/allvalue/auth', name: 'allvalueAuth', platform: 'allvalue', step: 'authorize' },
  { path: '/ae/auth', name: 'aeAuth', platform: 'aliexpress', step: 'authorize' },
  { path: '/third/aliexpress/auth', name: 'aliexpressAuth', platform: 'aliexpress', step: 'authorize' },
  { path: '/tk/callback', name: 'tkCallback', platform: 'tiktok', step: 'authorize' },
  { path: '/third/wix', name: 'wix', platform: 'wix', step: 'install' },
  { path: '/third/wix/callback', name: 'wixCallback', platform: 'wix', step: 'authorize' },
  { path: '/third/msauth', name: 'msAuth', platform: null, step: 'signIn' },
  { path: '/third/etsy', name: 'etsy', platform: 'etsy', step: 'authorize' },
  { path: '/third/lightfunnels', name: 'lightfunnels', platform: 'lightfunnels', step: 'authorize' },
  { path: '/third/light', name: 'light', platform: 'lightfunnels', step: 'authorize' },
  { path: '/bigcommerce/app/oauth', name: 'bigcommerceOauth', platform: 'bigcommerce', step: 'authorize' },
  { path: '/bigcommerce/app/uninstall', name: 'bigcommerceUninstall', platform: 'bigcommerce', step: 'uninstall' },
  { path: '/bigcommerce/app/load', name: 'bigcommerceLoad', platform: 'bigcommerce', step: 'load' },
  { path: '/woocommerce/app/auth', name: 'woocommerceAppAuth', platform: 'woocommerce', step: 'authorize' },
  { path: '/shoper/static', name: 'shoperStatic', platform: 'shoper', step: 'authorize' },
  { path: '/third/appAuth', name: 'appAuth', platform: null, step: 'authorize' },
  { path: '/third/connect', name: 'thirdConnect', platform: null, step: 'authorize' },
  { path: '/third/auth', name: 'thirdAuth', platform: null, step: 'authorize' },
  { path: '/third/wooauth', name: 'wooAuth', platform: 'woocommerce', step: 'authorize' },
];

/** The callback a pathname lands on (trailing slash allowed), if any. */
export const callbackOf = (pathname: string): CallbackPath | undefined => {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return callbackPaths.find((entry) => entry.path === path);
};
