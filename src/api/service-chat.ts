import type { ChatConversation, ChatConversationQuery, ChatHistory, ChatHistoryQuery, ChatMessage, ChatUnread } from '../../shared/contract/api/service-chat';
import type { Ticket } from '../../shared/contract/api/service';
import { api, type RequestOptions } from './client';

export type { ChatAttachment, ChatConversation, ChatHistory, ChatMessage, ChatUnread } from '../../shared/contract/api/service-chat';
export { CHAT_ATTACHMENT_TYPES, CHAT_LIMITS } from '../../shared/contract/api/service-chat';
export { TICKET_PHOTO_MAX_BYTES, TICKET_PHOTOS_MAX, type TicketPhoto } from '../../shared/contract/api/service';

const PATH = '/service/chat';
const q = (query: object) => ({ ...query }) as Record<string, string | number | undefined>;

/** GET /service/chat/unread: the caller's sides and unread counts (streams/service-chat polls it). */
export function chatUnread(options?: RequestOptions) {
  return api.get<ChatUnread>(`${PATH}/unread`, options);
}

/** POST /service/chat/open: the customer's own conversation, started on first use. */
export function openMyConversation() {
  return api.post<ChatConversation>(`${PATH}/open`);
}

/** GET /service/chat/conversations: the conversations staff serve. */
export function chatConversations(query: ChatConversationQuery, options?: RequestOptions) {
  return api.get<{ rows: ChatConversation[]; total: number }>(`${PATH}/conversations`, { ...options, query: q(query) });
}

/** GET /service/chat/conversations/:id/messages: a page of history, oldest first. */
export function chatHistory(id: number, query: ChatHistoryQuery, options?: RequestOptions) {
  return api.get<ChatHistory>(`${PATH}/conversations/${id}/messages`, { ...options, query: q(query) });
}

export function sendChatMessage(id: number, body: string) {
  return api.post<ChatMessage>(`${PATH}/conversations/${id}/messages`, { body });
}

export function sendChatAttachment(id: number, file: Blob, fileName: string) {
  return api.upload<ChatMessage>(`${PATH}/conversations/${id}/attachments`, file, fileName);
}

export function markChatRead(id: number, lastId: number) {
  return api.post<{ last_read_id: number }>(`${PATH}/conversations/${id}/read`, { last_id: lastId });
}

/** POST /service/tickets/:aftersale_no/photos: a photo of the ticket's symptom. */
export function addTicketPhoto(aftersaleNo: string, file: Blob, fileName: string) {
  return api.upload<Ticket>(`/service/tickets/${encodeURIComponent(aftersaleNo)}/photos`, file, fileName);
}
