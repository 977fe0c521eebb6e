import type { Kysely } from 'kysely';
import type { RequestScope } from '../../../auth/request-scope';
import type { DB } from '../../../db/types';
import { AppError, badRequest, forbidden, notFound } from '../../../http/app-error';
import { escapeLike } from '../../../db/escape-like';
import { DEFAULT_PAGE_SIZE } from '../../../../shared/contract/paging';
import {
  CHAT_LIMITS, CHAT_PAGE_DEFAULT, type ChatConversation, type ChatConversationQuery, type ChatHistory, type ChatHistoryQuery, type ChatMessage, type ChatUnread,
} from '../../../../shared/contract/api/service-chat';
import type { ChatPush } from '../../../../shared/contract/socket-events';
import { displayName, dropFile, readStoredFile, sniffAttachmentType, storeFile } from '../stored-files';
import { servedBy } from '../staff';
import * as repo from './repository';
import './messages';

const MB = 1024 * 1024;

/** The conversations the caller serves as after-sales staff (../staff.ts); null for a caller who serves none. */
const served = (scope: RequestScope) => servedBy(scope, 'service_conversations.tenant_id');

/** A conversation the caller is a side of (its own, or one it serves), with that side; 404 otherwise. */
async function conversationFor(scope: RequestScope, id: number, db: Kysely<DB> = scope.db) {
  const servedWhere = served(scope);
  const row = await repo
    .selectConversations(db)
    .where('service_conversations.id', '=', id)
    .where((eb) => (servedWhere ? eb.or([eb('service_conversations.customer_id', '=', scope.user.id), servedWhere]) : eb('service_conversations.customer_id', '=', scope.user.id)))
    .executeTakeFirst();
  if (!row) throw notFound('chat_not_found');
  return { row, fromCustomer: row.customer_id === scope.user.id };
}

async function withUnread(scope: RequestScope, row: Awaited<ReturnType<typeof conversationFor>>['row']): Promise<ChatConversation> {
  const unread = await repo.unreadByConversation(scope.db, scope.user.id, served(scope), [row.id]);
  return repo.toConversation(row, unread.get(row.id) ?? 0);
}

/** POST /service/chat/open: the caller's own conversation with service, started on first use. */
export async function open(scope: RequestScope): Promise<ChatConversation> {
  const tenantId = scope.ownCompany;
  if (tenantId === null) throw badRequest('chat_customer_only');
  await scope.db.insertInto('service_conversations').values({ tenant_id: tenantId, customer_id: scope.user.id }).onConflict((oc) => oc.column('customer_id').doNothing()).execute();
  const { id } = await scope.db.selectFrom('service_conversations').select('id').where('customer_id', '=', scope.user.id).executeTakeFirstOrThrow();
  return withUnread(scope, (await conversationFor(scope, id)).row);
}

