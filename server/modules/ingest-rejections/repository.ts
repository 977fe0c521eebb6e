import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import '../../db/core-tables';
import '../../ingest/rejection-table';

export interface StoredRejection {
  id: number;
  device_id: string;
  received_at: number;
  reason: string;
  detail: string | null;
  excerpt: string;
}

/**
 * A device's refused messages, newest first. Only those recorded while the device belonged to
 * its present company: a device moved to another company does not show the old owner's data.
 */
export async function listRejections(
  db: Kysely<DB>,
  deviceId: string,
  offset: number,
  limit: number,
): Promise<{ rows: StoredRejection[]; total: number }> {
  const base = db
    .selectFrom('telemetry_rejections as r')
    .innerJoin('devices as d', 'd.device_id', 'r.device_id')
    .where('r.device_id', '=', deviceId)
    .whereRef('r.tenant_id', '=', 'd.tenant_id');
  const [rows, count] = await Promise.all([
    base
      .select([
        sql<number>`r.id::float8`.as('id'),
        'r.device_id',
        sql<number>`(extract(epoch from r.received_at) * 1000)::float8`.as('received_at'),
        'r.reason',
        'r.detail',
        'r.excerpt',
      ])
      .orderBy('r.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}
