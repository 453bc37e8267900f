/** Handlers of the catalogue: the category tree, search, product detail and "Add to my list". */
import type { Handlers } from '../../http/context';
import { addToList, categoryTree, productDetail, productShipping, searchCatalogue } from './service';

export const catalogueHandlers: Handlers = {
  tenantCategoryAll: ({ services, lang }) => categoryTree(services.db, lang),
  catalogueSearch: ({ services, caller, query, lang }) => searchCatalogue(services.db, caller.ownerId, query, lang),
  catalogueProduct: ({ services, caller, params, lang }) => productDetail(services.db, caller.ownerId, params.id, lang),
  catalogueShipping: ({ services, caller, params, query, lang }) => productShipping(services.db, caller.ownerId, params.id, query, lang),
  catalogueAddToList: ({ services, caller, body, lang }) => addToList(services.db, caller.ownerId, body.productIds, lang),
};
