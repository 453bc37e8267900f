/** Handlers of the help and task calls implemented so far: the navbar's unread and unprocessed counts. */
import { and, count, eq } from 'drizzle-orm';
import { helpMessage, task } from '../../db/schema';
import { requireSelf } from '../../http/auth';
import type { Handlers } from '../../http/context';

export const TASK_UNPROCESSED = 0;

export const helpHandlers: Handlers = {
  unreadMessageCount: async ({ services, caller, params, query }) => {
    requireSelf(caller, params.id);
    const [row] = await services.db.select({ n: count() }).from(helpMessage).where(and(
      eq(helpMessage.customerId, caller.ownerId),
      eq(helpMessage.isRead, false),
      query.type !== undefined ? eq(helpMessage.type, query.type) : undefined,
    ));
    return row.n;
  },
  taskCount: async ({ services, caller }) => {
    const [row] = await services.db.select({ n: count() }).from(task)
      .where(and(eq(task.customerId, caller.ownerId), eq(task.status, TASK_UNPROCESSED)));
    return row.n;
  },
};
