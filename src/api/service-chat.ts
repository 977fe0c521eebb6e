import { SERVICE_CHAT_ENDPOINTS, type ChatConversationQuery, type ChatHistoryQuery } from '../../shared/contract/api/service-chat';
import { SERVICE_ENDPOINTS } from '../../shared/contract/api/service';
import { call, upload, type CallOptions } from './call';

export type { ChatAttachment, ChatConversation, ChatHistory, ChatMessage, ChatUnread } from '../../shared/contract/api/service-chat';
export { CHAT_ATTACHMENT_TYPES, CHAT_LIMITS } from '../../shared/contract/api/service-chat';
export { TICKET_PHOTO_MAX_BYTES, TICKET_PHOTOS_MAX, type TicketPhoto } from '../../shared/contract/api/service';

/** GET /service/chat/unread: the caller's sides and unread counts (streams/service-chat polls it). */
export function chatUnread(options?: CallOptions) {
  return call(SERVICE_CHAT_ENDPOINTS.unread, {}, options);
}

/** POST /service/chat/open: the customer's own conversation, started on first use. */
export function openMyConversation() {
  return call(SERVICE_CHAT_ENDPOINTS.open);
}

/** GET /service/chat/conversations: the conversations staff serve. */
export function chatConversations(query: ChatConversationQuery, options?: CallOptions) {
  return call(SERVICE_CHAT_ENDPOINTS.conversations, { query }, options);
}

/** GET /service/chat/conversations/:id/messages: a page of history, oldest first. */
export function chatHistory(id: number, query: ChatHistoryQuery, options?: CallOptions) {
  return call(SERVICE_CHAT_ENDPOINTS.history, { params: { id }, query }, options);
}

export function sendChatMessage(id: number, body: string) {
  return call(SERVICE_CHAT_ENDPOINTS.send, { params: { id }, body: { body } });
}

export function sendChatAttachment(id: number, file: Blob, fileName: string) {
  return upload(SERVICE_CHAT_ENDPOINTS.attach, file, fileName, { params: { id } });
}

export function markChatRead(id: number, lastId: number) {
  return call(SERVICE_CHAT_ENDPOINTS.read, { params: { id }, body: { last_id: lastId } });
}

/** POST /service/tickets/:aftersale_no/photos: a photo of the ticket's symptom. */
export function addTicketPhoto(aftersaleNo: string, file: Blob, fileName: string) {
  return upload(SERVICE_ENDPOINTS.addPhoto, file, fileName, { params: { aftersale_no: aftersaleNo } });
}
