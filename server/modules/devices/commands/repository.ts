import { sql, type ColumnType, type Generated, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/types';
import '../../../db/core-tables';

declare module '../../../db/types' {
  interface DB {
    device_commands: {
      id: Generated<number>;
      device_id: string;
      tenant_id: number;
      source: 'manual' | 'rule' | 'h5';
      payload: ColumnType<unknown, string, string>;
      expected_reply: string | null;
      sent_at: Timestamp;
      reply: ColumnType<unknown, string | null, string | null>;
      replied_at: Timestamp | null;
      user_id: number | null;
      user_name: string | null;
    };
  }
}

type Db = Kysely<DB> | Transaction<DB>;

/** A reply without a command id belongs to the device's latest unanswered command of this window. */
export const REPLY_WINDOW_MS = 10 * 60 * 1000;

export interface NewCommand {
  deviceId: string;
  tenantId: number;
  source: 'manual' | 'rule' | 'h5';
  /** What the device receives, besides the `id` added for correlation. */
  body: Record<string, unknown>;
  expectedReply?: string | null;
  user?: { id: number; userName: string } | null;
}

/** Records the command and returns the payload to publish: the body with the command's id. */
export async function insertCommand(db: Db, command: NewCommand): Promise<{ id: number; payload: Record<string, unknown> }> {
  // The id is drawn first so that the one stored payload is exactly what the device receives.
  const { rows } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('device_commands', 'id'))::int as id`.execute(db);
  const id = rows[0].id;
  const payload = { id, ...command.body };
  await db
    .insertInto('device_commands')
    .values({
      id,
      device_id: command.deviceId,
      tenant_id: command.tenantId,
      source: command.source,
      payload: JSON.stringify(payload),
      expected_reply: command.expectedReply ?? null,
      user_id: command.user?.id ?? null,
      user_name: command.user?.userName ?? null,
    })
    .execute();
  return { id, payload };
}

/**
 * Stores a device's reply on the command it answers: the one named by `payload.id`, else the
 * latest unanswered one of the last REPLY_WINDOW_MS. Returns the command id, or null.
 */
export async function attachReply(db: Db, deviceId: string, payload: unknown, at: Date): Promise<number | null> {
  const named = typeof payload === 'object' && payload !== null ? Number((payload as { id?: unknown }).id) : NaN;
  let query = db.selectFrom('device_commands').select('id').where('device_id', '=', deviceId);
  query = Number.isInteger(named)
    ? query.where('id', '=', named)
    : query.where('reply', 'is', null).where('sent_at', '>=', new Date(at.getTime() - REPLY_WINDOW_MS)).orderBy('sent_at', 'desc').orderBy('id', 'desc').limit(1);
  const target = await query.executeTakeFirst();
  if (!target) return null;
  await db
    .updateTable('device_commands')
    .set({ reply: JSON.stringify(payload), replied_at: at })
    .where('id', '=', target.id)
    .execute();
  return target.id;
}

export function selectCommands(db: Db) {
  return db
    .selectFrom('device_commands')
    .innerJoin('devices', 'devices.device_id', 'device_commands.device_id')
    .select([
      'device_commands.id',
      'device_commands.device_id',
      'devices.device_name',
      'device_commands.source',
      'device_commands.payload',
      'device_commands.expected_reply',
      'device_commands.sent_at',
      'device_commands.reply',
      'device_commands.replied_at',
      'device_commands.user_name',
      sql<boolean>`device_commands.reply is not null`.as('answered'),
    ]);
}
