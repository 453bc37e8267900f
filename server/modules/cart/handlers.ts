/** Handlers of the cart calls implemented so far: the navbar's cart count. */
import { asc, eq } from 'drizzle-orm';
import { cartLine } from '../../db/schema';
import type { Handlers } from '../../http/context';

export const cartHandlers: Handlers = {
  /** One item per cart line (spec: "list of cart lines"); the client sums skuNum per type. */
  countUserCart: ({ services, caller }) =>
    services.db.select({ type: cartLine.type, skuNum: cartLine.skuNum }).from(cartLine)
      .where(eq(cartLine.customerId, caller.ownerId)).orderBy(asc(cartLine.id)),
};
