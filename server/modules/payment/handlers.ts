/** Handlers of /payment/checkout: what would be paid, and paying it from the balance. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { order } from '../../db/schema';
import type { Handlers } from '../../http/context';
import { fail } from '../../http/envelope';
import { walletOf } from '../ledger/service';
import { requireOrderInScope } from '../orders/service';
import { storeScopeOf } from '../stores/handlers';
import { payFromBalance, requireIdempotencyKey } from './service';

export const paymentHandlers: Handlers = {
  checkoutInfo: async ({ services, caller, query }) => {
    const ids = [...new Set(query.ids)];
    const rows = await services.db.select({
      id: order.id, number: order.number, kind: order.kind, status: order.status, problem: order.problem,
      storeId: order.storeId, productCents: order.productCents, shippingCents: order.shippingCents, totalCents: order.totalCents, createdAt: order.createdAt,
    }).from(order).where(and(inArray(order.id, ids), eq(order.customerId, caller.ownerId))).orderBy(asc(order.id));
    if (rows.length !== ids.length) throw fail.notFound();
    const scope = await storeScopeOf(services.db, caller);
    for (const row of rows) requireOrderInScope(row, scope);
    const orders = rows.map(({ problem, storeId: _storeId, ...row }) => ({ ...row, payable: row.status === 'awaiting_payment' && problem === null }));
    const wallet = await walletOf(services.db, caller.ownerId);
    return {
      orders,
      totalCents: orders.filter((o) => o.payable).reduce((sum, o) => sum + o.totalCents, 0),
      wallet: { balanceCents: wallet.postedCents, frozenCents: wallet.pendingCents, availableCents: wallet.availableCents, currencyCode: 'USD' },
      currencyCode: 'USD',
    };
  },

  checkoutPay: async ({ services, caller, body, idempotencyKey, lang }) => {
    const key = requireIdempotencyKey(idempotencyKey, lang);
    return payFromBalance(services.db, { customerId: caller.ownerId, actorId: caller.id, orderIds: body.orderIds, idempotencyKey: key, lang, scope: await storeScopeOf(services.db, caller) });
  },
};
