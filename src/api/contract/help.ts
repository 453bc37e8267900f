/** Spec section 7, "Help and tasks": help messages with replies, and tasks with their messages. */
import { Type } from 'typebox';
import { defineCall } from './define';
import { Count, DateTime, Empty, Id, IdParams, Nullable, Page, PageQuery } from './shared';

export const HelpMessage = Type.Object({
  id: Type.Integer(),
  type: Type.Integer({ description: '1 order, 2 product, 3 payment, 4 logistics, 5 other' }),
  title: Type.String(),
  content: Type.String(),
  isRead: Type.Boolean({ description: 'false while a staff reply is unread' }),
  replyCount: Count,
  createdAt: DateTime,
  updatedAt: DateTime,
});

export const Reply = Type.Object({ id: Type.Integer(), fromStaff: Type.Boolean(), content: Type.String(), createdAt: DateTime });

export const Task = Type.Object({
  id: Type.Integer(),
  taskNo: Type.String(),
  title: Type.String(),
  content: Type.String(),
  /** 0 unprocessed, 1 processing, 2 done. */
  status: Type.Integer({ minimum: 0, maximum: 2 }),
  orderNo: Nullable(Type.String()),
  createdAt: DateTime,
  updatedAt: DateTime,
});

const Text = Type.String({ minLength: 1, maxLength: 5000 });

export const helpCalls = {
  helpMessageAdd: defineCall({
    method: 'POST', path: '/api/customer/help/message/add', auth: 'customer', permission: null, designed: true,
    summary: 'Send a help message to support.',
    body: Type.Object({ type: Type.Integer({ minimum: 1, maximum: 5 }), title: Type.String({ minLength: 1, maxLength: 200 }), content: Text }),
    data: Type.Object({ id: Type.Integer() }),
  }),
  helpMessagePage: defineCall({
    method: 'POST', path: '/api/customer/help/message/customer/page', auth: 'customer', permission: null, designed: true,
    summary: 'The customer\'s help messages, newest first.',
    body: Type.Object({ ...PageQuery, type: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })), isRead: Type.Optional(Type.Boolean()) }),
    data: Page(HelpMessage),
  }),
  helpReplyList: defineCall({
    method: 'POST', path: '/api/customer/help/message/reply/list', auth: 'customer', permission: null, designed: true,
    summary: 'Replies of one help message, oldest first.',
    body: Type.Object({ messageId: Id }),
    data: Type.Array(Reply),
  }),
  helpReplyAdd: defineCall({
    method: 'POST', path: '/api/customer/help/message/reply/add', auth: 'customer', permission: null, designed: true,
    summary: 'Reply to one help message.',
    body: Type.Object({ messageId: Id, content: Text }),
    data: Type.Object({ id: Type.Integer() }),
  }),
  unreadMessageCount: defineCall({
    method: 'GET', path: '/api/customer/help/message/customer/un_read/:id', auth: 'customer', permission: null,
    summary: 'Navbar: help messages with an unread reply, for customer :id (must be the caller); optional message type.',
    params: IdParams,
    query: Type.Object({ type: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })) }),
    data: Count,
  }),
  setMessageRead: defineCall({
    method: 'PUT', path: '/api/customer/help/message/setIsRead/:id', auth: 'customer', permission: null, designed: true,
    summary: 'Mark help message :id read.',
    params: IdParams,
    data: Empty,
  }),
  taskCount: defineCall({
    method: 'GET', path: '/api/customer/task/count', auth: 'customer', permission: null,
    summary: 'Navbar: unprocessed tasks.',
    data: Count,
  }),
  taskMessageSave: defineCall({
    method: 'POST', path: '/api/customer/task/message/save/:id', auth: 'customer', permission: 'task:detail', designed: true,
    summary: 'Add a message to task :id.',
    params: IdParams,
    body: Type.Object({ content: Text }),
    data: Type.Object({ id: Type.Integer() }),
  }),
  taskMessageList: defineCall({
    method: 'GET', path: '/api/customer/task/message/list/:id', auth: 'customer', permission: 'task:detail', designed: true,
    summary: 'Messages of task :id, oldest first.',
    params: IdParams,
    data: Type.Array(Reply),
  }),
  taskDetail: defineCall({
    method: 'GET', path: '/api/customer/task/detail/:id', auth: 'customer', permission: 'task:detail', designed: true,
    summary: 'Task :id.',
    params: IdParams,
    data: Task,
  }),
  taskList: defineCall({
    method: 'POST', path: '/api/customer/task/list', auth: 'customer', permission: 'task:list', designed: true,
    summary: 'Tasks, newest first.',
    body: Type.Object({ ...PageQuery, status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })), keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
    data: Page(Task),
  }),
} as const;
