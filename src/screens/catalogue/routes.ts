/**
 * The catalogue's screens (issue 10, first slice): search and product detail. The other product pages
 * of issue 10 (suppliers, private, guide, collect, inventory) stay planned in the products fragment.
 */
import { built, privateRoute, type RouteDef } from '@/routes/define';

export const catalogueRoutes: readonly RouteDef[] = [
  privateRoute('/products/search', 'productSearch', 'menu:products:search', { menu: { group: 'products', order: 0 }, ...built }),
  privateRoute('/products/detail/:id', 'productDetail', 'menu:products:detail', { parent: 'productSearch', ...built }),
];
