/** Handlers of the help-message and task calls, always within the caller's customer (a sub-account: its main account). */
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { helpMessage, helpReply, task, taskMessage } from '../../db/schema';
import { requireSelf } from '../../http/auth';
import type { Handlers } from '../../http/context';
import { fail } from '../../http/envelope';

export const TASK_UNPROCESSED = 0;
export const TASK_PROCESSING = 1;

const page = (q: { pageNo?: number; pageSize?: number }) => ({ pageNo: q.pageNo ?? 1, pageSize: q.pageSize ?? 20 });
/** `%` and `_` typed by a user are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function ownMessage(db: DbOrTx, ownerId: number, id: number) {
  const [row] = await db.select({ id: helpMessage.id }).from(helpMessage).where(and(eq(helpMessage.id, id), eq(helpMessage.customerId, ownerId)));
  if (!row) throw fail.notFound();
}

async function ownTask(db: DbOrTx, ownerId: number, id: number) {
  const [row] = await db.select().from(task).where(and(eq(task.id, id), eq(task.customerId, ownerId)));
  if (!row) throw fail.notFound();
  return row;
}

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

  helpMessageAdd: async ({ services, caller, body }) => {
    const [row] = await services.db.insert(helpMessage)
      .values({ customerId: caller.ownerId, type: body.type, title: body.title.trim(), content: body.content.trim(), isRead: true })
      .returning({ id: helpMessage.id });
    return row;
  },

  helpMessagePage: async ({ services, caller, body }) => {
    const { pageNo, pageSize } = page(body);
    const where = and(
      eq(helpMessage.customerId, caller.ownerId),
      body.type !== undefined ? eq(helpMessage.type, body.type) : undefined,
      body.isRead !== undefined ? eq(helpMessage.isRead, body.isRead) : undefined,
    );
    // Qualified by hand: drizzle renders columns unqualified here, and inside the subquery "id" would be the reply's.
    const replyCount = sql<number>`(select count(*)::int from "help_reply" r where r.message_id = "help_message"."id")`;
    const [records, [total]] = await Promise.all([
      services.db.select({
        id: helpMessage.id, type: helpMessage.type, title: helpMessage.title, content: helpMessage.content, isRead: helpMessage.isRead,
        replyCount, createdAt: helpMessage.createdAt, updatedAt: helpMessage.updatedAt,
      }).from(helpMessage).where(where).orderBy(desc(helpMessage.updatedAt), desc(helpMessage.id)).limit(pageSize).offset((pageNo - 1) * pageSize),
      services.db.select({ n: count() }).from(helpMessage).where(where),
    ]);
    return { records, total: total.n, pageNo, pageSize };
  },

  helpReplyList: async ({ services, caller, body }) => {
    await ownMessage(services.db, caller.ownerId, body.messageId);
    return services.db.select({ id: helpReply.id, fromStaff: helpReply.fromStaff, content: helpReply.content, createdAt: helpReply.createdAt })
      .from(helpReply).where(eq(helpReply.messageId, body.messageId)).orderBy(asc(helpReply.createdAt), asc(helpReply.id));
  },

  helpReplyAdd: async ({ services, caller, body }) => {
    await ownMessage(services.db, caller.ownerId, body.messageId);
    return services.db.transaction(async (tx) => {
      const [row] = await tx.insert(helpReply).values({ messageId: body.messageId, fromStaff: false, content: body.content.trim() }).returning({ id: helpReply.id });
      await tx.update(helpMessage).set({ updatedAt: new Date() }).where(eq(helpMessage.id, body.messageId));
      return row;
    });
  },

  setMessageRead: async ({ services, caller, params }) => {
    await ownMessage(services.db, caller.ownerId, params.id);
    await services.db.update(helpMessage).set({ isRead: true }).where(eq(helpMessage.id, params.id));
    return null;
  },

  taskCount: async ({ services, caller }) => {
    const [row] = await services.db.select({ n: count() }).from(task)
      .where(and(eq(task.customerId, caller.ownerId), eq(task.status, TASK_UNPROCESSED)));
    return row.n;
  },

  taskList: async ({ services, caller, body }) => {
    const { pageNo, pageSize } = page(body);
    const keyword = body.keyword?.trim();
    const where = and(
      eq(task.customerId, caller.ownerId),
      body.status !== undefined ? eq(task.status, body.status) : undefined,
      keyword ? or(ilike(task.title, likePattern(keyword)), ilike(task.taskNo, likePattern(keyword)), ilike(task.orderNo, likePattern(keyword))) : undefined,
    );
    const columns = { id: task.id, taskNo: task.taskNo, title: task.title, content: task.content, status: task.status, orderNo: task.orderNo, createdAt: task.createdAt, updatedAt: task.updatedAt };
    const [records, [total]] = await Promise.all([
      services.db.select(columns).from(task).where(where).orderBy(desc(task.createdAt), desc(task.id)).limit(pageSize).offset((pageNo - 1) * pageSize),
      services.db.select({ n: count() }).from(task).where(where),
    ]);
    return { records, total: total.n, pageNo, pageSize };
  },

  taskDetail: async ({ services, caller, params }) => {
    const row = await ownTask(services.db, caller.ownerId, params.id);
    return { id: row.id, taskNo: row.taskNo, title: row.title, content: row.content, status: row.status, orderNo: row.orderNo, createdAt: row.createdAt, updatedAt: row.updatedAt };
  },

  taskMessageList: async ({ services, caller, params }) => {
    await ownTask(services.db, caller.ownerId, params.id);
    return services.db.select({ id: taskMessage.id, fromStaff: taskMessage.fromStaff, content: taskMessage.content, createdAt: taskMessage.createdAt })
      .from(taskMessage).where(eq(taskMessage.taskId, params.id)).orderBy(asc(taskMessage.createdAt), asc(taskMessage.id));
  },

  /** The customer's answer moves an unprocessed task to processing (it leaves the navbar count). */
  taskMessageSave: async ({ services, caller, params, body }) => {
    const current = await ownTask(services.db, caller.ownerId, params.id);
    return services.db.transaction(async (tx) => {
      const [row] = await tx.insert(taskMessage).values({ taskId: params.id, fromStaff: false, content: body.content.trim() }).returning({ id: taskMessage.id });
      await tx.update(task).set({ updatedAt: new Date(), ...(current.status === TASK_UNPROCESSED ? { status: TASK_PROCESSING } : {}) }).where(eq(task.id, params.id));
      return row;
    });
  },
};
