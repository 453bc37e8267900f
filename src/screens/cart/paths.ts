/** Paths of the cart screens (no imports of screens: menus and other domains may read them). */
export const cartPaths = {
  list: '/cart/list',
  buyAgain: '/cart/buyAgain',
  /** The cart list of a type (route name cartList, type 1–4). */
  listOf: (type: number) => `/cart/list?type=${type}`,
  buyAgainOf: (orderId: number) => `/cart/buyAgain?orderId=${orderId}`,
} as const;
