import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { NotifyChannel, NotifyChannelName, NotifyMessage } from './types';
import './notifications-table';

/**
 * The default provider: the message is delivered into the message center (notifications table)
 * instead of a phone network, so a fresh install shows what would have been sent.
 */
export function logChannel(db: Kysely<DB>, channel: NotifyChannelName | 'rule'): NotifyChannel {
  return {
    provider: 'log',
    async send(message: NotifyMessage) {
      const row = await db
        .insertInto('notifications')
        .values({
          tenant_id: message.tenantId,
          user_id: message.userId ?? null,
          channel,
          recipient: message.to || null,
          title: message.title,
          body: message.body,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { ok: true, detail: `message center #${row.id}`, words: { key: 'center', params: { id: row.id } } };
    },
  };
}
