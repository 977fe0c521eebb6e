import type { ChatConversation, ChatHistory, ChatMessage, ChatUnread } from '../shared/contract/api/service-chat';
import type { ChatPush } from '../shared/contract/socket-events';

/** Whether a pushed message is one `me` has to read: the other side's, in a conversation of mine. */
function countsFor(unread: ChatUnread, push: Extract<ChatPush, { kind: 'message' }>): boolean {
  const { message } = push;
  if (message.sender_id === unread.user_id) return false;
  if (push.customerId === unread.user_id) return !message.from_customer;
  return unread.staff && message.from_customer;
}

/** The unread counts after a push: one more for the other side's message, none after my own read mark. */
export function applyChatPushToUnread(prev: ChatUnread | undefined, push: ChatPush): ChatUnread | undefined {
  if (!prev) return prev;
  let conversations = prev.conversations;
  if (push.kind === 'message') {
    if (!countsFor(prev, push)) return prev;
    const known = conversations.some((c) => c.id === push.conversationId);
    conversations = known
      ? conversations.map((c) => (c.id === push.conversationId ? { ...c, unread: c.unread + 1 } : c))
      : [...conversations, { id: push.conversationId, unread: 1 }];
  } else {
    if (push.readerId !== prev.user_id) return prev;
    conversations = conversations.filter((c) => c.id !== push.conversationId);
    if (conversations.length === prev.conversations.length) return prev;
  }
  return { ...prev, conversations, total: conversations.reduce((sum, c) => sum + c.unread, 0) };
}

/** A conversation's latest page after a push: a new message appended once, read marks moved forward. */
export function applyChatPushToHistory(prev: ChatHistory | undefined, push: ChatPush): ChatHistory | undefined {
  if (!prev || push.conversationId !== prev.conversation.id) return prev;
  if (push.kind === 'message') {
    if (prev.rows.some((m) => m.id === push.message.id)) return prev;
    const rows: ChatMessage[] = [...prev.rows, push.message].sort((a, b) => a.id - b.id);
    return { ...prev, rows };
  }
  const key = push.fromCustomer ? 'customer_read_id' : 'staff_read_id';
  if (push.lastReadId <= prev[key]) return prev;
  return { ...prev, [key]: push.lastReadId };
}

/** Staff's conversation list after a push: the conversation's last message and unread count, moved to the top. */
export function applyChatPushToList(prev: { rows: ChatConversation[]; total: number } | undefined, push: ChatPush, userId: number | undefined) {
  if (!prev) return prev;
  const row = prev.rows.find((c) => c.id === push.conversationId);
  if (!row) return prev;
  let next: ChatConversation;
  if (push.kind === 'message') {
    const { message } = push;
    const counts = message.sender_id !== userId && message.from_customer;
    next = { ...row, last_message: message.body || message.attachment?.name || null, last_message_at: message.created_at, unread: row.unread + (counts ? 1 : 0) };
  } else {
    if (push.readerId !== userId || row.unread === 0) return prev;
    next = { ...row, unread: 0 };
  }
  const rows = push.kind === 'message' ? [next, ...prev.rows.filter((c) => c.id !== row.id)] : prev.rows.map((c) => (c.id === row.id ? next : c));
  return { ...prev, rows };
}
