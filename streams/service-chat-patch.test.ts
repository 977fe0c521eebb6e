import { describe, expect, it } from 'vitest';
import type { ChatHistory, ChatMessage, ChatUnread } from '../shared/contract/api/service-chat';
import type { ChatPush } from '../shared/contract/socket-events';
import { applyChatPushToHistory, applyChatPushToList, applyChatPushToUnread } from './service-chat-patch';

const message = (id: number, fromCustomer: boolean, senderId: number): ChatMessage => ({
  id, conversation_id: 7, sender_id: senderId, sender_name: 'x', from_customer: fromCustomer, body: `m${id}`, attachment: null, created_at: new Date(0).toISOString(),
});
const pushed = (m: ChatMessage, customerId = 1): ChatPush => ({ kind: 'message', conversationId: 7, tenantId: 3, customerId, message: m });
const unread = (userId: number, staff: boolean): ChatUnread => ({ user_id: userId, customer: !staff, staff, total: 0, conversations: [] });

describe('chat pushes on the unread counts', () => {
  it('count the other side\'s messages only', () => {
    const customer = unread(1, false);
    expect(applyChatPushToUnread(customer, pushed(message(10, true, 1)))).toBe(customer);
    expect(applyChatPushToUnread(customer, pushed(message(11, false, 9)))).toMatchObject({ total: 1, conversations: [{ id: 7, unread: 1 }] });
    const staff = unread(9, true);
    const once = applyChatPushToUnread(staff, pushed(message(12, true, 1)))!;
    expect(applyChatPushToUnread(once, pushed(message(13, true, 1)))).toMatchObject({ total: 2 });
    // A colleague's answer is not news to another staff member.
    expect(applyChatPushToUnread(staff, pushed(message(14, false, 8)))).toBe(staff);
  });

  it('clear on the caller\'s own read mark, not on someone else\'s', () => {
    const staff = applyChatPushToUnread(unread(9, true), pushed(message(12, true, 1)))!;
    const read = (readerId: number): ChatPush => ({ kind: 'read', conversationId: 7, tenantId: 3, customerId: 1, readerId, fromCustomer: false, lastReadId: 12 });
    expect(applyChatPushToUnread(staff, read(8))).toBe(staff);
    expect(applyChatPushToUnread(staff, read(9))).toMatchObject({ total: 0, conversations: [] });
  });
});

describe('chat pushes on a conversation', () => {
  const history: ChatHistory = {
    conversation: { id: 7, tenant_id: 3, tenant_name: 'a', customer_id: 1, customer_name: 'c', last_message: null, last_message_at: null, unread: 0, created_at: new Date(0).toISOString() },
    rows: [message(10, true, 1)],
    has_more: false,
    customer_read_id: 10,
    staff_read_id: 0,
  };

  it('append a message once and move read marks forward only', () => {
    const next = applyChatPushToHistory(history, pushed(message(11, false, 9)))!;
    expect(next.rows.map((m) => m.id)).toEqual([10, 11]);
    expect(applyChatPushToHistory(next, pushed(message(11, false, 9)))).toBe(next);
    expect(applyChatPushToHistory(history, { ...pushed(message(11, false, 9)), conversationId: 8 })).toBe(history);
    const read: ChatPush = { kind: 'read', conversationId: 7, tenantId: 3, customerId: 1, readerId: 9, fromCustomer: false, lastReadId: 10 };
    expect(applyChatPushToHistory(history, read)?.staff_read_id).toBe(10);
    expect(applyChatPushToHistory(history, { ...read, fromCustomer: true, lastReadId: 5 })).toBe(history);
  });

  it('move a conversation to the top of staff\'s list with its last message', () => {
    const list = { rows: [{ ...history.conversation, id: 6 }, history.conversation], total: 2 };
    const next = applyChatPushToList(list, pushed(message(12, true, 1)), 9)!;
    expect(next.rows.map((c) => [c.id, c.unread, c.last_message])).toEqual([[7, 1, 'm12'], [6, 0, null]]);
  });
});
