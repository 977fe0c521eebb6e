import { map, type Observable } from 'rxjs';
import { SERVICE_CHAT_ENDPOINTS, type ChatConversationList, type ChatHistory, type ChatUnread } from '../shared/contract/api/service-chat';
import { SOCKET_EVENTS, type ChatPush } from '../shared/contract/socket-events';
import { callEndpoint } from './config';
import { createKeyedStream } from './keyed-stream';
import { MESSAGE_MIN_PERIOD_MS } from './messages';
import { refreshIntervalAtLeast$ } from './refresh-interval';
import { applyChatPushToHistory, applyChatPushToList, applyChatPushToUnread } from './service-chat-patch';
import { socketEvents$ } from './socket';
import type { StreamState } from './stream-state';

/** Staff's list shows this many conversations, most recent first (the page searches beyond). */
export const CHAT_LIST_SIZE = 100;

const chatPushes$ = () => socketEvents$<ChatPush>(SOCKET_EVENTS.chat);
// The bell's clock: pushes carry the news, the poll only corrects.
const bellDeps = { refreshInterval$: refreshIntervalAtLeast$(MESSAGE_MIN_PERIOD_MS) };

const unread = createKeyedStream<'all', ChatUnread>({
  key: () => 'all',
  fetch: (_all, signal) => callEndpoint(SERVICE_CHAT_ENDPOINTS.unread, {}, { signal }),
  socketPatches: () => chatPushes$().pipe(map((push) => (prev: ChatUnread | undefined) => applyChatPushToUnread(prev, push))),
  deps: bellDeps,
});

const history = createKeyedStream<number, ChatHistory>({
  key: (id) => String(id),
  fetch: (id, signal) => callEndpoint(SERVICE_CHAT_ENDPOINTS.history, { params: { id } }, { signal }),
  socketPatches: () => chatPushes$().pipe(map((push) => (prev: ChatHistory | undefined) => applyChatPushToHistory(prev, push))),
});

const conversations = createKeyedStream<number, ChatConversationList>({
  key: (userId) => String(userId),
  fetch: (_userId, signal) => callEndpoint(SERVICE_CHAT_ENDPOINTS.conversations, { query: { pageSize: CHAT_LIST_SIZE } }, { signal }),
  socketPatches: (userId) => chatPushes$().pipe(map((push) => (prev: ChatConversationList | undefined) => applyChatPushToList(prev, push, userId))),
});

/**
 * The caller's customer-service unread counts (GET /service/chat/unread: its sides, the total and
 * per conversation) as StreamState, for the header bell and the conversation list. Polls on the
 * app's refresh clock but no more often than MESSAGE_MIN_PERIOD_MS (paused while hidden); while the
 * socket is up, `chat` pushes count the other side's messages and clear on the caller's own read
 * mark at once. A failed poll keeps the last counts as `stale`; it never errors.
 */
export function chatUnread$(): Observable<StreamState<ChatUnread>> {
  return unread('all');
}

/**
 * The latest page of one conversation (GET /service/chat/conversations/:id/messages, oldest
 * first, with both sides' read marks) as StreamState, polled on the app's refresh clock; `chat`
 * pushes append new messages (once each) and move read marks between polls. Older pages are the
 * page's own (loaded on scroll). Never errors.
 */
export function chatHistory$(conversationId: number): Observable<StreamState<ChatHistory>> {
  return history(conversationId);
}

/**
 * The conversations staff serve (GET /service/chat/conversations, the CHAT_LIST_SIZE most recent)
 * with unread counts, polled on the refresh clock; `chat` pushes move a conversation to the top
 * with its new last message and count it unread for `userId` when the customer wrote. Never errors.
 */
export function chatConversations$(userId: number): Observable<StreamState<ChatConversationList>> {
  return conversations(userId);
}
