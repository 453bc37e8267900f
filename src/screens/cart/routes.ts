/**
 * The cart (spec section 2): /cart/list (route name cartList, type 1–4 in the query) and /cart/buyAgain.
 * No sidebar entry: the top bar's cart menu links each type.
 */
import { built, privateRoute, type RouteDef } from '@/routes/define';
import { cartPaths } from './paths';

export const cartRoutes: readonly RouteDef[] = [
  privateRoute(cartPaths.list, 'cartList', 'cart:list', built),
  privateRoute(cartPaths.buyAgain, 'cartBuyAgain', 'cart:buyAgain', { parent: 'cartList', ...built }),
];