/** GET /service/chat/conversations: the conversations staff serve (their own excluded), most recent first. */
export async function list(scope: RequestScope, query: ChatConversationQuery) {
  const where = served(scope);
  if (!where) throw forbidden();
  const pageNo = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  let base = repo.selectConversations(scope.db).where(where).where('service_conversations.customer_id', '<>', scope.user.id);
  const keyword = query.keyword?.trim();
  if (keyword) {
    const like = `%${escapeLike(keyword)}%`;
    base = base.where((eb) => eb.or([eb('users.user_name', 'ilike', like), eb('users.real_name', 'ilike', like), eb('companies.name', 'ilike', like)]));
  }
  const [rows, total] = await Promise.all([
    base
      .orderBy((eb) => eb.fn.coalesce('service_conversations.last_message_at', 'service_conversations.created_at'), 'desc')
      .orderBy('service_conversations.id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
    base.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const unread = await repo.unreadByConversation(scope.db, scope.user.id, where, rows.map((r) => r.id));
  return { rows: rows.map((r) => repo.toConversation(r, unread.get(r.id) ?? 0)), total: Number(total.n) };
}

/** GET /service/chat/conversations/:id/messages: a page of history, oldest first, with both sides' read marks. */
export async function history(scope: RequestScope, id: number, query: ChatHistoryQuery): Promise<ChatHistory> {
  const { row } = await conversationFor(scope, id);
  const limit = query.limit ?? CHAT_PAGE_DEFAULT;
  let base = repo.selectMessages(scope.db).where('service_messages.conversation_id', '=', id);
  if (query.before) base = base.where('service_messages.id', '<', query.before);
  const rows = await base.orderBy('service_messages.id', 'desc').limit(limit + 1).execute();
  const page = rows.slice(0, limit).reverse();
  return {
    conversation: await withUnread(scope, row),
    rows: page.map(repo.toMessage),
    has_more: rows.length > limit,
    ...(await repo.readMarks(scope.db, id, row.customer_id)),
  };
}

/** Tells both sides' sockets (server/push) after the change is committed. */
const push = (scope: RequestScope, event: ChatPush) => scope.bus.emit('chat', event);

interface NewMessage {
  body: string;
  attachment?: { file: string; name: string; mime: string; size: number };
}

async function insertMessage(scope: RequestScope, id: number, message: NewMessage): Promise<ChatMessage> {
  const saved = await scope.db.transaction().execute(async (trx) => {
    const { row, fromCustomer } = await conversationFor(scope, id, trx);
    const a = message.attachment;
    const { id: messageId } = await trx
      .insertInto('service_messages')
      .values({
        conversation_id: id, sender_id: scope.user.id, from_customer: fromCustomer, body: message.body,
        attachment_file: a?.file ?? null, attachment_name: a?.name ?? null, attachment_mime: a?.mime ?? null, attachment_size: a?.size ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('service_conversations').set({ last_message_at: new Date() }).where('id', '=', id).execute();
    // One has read what one wrote: the writer's mark moves past its own message.
    await upsertRead(trx, id, scope.user.id, messageId);
    const saved = repo.toMessage(await repo.selectMessages(trx).where('service_messages.id', '=', messageId).executeTakeFirstOrThrow());
    return { saved, row };
  });
  push(scope, { kind: 'message', conversationId: id, tenantId: saved.row.tenant_id, customerId: saved.row.customer_id, message: saved.saved });
  return saved.saved;
}

/** POST /service/chat/conversations/:id/messages: a text message from the caller's side. */
export async function send(scope: RequestScope, id: number, body: string): Promise<ChatMessage> {
  return insertMessage(scope, id, { body: body.trim().slice(0, CHAT_LIMITS.body) });
}

/**
 * POST /service/chat/conversations/:id/attachments: an image or a PDF as its own message. The type
 * comes from the bytes; the file is written first and removed again if the row is not.
 */
export async function attach(scope: RequestScope, id: number, bytes: Uint8Array, fileName: string | undefined): Promise<ChatMessage> {
  await conversationFor(scope, id);
  if (bytes.byteLength === 0) throw badRequest('chat_file_missing');
  if (bytes.byteLength > CHAT_LIMITS.attachmentBytes) throw new AppError(400, 'chat_file_too_large', { limit: CHAT_LIMITS.attachmentBytes / MB });
  const mime = sniffAttachmentType(bytes);
  if (!mime) throw badRequest('chat_file_type');
  const file = await storeFile(scope.app, 'service-chat', bytes, mime);
  const name = displayName(fileName, file, CHAT_LIMITS.attachmentName);
  try {
    return await insertMessage(scope, id, { body: '', attachment: { file, name, mime, size: bytes.byteLength } });
  } catch (error) {
    await dropFile(scope.app, 'service-chat', file);
    throw error;
  }
}

async function upsertRead(db: Kysely<DB>, conversationId: number, userId: number, lastId: number) {
  await db
    .insertInto('service_chat_reads')
    .values({ conversation_id: conversationId, user_id: userId, last_read_id: lastId })
    .onConflict((oc) =>
      oc.columns(['conversation_id', 'user_id']).doUpdateSet((eb) => ({
        last_read_id: eb.fn('greatest', [eb.ref('service_chat_reads.last_read_id'), eb.ref('excluded.last_read_id')]),
        updated_at: new Date(),
      })),
    )
    .execute();
}

/** POST /service/chat/conversations/:id/read: the caller has seen everything up to `lastId` (never moves back). */
export async function markRead(scope: RequestScope, id: number, lastId: number) {
  const { row, fromCustomer } = await conversationFor(scope, id);
  const newest = await scope.db.selectFrom('service_messages').select((eb) => eb.fn.max('id').as('id')).where('conversation_id', '=', id).executeTakeFirst();
  const capped = Math.min(lastId, Number(newest?.id ?? 0));
  if (capped > 0) await upsertRead(scope.db, id, scope.user.id, capped);
  const mark = await scope.db.selectFrom('service_chat_reads').select('last_read_id').where('conversation_id', '=', id).where('user_id', '=', scope.user.id).executeTakeFirst();
  const lastReadId = mark?.last_read_id ?? 0;
  push(scope, { kind: 'read', conversationId: id, tenantId: row.tenant_id, customerId: row.customer_id, readerId: scope.user.id, fromCustomer, lastReadId });
  return { last_read_id: lastReadId };
}

/** GET /service/chat/unread: the caller's sides and what it has not read, per conversation. */
export async function unread(scope: RequestScope): Promise<ChatUnread> {
  const byConversation = await repo.unreadByConversation(scope.db, scope.user.id, served(scope));
  const conversations = [...byConversation].map(([id, n]) => ({ id, unread: n }));
  return {
    user_id: scope.user.id,
    customer: scope.ownCompany !== null,
    staff: served(scope) !== null,
    total: conversations.reduce((sum, c) => sum + c.unread, 0),
    conversations,
  };
}

/** GET /service/chat/attachments/:messageId: the file, to the two sides only (404 to anyone else). */
export async function attachmentFile(scope: RequestScope, messageId: number) {
  const message = await scope.db.selectFrom('service_messages').select(['conversation_id', 'attachment_file', 'attachment_name', 'attachment_mime']).where('id', '=', messageId).executeTakeFirst();
  if (!message?.attachment_file || !message.attachment_mime) throw notFound('chat_attachment_not_found');
  await conversationFor(scope, message.conversation_id).catch(() => {
    throw notFound('chat_attachment_not_found');
  });
  const bytes = await readStoredFile(scope.app, 'service-chat', message.attachment_file);
  if (!bytes) throw notFound('chat_attachment_not_found');
  return { bytes, mime: message.attachment_mime, name: message.attachment_name ?? message.attachment_file };
}
