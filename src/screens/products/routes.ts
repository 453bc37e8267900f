/**
 * The products domain (spec section 2). Built: My products, its edit page (ours: the spec edits in
 * place, we give an entry its own page so a link and the visited-view tab can name it), the file
 * import and the import records. The rest stay planned (not routed, not in menus) until built.
 */
import { built, privateRoute, type RouteDef } from '@/routes/define';
import { productPaths } from './paths';

export const productsRoutes: readonly RouteDef[] = [
  privateRoute('/products/suppliers', 'suppliers', 'menu:products:search', { menu: { group: 'products', order: 5 }, ...built }),
  privateRoute(productPaths.list, 'myProducts', 'menu:products:myProducts', { menu: { group: 'products', order: 10, badge: 'productCount' }, ...built }),
  privateRoute(productPaths.editPattern, 'myProductEdit', 'menu:products:myProducts', { parent: 'myProducts', ...built }),
  privateRoute(productPaths.records, 'importRecord', 'menu:products:myProducts', { parent: 'myProducts', ...built }),
  privateRoute(productPaths.import, 'importListBatch', 'menu:products:import:batch', { parent: 'myProducts', ...built }),
  // Built by the stores domain (src/screens/stores/screens.ts).
  privateRoute('/products/my-published-products', 'myPublishedProducts', 'menu:products:myPublished', { menu: { group: 'products', order: 20 }, ...built }),
  privateRoute('/products/my-products-inventory', 'myProductsInventory', 'menu:products:myPublished', { menu: { group: 'products', order: 25 }, ...built }),
  privateRoute('/products/private', 'privateProducts', 'menu:products:private', { menu: { group: 'products', order: 30 }, ...built }),
  privateRoute('/products/collect-products', 'collectProducts', 'menu:products:collect', { menu: { group: 'products', order: 40 }, ...built }),
  privateRoute('/products/guide', 'productGuide', 'menu:products', { menu: { group: 'products', order: 50 }, partnerHidden: true, ...built }),
];
