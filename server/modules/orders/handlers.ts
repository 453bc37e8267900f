/** Order calls: each unpacks its call and calls one service function with named arguments. */
import type { Handlers } from '../../http/context';
import { fail } from '../../http/envelope';
import { storeScopeOf } from '../stores/handlers';
import { attentionCount, listOrders, orderDetail, statusCounts } from './queries';
import { cancelOrders, processInfo, searchVariants, submitDrafts, updateDraft } from './drafts';
import { requireOrderInScope } from './service';
import { withChannelName } from './channels';

export const ordersHandlers: Handlers = {
  orderList: async ({ services, caller, query, lang }) => listOrders(services.db, caller.ownerId, query, lang, undefined, await storeScopeOf(services.db, caller)),
  orderStatusCounts: async ({ services, caller, query, lang }) => statusCounts(services.db, caller.ownerId, query, lang, await storeScopeOf(services.db, caller)),
  orderAttentionCount: async ({ services, caller }) => attentionCount(services.db, caller.ownerId, await storeScopeOf(services.db, caller)),
  orderDetail: async ({ services, caller, params, lang }) => {
    const detail = await orderDetail(services.db, caller.ownerId, params.id, null, lang);
    if (!detail) throw fail.notFound();
    requireOrderInScope(detail, await storeScopeOf(services.db, caller));
    return withChannelName(services.db, detail);
  },
  orderCancel: async ({ services, caller, body, lang }) =>
    cancelOrders(services.db, caller.ownerId, body.ids, caller.id, lang, await storeScopeOf(services.db, caller)),
  orderDraftProcessInfo: async ({ services, caller, params, lang }) => processInfo(services.db, caller.ownerId, params.id, await storeScopeOf(services.db, caller), lang),
  orderDraftUpdate: async ({ services, caller, params, body, lang }) =>
    updateDraft(services.db, caller.ownerId, params.id, caller.id, { lines: body.lines, address: body.address, channelCode: body.channelCode }, lang, await storeScopeOf(services.db, caller)),
  orderDraftSubmit: async ({ services, caller, body, lang }) =>
    submitDrafts(services.db, caller.ownerId, body.ids, caller.id, lang, await storeScopeOf(services.db, caller)),
  orderVariantSearch: ({ services, caller, query, lang }) => searchVariants(services.db, caller.ownerId, query.keyword, lang),
};
