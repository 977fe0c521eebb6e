import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { DB } from '../../../db/types';
import type { ChatConversation, ChatMessage } from '../../../../shared/contract/api/service-chat';
import '../../../db/core-tables';
import './tables';

export type Db = Kysely<DB> | Transaction<DB>;
const iso = (value: Date | string) => new Date(value).toISOString();

/** Where a message's attachment is served from (to the two sides only). */
export const attachmentUrl = (messageId: number) => `/api/service/chat/attachments/${messageId}`;

export function selectConversations(db: Db) {
  return db
    .selectFrom('service_conversations')
    .leftJoin('companies', 'companies.id', 'service_conversations.tenant_id')
    .leftJoin('users', 'users.id', 'service_conversations.customer_id')
    .select([
      'service_conversations.id', 'service_conversations.tenant_id', 'companies.name as tenant_name', 'service_conversations.customer_id',
      'users.user_name as customer_name', 'service_conversations.last_message_at', 'service_conversations.created_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('service_messages')
        .select(sql<string>`case when service_messages.body <> '' then service_messages.body else service_messages.attachment_name end`.as('text'))
        .whereRef('service_messages.conversation_id', '=', 'service_conversations.id')
        .orderBy('service_messages.id', 'desc')
        .limit(1)
        .as('last_message'),
    );
}

type ConversationRow = Awaited<ReturnType<ReturnType<typeof selectConversations>['executeTakeFirstOrThrow']>>;
export const toConversation = (r: ConversationRow, unread: number): ChatConversation => ({
  ...r,
  last_message: r.last_message ? String(r.last_message).slice(0, 200) : null,
  last_message_at: r.last_message_at ? iso(r.last_message_at) : null,
  created_at: iso(r.created_at),
  unread,
});

export function selectMessages(db: Db) {
  return db
    .selectFrom('service_messages')
    .leftJoin('users', 'users.id', 'service_messages.sender_id')
    .select([
      'service_messages.id', 'service_messages.conversation_id', 'service_messages.sender_id', 'service_messages.from_customer', 'service_messages.body',
      'service_messages.attachment_file', 'service_messages.attachment_name', 'service_messages.attachment_mime', 'service_messages.attachment_size',
      'service_messages.created_at', 'users.user_name as sender_name', 'users.real_name as sender_real_name',
    ]);
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['executeTakeFirstOrThrow']>>;
export const toMessage = (r: MessageRow): ChatMessage => ({
  id: r.id,
  conversation_id: r.conversation_id,
  sender_id: r.sender_id,
  sender_name: r.sender_real_name || r.sender_name || null,
  from_customer: r.from_customer,
  body: r.body,
  attachment: r.attachment_file && r.attachment_mime ? { name: r.attachment_name ?? '', mime: r.attachment_mime, size: Number(r.attachment_size ?? 0), url: attachmentUrl(r.id) } : null,
  created_at: iso(r.created_at),
});

/**
 * Unread messages per conversation for `userId`: in its own conversation those of staff, in the
 * conversations it serves (`served`, a where-clause over service_conversations, or null when it
 * serves none) those of the customer; each after the user's own read mark.
 */
export async function unreadByConversation(db: Db, userId: number, served: Expression<SqlBool> | null, onlyIds?: number[]) {
  let query = db
    .selectFrom('service_messages')
    .innerJoin('service_conversations', 'service_conversations.id', 'service_messages.conversation_id')
    .leftJoin('service_chat_reads', (join) =>
      join.onRef('service_chat_reads.conversation_id', '=', 'service_conversations.id').on('service_chat_reads.user_id', '=', userId),
    )
    .select(['service_messages.conversation_id as id', (eb) => eb.fn.countAll<number>().as('n')])
    .where((eb) => eb('service_messages.id', '>', eb.fn.coalesce('service_chat_reads.last_read_id', sql.lit(0))))
    .where((eb) => eb.or([eb('service_messages.sender_id', 'is', null), eb('service_messages.sender_id', '<>', userId)]))
    .where((eb) => {
      const own = eb.and([eb('service_conversations.customer_id', '=', userId), eb('service_messages.from_customer', '=', false)]);
      if (!served) return own;
      return eb.or([own, eb.and([eb('service_conversations.customer_id', '<>', userId), eb('service_messages.from_customer', '=', true), served])]);
    });
  if (onlyIds) query = onlyIds.length === 0 ? query.where(sql.lit(false)) : query.where('service_conversations.id', 'in', onlyIds);
  const rows = await query.groupBy('service_messages.conversation_id').execute();
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}

/** The customer's read mark and the furthest mark of anyone else (staff) in a conversation. */
export async function readMarks(db: Db, conversationId: number, customerId: number) {
  const rows = await db.selectFrom('service_chat_reads').select(['user_id', 'last_read_id']).where('conversation_id', '=', conversationId).execute();
  let customer = 0;
  let staff = 0;
  for (const r of rows) {
    if (r.user_id === customerId) customer = r.last_read_id;
    else staff = Math.max(staff, r.last_read_id);
  }
  return { customer_read_id: customer, staff_read_id: staff };
}
