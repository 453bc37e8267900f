/** Handlers of the product-list calls implemented so far: the sidebar's product count and pending-return flag. */
import { and, count, eq } from 'drizzle-orm';
import { returnOrder, skuList } from '../../db/schema';
import type { Handlers } from '../../http/context';

export const productsHandlers: Handlers = {
  productNum: async ({ services, caller }) => {
    const [row] = await services.db.select({ n: count() }).from(skuList).where(eq(skuList.customerId, caller.ownerId));
    return row.n;
  },
  pendingReturnStatus: async ({ services, caller }) => {
    const [row] = await services.db.select({ id: returnOrder.id }).from(returnOrder)
      .where(and(eq(returnOrder.customerId, caller.ownerId), eq(returnOrder.status, 'pending'))).limit(1);
    return Boolean(row);
  },
};
