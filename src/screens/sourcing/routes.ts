/**
 * Sourcing (issue 10; DOMAIN.md section 8): smart sourcing requests with their detail, AliExpress import and the
 * sample address, under the spec's menu:sourcing:* codes; and "My SKU codes" (the spec's sku-customer-dict,
 * "SKU lists by name": no path given, so a designed one in the products group).
 */
import { built, privateRoute, type RouteDef } from '@/routes/define';
import { sourcingPaths } from './paths';

export const sourcingRoutes: readonly RouteDef[] = [
  privateRoute(sourcingPaths.aliexpress, 'sourcingAliexpress', 'menu:sourcing:aliexpress', { menu: { group: 'sourcing', order: 0 }, ...built }),
  privateRoute(sourcingPaths.smart, 'sourcingSmart', 'menu:sourcing:smart', { menu: { group: 'sourcing', order: 10 }, ...built }),
  privateRoute('/sourcing/smart/detail', 'sourcingSmartDetail', 'menu:sourcing:smart', { parent: 'sourcingSmart', ...built }),
  privateRoute(sourcingPaths.address, 'sourcingAddress', 'menu:sourcing:address', { menu: { group: 'sourcing', order: 20 }, ...built }),
  privateRoute(sourcingPaths.skuDictionary, 'skuDictionary', 'menu:products:myProducts', { menu: { group: 'products', order: 15 }, ...built }),
];
