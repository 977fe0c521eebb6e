import { Type, type Static } from 'typebox';
import { Id, Nullable } from '../schema-bounds';
import { PageQuery, Paged } from '../envelope';
import { endpoint, FILE_ANSWER } from '../endpoint';

/**
 * The customer-service conversation (issue 22 item 5): one thread per customer user, between it and
 * its service staff (the platform admin and the agents that see its company, holding 10002).
 * Routes under /service/chat (server/modules/service/chat); pushes as the socket event `chat`.
 */
export const CHAT_LIMITS = {
  /** Characters of one message. */
  body: 2000,
  /** Bytes of one attachment (an image or a PDF). */
  attachmentBytes: 5 * 1024 * 1024,
  /** Characters of an attachment's name as shown. */
  attachmentName: 120,
  /** Messages of one history page. */
  pageMax: 100,
  keyword: 50,
} as const;
export const CHAT_PAGE_DEFAULT = 30;

/** What an attachment may be, told by its first bytes. */
export const CHAT_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;

export const ChatAttachmentSchema = Type.Object({
  name: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  url: Type.String({ description: 'served only to the two sides of the conversation' }),
});
export type ChatAttachment = Static<typeof ChatAttachmentSchema>;

export const ChatMessageSchema = Type.Object({
  id: Type.Integer(),
  conversation_id: Type.Integer(),
  sender_id: Nullable(Type.Integer()),
  sender_name: Nullable(Type.String()),
  /** Written by the customer (true) or by service staff (false). */
  from_customer: Type.Boolean(),
  body: Type.String(),
  attachment: Nullable(ChatAttachmentSchema),
  created_at: Type.String({ format: 'date-time' }),
});
export type ChatMessage = Static<typeof ChatMessageSchema>;

export const ChatConversationSchema = Type.Object({
  id: Type.Integer(),
  tenant_id: Type.Integer(),
  tenant_name: Nullable(Type.String()),
  customer_id: Type.Integer(),
  customer_name: Nullable(Type.String()),
  last_message: Nullable(Type.String()),
  last_message_at: Nullable(Type.String({ format: 'date-time' })),
  /** Messages of the other side after the caller's read mark. */
  unread: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
});
export type ChatConversation = Static<typeof ChatConversationSchema>;
export const ChatConversationListSchema = Paged(ChatConversationSchema);
export type ChatConversationList = Static<typeof ChatConversationListSchema>;

/** GET /service/chat/conversations: staff's list, most recent first. */
export const ChatConversationQuerySchema = Type.Object({
  ...PageQuery,
  keyword: Type.Optional(Type.String({ maxLength: CHAT_LIMITS.keyword, description: 'part of the customer or company name' })),
});
export type ChatConversationQuery = Static<typeof ChatConversationQuerySchema>;

export const ChatConversationParamsSchema = Type.Object({ id: Id() });

/** GET /service/chat/conversations/:id/messages: the page before `before` (the newest without it), oldest first. */
export const ChatHistoryQuerySchema = Type.Object({
  before: Type.Optional(Id({ description: 'a message id: only older messages' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CHAT_LIMITS.pageMax, default: CHAT_PAGE_DEFAULT })),
});
export type ChatHistoryQuery = Static<typeof ChatHistoryQuerySchema>;

export const ChatHistorySchema = Type.Object({
  conversation: ChatConversationSchema,
  rows: Type.Array(ChatMessageSchema),
  /** Whether older messages exist before the first row. */
  has_more: Type.Boolean(),
  /** The customer's read mark, and the furthest read mark of any staff member (0 when none). */
  customer_read_id: Type.Integer(),
  staff_read_id: Type.Integer(),
});
export type ChatHistory = Static<typeof ChatHistorySchema>;

export const ChatSendBodySchema = Type.Object(
  { body: Type.String({ minLength: 1, maxLength: CHAT_LIMITS.body, pattern: '\\S' }) },
  { additionalProperties: false },
);
export type ChatSendBody = Static<typeof ChatSendBodySchema>;

export const ChatReadBodySchema = Type.Object({ last_id: Id() }, { additionalProperties: false });
export type ChatReadBody = Static<typeof ChatReadBodySchema>;

export const ChatAttachmentParamsSchema = Type.Object({ messageId: Id() });

/** GET /service/chat/unread: the caller's sides and unread counts, the bell's source. */
export const ChatUnreadSchema = Type.Object({
  user_id: Type.Integer(),
  /** The caller may write to service as a customer (a company user). */
  customer: Type.Boolean(),
  /** The caller serves companies (the admin, an agent) with 10002. */
  staff: Type.Boolean(),
  total: Type.Integer(),
  conversations: Type.Array(Type.Object({ id: Type.Integer(), unread: Type.Integer() })),
});
export type ChatUnread = Static<typeof ChatUnreadSchema>;

/** The conversation's calls: both sides (10001, 10002) read, write and mark; staff (10002) list the conversations they serve. */
export const SERVICE_CHAT_ENDPOINTS = {
  unread: endpoint({ method: 'GET', path: '/service/chat/unread', data: ChatUnreadSchema, access: 'serviceCustomer' }),
  open: endpoint({ method: 'POST', path: '/service/chat/open', data: ChatConversationSchema, access: 'serviceCustomer' }),
  conversations: endpoint({ method: 'GET', path: '/service/chat/conversations', query: ChatConversationQuerySchema, data: ChatConversationListSchema, access: 'serviceStaff' }),
  history: endpoint({ method: 'GET', path: '/service/chat/conversations/:id/messages', params: ChatConversationParamsSchema, query: ChatHistoryQuerySchema, data: ChatHistorySchema, access: 'serviceCustomer' }),
  send: endpoint({ method: 'POST', path: '/service/chat/conversations/:id/messages', params: ChatConversationParamsSchema, body: ChatSendBodySchema, data: ChatMessageSchema, access: 'serviceCustomer' }),
  read: endpoint({ method: 'POST', path: '/service/chat/conversations/:id/read', params: ChatConversationParamsSchema, body: ChatReadBodySchema, data: Type.Object({ last_read_id: Type.Integer() }), access: 'serviceCustomer' }),
  attachment: endpoint({ method: 'GET', path: '/service/chat/attachments/:messageId', params: ChatAttachmentParamsSchema, data: FILE_ANSWER, produces: CHAT_ATTACHMENT_TYPES, access: 'serviceCustomer' }),
  attach: endpoint({ method: 'POST', path: '/service/chat/conversations/:id/attachments', params: ChatConversationParamsSchema, data: ChatMessageSchema, access: 'serviceCustomer', upload: true }),
};
