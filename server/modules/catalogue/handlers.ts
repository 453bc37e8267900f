/** Handlers of the catalogue: the category tree, search, product detail and "Add to my list". */
import type { Handlers } from '../../http/context';
import { addToList, categoryTree, guideCategories, listSuppliers, productDetail, productShipping, searchCatalogue } from './service';
import { collectProducts, listRequests } from './collect';
import { listPrivateInventory } from './privateInventory';

export const catalogueHandlers: Handlers = {
  tenantCategoryAll: ({ services, lang }) => categoryTree(services.db, lang),
  catalogueSearch: ({ services, caller, query, lang }) => searchCatalogue(services.db, caller.ownerId, query, lang),
  catalogueProduct: ({ services, caller, params, lang }) => productDetail(services.db, caller.ownerId, params.id, lang),
  cataloguePrivate: ({ services, caller, query, lang }) => searchCatalogue(services.db, caller.ownerId, query, lang, 'private'),
  catalogueSuppliers: ({ services, caller, query, lang }) => listSuppliers(services.db, caller.ownerId, query, lang),
  privateInventoryList: ({ services, caller, query, lang }) => listPrivateInventory(services.db, caller.ownerId, query, lang),
  collectProducts: ({ services, caller, body }) => collectProducts(services.db, caller.ownerId, body.urls, body.storeId ?? null),
  collectRequests: ({ services, caller, query }) => listRequests(services.db, caller.ownerId, query),
  guideSkuCategories: ({ services, lang }) => guideCategories(services.db, lang),
  catalogueShipping: ({ services, caller, params, query, lang }) => productShipping(services.db, caller.ownerId, params.id, query, lang),
  catalogueAddToList: ({ services, caller, body, lang }) => addToList(services.db, caller.ownerId, body.productIds, lang, body.storeId ?? null),
};
