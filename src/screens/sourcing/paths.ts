/** The sourcing screens' paths (spec section 2, Sourcing) and the staff view's (admin area). */
export const sourcingPaths = {
  smart: '/sourcing/smart',
  /** The spec's detail path has no parameter: the request travels as ?id=. */
  detail: (id: number) => `/sourcing/smart/detail?id=${id}`,
  aliexpress: '/sourcing/aliexpress',
  address: '/sourcing/address',
  admin: '/admin/sourcing/list',
  skuDictionary: '/products/sku-dictionary',
} as const;
