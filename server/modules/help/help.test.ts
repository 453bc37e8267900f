/**
 * Help messages, tasks and cart lines: listed, answered and changed only within the caller's customer
 * (a sub-account on its main account's data), with the task and cart permission codes enforced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, SERVER_START_MS } from '../../test/harness';

let server: TestServer;
let merchant: string;
let clerk: string;
let staff: string;
let merchantId: number;

beforeAll(async () => {
  server = await startTestServer();
  merchant = await server.login('merchant@demo.shop', 'Merchant#2026');
  clerk = await server.login('clerk@demo.shop', 'Clerk#2026');
  staff = await server.login('staff@demo.shop', 'Staff#2026');
  merchantId = (await server.call('customerInfo', { token: merchant })).data.id;
}, SERVER_START_MS);
afterAll(() => server?.close());

describe('help messages', () => {
  it('pages the merchant\'s messages newest first with reply counts and ISO timestamps', async () => {
    const page = await server.call('helpMessagePage', { token: merchant, body: { pageNo: 1, pageSize: 2 } });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ total: 3, pageNo: 1, pageSize: 2 });
    expect(page.data.records).toHaveLength(2);
    expect(page.data.records[0]).toMatchObject({ title: 'Order #TH-20418 shows the wrong tracking number', isRead: false, replyCount: 1 });
    expect(page.data.records[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
    const unread = await server.call('helpMessagePage', { token: merchant, body: { isRead: false } });
    expect(unread.data.total).toBe(2);
  });

  it('adds a message, lists and adds replies, and marks a message read', async () => {
    const added = await server.call('helpMessageAdd', { token: clerk, body: { type: 3, title: ' Refund for order #TH-20500 ', content: 'Charged twice.' } });
    expect(added.status).toBe(200);
    const id = added.data.id;
    // The sub-account wrote it for its main account.
    const mine = await server.call('helpMessagePage', { token: merchant, body: { type: 3 } });
    expect(mine.data.records.map((m: { id: number; title: string }) => [m.id, m.title])).toEqual([[id, 'Refund for order #TH-20500']]);

    expect((await server.call('helpReplyAdd', { token: merchant, body: { messageId: id, content: 'Any news?' } })).status).toBe(200);
    const replies = await server.call('helpReplyList', { token: merchant, body: { messageId: id } });
    expect(replies.data).toEqual([expect.objectContaining({ fromStaff: false, content: 'Any news?' })]);

    const first = (await server.call('helpMessagePage', { token: merchant, body: { isRead: false } })).data.records[0];
    expect((await server.call('setMessageRead', { token: merchant, params: { id: first.id } })).status).toBe(200);
    expect((await server.call('unreadMessageCount', { token: merchant, params: { id: merchantId } })).data).toBe(1);
  });

  it('keeps another customer out (9002) and validates input (9001)', async () => {
    const [message] = (await server.call('helpMessagePage', { token: merchant, body: {} })).data.records;
    expect((await server.call('helpReplyList', { token: staff, body: { messageId: message.id } })).status).toBe(9002);
    expect((await server.call('helpReplyAdd', { token: staff, body: { messageId: message.id, content: 'hi' } })).status).toBe(9002);
    expect((await server.call('setMessageRead', { token: staff, params: { id: message.id } })).status).toBe(9002);
    expect((await server.call('helpMessagePage', { token: staff, body: {} })).data.total).toBe(0);
    expect((await server.call('helpMessageAdd', { token: staff, body: { type: 9, title: 'x', content: 'y' } })).status).toBe(9001);
    expect((await server.call('helpMessageAdd', { token: staff, body: { type: 1, title: '', content: 'y' } })).status).toBe(9001);
    expect((await server.call('helpMessagePage', { body: {} })).status).toBe(40101);
  });
});

describe('tasks', () => {
  it('lists, filters and searches the merchant\'s tasks', async () => {
    const all = await server.call('taskList', { token: merchant, body: {} });
    expect(all.data.total).toBe(4);
    expect((await server.call('taskList', { token: merchant, body: { status: 0 } })).data.total).toBe(3);
    const found = await server.call('taskList', { token: merchant, body: { keyword: 'th-20451' } });
    expect(found.data.records.map((t: { taskNo: string }) => t.taskNo)).toEqual(['T-240103']);
    expect((await server.call('taskList', { token: merchant, body: { keyword: '%' } })).data.total).toBe(0);
  });

  it('shows a task, its messages, and moves it to processing when the customer answers', async () => {
    const [task] = (await server.call('taskList', { token: merchant, body: { status: 0 } })).data.records;
    expect((await server.call('taskDetail', { token: merchant, params: { id: task.id } })).data).toMatchObject({ id: task.id, status: 0 });
    expect((await server.call('taskMessageList', { token: merchant, params: { id: task.id } })).data).toEqual([]);
    expect((await server.call('taskMessageSave', { token: merchant, params: { id: task.id }, body: { content: 'Address confirmed: 12 Elm St.' } })).status).toBe(200);
    expect((await server.call('taskMessageList', { token: merchant, params: { id: task.id } })).data).toEqual([expect.objectContaining({ content: 'Address confirmed: 12 Elm St.', fromStaff: false })]);
    expect((await server.call('taskDetail', { token: merchant, params: { id: task.id } })).data.status).toBe(1);
    expect((await server.call('taskCount', { token: merchant })).data).toBe(2);
  });

  it('refuses a sub-account without task:list / task:detail (40301) and another customer (9002)', async () => {
    const [task] = (await server.call('taskList', { token: merchant, body: {} })).data.records;
    expect((await server.call('taskList', { token: clerk, body: {} })).status).toBe(40301);
    expect((await server.call('taskDetail', { token: clerk, params: { id: task.id } })).status).toBe(40301);
    expect((await server.call('taskDetail', { token: staff, params: { id: task.id } })).status).toBe(9002);
    expect((await server.call('taskMessageSave', { token: staff, params: { id: task.id }, body: { content: 'x' } })).status).toBe(9002);
    expect((await server.call('taskMessageSave', { token: merchant, params: { id: task.id }, body: { content: '' } })).status).toBe(9001);
  });
});
