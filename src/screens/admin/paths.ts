/** The admin screens' paths (spec section 2, Admin). */
export const adminPaths = { orders: '/admin/orders/list' } as const;
