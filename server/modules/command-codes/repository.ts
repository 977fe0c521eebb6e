import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { DB } from '../../db/types';
import '../../db/core-tables';
import './tables';

export type Db = Kysely<DB> | Transaction<DB>;

/** Command codes with their company's name (null for a platform default). */
export function selectCodes(db: Db) {
  return db
    .selectFrom('command_codes')
    .leftJoin('companies', 'companies.id', 'command_codes.tenant_id')
    .select([
      'command_codes.id',
      'command_codes.tenant_id',
      'companies.name as tenant_name',
      'command_codes.device_type',
      'command_codes.code',
      'command_codes.name',
      'command_codes.name_en',
      'command_codes.params',
      'command_codes.reply_code',
      'command_codes.updated_at',
      'command_codes.deleted_at',
    ]);
}

/** Codes by id that `visible` lets through, live or deleted. */
export function codesByIds(db: Db, ids: number[], visible: Expression<SqlBool>) {
  return db.selectFrom('command_codes').selectAll().where('id', 'in', ids).where(visible).execute();
}

/** Another live code of the same owner and device type, if any (unique among live rows). */
export function liveCode(db: Db, owner: number | null, deviceType: string, code: string, exceptId?: number) {
  let query = db
    .selectFrom('command_codes')
    .select('id')
    .where(sql<SqlBool>`coalesce(tenant_id, 0) = ${owner ?? 0}`)
    .where('device_type', '=', deviceType)
    .where('code', '=', code)
    .where('deleted_at', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export function setDeleted(db: Db, ids: number[], deletedAt: Date | null) {
  return db.updateTable('command_codes').set({ deleted_at: deletedAt, updated_at: new Date() }).where('id', 'in', ids).execute();
}
