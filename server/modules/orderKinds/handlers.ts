/**
 * Orders by kind and merge. The kind calls carry no single code in the contract: the stock-order list and
 * its creation need menu:warehouse:order, the consolidation and self-buy ones menu:order:list (checked here).
 */
import { hasPermission, type PermissionCode } from '../../../src/api/contract/permissions';
import type { CreatableKind } from '../../../src/api/contract/orderKinds';
import type { Caller, Handlers } from '../../http/context';
import { fail } from '../../http/envelope';
import { storeScopeOf } from '../stores/handlers';
import { createKindOrder, kindList, mergeCandidates, mergeOrders, warehouses } from './service';

const kindPermission: Record<CreatableKind, PermissionCode> = { stocking: 'menu:warehouse:order', consolidation: 'menu:order:list', self_buy: 'menu:order:list' };
const requireKind = (caller: Caller, kind: CreatableKind) => { if (!hasPermission(caller, kindPermission[kind])) throw fail.noPermission(); };

export const orderKindsHandlers: Handlers = {
  orderKindList: ({ services, caller, params, query }) => {
    requireKind(caller, params.kind);
    return kindList(services.db, caller.ownerId, params.kind, query);
  },
  orderKindCreate: ({ services, caller, body, idempotencyKey, lang }) => {
    requireKind(caller, body.kind);
    return createKindOrder(services.db, caller.ownerId, caller.id, {
      kind: body.kind, warehouseId: body.warehouseId, address: body.address, channelCode: body.channelCode, remark: body.remark,
      lines: body.lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity })),
    }, lang, idempotencyKey);
  },
  orderWarehouses: async ({ services, caller }) => {
    if (!hasPermission(caller, 'menu:warehouse:order') && !hasPermission(caller, 'menu:order:list')) throw fail.noPermission();
    return warehouses(services.db);
  },
  orderMergeCandidates: async ({ services, caller }) => mergeCandidates(services.db, caller.ownerId, await storeScopeOf(services.db, caller)),
  orderMerge: async ({ services, caller, body, idempotencyKey, lang }) =>
    mergeOrders(services.db, caller.ownerId, caller.id, body.ids, lang, { idempotencyKey, scope: await storeScopeOf(services.db, caller) }),
};
