/** Handlers of sourcing: the merchant's requests, AliExpress import and sample address; staff answer (staff role). */
import type { Handlers } from '../../http/context';
import { requireStaff } from '../admin/staff';
import { collectProducts } from '../catalogue/collect';
import { getAddress, saveAddress } from './address';
import { addFoundToList, answerRequest, cancelRequest, createRequest, listRequests, pageOf, requestDetail, takeRequest } from './service';

export const sourcingHandlers: Handlers = {
  sourcingList: ({ services, caller, query, lang }) => listRequests(services.db, caller.ownerId, query, lang),
  sourcingDetail: async ({ services, caller, params, lang }) => {
    const { customerId: _c, customerUsername: _u, ...detail } = await requestDetail(services.db, caller.ownerId, params.id, lang);
    return detail;
  },
  sourcingCreate: ({ services, caller, body, lang }) => createRequest(services.db, caller, body, lang),
  sourcingCancel: ({ services, caller, params }) => cancelRequest(services.db, caller, params.id),
  sourcingAddToList: ({ services, caller, params, body, lang }) => addFoundToList(services.db, caller.ownerId, params.id, body.storeId ?? null, lang),
  // The known-product path of collect products (a URL sourcing already found), AliExpress URLs only.
  sourcingAliexpressImport: ({ services, caller, body }) => collectProducts(services.db, caller.ownerId, body.urls, body.storeId ?? null, 'aliexpress'),
  sourcingAddressGet: ({ services, caller, lang }) => getAddress(services.db, caller.ownerId, lang),
  sourcingAddressSave: ({ services, caller, body, lang }) => saveAddress(services.db, caller.ownerId, {
    contactName: body.contactName, phone: body.phone, countryId: body.countryId, province: body.province, city: body.city,
    address1: body.address1, address2: body.address2, postalCode: body.postalCode,
  }, lang),
  adminSourcingList: async ({ services, caller, query, lang }) => {
    await requireStaff(services.db, caller);
    const page = await pageOf(services.db, undefined, query, lang, true);
    return { records: page.rows, total: page.total, pageNo: page.pageNo, pageSize: page.pageSize, counts: page.counts };
  },
  adminSourcingDetail: async ({ services, caller, params, lang }) => {
    await requireStaff(services.db, caller);
    return requestDetail(services.db, null, params.id, lang);
  },
  adminSourcingTake: async ({ services, caller, params }) => {
    await requireStaff(services.db, caller);
    return takeRequest(services.db, caller.id, params.id);
  },
  adminSourcingAnswer: async ({ services, caller, params, body, lang }) => {
    await requireStaff(services.db, caller);
    return answerRequest(services.db, caller.id, params.id, { found: body.found, productId: body.productId, quotedPriceCents: body.quotedPriceCents, note: body.note }, lang);
  },
};

