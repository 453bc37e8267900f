/** Order summary and day state calls (menu:order:list / menu:order:orderdaystate, checked by the route). */
import type { Handlers } from '../../http/context';
import { orderDayState, orderSummary } from './service';

export const orderStatsHandlers: Handlers = {
  orderSummary: ({ services, caller, query, lang }) => orderSummary(services.db, caller.ownerId, query, lang),
  orderDayState: ({ services, caller, query, lang }) => orderDayState(services.db, caller.ownerId, query, lang),
};
