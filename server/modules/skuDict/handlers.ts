/** Handlers of the merchant's own SKU codes (sku-customer-dict). */
import type { Handlers } from '../../http/context';
import { listDict, saveDict } from './service';

export const skuDictHandlers: Handlers = {
  skuCustomerDictAll: ({ services, caller, query }) => listDict(services.db, caller.ownerId, query),
  skuCustomerDictSave: ({ services, caller, body, lang }) => saveDict(services.db, caller.ownerId, body.items.map((i) => ({ variantId: i.variantId, customerSku: i.customerSku })), lang),
};
