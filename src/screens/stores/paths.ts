/** The stores domain's paths (no imports of screens): My stores, logos, VAT, published products. */
export const storePaths = {
  myStores: '/settings/my-stores',
  logos: '/settings/myStoresLogo',
  vat: '/storeSettings/vat',
  published: '/products/my-published-products',
} as const;
