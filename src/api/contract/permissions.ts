/**
 * The permission codes of spec section 6. A sub-account (refId set) may use a route or call only if
 * its permissions list holds the code; a main account always may. Grouped codes such as
 * `menu:order (list, draft, …)` are written out in full (`menu:order:list`), and the group code itself
 * (`menu:order`) guards the menu group.
 */
export const permissionCodes = [
  'payment:pay', 'payment:pay:result',
  'afterSale', 'freeReshipments',
  'menu:order', 'menu:order:list', 'menu:order:draft', 'menu:order:ftp', 'menu:order:ftp:log',
  'menu:order:orderdaystate', 'menu:order:storeList', 'menu:order:returnOrders',
  'branding', 'brandingServices', 'aftersale', 'refOrder', 'menu:branded:order:list',
  'cart', 'cart:list', 'cart:buyAgain', 'invoice:list', 'billings:payments', 'balance:topUp',
  'settings', 'settings:priceRules', 'settings:myStores', 'settings:myStoresLogo', 'settings:preferences',
  'automaticFulfillment', 'storeSettings',
  'account', 'account:settings', 'account:address', 'account:manage',
  'withdraw:index', 'withdraw:records', 'affiliates:index',
  'menu:products', 'menu:products:myProducts', 'menu:products:myPublished', 'menu:products:search',
  'menu:products:private', 'menu:products:detail', 'menu:products:collect', 'menu:products:import:batch',
  'menu:sourcing', 'menu:sourcing:aliexpress', 'menu:sourcing:smart', 'menu:sourcing:address',
  'menu:warehouse', 'menu:warehouse:order', 'menu:warehouse:searchInventory', 'menu:warehouse:stockCountrySet',
  'menu:userSettings',
  'menu:logistics', 'menu:logistics:shipping:record', 'menu:logistics:calculate', 'menu:logistics:inventory',
  'menu:logistics:timeliness', 'menu:logistics:analysis', 'menu:logistics:Update',
  'task:list', 'task:detail', 'aftersales:list',
] as const;

export type PermissionCode = (typeof permissionCodes)[number];

/**
 * Spec section 6: a sub-account has refId set (the id of its main account; ids start at 1). The one
 * reading of refId for client and server — null, undefined, 0 and '' all mean a main account.
 */
export function isSubAccount(user: { refId?: string | number | null } | null | undefined): boolean {
  return Boolean(user?.refId);
}

/** The rule of spec section 5, shared by the client's guard and the server's check. */
export function hasPermission(
  user: { refId?: string | number | null; permissions?: readonly { code: string }[] | null },
  code: PermissionCode | null | undefined,
): boolean {
  if (!code) return true;
  if (!isSubAccount(user)) return true;
  return (user.permissions ?? []).some((p) => p.code === code);
}
